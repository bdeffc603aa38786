/// A control that performs an action when triggered.
///
///     Button("Sign In", action: signIn)
///     Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    package let action: @MainActor () -> Void
    package let label: Label
    package let role: ButtonRole?

    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, which sets its appearance in each container.
public struct ButtonRole: Equatable, Sendable {
    package let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}
