import TrellisCore
import TrellisHost

/// What the bar, sidebar and More list items share: the tab list, the
/// selection, and how to choose a tab.
@MainActor
struct TabItemContext {
    let state: TabViewState
    let list: TabList
    let selected: Int?
    let form: TabPlacementTable.Form
    let iconsOnly: Bool
}

/// The tab bar (or the page index): a `tablist` of tabs, section headers
/// (iPad) and the More tab (phone).
struct TabBar: View, BuiltinView {
    enum Item {
        case tab(Int)
        case sectionHeader(Int)
        /// A section as one item (the vision ornament); its tabs show in a sidebar when chosen.
        case section(Int, [Int])
        case more([Int])
    }

    let context: TabItemContext
    let items: [Item]
    let showsMore: Bool
    let label: String
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let list = context.list
        let state = context.state
        // Arrow keys move between the tabs the bar shows, in order.
        var order: [Int] = []
        for item in items { if case let .tab(i) = item { order.append(i) } }
        var children: [ChildSpec] = []
        for item in items {
            switch item {
            case let .tab(i):
                let tab = list.tabs[i]
                let selected = context.selected == i && !showsMore
                children.append(ChildSpec(key: AnyHashable(TabPanelKey.tab(tab.key)),
                                          view: tab.decorated(TabItemView(tab: tab, index: i, isSelected: selected, iconsOnly: context.iconsOnly, order: order, state: state)),
                                          inputs: inputs.forElementChildren))
            case let .sectionHeader(s):
                var headerInputs = inputs.forElementChildren
                headerInputs.attributes.addInner(TabProperty.part, "sectionHeader")
                children.append(ChildSpec(key: AnyHashable(list.sections[s].key), view: list.sections[s].header, inputs: headerInputs))
            case let .section(s, tabs):
                let section = list.sections[s]
                let open = state.openSection == section.key
                let selected = open || context.selected.map { tabs.contains($0) } ?? false
                children.append(ChildSpec(key: AnyHashable(section.key), view: TabSectionItem(section: section, isSelected: selected, isOpen: open, iconsOnly: context.iconsOnly, state: state),
                                          inputs: inputs.forElementChildren))
            case let .more(overflow):
                let selected = showsMore || context.selected.map { overflow.contains($0) } ?? false
                children.append(ChildSpec(key: AnyHashable(TabPanelKey.more), view: TabMoreItem(isSelected: selected, state: state), inputs: inputs.forElementChildren))
            }
        }
        return NodeOutput(element: ElementSpec(role: .tablist, properties: ["label": label]), children: children)
    }
}

/// One tab in a bar or a sidebar: a `tab` element showing its label (title and
/// icon, or the icon only with the title for assistive technology), its badge
/// in `badge`. Activating it chooses the tab; arrow keys (and Home/End) choose
/// the neighbouring tab in `order`.
struct TabItemView: View, BuiltinView {
    let tab: TabEntry
    let index: Int
    let isSelected: Bool
    let iconsOnly: Bool
    let order: [Int]
    let state: TabViewState
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["label": tab.accessibilityLabel ?? tab.title]
        if isSelected { properties["selected"] = "true" }
        if let badge = tab.badge { properties[TabProperty.badge] = badge }
        if tab.isPinned { properties[TabProperty.pinned] = "true" }
        if tab.isDisabled { properties["disabled"] = "true" }
        if let id = tab.accessibilityIdentifier { properties[TabProperty.identifier] = id }
        let index = index, order = order, state = state
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: state.choose(index)
            case let .key(key, _):
                guard let position = order.firstIndex(of: index), !order.isEmpty else { return }
                let next: Int? = switch key {
                case "ArrowRight", "ArrowDown": order[(position + 1) % order.count]
                case "ArrowLeft", "ArrowUp": order[(position + order.count - 1) % order.count]
                case "Home": order.first
                case "End": order.last
                default: nil
                }
                if let next { state.choose(next) }
            case .focus, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .tab)
            }
        }
        var labelInputs = inputs.forElementChildren
        if iconsOnly { labelInputs.environment._tabIconOnly = true }
        let label: any View = tab.label ?? Text(verbatim: tab.title)
        return NodeOutput(element: ElementSpec(role: .tab, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: labelInputs)])
    }
}

/// A section in the vision ornament: a `tab` showing its header's icon (the title for assistive technology
/// and on hover); choosing it opens (or closes) a sidebar of the section's tabs beside the ornament.
struct TabSectionItem: View, BuiltinView {
    let section: TabSectionEntry
    let isSelected: Bool
    let isOpen: Bool
    let iconsOnly: Bool
    let state: TabViewState
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["label": section.title ?? "", TabProperty.part: "sectionHeader"]
        if isSelected { properties["selected"] = "true" }
        let key = section.key, state = state
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate:
                state.openSection = state.openSection == key ? nil : key
                state.invalidate()
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .tab)
            }
        }
        let header: any View = iconsOnly ? AnyView(section.header).labelStyle(.iconOnly) : section.header
        return NodeOutput(element: ElementSpec(role: .tab, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: header, inputs: inputs.forElementChildren)])
    }
}

