/// The ways a focusable view takes part in focus.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Focus that a click or the Tab key gives, to activate the view (a button-like view).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus for editing (a text field, a canvas that takes keys).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's choice.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Makes a view take keyboard focus.
nonisolated package struct _FocusableModifier: ViewModifier {
    package let isFocusable: Bool
    package typealias Body = Never
}

// LIMITATION: `focusable(_:interactions:)` | every interaction kind makes the view one stop in the Tab order (`tabindex=0`); `.activate`-only views are not skipped when the system's "keyboard navigation" setting is off | a browser has no such setting
nonisolated extension View {
    /// Makes the view focusable: a click or the Tab key gives it focus, and with it key presses
    /// (`onKeyPress`).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    /// Makes the view focusable for the given kinds of interaction.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable && !interactions.isEmpty))
    }
}
