import TrellisCore
import TrellisHost

/// What edit mode can do to a customization: reorder within a sidebar group,
/// put a tab into the tab bar at a position, take it out, reorder the bar.
/// Every action checks the rules (`customizationBehavior`, `.sidebarOnly`,
/// customization ids) and writes the binding; anything else is ignored.
///
/// Drag and drop (and ⌥ + arrow keys, `trellis-tabs.js`) reach it as one
/// `reorder(from:to:)` event on the editing sidebar's `tablist`. `from` indexes
/// the drag items in document order: the tab bar strip's tabs, then the
/// sidebar's rows. `to` is a slot: with a strip, `0...strip.count` are
/// positions in the bar and `strip.count + 1 + k` is "before sidebar row k";
/// without one, `k` is "before sidebar row k".
@MainActor
struct TabEditActions {
    let list: TabList
    /// The bar strip's tabs (empty when the layout has no tab bar to edit).
    let strip: [Int]
    let hasStrip: Bool
    /// The sidebar's groups as shown (collapsed sections have no rows).
    let groups: [TabArrangement.Group]
    let customization: Binding<TabViewCustomization>

    var rows: [Int] { groups.flatMap(\.tabs) }

    func handle(from: Int, to: Int) {
        let rows = rows
        let base = hasStrip ? strip.count + 1 : 0
        if hasStrip, strip.indices.contains(from) {
            if to <= strip.count { moveInBar(strip[from], to: to) } else { removeFromBar(strip[from]) }
        } else if rows.indices.contains(from - (hasStrip ? strip.count : 0)) {
            let row = from - (hasStrip ? strip.count : 0)
            if hasStrip, to <= strip.count { putInBar(rows[row], at: to) } else if to >= base { moveInSidebar(row: row, before: min(to - base, rows.count)) }
        }
    }

    private func movable(_ i: Int, in placement: String) -> String? {
        let tab = list.tabs[i]
        return tab.fixedIn.contains(placement) ? nil : tab.customizationID
    }

    /// Reorders a sidebar group: `row` goes before row `before` (flat indices) if both are in its group.
    func moveInSidebar(row: Int, before: Int) {
        var start = 0
        for group in groups {
            let range = start...(start + group.tabs.count)
            start += group.tabs.count
            guard range.contains(row), row < range.upperBound, range.contains(before) else { continue }
            let i = group.tabs[row - range.lowerBound]
            guard movable(i, in: "sidebar") != nil else { return }
            var tabs = group.tabs
            tabs.remove(at: row - range.lowerBound)
            let at = before - range.lowerBound - (before > row ? 1 : 0)
            tabs.insert(i, at: max(0, min(at, tabs.count)))
            writeOrder(tabs, section: group.section)
            return
        }
    }

    /// Moves a tab `offset` places among the movable tabs of its group (Move Up / Move Down).
    func step(_ i: Int, by offset: Int, in group: TabArrangement.Group) {
        var tabs = group.tabs.filter { movable($0, in: "sidebar") != nil }
        guard let from = tabs.firstIndex(of: i), tabs.indices.contains(from + offset) else { return }
        tabs.swapAt(from, from + offset)
        writeOrder(tabs, section: group.section)
    }

    /// Writes a group's order: a section's own, or the top level's (shared with the bar).
    private func writeOrder(_ tabs: [Int], section: Int?) {
        let ids = tabs.compactMap { movable($0, in: "sidebar") }
        if let section {
            guard let sectionID = list.sections[section].customizationID else { return }
            customization.wrappedValue.sectionOrders[sectionID] = ids
        } else {
            let rest = (customization.wrappedValue.tabBarOrder ?? []).filter { !ids.contains($0) }
            customization.wrappedValue.tabBarOrder = ids + rest
        }
    }

    func moveInBar(_ i: Int, to position: Int) {
        guard let id = movable(i, in: "tabBar"), !list.tabs[i].isPinned else { return }
        var ids = strip.filter { !list.tabs[$0].isPinned }.compactMap { list.tabs[$0].customizationID }
        guard let from = ids.firstIndex(of: id) else { return }
        ids.remove(at: from)
        ids.insert(id, at: max(0, min(position - (position > from ? 1 : 0), ids.count)))
        customization.wrappedValue.tabBarOrder = ids
    }

    func putInBar(_ i: Int, at position: Int) {
        let tab = list.tabs[i]
        guard let id = movable(i, in: "tabBar"), tab.placement != "sidebarOnly", !strip.contains(i) else { return }
        var ids = strip.filter { !list.tabs[$0].isPinned }.compactMap { list.tabs[$0].customizationID }
        ids.insert(id, at: max(0, min(position, ids.count)))
        var value = customization.wrappedValue
        if !tab.fixedIn.contains("sidebar"), value[tab: id].sidebarVisibility == .hidden { value[tab: id].sidebarVisibility = .visible }
        value.setTabBarVisibility(.visible, for: id)
        value.tabBarOrder = ids
        customization.wrappedValue = value
    }

    func removeFromBar(_ i: Int) {
        guard let id = movable(i, in: "tabBar"), !list.tabs[i].reorderOnlyIn.contains("tabBar") else { return }
        customization.wrappedValue.setTabBarVisibility(.hidden, for: id)
    }
}

/// Edit mode's picture of the tab bar (iPad): the bar's tabs in order, to drag
/// tabs into, out of and along (`tabPart=barEditor`). Its items are drag items
/// (`tabDrag`); dropping is handled by the sidebar (``TabEditActions``).
struct TabBarEditStrip: View, BuiltinView {
    let list: TabList
    let tabs: [Int]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let children = tabs.map { i in
            let tab = list.tabs[i]
            var itemInputs = inputs.forElementChildren
            let fixed = tab.fixedIn.contains("tabBar") || tab.isPinned || tab.customizationID == nil
            itemInputs.attributes.addInner(TabProperty.drag, fixed ? "fixed" : "movable")
            let label: any View = tab.label ?? Text(verbatim: tab.title)
            return ChildSpec(key: tab.key, view: TabBarEditItem(title: tab.title, label: label), inputs: itemInputs)
        }
        return NodeOutput(element: ElementSpec(role: .list, properties: ["label": "Tab Bar", TabProperty.part: "barEditor"]), children: children)
    }
}

/// One tab in the edit-mode bar: a list item named by the tab.
struct TabBarEditItem: View, BuiltinView {
    let title: String
    let label: any View
    typealias Body = Never
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .listitem, properties: ["label": title]),
                   children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}
