import Foundation

// LIMITATION: `MagnifyGesture`, `RotateGesture`, `MagnificationGesture`, `RotationGesture` | recognized from two touches, or a trackpad pinch (the browser's `ctrl` + wheel, magnify only); a mouse alone can't rotate | a browser reports no rotation from a trackpad
/// A pinch: two fingers moving apart or together (or a trackpad pinch).
///
///     Image("map").scaleEffect(zoom).gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
public struct MagnifyGesture: Gesture {
    /// One moment of a pinch.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale since the pinch began (1 = unchanged).
        public var magnification: CGFloat
        /// Scale per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's coordinates.
        public var startLocation: CGPoint

        package init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// How far the scale changes before the gesture starts.
    public var minimumScaleDelta: CGFloat
    public typealias Body = Never

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch that reports only its scale (the older name of `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
    public var minimumScaleDelta: CGFloat
    public typealias Value = CGFloat
    public typealias Body = Never

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
