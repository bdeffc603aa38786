/// Which kinds of submission `onSubmit(of:_:)` answers.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Return in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the keyboard's Return key while a field below is focused.
public struct SubmitLabel: Sendable, Equatable {
    /// The host tree spelling: also the HTML `enterkeyhint` the browser keyboard shows.
    package let name: String
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

/// The `onSubmit` actions in effect, innermost first. One object per modifier
/// node, so re-applying the same modifier leaves the environment equal.
package final class SubmitActions: @unchecked Sendable {
    package var triggers: SubmitTriggers = .text
    package var action: () -> Void = {}
    package var outer: SubmitActions?
    package init() {}

    /// Runs every action for `trigger`, innermost first (as SwiftUI does, all of them run).
    @MainActor package func run(_ trigger: SubmitTriggers) {
        var current: SubmitActions? = self
        while let actions = current {
            if actions.triggers.contains(trigger) { actions.action() }
            current = actions.outer
        }
    }
}

struct SubmitActionsKey: EnvironmentKey { static let defaultValue: SubmitActions? = nil }
struct SubmitLabelKey: EnvironmentKey { static let defaultValue: SubmitLabel? = nil }

extension EnvironmentValues {
    package var _submitActions: SubmitActions? {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    package var _submitLabel: SubmitLabel? {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

/// Adds an action to run when a field below is submitted.
nonisolated package struct _SubmitModifier: ViewModifier {
    package let triggers: SubmitTriggers
    package let action: () -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Runs `action` when the person submits a field below (Return in a text field).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View {
        modifier(_SubmitModifier(triggers: triggers, action: action))
    }

    /// Sets the Return key's label for the fields below.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\._submitLabel, submitLabel)
    }

    /// Stops submissions below from reaching `onSubmit` actions above this view.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { if isBlocking { $0._submitActions = nil } })
    }
}
