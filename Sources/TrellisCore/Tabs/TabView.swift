// LIMITATION: Tabs on visionOS | an ornament of icons (titles on hover) at the window's leading edge; with `.sidebarAdaptable` a section is one ornament item whose tabs show in a sidebar beside it | drawn inside the window: a browser page has no space outside it for an ornament
// LIMITATION: A hidden tab's content | keeps its state and updates from its own state; changes from the views above reach it when it is shown again | so that a switch or an update costs what is shown (SwiftUI updates hidden tabs too)
// LIMITATION: iPad top tab bar with `TabSection` | the section's header and its tabs sit in the bar side by side; too many tabs scroll | iPadOS shows the section as one item with its tabs in a menu
/// Switches between child views with a tab bar, a sidebar or pages, as the
/// idiom and the style decide (see docs/TABS.md).
///
///     TabView(selection: $selectedTab) {
///         Tab("Watch Now", systemImage: "play", value: .watchNow) { WatchNowView() }
///         Tab("Library", systemImage: "books.vertical", value: .library) { LibraryView() }
///     }
///     .tabViewStyle(.sidebarAdaptable)
///
/// The older form takes views marked with `.tabItem { … }` and `.tag(_:)`.
/// A tab's content is built the first time it is shown and kept, with its
/// state, while other tabs show.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    package let selection: Binding<SelectionValue>?
    package let content: Content
    public typealias Body = Never

    @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(macOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(tvOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(watchOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    }
}

@available(*, unavailable)
extension TabView: Sendable {}

extension TabView where SelectionValue == Int {
    @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(macOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(tvOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(watchOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView {
    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        self.selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}
