import TrellisCore

/// Where each tab goes — the bar (in order, pinned ones last), behind "More",
/// the sidebar's groups — from the tab list, the layout and the person's
/// customization. Pure: tested on its own.
///
/// Rules (docs/TABS.md, "Customization"):
/// - `.hidden()` tabs and sections are nowhere.
/// - A `.sidebarOnly` tab is never in the bar (on a phone it goes behind More).
/// - Where the layout is customizable: a tab the person hid from the sidebar is
///   hidden from the bar too; the person's bar choice wins over
///   `defaultVisibility(_:for: .tabBar)` (of the tab or its section); tabs whose
///   `customizationBehavior` is `.disabled` (theirs or their section's) ignore the
///   person's choices and keep their declared index; `.reorderable` ones can't be hidden. Stored
///   orders name tabs by customization id: unknown ids are skipped, tabs the
///   order does not name follow in their declared order.
/// - Elsewhere `defaultVisibility` and customization have no effect (as in SwiftUI).
package struct TabArrangement: Equatable {
    /// Tab indices shown in the bar, in order.
    package var bar: [Int] = []
    /// Tab indices behind "More" (bar limit exceeded, or sidebar-only on a bar-only layout).
    package var overflow: [Int] = []
    /// The sidebar: top-level tabs (section nil) and sections, in order.
    package var sidebar: [Group] = []
    /// Tabs the person hid from the sidebar.
    package var hiddenFromSidebar: [Int] = []
    /// The sidebar in edit mode: hidden tabs stay in place (switched off), so a row doesn't move under the pointer.
    package var sidebarForEditing: [Group] = []

    package struct Group: Equatable {
        package var section: Int?
        package var tabs: [Int]
    }

    @MainActor
    package static func arrange(_ list: TabList, layout: TabPlacementTable.Layout, customization: TabViewCustomization?) -> TabArrangement {
        var result = TabArrangement()
        let custom = layout.isCustomizable ? (customization ?? TabViewCustomization()) : TabViewCustomization()
        func section(of tab: TabEntry) -> TabSectionEntry? { tab.section.map { list.sections[$0] } }

        func inSidebar(_ tab: TabEntry) -> Bool {
            guard layout.isCustomizable else { return true }
            if !tab.fixedIn.contains("sidebar"), let id = tab.customizationID {
                let chosen = custom[tab: id].sidebarVisibility
                // A `.reorderable` tab can't be hidden.
                if chosen != .automatic, !(chosen == .hidden && tab.reorderOnlyIn.contains("sidebar")) { return chosen == .visible }
            }
            return !tab.hiddenByDefaultIn.contains("sidebar") && !(section(of: tab)?.hiddenByDefaultIn.contains("sidebar") ?? false)
        }

        func inBar(_ tab: TabEntry) -> Bool {
            if tab.placement == "sidebarOnly" { return false }
            guard layout.isCustomizable else { return true }
            if !inSidebar(tab) { return false }
            // The vision ornament counts as the sidebar: its top-level tabs, sections as items.
            if layout.sectionsAsBarItems { return tab.section == nil }
            if !tab.fixedIn.contains("tabBar"), let id = tab.customizationID, let chosen = custom.tabs[id]?.tabBar,
               !(chosen == "hidden" && tab.reorderOnlyIn.contains("tabBar")) {
                return chosen != "hidden"
            }
            return !tab.hiddenByDefaultIn.contains("tabBar") && !(section(of: tab)?.hiddenByDefaultIn.contains("tabBar") ?? false)
        }

        let shown = list.tabs.indices.filter { i in
            let tab = list.tabs[i]
            return !tab.isHidden && !(section(of: tab)?.isHidden ?? false)
        }

        // The bar: declared order, or the person's, pinned tabs last.
        var barTabs = shown.filter { inBar(list.tabs[$0]) }
        if layout.isCustomizable, let order = custom.tabBarOrder {
            barTabs = reorder(barTabs, by: order, list: list, placement: "tabBar")
        }
        let pinned = barTabs.filter { list.tabs[$0].isPinned }
        var unpinned = barTabs.filter { !list.tabs[$0].isPinned }
        var overflow = shown.filter { list.tabs[$0].placement == "sidebarOnly" && layout.barLimit != nil }
        if let limit = layout.barLimit, unpinned.count + pinned.count > limit || !overflow.isEmpty {
            let room = max(1, limit - 1 - pinned.count)
            if unpinned.count > room {
                overflow = Array(unpinned[room...]) + overflow
                unpinned = Array(unpinned[..<room])
            }
        }
        result.bar = unpinned + pinned
        result.overflow = overflow

        // The sidebar: groups in declared order, tabs within a section in the person's order.
        func grouped(_ tabs: [Int]) -> [Group] {
            var groups: [Group] = []
            for i in tabs {
                let tab = list.tabs[i]
                if let last = groups.last, last.section == tab.section {
                    groups[groups.count - 1].tabs.append(i)
                } else {
                    groups.append(Group(section: tab.section, tabs: [i]))
                }
            }
            return reordered(groups)
        }
        func reordered(_ groups: [Group]) -> [Group] {
            guard layout.isCustomizable else { return groups }
            var groups = groups
            for g in groups.indices {
                if let s = groups[g].section, let id = list.sections[s].customizationID, let order = custom[section: id].tabOrder {
                    groups[g].tabs = reorder(groups[g].tabs, by: order, list: list, placement: "sidebar")
                } else if groups[g].section == nil, let order = custom.tabBarOrder {
                    groups[g].tabs = reorder(groups[g].tabs, by: order, list: list, placement: "sidebar")
                }
            }
            return groups
        }
        result.hiddenFromSidebar = shown.filter { !inSidebar(list.tabs[$0]) }
        result.sidebar = grouped(shown.filter { inSidebar(list.tabs[$0]) })
        result.sidebarForEditing = grouped(shown)
        return result
    }

    /// `tabs` in the stored order of customization ids; unknown ids skipped, unnamed tabs after, in declared order.
    /// Tabs fixed in `placement` (`customizationBehavior(.disabled, …)`) keep their declared index.
    @MainActor
    static func reorder(_ tabs: [Int], by order: [String], list: TabList, placement: String) -> [Int] {
        let movable = tabs.filter { !list.tabs[$0].fixedIn.contains(placement) }
        var byID: [String: Int] = [:]
        for i in movable { if let id = list.tabs[i].customizationID { byID[id] = i } }
        var placed: [Int] = []
        var used: Set<Int> = []
        for id in order { if let i = byID[id], used.insert(i).inserted { placed.append(i) } }
        var next = (placed + movable.filter { !used.contains($0) }).makeIterator()
        return tabs.map { list.tabs[$0].fixedIn.contains(placement) ? $0 : (next.next() ?? $0) }
    }
}
