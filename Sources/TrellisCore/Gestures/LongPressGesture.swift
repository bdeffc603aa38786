import Foundation

/// A press held for `minimumDuration` without moving more than `maximumDistance`.
///
/// Its value is `true` from the moment the press starts (what `updating` sees, to show the press) and
/// `onEnded` runs, with `true`, as soon as the press has lasted long enough, before the finger lifts.
public struct LongPressGesture: Gesture {
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far (points) the pointer may move before the press fails.
    public var maximumDistance: CGFloat
    public typealias Value = Bool
    public typealias Body = Never

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance
    }
}
