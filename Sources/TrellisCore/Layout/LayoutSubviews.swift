public import Foundation

/// The subviews a `Layout` arranges, in the order the content lists them.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    private let all: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    /// The direction the container lays out in.
    public var layoutDirection: LayoutDirection

    package init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.init(subviews, startIndex: 0, endIndex: subviews.count, layoutDirection: layoutDirection)
    }

    private init(_ all: [LayoutSubview], startIndex: Int, endIndex: Int, layoutDirection: LayoutDirection) {
        self.all = all
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { all[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(all, startIndex: bounds.lowerBound, endIndex: bounds.upperBound, layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in that order.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(indices.map { all[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        Array(a) == Array(b) && a.layoutDirection == b.layoutDirection
    }
}

/// One subview of a `Layout`: its size, priority and layout values, and where the layout places it.
// LIMITATION: `LayoutSubview.sizeThatFits(_:)` | answers the size the renderer measured for the subview at its ideal size, whatever the proposal | the browser measures each subview once, laid out at its ideal size; a proposal is not laid out on the server
public struct LayoutSubview: Equatable, Sendable {
    package let storage: LayoutSubviewStorage

    package init(_ storage: LayoutSubviewStorage) { self.storage = storage }

    /// The value of a `layoutValue(key:value:)` on the subview (the key's default without one).
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        (storage.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// The subview's `layoutPriority` (0 by default).
    public var priority: Double { storage.priority }

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { storage.size }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { ViewSpacing() }

    // LIMITATION: `LayoutSubview.place(at:anchor:proposal:)` | the subview keeps its ideal size; the proposal does not resize it | see `sizeThatFits(_:)`: a proposed size would change the size the layout reads back
    /// Puts the subview's `anchor` at `position` in the container's coordinates.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = storage.size
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        storage.placement = CGRect(origin: origin, size: size)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.storage === b.storage }
}

/// What a `LayoutSubview` stands for: the graph fills in the measured size and the subview's layout
/// values before the layout runs, and reads the placement back after.
package final class LayoutSubviewStorage: @unchecked Sendable {
    package var size: CGSize
    package var priority: Double
    package var values: [ObjectIdentifier: Any]
    /// Where `place(at:anchor:proposal:)` put the subview, in the container's coordinates.
    package var placement: CGRect?

    package init(size: CGSize, priority: Double = 0, values: [ObjectIdentifier: Any] = [:]) {
        self.size = size
        self.priority = priority
        self.values = values
    }
}
