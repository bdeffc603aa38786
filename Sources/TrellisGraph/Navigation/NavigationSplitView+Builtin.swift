import TrellisCore
import TrellisHost

/// Columns side by side, each a navigation container with its own bar; the
/// sidebar collapses with a toggle. In a compact width the split view is a
/// stack: the sidebar first, and the detail pushed over it when it changes
/// (a selection in the sidebar), with a back button to return.
@MainActor extension NavigationSplitView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = node.state(orMake: SplitViewState(node: node))
        let compact = inputs.environment.horizontalSizeClass == .compact
        state.binding = columnVisibility

        var columns: [(name: String, view: any View)] = [("sidebar", sidebar)]
        if let content { columns.append(("content", content)) }
        columns.append(("detail", detail))

        // Compact: one column at a time, the sidebar first; choosing a row in a
        // column's list pushes the next column (see `SidebarRowChosen`).
        if compact, let preferred = preferredCompactColumn?.wrappedValue.name, state.compactColumn == nil {
            state.compactColumn = preferred
        }
        let shown = state.compactColumn ?? "sidebar"
        let visibility = state.visibility

        var children: [ChildSpec] = []
        for (i, column) in columns.enumerated() {
            var system = BarModel.SystemItems()
            var context: BarContext = .navigationStack
            var hidden: Bool
            if compact {
                hidden = column.name != shown
                if column.name != "sidebar" {
                    context = .pushed
                    let back = columns[i - 1].name
                    system.backButton = (label: "Back", action: { [weak state] in state?.show(back) })
                }
            } else {
                hidden = Self.isHidden(column.name, visibility: visibility, columns: columns.count)
                // The toggle sits in the first visible column's bar.
                let firstVisible = columns.first { !Self.isHidden($0.name, visibility: visibility, columns: columns.count) }?.name
                if column.name == firstVisible, ToolbarPlacementTable.rules(for: inputs.environment.idiom).showsSidebarToggle {
                    system.sidebarToggle = { [weak state] in state?.toggleSidebar(columns: columns.count) }
                }
            }
            var props = ["column": column.name]
            if hidden { props["hidden"] = "true" }
            let container = BarContainer(context: context, content: column.view, chrome: "column", properties: props, system: system)
            var columnInputs = inputs.forElementChildren
            if i + 1 < columns.count {
                columnInputs.environment._sidebarRowChosen = state.rowChosen(showing: columns[i + 1].name)
            }
            children.append(ChildSpec(key: AnyHashable(column.name), view: container, inputs: columnInputs))
        }
        // View ▸ Show/Hide Sidebar (SidebarCommands) toggles it where its bar has the toggle.
        var sidebar: SidebarRegistry.Sidebar?
        if !compact, ToolbarPlacementTable.rules(for: inputs.environment.idiom).showsSidebarToggle {
            let count = columns.count, shown = !Self.isHidden("sidebar", visibility: visibility, columns: count)
            sidebar = SidebarRegistry.Sidebar(node: node, isShown: { shown }, toggle: { [weak state] in state?.toggleSidebar(columns: count) })
        }
        SidebarRegistry.of(node.graph).set(sidebar, for: node)
        var props = ["chrome": "split"]
        if compact { props["collapsed"] = "true" }
        return NodeOutput(element: ElementSpec(role: .generic, properties: props), children: children)
    }

    static func isHidden(_ column: String, visibility: String, columns: Int) -> Bool {
        switch (visibility, column) {
        case ("detailOnly", "sidebar"), ("detailOnly", "content"): true
        case ("doubleColumn", "sidebar"): columns == 3
        case ("doubleColumn", "content"): false
        default: false
        }
    }
}

/// A split view's column visibility (its binding's, or its own) and its compact column.
@MainActor
final class SplitViewState {
    weak var node: Node?
    var binding: Binding<NavigationSplitViewVisibility>?
    var ownVisibility = "automatic"
    var compactColumn: String?
    /// One action object per column, so the environment value stays the same across updates.
    private var rowActions: [String: SidebarRowChosen] = [:]

    init(node: Node) { self.node = node }

    var visibility: String { binding?.wrappedValue.name ?? ownVisibility }

    func setVisibility(_ value: NavigationSplitViewVisibility) {
        if let binding { binding.wrappedValue = value } else { ownVisibility = value.name }
        node?.invalidate()
    }

    func toggleSidebar(columns: Int) {
        let hidden = visibility == "detailOnly" || (visibility == "doubleColumn" && columns == 3)
        setVisibility(hidden ? .all : .detailOnly)
    }

    func rowChosen(showing column: String) -> SidebarRowChosen {
        if let existing = rowActions[column] { return existing }
        let action = SidebarRowChosen { [weak self] in
            guard let self, self.node?.inputs.environment.horizontalSizeClass == .compact else { return }
            self.show(column)
        }
        rowActions[column] = action
        return action
    }

    func show(_ column: String) {
        compactColumn = column
        node?.invalidate()
    }
}

extension SplitViewState: NodeState {}
