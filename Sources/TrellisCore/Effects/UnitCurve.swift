import Foundation

/// A function from input progress in `0...1` to output progress: the shape of an interpolation's speed
/// (`LinearKeyframe`'s `timingCurve`).
///
///     LinearKeyframe(1.5, duration: 0.3, timingCurve: .easeOut)
public struct UnitCurve: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case linear
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    private let kind: Kind
    private let inverted: Bool

    private init(_ kind: Kind, inverted: Bool = false) {
        self.kind = kind
        self.inverted = inverted
    }

    /// A linear curve.
    public static let linear = UnitCurve(.linear)
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow, fast, slow: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The same curve as ``easeInOut``.
    public static let easeInEaseOut = easeInOut
    /// The fourth quadrant of a unit circle.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// The second quadrant of a unit circle.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// ``circularEaseIn`` then ``circularEaseOut``.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points (x clamped to `0...1`).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let clamp = { (x: CGFloat) in min(max(Double(x), 0), 1) }
        return UnitCurve(.bezier(x1: clamp(startControlPoint.x), y1: Double(startControlPoint.y),
                                 x2: clamp(endControlPoint.x), y2: Double(endControlPoint.y)))
    }

    /// The curve with input and output swapped.
    public var inverse: UnitCurve { UnitCurve(kind, inverted: !inverted) }

    /// The output progress at `progress` (clamped to `0...1`).
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? min(max(progress, 0), 1) : 0
        return inverted ? solve(for: x) : evaluate(x)
    }

    /// The rate of change of the output at `progress`.
    public func velocity(at progress: Double) -> Double {
        let h = 1e-4
        let a = max(progress - h, 0), b = min(progress + h, 1)
        return b > a ? (value(at: b) - value(at: a)) / (b - a) : 1
    }

    private func evaluate(_ x: Double) -> Double {
        switch kind {
        case .linear: return x
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                : 0.5 * ((-(2 * x - 3) * (2 * x - 1)).squareRoot() + 1)
        case let .bezier(x1, y1, x2, y2):
            let t = Self.parameter(forX: x, x1, x2)
            return Self.cubic(t, y1, y2)
        }
    }

    /// The input at which `evaluate` gives `y` (bisection: the curves are monotonic in x).
    private func solve(for y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if evaluate(mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// One coordinate of a Bézier curve from 0 to 1 with control values `a`, `b`, at parameter `t`.
    private static func cubic(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// The curve parameter whose x is `x` (Newton steps, then bisection if they stall).
    private static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = cubic(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let u = 1 - t
            let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<50 {
            let value = cubic(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
