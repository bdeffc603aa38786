import TrellisCore
import TrellisHost

/// How `.contextMenu { … }` renders: a wrapper around the content (no box of
/// its own, `contextMenu=true`) that a secondary click or long press opens;
/// while open it holds the `menu` popup, placed at the pointer by the browser.
@MainActor extension _ContextMenuModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let presentation = MenuPresentation.of(node)
        var properties = ["contextMenu": "true"]
        if presentation.isOpen { properties["expanded"] = "true" }
        var element = ElementSpec(role: .generic, properties: properties, handler: presentation.handler)
        element.passesAttributesThrough = true
        var children = [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)]
        if presentation.isOpen {
            children.append(ChildSpec(
                key: AnyHashable("menu"), view: MenuPopup(items: menuItems),
                inputs: inputs.forMenuItems(.contextMenu, presentation: presentation)))
        }
        return NodeOutput(element: element, children: children)
    }
}
