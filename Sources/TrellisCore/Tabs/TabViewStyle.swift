/// How a `TabView` presents its tabs. Set it with `.tabViewStyle(_:)`.
@preconcurrency @MainActor
public protocol TabViewStyle {}

/// The form a built-in style names; the idiom table picks the presentation.
package enum TabViewStyleKind: String, Hashable, Sendable {
    case automatic, sidebarAdaptable, tabBarOnly, page, verticalPage, grouped, carousel
}

package protocol BuiltinTabViewStyle {
    nonisolated var kind: TabViewStyleKind { get }
}

/// The idiom's standard tab view: a tab bar (a segmented control on the Mac).
nonisolated public struct DefaultTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    public init() {}
    nonisolated package var kind: TabViewStyleKind { .automatic }
}

/// A tab bar that turns into a sidebar (iPad), or a sidebar (Mac, TV).
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    public init() {}
    nonisolated package var kind: TabViewStyleKind { .sidebarAdaptable }
}

/// A tab bar that never becomes a sidebar.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    public init() {}
    nonisolated package var kind: TabViewStyleKind { .tabBarOnly }
}

// LIMITATION: `.page`, `.verticalPage`, `.carousel` | one page at a time with a dot index to choose pages (keyboard: arrow keys) | no swipe or scroll gesture between pages yet
/// Pages side by side, swiped (or chosen with the page dots) one at a time.
nonisolated public struct PageTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    /// Whether the page dots show.
    public struct IndexDisplayMode: Sendable {
        package let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
    package let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    nonisolated package var kind: TabViewStyleKind { .page }
}

/// Pages stacked vertically, one screen each (watchOS).
nonisolated public struct VerticalPageTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    public init() {}
    nonisolated package var kind: TabViewStyleKind { .verticalPage }
}

/// Tabs drawn as a grouped, segmented control above the content (macOS).
nonisolated public struct GroupedTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    public init() {}
    nonisolated package var kind: TabViewStyleKind { .grouped }
}

/// Pages in a carousel (watchOS); Trellis draws it as vertical pages.
nonisolated public struct CarouselTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
    public init() {}
    nonisolated package var kind: TabViewStyleKind { .carousel }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    @available(watchOS, unavailable)
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    @available(watchOS, unavailable)
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == VerticalPageTabViewStyle {
    public static var verticalPage: VerticalPageTabViewStyle { .init() }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
    public static var grouped: GroupedTabViewStyle { .init() }
}

extension TabViewStyle where Self == CarouselTabViewStyle {
    public static var carousel: CarouselTabViewStyle { .init() }
}

/// How the page index (the dots of a page-style tab view) is drawn.
@preconcurrency @MainActor
public protocol IndexViewStyle {}

/// Page dots, with or without a backdrop behind them.
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable {
        package let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }
    package let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { .init(backgroundDisplayMode: backgroundDisplayMode) }
}
