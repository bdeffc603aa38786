import TrellisCore
import TrellisHost

/// `searchable` and a tab view's search tab (`Tab(role: .search)`): "searchable tab
/// views prefer to have the first tab with this role implement search". A
/// `searchable` written on such a tab view places no field of its own; it hands
/// itself down (`_tabSearchable`) and the tab view applies it to the search tab's
/// content, which is marked `_inSearchTab` (also for a `searchable` written inside
/// the tab), so ``SearchFieldTable/place(_:idiom:inSearchTab:)`` puts the field
/// where the idiom shows a search tab's field.
@MainActor
enum SearchTabs {
    /// Whether `view` is a `TabView` (under modifiers) with a search tab.
    static func hostsSearchTab(_ view: any View) -> Bool {
        var current = view
        while true {
            if let tabView = current as? any SearchTabHosting { return tabView.hasSearchTab }
            guard let modified = current as? any ModifiedContentProtocol else { return false }
            current = modified.anyContent
        }
    }

    /// A search tab's content: marked as in the search tab, with the tab view's `searchable` on it.
    static func content(_ content: any View, searchable: _SearchableModifier?) -> any View {
        let searched: any View = searchable.map { AnyView(content).modifier($0) } ?? content
        return AnyView(searched).environment(\._inSearchTab, true)
    }
}

/// A `TabView`'s search tab, read through the view's type.
@MainActor protocol SearchTabHosting {
    var hasSearchTab: Bool { get }
}

@MainActor extension TabView: SearchTabHosting {
    var hasSearchTab: Bool { ((content as? any TabListSource)?.tabList.tabs ?? []).contains { $0.isSearch && !$0.isHidden } }
}

struct TabSearchableKey: EnvironmentKey { static let defaultValue: _SearchableModifier? = nil }
struct InSearchTabKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// A `searchable` on the tab view above, for its search tab's content.
    var _tabSearchable: _SearchableModifier? {
        get { self[TabSearchableKey.self] }
        set { self[TabSearchableKey.self] = newValue }
    }

    /// The views here are a search tab's content.
    var _inSearchTab: Bool {
        get { self[InSearchTabKey.self] }
        set { self[InSearchTabKey.self] = newValue }
    }
}
