import TrellisCore
import TrellisHost

/// The sidebar form of a tab view: a vertical `tablist` with the top-level
/// tabs and a collapsible `group` per section (its header a button with
/// `expanded`), the app's sidebar header, footer and bottom bar, and — when
/// the tab view is customizable — an Edit button.
///
/// In edit mode every tab shows, hidden ones in place with their switch off, and each customizable tab (one with a `customizationID` whose
/// behaviour is not `.disabled`) gets — where `TabPlacementTable` says so — a "Show in Sidebar" switch,
/// a "Show in Tab Bar" switch, and Move Up / Move Down buttons (within its section; fixed tabs keep their
/// place). On iPad a strip of the bar's tabs sits on top: tabs are dragged into it, out of it and along it,
/// and sidebar rows along their section (``TabEditActions``). Every change writes the customization
/// binding (an `@AppStorage` one persists it).
struct TabSidebar: View, BuiltinView {
    let context: TabItemContext
    let layout: TabPlacementTable.Layout
    let arrangement: TabArrangement
    let editing: Bool
    let canEdit: Bool
    let collapsed: Bool
    let header: (any View)?
    let footer: (any View)?
    let bottomBar: (any View)?
    let customization: Binding<TabViewCustomization>?
    let collapsedSections: Set<AnyHashable>
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let list = context.list
        let state = context.state
        let childInputs = inputs.forElementChildren
        var children: [ChildSpec] = []
        if let header { children.append(ChildSpec(key: AnyHashable("header"), view: header, inputs: slot(childInputs, "header"))) }

        let groups = editing ? arrangement.sidebarForEditing : arrangement.sidebar
        let shownGroups = groups.map { group in
            group.section.map { collapsedSections.contains(list.sections[$0].key) } == true ? TabArrangement.Group(section: group.section, tabs: []) : group
        }
        let order = shownGroups.flatMap(\.tabs)
        let actions = customization.map { TabEditActions(list: list, strip: editing && layout.editsTabBar ? arrangement.bar : [],
                                                         hasStrip: editing && layout.editsTabBar, groups: shownGroups, customization: $0) }
        if editing, layout.editsTabBar {
            children.append(ChildSpec(key: AnyHashable("barEditor"), view: TabBarEditStrip(list: list, tabs: arrangement.bar), inputs: childInputs))
        }
        for group in groups {
            let rows = group.tabs.map { i in
                var rowInputs = childInputs
                if editing {
                    let fixed = list.tabs[i].fixedIn.contains("sidebar") || list.tabs[i].customizationID == nil || customization == nil
                    rowInputs.attributes.addInner(TabProperty.drag, fixed ? "fixed" : "movable")
                }
                return ChildSpec(key: AnyHashable(TabPanelKey.tab(list.tabs[i].key)), view: row(i, in: group, order: order, actions: actions), inputs: rowInputs)
            }
            if let s = group.section {
                let section = list.sections[s]
                let isCollapsed = collapsedSections.contains(section.key)
                children.append(ChildSpec(key: section.key, view: TabSidebarSection(section: section, isCollapsed: isCollapsed, rows: isCollapsed ? [] : rows, state: state), inputs: childInputs))
            } else {
                children.append(contentsOf: rows)
            }
        }
        if let footer { children.append(ChildSpec(key: AnyHashable("footer"), view: footer, inputs: slot(childInputs, "footer"))) }
        if canEdit {
            let edit = Button(editing ? "Done" : "Edit") { state.editing.toggle(); state.invalidate() }
            children.append(ChildSpec(key: AnyHashable("edit"), view: edit, inputs: slot(childInputs, "edit")))
        }
        if let bottomBar { children.append(ChildSpec(key: AnyHashable("bottomBar"), view: bottomBar, inputs: slot(childInputs, "bottomBar"))) }

