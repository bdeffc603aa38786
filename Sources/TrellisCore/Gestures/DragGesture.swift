import Foundation

/// A drag: the pointer pressed on the view and moved at least `minimumDistance` points.
///
///     @State private var offset = CGSize.zero
///     Circle()
///         .offset(offset)
///         .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
public struct DragGesture: Gesture {
    /// One moment of a drag.
    public struct Value: Equatable, Sendable {
        /// When this sample was taken.
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the drag started, in the gesture's coordinate space.
        public var startLocation: CGPoint
        package var _velocity: CGSize

        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            _velocity = velocity
        }

        /// How far the pointer moved since the drag started.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Points per second, from the last samples.
        public var velocity: CGSize { _velocity }
        /// Where the pointer would come to rest if let go now, decelerating from `velocity`.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + _velocity.width * Self.glide, y: location.y + _velocity.height * Self.glide)
        }
        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// Seconds of glide at the current velocity that a deceleration to rest covers
        /// (a scroll view's normal deceleration, 0.998 per millisecond: 1 / (1000 · ln(1/0.998)) ≈ 0.5 s).
        static let glide: CGFloat = 0.5
    }

    /// How far (points) the pointer moves before the drag starts.
    public var minimumDistance: CGFloat
    /// Where `location` and `startLocation` are measured from.
    public var coordinateSpace: CoordinateSpace
    public typealias Body = Never

    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}
