/// How a view's content changes when it changes inside an animation: text that rolls like a counter,
/// or a cross-fade.
///
///     Text("\(score)")
///         .contentTransition(.numericText(value: Double(score)))
///     Button("+1") { withAnimation { score += 1 } }
///
/// Without an animation (`withAnimation`, `animation(_:value:)`) the content changes at once, as in SwiftUI.
public struct ContentTransition: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// Digits roll: up (new text comes from below), down, or by comparing the numbers.
        case numericText(countsDown: Bool?)
    }

    package let kind: Kind

    /// No transition: the new content replaces the old.
    public static let identity = ContentTransition(kind: .identity)
    /// The new content fades in over the old.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's properties interpolate where they can (text: a cross-fade on the web).
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Numbers roll digit by digit; `countsDown` rolls them downward.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Numbers roll up or down as `value` rises or falls.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil))
    }

    /// The host spelling: `identity`, `opacity`, `interpolate`, `numericText:up`, `numericText:down`, `numericText:auto`.
    package var spelling: String {
        switch kind {
        case .identity: "identity"
        case .opacity: "opacity"
        case .interpolate: "interpolate"
        case let .numericText(countsDown): "numericText:" + (countsDown.map { $0 ? "down" : "up" } ?? "auto")
        }
    }
}

extension View {
    /// The transition the view's content uses when it changes inside an animation.
    // LIMITATION: `contentTransition(_:)` | text only: numbers roll as a whole (the new text slides in, the old one is not drawn leaving), opacity and interpolate cross-fade; symbol effects are not declared | the page swaps a text node; per-glyph animation would need a glyph per element
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_ViewAttributeModifier(attribute: .contentTransition(transition.spelling)))
    }
}
