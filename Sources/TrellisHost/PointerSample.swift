/// One sample of a pointer gesture on an element, as a renderer reports it: at most one per
/// animation frame while the pointer is down (`docs/PROTOCOL.md`, `pointer`).
public struct PointerSample: Equatable, Sendable {
    /// Where the sample sits in the gesture's life.
    public enum Phase: String, Sendable, CaseIterable {
        case began, changed, ended, cancelled
    }

    public var phase: Phase
    /// The pointer in the element's own coordinates (points, origin at its top leading corner).
    public var x: Double
    public var y: Double
    /// The pointer in the window's coordinates (points): translations are measured here, so a view
    /// that moves under the pointer doesn't change them.
    public var windowX: Double
    public var windowY: Double
    /// Seconds since the gesture began.
    public var time: Double
    /// Two-finger (or pinch-wheel) magnification since the gesture began; 1 without one.
    public var scale: Double
    /// Two-finger rotation since the gesture began, in degrees; 0 without one.
    public var rotation: Double

    public init(_ phase: Phase, x: Double, y: Double, windowX: Double? = nil, windowY: Double? = nil, time: Double,
                scale: Double = 1, rotation: Double = 0) {
        self.phase = phase
        self.x = x
        self.y = y
        self.windowX = windowX ?? x
        self.windowY = windowY ?? y
        self.time = time
        self.scale = scale
        self.rotation = rotation
    }
}
