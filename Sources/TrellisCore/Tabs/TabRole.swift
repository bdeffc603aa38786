// LIMITATION: `TabRole.search` with `searchable` | the search tab gets its title, symbol and pinned place; a `searchable` in it places its field as anywhere else (drawer on iPhone, toolbar on Mac and iPad) | the field does not yet join the tab bar itself
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

/// Where a tab view shows its tabs (`EnvironmentValues.tabBarPlacement`, read inside a tab's content).
nonisolated public struct TabBarPlacement: Hashable, Sendable {
    package let name: String
    public static let topBar = TabBarPlacement(name: "topBar")
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    public static let sidebar = TabBarPlacement(name: "sidebar")
    public static let ornament = TabBarPlacement(name: "ornament")
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

struct TabBarPlacementKey: EnvironmentKey { static let defaultValue: TabBarPlacement? = nil }
struct TabBarShowingSectionsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The current placement of the tab bar; set only inside a tab view's content (nil elsewhere).
    public var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// Whether the enclosing tab view shows its sections expanded (a sidebar, or an open section).
    public var isTabBarShowingSections: Bool {
        get { self[TabBarShowingSectionsKey.self] }
        set { self[TabBarShowingSectionsKey.self] = newValue }
    }
}
