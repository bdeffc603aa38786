public import Foundation

/// How a view enters and leaves: `.opacity`, `.slide`, `.move(edge:)`, `.scale`, `.push(from:)`, and
/// their combinations.
///
///     if isShowingDetail {
///         DetailCard().transition(.move(edge: .bottom).combined(with: .opacity))
///     }
public struct AnyTransition: Sendable, Equatable {
    /// What the view does on the way in and on the way out; each a list of effects applied together.
    package var insertion: [TransitionEffect]
    package var removal: [TransitionEffect]
    package var animation: Animation?

    package init(insertion: [TransitionEffect], removal: [TransitionEffect], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }
    package init(_ effect: TransitionEffect) { self.init(insertion: [effect], removal: [effect]) }

    public static let identity = AnyTransition(insertion: [], removal: [])
    public static let opacity = AnyTransition(.opacity)
    /// In from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    public static let scale = AnyTransition(.scale(0))
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.scale(Double(scale))) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(Double(offset.width), Double(offset.height))) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(.offset(Double(x), Double(y))) }
    /// In from `edge`, out to the opposite edge, fading as it goes.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }

    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// A transition from a built-in `Transition` value.
    public init<T: Transition>(_ transition: T) {
        self = (transition as? any BuiltinTransition)?.anyTransition ?? .opacity
    }
}

/// One effect of a transition, applied at the view's hidden end.
package enum TransitionEffect: Sendable, Equatable {
    case opacity
    case scale(Double)
    case move(Edge)
    case offset(Double, Double)
    case blur
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// Where a view is in its transition.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// -1 before appearing, 0 on screen, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// A transition as a type (SwiftUI's newer spelling): `.transition(.opacity)`, `.transition(.blurReplace)`.
// LIMITATION: custom `Transition` types | shown without their transition (the `.opacity` fallback is recorded) | Trellis can't run `body(content:phase:)` against a placeholder; the built-in transitions work
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body
}

package protocol BuiltinTransition: Transition where Body == Never {
    var anyTransition: AnyTransition { get }
}

extension BuiltinTransition {
    public func body(content: Content, phase: TransitionPhase) -> Never { fatalError("a built-in transition has no body") }
}

public struct OpacityTransition: BuiltinTransition {
    public init() {}
    package var anyTransition: AnyTransition { .opacity }
}
public struct SlideTransition: BuiltinTransition {
    public init() {}
    package var anyTransition: AnyTransition { .slide }
}
public struct IdentityTransition: BuiltinTransition {
    public init() {}
    package var anyTransition: AnyTransition { .identity }
}
public struct ScaleTransition: BuiltinTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
    package var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}
public struct MoveTransition: BuiltinTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    package var anyTransition: AnyTransition { .move(edge: edge) }
}
public struct PushTransition: BuiltinTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    package var anyTransition: AnyTransition { .push(from: edge) }
}
public struct BlurReplaceTransition: BuiltinTransition {
    public init() {}
    package var anyTransition: AnyTransition { AnyTransition(insertion: [.blur, .opacity], removal: [.blur, .opacity]) }
}

extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { .init() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { .init() } }
extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { .init() } }
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { .init(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { .init(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { .init(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { .init(edge: edge) } }
extension Transition where Self == BlurReplaceTransition { public static var blurReplace: BlurReplaceTransition { .init() } }

/// `transition(_:)`: the view's transition, for when it is inserted or removed.
nonisolated package struct _TransitionModifier: ViewModifier {
    package let transition: AnyTransition
    package typealias Body = Never
}

nonisolated extension View {
    /// How this view enters and leaves when a condition or a `ForEach` inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }

    /// How this view enters and leaves (the `Transition` spelling).
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
