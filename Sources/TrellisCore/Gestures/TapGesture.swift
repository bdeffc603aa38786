import Foundation

/// A tap (or click), or `count` of them in a row, each within 0.5 s of the previous one, without moving
/// more than 10 points.
///
///     Image(systemName: "heart").gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
public struct TapGesture: Gesture {
    /// How many taps in a row.
    public var count: Int
    public typealias Value = Void
    public typealias Body = Never

    public init(count: Int = 1) { self.count = max(1, count) }
}

/// A tap that reports where it happened.
///
///     Color.clear.gesture(SpatialTapGesture().onEnded { dots.append($0.location) })
public struct SpatialTapGesture: Gesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public init(location: CGPoint) { self.location = location }
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public typealias Body = Never

    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }

    // LIMITATION: `SpatialTapGesture(coordinateSpace: .named(_:))`, `DragGesture(coordinateSpace: .named(_:))` | a named space is measured like `.global` (from the window's top leading corner) | the page doesn't yet know which element names a space (the layout work's `coordinateSpace(_:)`)
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}
