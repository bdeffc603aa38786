import TrellisCore
import TrellisHost

/// View ▸ Show Sidebar / Hide Sidebar, ⌃⌘S: toggles the window's first sidebar that can be toggled now.
@MainActor extension _SidebarCommandsItem: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let registry = SidebarRegistry.of(node.graph)
        registry.addItem(node)
        let target = registry.target
        let title = target?.isShown() == false ? "Show Sidebar" : "Hide Sidebar"
        let button = Button(title) { [weak registry] in registry?.target?.toggle() }
            .keyboardShortcut("s", modifiers: [.control, .command])
            .disabled(target == nil)
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: button, inputs: inputs)])
    }
}

/// A window's split-view sidebars that can be toggled now, for `SidebarCommands`.
@MainActor
final class SidebarRegistry: NodeState {
    struct Sidebar {
        weak var node: Node?
        let isShown: @MainActor () -> Bool
        let toggle: @MainActor () -> Void
    }

    private var sidebars: [Sidebar] = []
    private var items: [WeakNode] = []

    static func of(_ graph: ViewGraph) -> SidebarRegistry {
        graph.root.state(orMake: SidebarRegistry())
    }

    /// `node`'s sidebar (re-registered on each build, which is when whether it shows can change), or none.
    func set(_ sidebar: Sidebar?, for node: Node) {
        sidebars.removeAll { $0.node == nil || $0.node === node || $0.node?.isAttached == false }
        if let sidebar { sidebars.append(sidebar) }
        for item in items { item.node?.invalidate() }
    }

    func addItem(_ node: Node) {
        items.removeAll { $0.node == nil }
        if !items.contains(where: { $0.node === node }) { items.append(WeakNode(node: node)) }
    }

    var target: Sidebar? { sidebars.first { $0.node?.isAttached == true } }
}
