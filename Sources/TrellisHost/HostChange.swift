/// One minimal change to a window's host tree.
///
/// The view graph emits these in order; applying them to the previous tree
/// yields the new one. Positions are expressed like the DOM's
/// `insertBefore`: relative to a sibling, or at the end when `before` is nil.
/// Keyed reorders in `ForEach` become ``move(_:parent:before:)``, never a
/// remove and an insert.
public enum HostChange: Equatable, Sendable {
    /// Inserts a whole new subtree.
    case insert(HostNode, parent: HostElementID, before: HostElementID?)
    /// Removes an element and its subtree.
    case remove(HostElementID)
    /// Removes every child element of an element, with their subtrees, in one change: what
    /// emptying a keyed `ForEach` that is its element's only content costs (one op, not one
    /// per row). The element itself, its text and its properties stay.
    case removeChildren(HostElementID)
    /// Moves an existing element (with its subtree) to a new position.
    case move(HostElementID, parent: HostElementID, before: HostElementID?)
    /// Sets a property; a nil value removes it.
    case setProperty(HostElementID, key: String, value: String?)
    /// Replaces the literal text of a `text` element.
    case setText(HostElementID, String)
}

/// All changes of one transaction: one update of one window.
public struct HostUpdate: Equatable, Sendable {
    public var changes: [HostChange]
    /// How the renderer animates this update's property changes (`withAnimation`); nil: at once.
    public var animation: HostAnimation?
    public init(changes: [HostChange] = [], animation: HostAnimation? = nil) {
        self.changes = changes
        self.animation = animation
    }
    public var isEmpty: Bool { changes.isEmpty }
}

/// An animation a renderer runs for an update's property changes: seconds, a curve token, a delay.
///
/// Curves: `linear`, `easeIn`, `easeOut`, `easeInOut`, `spring`, `bouncy` (a spring that overshoots), or
/// `c:x1,y1,x2,y2` (a cubic Bézier). The web runtime turns them into CSS transitions.
public struct HostAnimation: Equatable, Sendable {
    public var duration: Double
    public var curve: String
    public var delay: Double

    public init(duration: Double, curve: String, delay: Double = 0) {
        self.duration = duration.isFinite ? min(max(duration, 0), 10) : 0
        self.curve = curve
        self.delay = delay.isFinite ? min(max(delay, 0), 10) : 0
    }
}
