import Foundation

/// Two fingers turning around each other.
///
///     Rectangle().rotationEffect(angle).gesture(RotateGesture().onChanged { angle = $0.rotation })
public struct RotateGesture: Gesture {
    /// One moment of a rotation.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The rotation since the gesture began (clockwise positive).
        public var rotation: Angle
        /// Rotation per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint

        package init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// How far the angle changes before the gesture starts.
    public var minimumAngleDelta: Angle
    public typealias Body = Never

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A rotation that reports only its angle (the older name of `RotateGesture`).
public struct RotationGesture: Gesture {
    public var minimumAngleDelta: Angle
    public typealias Value = Angle
    public typealias Body = Never

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
