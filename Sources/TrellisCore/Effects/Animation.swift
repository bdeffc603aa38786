public import Foundation

/// How a change moves from its old to its new value: a timing curve or a spring, with a delay,
/// a speed and repeats.
///
///     withAnimation(.easeInOut(duration: 0.3)) { isOpen.toggle() }
///     .animation(.spring(response: 0.4, dampingFraction: 0.7), value: offset)
///     .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's kind: `linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`, `spring`.
    package let name: String
    /// Seconds one pass takes (a spring's settling time).
    package let duration: Double
    /// Cubic Bézier control points for timing curves; spring bounce in `bounce`.
    package var controlPoints: [Double] = []
    package var bounce: Double = 0
    package var delay: Double = 0
    package var speed: Double = 1
    /// nil: once; 0 with `repeatsForever`.
    package var repeatCount: Int?
    package var repeatsForever = false
    package var autoreverses = false

    package init(name: String, duration: Double, controlPoints: [Double] = [], bounce: Double = 0) {
        self.name = name
        self.duration = duration.isFinite ? max(duration, 0) : 0.35
        self.controlPoints = controlPoints
        self.bounce = bounce.isFinite ? bounce : 0
    }

    public var description: String { "\(name)(duration: \(duration))" }

    // MARK: Timing curves

    public static let `default` = Animation.spring
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve", duration: duration, controlPoints: [p1x, p1y, p2x, p2y])
    }
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    // MARK: Springs

    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let smooth = Animation(name: "spring", duration: 0.5)
    public static let snappy = Animation(name: "spring", duration: 0.5, bounce: 0.15)
    public static let bouncy = Animation(name: "spring", duration: 0.5, bounce: 0.3)
    public static let interactiveSpring = Animation(name: "spring", duration: 0.15, bounce: 0.14)

    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration, bounce: bounce)
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring", duration: response, bounce: 1 - dampingFraction)
    }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(name: "spring", duration: spring.duration, bounce: spring.bounce)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "spring", duration: response, bounce: 1 - dampingFraction)
    }
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "spring", duration: duration, bounce: 0.14 + extraBounce)
    }
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        let s = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return Animation(name: "spring", duration: s.duration, bounce: s.bounce)
    }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "spring", duration: duration, bounce: bounce)
    }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "spring", duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "spring", duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "spring", duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Modifiers

    /// Starts the animation `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay.isFinite ? max(delay, 0) : 0
        return copy
    }

    /// Runs the animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        if speed.isFinite, speed > 0 { copy.speed *= speed }
        return copy
    }

    /// Repeats the animation `repeatCount` times, reversing every other pass when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(repeatCount, 0)
        copy.autoreverses = autoreverses
        return copy
    }

    /// Repeats the animation for as long as the view is on screen.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatsForever = true
        copy.autoreverses = autoreverses
        return copy
    }
}

/// A spring's motion, as SwiftUI describes it: a settling duration and a bounce.
public struct Spring: Hashable, Sendable {
    public var duration: TimeInterval
    public var bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = duration
        self.bounce = bounce
    }

    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let m = mass > 0 && mass.isFinite ? mass : 1
        let response = 2 * Double.pi * (m / k).squareRoot()
        let ratio = damping / (2 * (k * m).squareRoot())
        self.init(duration: response, bounce: 1 - (ratio.isFinite ? ratio : 1))
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
