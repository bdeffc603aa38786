public import Foundation

// LIMITATION: Tab view customization (edit mode) | the sidebar's Edit mode: switches, Move Up/Down buttons, and drag and drop (pointer, or ⌥ + arrow keys) along a section, and between the sidebar and a strip picturing the tab bar | iPadOS drags onto the floating bar itself; in Trellis the bar is hidden while the sidebar shows, so edit mode pictures it
/// A person's changes to a customizable tab view: which tabs are hidden from
/// the sidebar or the tab bar, and the order of tabs in sections and in the bar.
///
///     @AppStorage("sidebarCustomizations") var tabViewCustomization: TabViewCustomization
///     …
///     TabView { … }
///         .tabViewCustomization($tabViewCustomization)
///
/// Tabs and sections are named by their `customizationID(_:)`. A customization
/// saved by an older version of the app merges with today's tabs: ids it does
/// not know are ignored, tabs it does not mention keep their defaults.
nonisolated public struct TabViewCustomization: Equatable, Sendable, Codable {
    /// A tab's visibility choices, by customization id.
    package var tabs: [String: TabRecord] = [:]
    /// The tab order a person chose within a section, by section id.
    package var sectionOrders: [String: [String]] = [:]
    /// The order a person chose for the tabs of the tab bar, if any.
    package var tabBarOrder: [String]?

    package struct TabRecord: Equatable, Sendable, Codable {
        package var sidebar: String?
        package var tabBar: String?
        package init(sidebar: String? = nil, tabBar: String? = nil) {
            self.sidebar = sidebar
            self.tabBar = tabBar
        }
    }

    public init() {}

    // MARK: Reading and changing

    /// A tab's visibility as the person set it (`.automatic` when they did not).
    public subscript(tab id: String) -> TabViewCustomization.TabCustomization {
        get { TabCustomization(record: tabs[id] ?? TabRecord()) }
        set { tabs[id] = newValue.record == TabRecord() ? nil : newValue.record }
    }

    /// A section's tab order as the person set it.
    public subscript(section id: String) -> TabViewCustomization.SectionCustomization {
        get { SectionCustomization(tabOrder: sectionOrders[id]) }
        set { sectionOrders[id] = newValue.tabOrder }
    }

    /// Forgets every tab's visibility choice.
    public mutating func resetVisibility() { tabs = [:] }

    /// Forgets every section's tab order (call it when the app reorders its sections in code).
    public mutating func resetSectionOrder() {
        sectionOrders = [:]
        tabBarOrder = nil
    }

    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `section` subscript and read `tabOrder` instead.")
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `tab` subscript and read `sidebarVisibility` instead.")
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { self[tab: id].sidebarVisibility }
        set { self[tab: id].sidebarVisibility = newValue }
    }

    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `section` subscript and call `resetTabOrder` instead.")
    public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }

    /// Sets a tab's visibility in the tab bar (the tab bar's edit mode does this).
    package mutating func setTabBarVisibility(_ visibility: Visibility, for id: String) {
        var record = tabs[id] ?? TabRecord()
        record.tabBar = visibility == .automatic ? nil : TabViewCustomization.name(of: visibility)
        tabs[id] = record == TabRecord() ? nil : record
    }

    package static func name(of visibility: Visibility) -> String {
        switch visibility {
        case .automatic: "automatic"
        case .visible: "visible"
        case .hidden: "hidden"
        }
    }

    package static func visibility(named name: String?) -> Visibility {
        switch name {
        case "visible": .visible
        case "hidden": .hidden
        default: .automatic
        }
    }

    // MARK: Codable (a versioned, forgiving format)

    enum CodingKeys: String, CodingKey { case version, tabs, sectionOrders, tabBarOrder }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(1, forKey: .version)
        try container.encode(tabs, forKey: .tabs)
        try container.encode(sectionOrders, forKey: .sectionOrders)
        try container.encodeIfPresent(tabBarOrder, forKey: .tabBarOrder)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tabs = try container.decodeIfPresent([String: TabRecord].self, forKey: .tabs) ?? [:]
        sectionOrders = try container.decodeIfPresent([String: [String]].self, forKey: .sectionOrders) ?? [:]
        tabBarOrder = try container.decodeIfPresent([String].self, forKey: .tabBarOrder)
    }
}

extension TabViewCustomization {
    /// One tab's customization.
    public struct TabCustomization {
        package var record: TabViewCustomization.TabRecord

        /// Whether the person hid the tab from the sidebar (and so from the tab bar too).
        public var sidebarVisibility: Visibility {
            get { TabViewCustomization.visibility(named: record.sidebar) }
            set { record.sidebar = newValue == .automatic ? nil : TabViewCustomization.name(of: newValue) }
        }

        /// Whether the person took the tab out of (or put it in) the tab bar.
        @available(macOS, unavailable) @available(visionOS, unavailable)
        public var tabBarVisibility: Visibility { TabViewCustomization.visibility(named: record.tabBar) }
    }

    /// One section's customization.
    public struct SectionCustomization {
        /// The customization ids of the section's tabs in the person's order, if they reordered them.
        public private(set) var tabOrder: [String]?
        package init(tabOrder: [String]?) { self.tabOrder = tabOrder }
        /// Forgets the person's order for this section.
        public mutating func resetTabOrder() { tabOrder = nil }
    }
}

extension AppStorage {
    /// Persists a tab view customization; `@AppStorage("key") var c: TabViewCustomization`
    /// starts empty. Data that cannot be read (corrupt, or from an unknown format)
    /// falls back to an empty customization and is reported once.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { object in
            guard let object else { return nil }
            guard let data = object as? Data, let value = try? JSONDecoder().decode(TabViewCustomization.self, from: data) else {
                RuntimeIssue.report("AppStorage \"\(key)\": the stored TabViewCustomization could not be read; using the default tabs.")
                return nil
            }
            return value
        }, write: { [store] value in
            // Written through at once: a customization must survive the app being stopped.
            let settings = UserDefaultsSettingsStore.forDefaults(store)
            DispatchQueue.main.async { settings.synchronize() }
            return try? JSONEncoder().encode(value)
        })
    }
}

extension SceneStorage {
    /// Keeps a tab view customization per window scene; `@SceneStorage("key") var c: TabViewCustomization`
    /// starts empty. Unreadable data falls back to an empty customization.
    // LIMITATION: `SceneStorage(wrappedValue:_:store:)` for `TabViewCustomization` | `store` is ignored | scene values live in the window's scene record (`SceneArchive`), not in a `UserDefaults` the app picks
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(key: key, defaultValue: wrappedValue, read: { object in
            guard let object else { return nil }
            guard let data = object as? Data, let value = try? JSONDecoder().decode(TabViewCustomization.self, from: data) else {
                RuntimeIssue.report("SceneStorage \"\(key)\": the stored TabViewCustomization could not be read; using the default tabs.")
                return nil
            }
            return value
        }, write: { try? JSONEncoder().encode($0) })
    }
}
