/// How a view reacts when a pointer hovers over it (iPad's pointer, visionOS's gaze).
public struct HoverEffect: Sendable, Equatable {
    package enum Kind: String, Sendable { case automatic, highlight, lift }
    package let kind: Kind

    /// The system's choice for the view (a highlight).
    public static let automatic = HoverEffect(kind: .automatic)
    /// A tint behind the view, as the pointer morphs into it.
    public static let highlight = HoverEffect(kind: .highlight)
    /// The view grows a little and casts a shadow.
    public static let lift = HoverEffect(kind: .lift)
}

/// Adds a hover effect to a view.
nonisolated package struct _HoverEffectModifier: ViewModifier {
    package let effect: HoverEffect
    package let isEnabled: Bool
    package typealias Body = Never
}

nonisolated extension View {
    /// Shows `effect` while a mouse or pen pointer hovers over the view (the page's `:hover`).
    ///
    ///     Button("Play") { … }.hoverEffect(.lift)
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }
}
