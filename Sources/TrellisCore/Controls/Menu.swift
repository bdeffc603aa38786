/// A button that shows a menu of actions.
///
///     Menu("Actions") {
///         Button("Duplicate", action: duplicate)
///         Section("Share") { Button("Copy Link", action: copyLink) }
///         Divider()
///         Button("Delete", role: .destructive, action: delete)
///     }
///
/// Buttons inside become menu items (a destructive one is red), `Divider`s
/// separators, `Section`s groups with a heading, and a nested `Menu` a submenu.
/// With `primaryAction:`, a click runs the primary action and a long press or
/// secondary click shows the menu.
nonisolated public struct Menu<Label: View, Content: View>: View {
    package let label: Label
    package let content: Content
    package let primaryAction: (@MainActor () -> Void)?

    package init(label: Label, content: Content, primaryAction: (@MainActor () -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil)
    }

    @preconcurrency
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: label(), content: content(), primaryAction: primaryAction)
    }

    public typealias Body = Never
}

@available(*, unavailable)
extension Menu: Sendable {}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), primaryAction: nil)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleResource), content: content(), primaryAction: nil)
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: Text(title), content: content(), primaryAction: primaryAction)
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: Text(titleResource), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == TrellisCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: TrellisCore.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: TrellisCore.Label(title, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: TrellisCore.Label(titleResource, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: TrellisCore.Label(titleKey, image: image), content: content(), primaryAction: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: TrellisCore.Label(title, image: image), content: content(), primaryAction: nil)
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: TrellisCore.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: primaryAction)
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: TrellisCore.Label(title, systemImage: systemImage), content: content(), primaryAction: primaryAction)
    }
}
