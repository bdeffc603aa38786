/// A control that performs an action when triggered.
///
/// Give it an action and a label. The label can be any view; the title and
/// `systemImage:` forms build a `Text` or a `Label` for you, which lets the
/// button adapt: icon only in a toolbar, title and icon in a menu.
///
///     Button("Sign In", action: signIn)
///     Button("Sign In", systemImage: "arrow.up", action: signIn)
///     Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
///
/// How it looks depends on where it is (a `List` row, a `Form`, a menu, a
/// toolbar), its ``ButtonRole``, its style (``View/buttonStyle(_:)-…``) and
/// the idiom. In the browser it is a `<button>`; inside a `Menu` or
/// `contextMenu` it is a `menuitem`.
nonisolated public struct Button<Label: View>: View {
    @usableFromInline package let action: @MainActor () -> Void
    @usableFromInline package let label: Label
    @usableFromInline package let role: ButtonRole?
    /// Set by `Button(configuration)`: the button a custom `PrimitiveButtonStyle` draws.
    @usableFromInline package let isFromConfiguration: Bool

    @inlinable package init(role: ButtonRole?, isFromConfiguration: Bool = false, action: @escaping @MainActor () -> Void, label: Label) {
        self.action = action
        self.label = label
        self.role = role
        self.isFromConfiguration = isFromConfiguration
    }

    /// A button that shows a custom label.
    ///
    /// - Parameters:
    ///   - action: What the button does when triggered.
    ///   - label: A view that describes the action.
    @preconcurrency @inlinable
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label())
    }

    /// A button with a role (``ButtonRole/destructive``, ``ButtonRole/cancel``…) and a custom label.
    @preconcurrency @inlinable
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: action, label: label())
    }

    public typealias Body = Never
}

@available(*, unavailable)
extension Button: Sendable {}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a custom ``PrimitiveButtonStyle`` shows: the configuration's
    /// label, role and trigger, with the standard button look and interaction.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, isFromConfiguration: true, action: configuration.action, label: configuration.label)
    }
}

extension Button where Label == DefaultButtonLabel {
    /// A button with the system's label for its role: an "x" for
    /// ``ButtonRole/cancel`` and ``ButtonRole/close``, a checkmark for
    /// ``ButtonRole/confirm``; the role's name is the accessible title.
    ///
    ///     Button(role: .cancel) { dismiss() }
    @preconcurrency
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: DefaultButtonLabel(role: role))
    }
}

/// The label `Button(role:action:)` shows: the role's standard title and symbol.
nonisolated public struct DefaultButtonLabel: View {
    package let role: ButtonRole
    package init(role: ButtonRole) { self.role = role }

    /// The title the role stands for ("Cancel", "Close", "Done", "Delete").
    package var title: String { role.defaultTitle }
    /// The SF Symbol the role shows where icons are shown (toolbars).
    package var systemImage: String { role.defaultSystemImage }

    public typealias Body = Never
}
