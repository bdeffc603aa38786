import TrellisCore
import TrellisHost

/// A tab view renders as one element (`generic`, `tabForm=<form>`) holding
/// the bar or the sidebar (a `tablist` of `tab`s) and the panels (a `tabpanel`
/// per tab shown so far):
///
///     generic tabForm=bottomBar
///       tablist "Tabs"            ← bar forms; `sidebar` form: tablist orientation=vertical with section groups
///         tab "Watch Now" selected
///         tab "More"              ← phone: the tabs past the bar's limit
///         tab "Search" pinned
///       generic slot=panels
///         tabpanel "Watch Now"     ← built when first shown, then kept (hidden) with its state
///
/// The form comes from ``TabPlacementTable``; where tabs go (bar, More,
/// sidebar) from ``TabArrangement``. Selection follows the binding both ways;
/// a value no tab has shows no tab and is reported once.
///
/// A hidden panel keeps the content value it was last shown with: an update
/// above the tab view does not reach hidden tabs (their own state changes
/// still update them), so switching tabs and updating cost what is shown.
@MainActor extension TabView: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let state = TabViewState.of(node)
        let settings = env._tabView
        let list = (content as? any TabListSource)?.tabList ?? TabList.legacy(content)

        // `defaultAdaptableTabBarPlacement(.sidebar)` decides how it starts; then the person does.
        if !state.started {
            state.started = true
            state.showsSidebar = settings.defaultPlacement == "sidebar"
        }
        let layout = TabPlacementTable.layout(idiom: env.idiom, style: settings.style, sizeClass: env.horizontalSizeClass, showsSidebar: state.showsSidebar)
        let customization = settings.customization
        let arrangement = TabArrangement.arrange(list, layout: layout, customization: customization?.wrappedValue)

        // Selection: the binding's value, else our own (the first tab to start with).
        let binding = selection
        let selectedIndex: Int?
        if let binding {
            let current = AnyHashable(binding.wrappedValue)
            selectedIndex = list.tabs.firstIndex { $0.value == current && !$0.isHidden }
            if selectedIndex == nil, !list.tabs.isEmpty {
                RuntimeIssue.report("TabView: no tab has the selection value \(binding.wrappedValue); no tab is shown.")
            }
        } else {
            let reachable = arrangement.bar + arrangement.overflow + arrangement.sidebar.flatMap(\.tabs)
            selectedIndex = state.ownSelection.flatMap { key in list.tabs.firstIndex { $0.key == key && !$0.isHidden } }
                ?? reachable.min()
        }
        state.tabs = list.tabs.map { TabViewState.Choice(key: $0.key, value: $0.value, isDisabled: $0.isDisabled) }
        // Weak: the state is the node's, and a strong node here would keep the window's whole tree alive
        // after it closes (WindowReleaseTests).
        state.choose = { [weak state, weak node] index in
            guard let state, let node, list.tabs.indices.contains(index), !list.tabs[index].isDisabled else { return }
            state.ownSelection = list.tabs[index].key
            state.showingMore = false
            // A tab outside the open section closes the ornament's section sidebar.
            if let open = state.openSection, list.tabs[index].section.map({ list.sections[$0].key }) != open { state.openSection = nil }
            if layout.collapsesToPill { state.pillCollapsed = true }
            if let binding, let value = list.tabs[index].value?.base as? SelectionValue {
                binding.wrappedValue = value
            }
            node.invalidate()
        }
        let selectedKey = selectedIndex.map { list.tabs[$0].key }
        if let selectedKey { state.built.insert(selectedKey) }

        // The tabs' content doesn't see this tab view's settings. The cleared environment is
        // kept while the incoming one is unchanged, so a switch doesn't look like an
        // environment change to every view in every tab.
        var childInputs = inputs.forElementChildren
        let showingSections = layout.form == .sidebar || (layout.sectionsAsBarItems && state.openSection != nil)
        let placement = TabPlacementTable.barPlacement(layout.form)
        if let kept = state.childEnvironment, state.incomingToken == inputs.environment.token,
           kept.tabBarPlacement == placement, kept.isTabBarShowingSections == showingSections {
            childInputs.environment = kept
        } else {
            childInputs.environment._tabView = TabViewEnvironment()
            childInputs.environment._tabSearchable = nil
            childInputs.environment.tabBarPlacement = placement
            childInputs.environment.isTabBarShowingSections = showingSections
            state.childEnvironment = childInputs.environment
            state.incomingToken = inputs.environment.token
        }
        var children: [ChildSpec] = []

        let editing = state.editing && layout.isCustomizable && customization != nil
        let context = TabItemContext(state: state, list: list, selected: selectedIndex, form: layout.form, iconsOnly: layout.iconsOnly)
        switch layout.form {
        case .sidebar:
            let sidebar = TabSidebar(context: context, layout: layout, arrangement: arrangement, editing: editing,
                                     canEdit: layout.isCustomizable && customization != nil,
                                     collapsed: layout.collapsesToPill && state.pillCollapsed,
                                     header: settings.sidebarHeader, footer: settings.sidebarFooter, bottomBar: settings.sidebarBottomBar,
                                     customization: customization, collapsedSections: state.collapsedSections)
            children.append(ChildSpec(key: AnyHashable("sidebar"), view: sidebar, inputs: childInputs))
        case .verticalPage, .page:
            let order = arrangement.bar + arrangement.overflow
            children.append(ChildSpec(key: AnyHashable("bar"), view: TabBar(context: context, items: order.map { .tab($0) }, showsMore: false, label: "Pages"), inputs: childInputs))
        default:
            var items: [TabBar.Item] = []
            var lastSection: Int?
            var sectionSidebar: ChildSpec?
            if layout.sectionsAsBarItems {
                // The vision ornament: a section is one item; choosing it shows its tabs in a sidebar.
                let sections = arrangement.sidebar.compactMap { group in group.section.map { (section: $0, tabs: group.tabs) } }
                let pinnedAt = arrangement.bar.firstIndex { list.tabs[$0].isPinned } ?? arrangement.bar.count
                items = arrangement.bar[..<pinnedAt].map { .tab($0) } + sections.map { .section($0.section, $0.tabs) } + arrangement.bar[pinnedAt...].map { .tab($0) }
                if let open = state.openSection, let shown = sections.first(where: { list.sections[$0.section].key == open }) {
                    let sidebar = TabSectionSidebar(context: context, section: list.sections[shown.section], tabs: shown.tabs)
                    var sidebarInputs = childInputs
                    sidebarInputs.attributes.addInner(TabProperty.part, "sectionSidebar")
                    sectionSidebar = ChildSpec(key: AnyHashable("sectionSidebar"), view: sidebar, inputs: sidebarInputs)
                }
            }
            for i in arrangement.bar where !layout.sectionsAsBarItems {
                let section = list.tabs[i].section
                if layout.showsSectionHeadersInBar, let section, section != lastSection, !list.tabs[i].isPinned {
                    items.append(.sectionHeader(section))
                }
                lastSection = section
                items.append(.tab(i))
            }
            if !arrangement.overflow.isEmpty {
                let firstPinned = items.firstIndex { if case let .tab(i) = $0 { return list.tabs[i].isPinned } else { return false } } ?? items.count
                items.insert(.more(arrangement.overflow), at: firstPinned)
            }
            children.append(ChildSpec(key: AnyHashable("bar"), view: TabBar(context: context, items: items, showsMore: state.showingMore, label: "Tabs"), inputs: childInputs))
            if let sectionSidebar { children.append(sectionSidebar) }
        }
        if layout.canToggleSidebar {
            let title = state.showsSidebar ? "Show Tab Bar" : "Show Sidebar"
            let toggle = Button(title, systemImage: "sidebar.left") { [weak state] in
                // Weak, like `choose`: the button is this node's child and must not keep it.
                state?.showsSidebar.toggle()
                state?.editing = false
                state?.invalidate()
            }
                .labelStyle(.iconOnly)
            var toggleInputs = childInputs
            toggleInputs.attributes.addInner(TabProperty.part, "sidebarToggle")
            children.append(ChildSpec(key: AnyHashable("toggle"), view: toggle, inputs: toggleInputs))
        }

        // The panels: every tab shown so far; only the selected one visible. A tab shown
        // again gets the content it kept unless the tab view's value changed since (a
        // switch alone rebuilds nothing inside the tabs).
        let sameValue = state.lastValue.map { ViewComparison.identical($0, self) } ?? false
        state.lastValue = self
        var panels: [ChildSpec] = []
        // The first search tab shows a `searchable` written on this tab view (TabView+Search.swift).
        let searchTab = list.tabs.first { $0.isSearch && !$0.isHidden }?.key
        if state.showingMore, !arrangement.overflow.isEmpty {
            panels.append(ChildSpec(key: AnyHashable(TabPanelKey.more), view: TabMoreList(context: context, tabs: arrangement.overflow), inputs: childInputs))
        }
        for (i, tab) in list.tabs.enumerated() where state.built.contains(tab.key) && !tab.isHidden {
            let visible = i == selectedIndex && !state.showingMore
            let box: TabContentBox
            if let kept = state.shownContent[tab.key], !visible || sameValue {
                box = kept
            } else {
                box = TabContentBox(tab.isSearch ? SearchTabs.content(tab.content, searchable: tab.key == searchTab ? env._tabSearchable : nil) : tab.content)
                state.shownContent[tab.key] = box
            }
            let panel = TabPanelHolder(title: tab.title, isVisible: visible, box: box)
            panels.append(ChildSpec(key: AnyHashable(TabPanelKey.tab(tab.key)), view: panel, inputs: childInputs))
        }
        // Tabs that left the list lose their kept content.
        let keys = Set(list.tabs.map(\.key))
        state.built = state.built.filter { keys.contains($0) }
        state.shownContent = state.shownContent.filter { keys.contains($0.key) }
        children.append(ChildSpec(key: AnyHashable("panels"), view: TabPanels(panels: panels), inputs: childInputs))

        var properties = [TabProperty.form: layout.form.rawValue]
        if layout.iconsOnly { properties[TabProperty.iconsOnly] = "true" }
        if layout.form == .page || layout.form == .verticalPage {
            properties[TabProperty.indexDisplay] = settings.indexDisplayMode
            properties[TabProperty.indexBackground] = settings.indexBackground
        }
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties), children: children)
    }
}

