import TrellisCore
import TrellisHost

/// Edit ▸ Undo, Redo, Cut, Copy, Paste, Select All and Transformations: menu items marked `textCommand`, which
/// the page carries out on its focused text field (trellis-client.js: the browser's editing commands, so the
/// field's own `input` then sends `setText` as typing does). Their shortcuts are shown and left to the browser.
@MainActor extension _TextEditingCommandsItems: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        typealias Item = (command: String, title: String, key: KeyEquivalent?, modifiers: EventModifiers)
        let items: [Item] = [
            ("undo", "Undo", "z", .command), ("redo", "Redo", "z", [.shift, .command]),
            ("cut", "Cut", "x", .command), ("copy", "Copy", "c", .command), ("paste", "Paste", "v", .command),
            ("selectAll", "Select All", "a", .command),
            ("uppercase", "Make Upper Case", nil, []), ("lowercase", "Make Lower Case", nil, []), ("capitalize", "Capitalize", nil, []),
        ]
        let children = items.map { item in
            var itemInputs = inputs
            itemInputs.attributes.addInner("textCommand", item.command)
            // The page runs it; the server has nothing to do.
            let button = Button(item.title) {}
            let view: any View = item.key.map { AnyView(button.keyboardShortcut($0, modifiers: item.modifiers)) } ?? AnyView(button)
            return ChildSpec(key: AnyHashable(item.command), view: view, inputs: itemInputs)
        }
        return NodeOutput(children: children)
    }
}