/// The vision ornament's sidebar: the open section's tabs, titled by the section.
struct TabSectionSidebar: View, BuiltinView {
    let context: TabItemContext
    let section: TabSectionEntry
    let tabs: [Int]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let children = tabs.map { i in
            ChildSpec(key: AnyHashable(TabPanelKey.tab(context.list.tabs[i].key)),
                      view: context.list.tabs[i].decorated(TabItemView(tab: context.list.tabs[i], index: i, isSelected: context.selected == i, iconsOnly: false, order: tabs, state: context.state)),
                      inputs: inputs.forElementChildren)
        }
        return NodeOutput(element: ElementSpec(role: .tablist, properties: ["label": section.title ?? "", TabProperty.orientation: "vertical"]), children: children)
    }
}

/// The phone's More tab: shows the list of the tabs past the bar's limit.
struct TabMoreItem: View, BuiltinView {
    let isSelected: Bool
    let state: TabViewState
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["label": "More"]
        if isSelected { properties["selected"] = "true" }
        let state = state
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate:
                state.showingMore = true
                state.invalidate()
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .tab)
            }
        }
        let label = DefaultTabLabel(title: Text(verbatim: "More"), systemImage: "ellipsis", image: nil)
        return NodeOutput(element: ElementSpec(role: .tab, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}

/// The More tab's panel: a list of the other tabs; choosing one shows it.
struct TabMoreList: View, BuiltinView {
    let context: TabItemContext
    let tabs: [Int]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = context.state
        let rows = tabs.map { i in
            let tab = context.list.tabs[i]
            let row = Button(action: { state.choose(i) }) { tab.label.map(AnyView.init) ?? AnyView(Text(verbatim: tab.title)) }
            return ChildSpec(key: tab.key, view: row, inputs: inputs.forElementChildren)
        }
        return NodeOutput(element: ElementSpec(role: .tabpanel, properties: ["label": "More"]),
                          children: [ChildSpec(key: PositionKey.first, view: TabMoreRows(rows: rows), inputs: inputs.forElementChildren)])
    }
}

struct TabMoreRows: View, BuiltinView {
    let rows: [ChildSpec]
    typealias Body = Never
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .list, properties: ["label": "More"]), children: rows)
    }
}

/// The panels' container.
struct TabPanels: View, BuiltinView {
    let panels: [ChildSpec]
    typealias Body = Never
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .generic, properties: [TabProperty.part: "panels"]), children: panels)
    }
}

/// A panel as a view with a body: the graph compares it with its previous value
/// and skips it, and everything in it, when nothing changed (a hidden tab during
/// a switch). A builtin would be rebuilt with its parent, and its content with it.
struct TabPanelHolder: View {
    let title: String
    let isVisible: Bool
    let box: TabContentBox
    var body: some View { TabPanel(title: title, isVisible: isVisible, box: box) }
}

/// One tab's content: a `tabpanel`, `hidden` while another tab shows.
struct TabPanel: View, BuiltinView {
    let title: String
    let isVisible: Bool
    let box: TabContentBox
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["label": title]
        if !isVisible { properties["hidden"] = "true" }
        return NodeOutput(element: ElementSpec(role: .tabpanel, properties: properties),
                          children: [ChildSpec(key: PositionKey.first, view: TabContentHolder(box: box), inputs: inputs.forElementChildren)])
    }
}

/// A tab's content behind a comparable value: showing or hiding its panel leaves
/// the content alone while the box (the content value) is the same.
struct TabContentHolder: View {
    let box: TabContentBox
    var body: some View { AnyView(box.content) }
}

struct TabIconOnlyKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Tab labels show their icon only (the vision ornament); the title stays for assistive technology.
    var _tabIconOnly: Bool {
        get { self[TabIconOnlyKey.self] }
        set { self[TabIconOnlyKey.self] = newValue }
    }
}

/// A tab's standard label: the icon and the title (a `Label`).
@MainActor extension DefaultTabLabel: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let icon: any View = systemImage.map { Image(systemName: $0) } ?? image.map { Image($0) } ?? EmptyView()
        let title: any View = self.title ?? EmptyView()
        var view: any View = Label { AnyView(title) } icon: { AnyView(icon) }
        if inputs.environment._tabIconOnly { view = (view as? Label<AnyView, AnyView>)?.labelStyle(.iconOnly) ?? view }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }
}

@MainActor extension DefaultTabLabel: StaticTextProviding {
    package var staticText: String? { title?.plainText }
}
