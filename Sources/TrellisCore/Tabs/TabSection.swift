/// A group of tabs under a header: a collapsible group in a sidebar, its tabs
/// side by side in a tab bar (where the header shows on iPad but not on iPhone).
///
///     TabSection {
///         ForEach(Category.collectionsList) { collection in
///             Tab(collection.name, systemImage: collection.icon, value: Tabs.collections(collection)) { … }
///         }
///     } header: {
///         Label("Collections", systemImage: "folder")
///     }
nonisolated public struct TabSection<Header, Content, Footer, SelectionValue> {
    package let header: Header
    package let content: Content
    package let footer: Footer
    package init(header: Header, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }
}

@available(*, unavailable)
extension TabSection: Sendable {}

extension TabSection: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue
    public var body: Self { return self }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Header: View, Footer == EmptyView {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }

    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.init(header: Text(titleResource), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header) where SelectionValue == V?, Header: View, Footer == EmptyView {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content) where SelectionValue == V?, Header == EmptyView, Footer == EmptyView {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content) where SelectionValue == V?, Header == Text, Footer == EmptyView {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, @TabContentBuilder<V?> content: () -> Content) where SelectionValue == V?, Header == Text, Footer == EmptyView {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<V: Hashable>(_ titleResource: LocalizedStringResource, @TabContentBuilder<V?> content: () -> Content) where SelectionValue == V?, Header == Text, Footer == EmptyView {
        self.init(header: Text(titleResource), content: content(), footer: EmptyView())
    }
}
