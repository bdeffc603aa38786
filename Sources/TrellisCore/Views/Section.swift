/// A group of rows with an optional header and footer, in a `List`, `Form`,
/// `Picker` or `Menu`.
///
///     Section("Notifications") {
///         Toggle("Show Previews", isOn: $showPreviews)
///     }
///     Section {
///         Toggle("Sync", isOn: $sync)
///     } header: {
///         Text("iCloud")
///     } footer: {
///         Text("Syncs notes across your devices.")
///     }
public struct Section<Parent, Content, Footer> {
    package let header: Parent
    package let content: Content
    package let footer: Footer
    package let isExpanded: Binding<Bool>?

    init(_header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>? = nil) {
        self.header = _header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(_header: header(), content: content(), footer: footer())
    }

    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(_header: header, content: content(), footer: footer)
    }

    public typealias Body = Never
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(_header: EmptyView(), content: content(), footer: footer())
    }

    @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(_header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(_header: header(), content: content(), footer: EmptyView())
    }

    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(_header: header, content: content(), footer: EmptyView())
    }

    /// A collapsible section (sidebars): the header toggles `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(_header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(_header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(_header: Text(titleKey), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(_header: Text(title), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(_header: Text(titleResource), content: content(), footer: EmptyView())
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(_header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(_header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}
