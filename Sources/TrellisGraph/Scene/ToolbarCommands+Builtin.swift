import TrellisCore
import TrellisHost

/// View ▸ Show Toolbar / Hide Toolbar (⌥⌘T) and Customize Toolbar…: Show/Hide acts on the window's customizable
/// toolbar, or else on its ordinary one (macOS hides any toolbar); Customize Toolbar… needs a toolbar the idiom lets
/// a person customize (``WindowToolbars``).
@MainActor extension ToolbarCommandsContent: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let toolbars = WindowToolbars.of(node.graph)
        toolbars.addCommands(node)
        let state = toolbars.state
        let graph = node.graph
        let show = Button(state.hidden ? "Show Toolbar" : "Hide Toolbar") { [weak graph] in
            guard let graph else { return }
            WindowToolbars.of(graph).toggleToolbar()
        }
        .keyboardShortcut("t", modifiers: [.command, .option])
        .disabled(!state.canHide)
        let customize = Button("Customize Toolbar…") { [weak graph] in
            guard let graph else { return }
            WindowToolbars.of(graph).target?.beginEditing()
        }
            .disabled(!state.canCustomize)
        return NodeOutput(children: [
            ChildSpec(key: AnyHashable("showHide"), view: show, inputs: inputs),
            ChildSpec(key: AnyHashable("customize"), view: customize, inputs: inputs),
        ])
    }
}
