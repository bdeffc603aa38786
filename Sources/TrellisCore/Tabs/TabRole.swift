// LIMITATION: `TabRole.search` with `searchable` | the search tab gets its title, symbol and pinned place | `searchable` is not implemented, so no search field joins the tab
/// What a tab is for. A `.search` tab gets the title "Search", a magnifying
/// glass, and a pinned place at the trailing end of the tab bar.
nonisolated public struct TabRole: Hashable, Sendable {
    package let name: String
    public static var search: TabRole { TabRole(name: "search") }
}

/// Where a tab goes in a tab bar: `.pinned` at the trailing end, `.sidebarOnly`
/// only in the sidebar (never in the bar, not even by customization).
nonisolated public struct TabPlacement: Hashable, Sendable {
    package let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Whether a person can move or hide a tab when customizing the tab view.
nonisolated public struct TabCustomizationBehavior: Equatable {
    package let name: String
    public static var automatic: TabCustomizationBehavior { .init(name: "automatic") }
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    public static var reorderable: TabCustomizationBehavior { .init(name: "reorderable") }
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    public static var disabled: TabCustomizationBehavior { .init(name: "disabled") }
}

/// The forms an adaptable tab view takes: the tab bar and the sidebar.
nonisolated public struct AdaptableTabBarPlacement: Hashable, Sendable {
    package let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}
