/// The context of a state change: the animation to use, if any.
///
/// Trellis applies changes without interpolated animation (the web renderer
/// may cross-fade); the value is kept so code that sets it compiles and reads back.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations: Bool = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// An animation curve. Accepted everywhere SwiftUI accepts one.
public struct Animation: Equatable, Sendable {
    package let name: String
    package let duration: Double

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
}

/// Runs `body` as one transaction with an animation. Trellis applies the
/// changes at once; the result is returned as SwiftUI does.
@MainActor
// LIMITATION: `withAnimation`, `.animation`, `Binding.animation`, `Transaction.animation` | the change is applied at once; the animation value is kept and reads back | no interpolation engine yet; the renderer applies patches immediately
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