/// The tab list of a `TabContentBuilder`-based tab view's content.
@MainActor protocol TabListSource {
    var tabList: TabList { get }
}

@MainActor extension TabContentBuilder.Content: TabListSource {
    var tabList: TabList { TabList.of(content) }
}

@MainActor extension TabContentBuilder.Content: BuiltinView {
    /// Only a tab view reads it; on its own it shows nothing.
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { NodeOutput() }
}

@MainActor extension _TabContentBodyAdaptor: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { NodeOutput() }
}

enum TabPanelKey: Hashable {
    case tab(AnyHashable)
    case more
}

/// A kept content value (a class, so the panel view compares by identity).
final class TabContentBox {
    let content: any View
    init(_ content: any View) { self.content = content }
}

/// A tab view's own state: its selection when unbound, which tabs have been
/// built, the content each hidden tab was last shown with, and the sidebar's state.
@MainActor
final class TabViewState: NodeState {
    struct Choice {
        var key: AnyHashable
        var value: AnyHashable?
        var isDisabled: Bool
    }

    var ownSelection: AnyHashable?
    var built: Set<AnyHashable> = []
    var shownContent: [AnyHashable: TabContentBox] = [:]
    /// The tab view's value at the last build, to tell a switch from a new value.
    var lastValue: (any View)?
    var childEnvironment: EnvironmentValues?
    var incomingToken: UInt64 = 0
    var showsSidebar = false
    var started = false
    var editing = false
    var showingMore = false
    var pillCollapsed = false
    var collapsedSections: Set<AnyHashable> = []
    /// The section whose tabs the vision ornament's sidebar shows.
    var openSection: AnyHashable?
    var tabs: [Choice] = []
    var choose: @MainActor (Int) -> Void = { _ in }
    weak var node: Node?

    static func of(_ node: Node) -> TabViewState {
        let state = node.state(orMake: TabViewState())
        state.node = node
        return state
    }

    func invalidate() { node?.invalidate() }
}
