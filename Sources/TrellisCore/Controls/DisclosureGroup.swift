/// A view that shows or hides its content behind a disclosure row.
///
///     DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
///     DisclosureGroup("Details", isExpanded: $showDetails) { Text(details) }
///
/// The row is a button with `aria-expanded`; a click, Return or Space flips it. Collapsed, the
/// content is not built (it costs nothing per update).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    package let label: Label
    package let content: () -> Content
    /// The caller's binding, or nil when the group keeps its own state (collapsed at first).
    package let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    public typealias Body = Never
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