        var properties = ["label": "Sidebar", TabProperty.orientation: "vertical"]
        if collapsed { properties["collapsed"] = "true" }
        if editing { properties[TabProperty.editing] = "true" }
        var handler: (@MainActor (HostEvent) throws -> Void)?
        if editing, let actions {
            handler = { event in
                switch event {
                case let .reorder(from, to): actions.handle(from: from, to: to)
                case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
                default: throw GraphEventError.wrongValue(event, role: .tablist)
                }
            }
        }
        return NodeOutput(element: ElementSpec(role: .tablist, properties: properties, handler: handler), children: children)
    }

    private func slot(_ inputs: NodeInputs, _ name: String) -> NodeInputs {
        var inputs = inputs
        inputs.attributes.addInner(TabProperty.part, name)
        return inputs
    }

    private func row(_ i: Int, in group: TabArrangement.Group, order: [Int], actions: TabEditActions?) -> any View {
        let tab = context.list.tabs[i]
        let item = tab.decorated(TabItemView(tab: tab, index: i, isSelected: context.selected == i, iconsOnly: false, order: order, state: context.state))
        guard editing, let id = tab.customizationID, let customization, let actions, !tab.fixedIn.contains("sidebar") else { return item }
        let movable = group.tabs.filter { !context.list.tabs[$0].fixedIn.contains("sidebar") && context.list.tabs[$0].customizationID != nil }
        let position = movable.firstIndex(of: i) ?? 0
        let title = tab.title
        var controls: [any View] = [item]
        if layout.editsVisibility, !tab.reorderOnlyIn.contains("sidebar") {
            controls.append(Toggle("Show \(title) in Sidebar", isOn: Binding(
                get: { customization.wrappedValue[tab: id].sidebarVisibility != .hidden },
                set: { customization.wrappedValue[tab: id].sidebarVisibility = $0 ? .visible : .hidden })))
        }
        if layout.editsTabBar, tab.placement != "sidebarOnly", !tab.fixedIn.contains("tabBar"), !tab.reorderOnlyIn.contains("tabBar") {
            let inBarNow = arrangement.bar.contains(i)
            controls.append(Toggle("Show \(title) in Tab Bar", isOn: Binding(
                get: { inBarNow },
                set: { if $0 { actions.putInBar(i, at: Int.max) } else { actions.removeFromBar(i) } })))
        }
        controls.append(Button("Move \(title) Up") { actions.step(i, by: -1, in: group) }.disabled(position == 0))
        controls.append(Button("Move \(title) Down") { actions.step(i, by: 1, in: group) }.disabled(position + 1 >= movable.count))
        return TabEditRow(controls: controls)
    }
}

/// A section in the sidebar: a `group` named by its header, with a button
/// that collapses and expands it, its tabs, and its section actions.
struct TabSidebarSection: View, BuiltinView {
    let section: TabSectionEntry
    let isCollapsed: Bool
    let rows: [ChildSpec]
    let state: TabViewState
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let key = section.key, state = state
        let toggle = TabSectionHeaderButton(header: section.header, title: section.title ?? "", isExpanded: !isCollapsed) {
            if state.collapsedSections.contains(key) { state.collapsedSections.remove(key) } else { state.collapsedSections.insert(key) }
            state.invalidate()
        }
        var children = [ChildSpec(key: AnyHashable("header"), view: toggle, inputs: inputs.forElementChildren)] + rows
        if let actions = section.actions, !isCollapsed {
            var actionInputs = inputs.forElementChildren
            actionInputs.attributes.addInner(TabProperty.part, "footer")
            children.append(ChildSpec(key: AnyHashable("actions"), view: actions, inputs: actionInputs))
        }
        var properties = ["label": section.title ?? "", "section": "true"]
        if isCollapsed { properties["collapsed"] = "true" }
        return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
    }
}

/// A section header that collapses its section: a button with `expanded`.
struct TabSectionHeaderButton: View, BuiltinView {
    let header: any View
    let title: String
    let isExpanded: Bool
    let action: @MainActor () -> Void
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let action = action
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: action()
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        var properties = ["expanded": isExpanded ? "true" : "false", TabProperty.part: "sectionHeader"]
        if !title.isEmpty { properties["label"] = title }
        return NodeOutput(element: ElementSpec(role: .button, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: header, inputs: inputs.forElementChildren)])
    }
}

/// A tab with its edit-mode controls side by side.
struct TabEditRow: View, BuiltinView {
    let controls: [any View]
    typealias Body = Never
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .group, properties: ["layout": "hstack"]),
                   children: controls.enumerated().map { ChildSpec(key: PositionKey.at($0.offset), view: $0.element, inputs: inputs.forElementChildren) })
    }
}
