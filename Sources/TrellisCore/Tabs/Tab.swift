/// One tab of a `TabView`: its label in the tab bar or sidebar, and the
/// content shown while it is selected.
///
///     TabView(selection: $selectedTab) {
///         Tab("Watch Now", systemImage: "play", value: .watchNow) { WatchNowView() }
///         Tab(value: .search, role: .search) { SearchView() }
///     }
///
/// `Tab` is tab content, not a view. Its content is built the first time the
/// tab is shown and then kept (with its state) while other tabs show.
nonisolated public struct Tab<Value, Content, Label> {
    package let value: Value?
    package let content: Content
    package let label: Label
    package let role: TabRole?

    package init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }
}

@available(*, unavailable)
extension Tab: Sendable {}

/// The label a `Tab` made from a title and an image gets: the title and the
/// icon, or "Search" and a magnifying glass for a search tab without a title.
nonisolated public struct DefaultTabLabel: View {
    package let title: Text?
    package let systemImage: String?
    package let image: String?
    package init(title: Text?, systemImage: String?, image: String?) {
        self.title = title
        self.systemImage = systemImage
        self.image = image
    }
    public typealias Body = Never
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    public var body: Self { return self }

    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, image: nil))
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, image: nil))
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image))
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: nil, image: image))
    }

    nonisolated public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }

    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: nil, systemImage: nil, image: nil))
    }

    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: nil, content: content(), label: label())
    }

    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }

    nonisolated public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, image: nil))
    }

    nonisolated public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, image: nil))
    }

    nonisolated public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image))
    }

    nonisolated public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init<T: Hashable>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init<T: Hashable>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload nonisolated public init<T: Hashable>(_ titleResource: LocalizedStringResource, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: nil, image: image))
    }

    @_disfavoredOverload nonisolated public init<T: Hashable>(_ titleResource: LocalizedStringResource, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: nil, image: image))
    }

    nonisolated public init<T: Hashable>(value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == EmptyView {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }

    nonisolated public init<T: Hashable>(value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: nil, systemImage: nil, image: nil))
    }

    nonisolated public init<T: Hashable>(value: T, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == T? {
        self.init(value: value, role: nil, content: content(), label: label())
    }

    nonisolated public init<T: Hashable>(value: T, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == T? {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

extension Tab where Value == Never, Content: View, Label: View {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, image: nil))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, image: nil))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image))
    }

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image))
    }

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image))
    }

    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: systemImage, image: nil))
    }

    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: nil, image: image))
    }

    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleResource), systemImage: nil, image: image))
    }

    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: nil, systemImage: nil, image: nil))
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}
