import TrellisCore
import TrellisHost

/// View ▸ Show Toolbar / Hide Toolbar (⌥⌘T) and Customize Toolbar…: they act on the window's customizable toolbar
/// (``WindowToolbars``) and are disabled while the window shows none the idiom lets a person customize.
@MainActor extension ToolbarCommandsContent: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let toolbars = WindowToolbars.of(node.graph)
        toolbars.addCommands(node)
        let state = toolbars.state
        let graph = node.graph
        let show = Button(state.hidden ? "Show Toolbar" : "Hide Toolbar") { [weak graph] in
            guard let graph, let target = WindowToolbars.of(graph).target else { return }
            target.setHidden(!(target.currentModel.customizable?.hidden ?? false))
        }
        .keyboardShortcut("t", modifiers: [.command, .option])
        .disabled(!state.available)
        let customize = Button("Customize Toolbar…") { [weak graph] in
            guard let graph else { return }
            WindowToolbars.of(graph).target?.beginEditing()
        }
            .disabled(!state.available)
        return NodeOutput(children: [
            ChildSpec(key: AnyHashable("showHide"), view: show, inputs: inputs),
            ChildSpec(key: AnyHashable("customize"), view: customize, inputs: inputs),
        ])
    }
}
