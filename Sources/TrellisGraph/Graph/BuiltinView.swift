import TrellisCore
import TrellisHost

/// A view the graph renders itself (`Text`, stacks, `ForEach`, modifiers…),
/// as opposed to a view with a `body`.
///
/// Given its inputs, a builtin says which host element it owns (if any) and
/// which child views follow, with the environment and inherited element
/// attributes each child gets. The graph does the rest: identity,
/// reconciliation, and the host changes.
@MainActor
package protocol BuiltinView {
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput
    /// Builtins that read state while they build (a control reading its
    /// binding's value) build under dependency tracking, like a body: a write
    /// to what they read rebuilds them, even when no body above read it.
    static var tracksReads: Bool { get }
    /// Its children are keyed by position (a builder block), so no key can
    /// repeat and the graph skips checking for duplicates.
    static var keysChildrenByPosition: Bool { get }
    /// Its children are made by user code on every build (a `ForEach`'s rows): a
    /// built-in child whose value is unchanged is skipped rather than rebuilt.
    static var comparesChildValues: Bool { get }
    /// A `ModifiedContent`'s modifier (`view` is of this type); nil for other builtins. Read through
    /// the builtin's own type, which the graph already knows: asking the runtime whether a type is a
    /// `ModifiedContent` scans every conformance record the first time (``ViewTypeTraits``).
    static func modifier(of view: any View) -> Any?
}

extension BuiltinView {
    package static var tracksReads: Bool { false }
    package static var keysChildrenByPosition: Bool { false }
    package static var comparesChildValues: Bool { false }
    package static func modifier(of view: any View) -> Any? { nil }
}

/// What flows into a node from above.
package struct NodeInputs {
    package var environment: EnvironmentValues
    /// Element properties from modifiers above (padding, frame, …) that land on
    /// the first element-owning node(s) below.
    package var attributes: Attributes
}

/// What a builtin produces.
///
/// This type, ``ElementSpec`` and ``ChildSpec`` have their memberwise initializers, not explicit ones:
/// Swift 6.3 copies a value made by an explicit initializer once more on its way out (the
/// initializer's `self` is a stack variable whose copy the optimizer leaves), which was an outlined
/// copy and destroy of the output and of its element in every builtin's build.
package struct NodeOutput {
    package var element: ElementSpec? = nil
    package var children: [ChildSpec] = []
}

/// The element a node owns.
package struct ElementSpec {
    package var role: HostRole
    package var text: String? = nil
    package var properties: [String: String] = [:]
    package var handler: (@MainActor (HostEvent) throws -> Void)? = nil
    /// A wrapper element (a context menu's owner) that leaves the inherited
    /// attributes to its content instead of taking them itself.
    package var passesAttributesThrough = false
}

/// One child view with its identity among its siblings.
package struct ChildSpec {
    package var key: AnyHashable
    package var view: any View
    package var inputs: NodeInputs
}

/// Inherited element properties, in the order modifiers applied them (innermost first).
package struct Attributes: Equatable {
    package private(set) var values: [String: String] = [:]
    /// Gesture handlers (`onTapGesture`) that see the element's events first.
    package private(set) var interceptors: [EventInterceptor] = []
    /// Whether an accessibility modifier set one of ``values`` (a `_ax…` key): the elements below
    /// a frame or a background look up none of those keys.
    package private(set) var hasAccessibility = false

    package init() {}

    init(values: [String: String]) {
        self.values = values
        for key in values.keys { noteAccessibility(key) }
    }

    package var isEmpty: Bool { values.isEmpty && interceptors.isEmpty }

    package static func == (a: Attributes, b: Attributes) -> Bool {
        a.values == b.values && a.interceptors.count == b.interceptors.count
            && zip(a.interceptors, b.interceptors).allSatisfy { $0 === $1 }
    }

    /// Adds a gesture from a modifier further out than the ones already here.
    package mutating func addInterceptor(_ interceptor: EventInterceptor) {
        interceptors.append(interceptor)
    }

    /// Adds a property from a modifier further out than the ones already here.
    /// Padding adds up; any other key keeps the innermost value, as the innermost
    /// modifier is the one that shapes the element.
    package mutating func addOuter(_ key: String, _ value: String) {
        noteAccessibility(key)
        if let existing = values[key] {
            if key == "padding" { values[key] = Self.sumPadding(existing, value) }
            return
        }
        values[key] = value
    }

    /// Properties from an inner modifier: they win over outer ones.
    package mutating func addInner(_ key: String, _ value: String) {
        noteAccessibility(key)
        if key == "padding", let existing = values[key] {
            values[key] = Self.sumPadding(existing, value)
        } else {
            values[key] = value
        }
    }

    private mutating func noteAccessibility(_ key: String) {
        if !hasAccessibility, key.utf8.first == UInt8(ascii: "_"), key.hasPrefix("_ax") { hasAccessibility = true }
    }

    static func sumPadding(_ a: String, _ b: String) -> String {
        let x = a.split(separator: ",").compactMap { Double($0) }
        let y = b.split(separator: ",").compactMap { Double($0) }
        guard x.count == 4, y.count == 4 else { return b }
        return zip(x, y).map { formatNumber($0 + $1) }.joined(separator: ",")
    }
}

/// Sees an element's events before its own handler; returns true when it
/// consumed the event. Gesture modifiers keep one per node (a reference, so
/// the element always calls the latest action).
@MainActor
package final class EventInterceptor {
    package var intercept: @MainActor (HostEvent) -> Bool
    /// A gesture that takes pointer samples: the element's gestures share each sample (`GestureArena`).
    package private(set) weak var gesture: GestureTracker?
    package init(_ intercept: @escaping @MainActor (HostEvent) -> Bool) { self.intercept = intercept }
    /// An `onKeyPress`: a key press none of them used is dropped rather than refused.
    package var handlesKeyPresses = false
    package init(gesture: GestureTracker) {
        self.intercept = { _ in false }
        self.gesture = gesture
    }
}

/// Numbers as the host tree spells them: integers without a fraction.
package func formatNumber(_ value: Double) -> String {
    if value.isInfinite { return "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

extension NodeInputs {
    /// The same inputs with no inherited attributes: for children of an element.
    package var forElementChildren: NodeInputs {
        NodeInputs(environment: environment, attributes: Attributes())
    }
}

/// The keys of children that are identified by their position (a builder
/// block's statements, a single wrapped view, an `if`'s branches), made once:
/// `PositionKey.first` checks for a custom hashable representation on every call.
package enum PositionKey {
    // Immutable boxes of Ints and Bools: safe to share, though AnyHashable isn't `Sendable`.
    nonisolated(unsafe) private static let keys: [AnyHashable] = (0..<64).map { AnyHashable($0) }
    /// The only child.
    nonisolated(unsafe) package static let first = keys[0]
    /// An `if`'s branches.
    nonisolated(unsafe) package static let trueBranch = AnyHashable(true)
    nonisolated(unsafe) package static let falseBranch = AnyHashable(false)

    /// The key of the child at `index`.
    package static func at(_ index: Int) -> AnyHashable {
        index >= 0 && index < keys.count ? keys[index] : AnyHashable(index)
    }
}
