import TrellisCore
import TrellisHost

/// How a `Menu` renders.
///
/// At the top level: a wrapper (`layout=menu`, `expanded` while open) holding
/// the trigger `button` (`hasPopup=menu`) and, while open, the `menu` popup.
/// A click toggles the menu, or runs `primaryAction` when there is one (then a
/// long press or secondary click opens the menu). Inside another menu: a
/// `menuitem` with its `menu` as a submenu the browser opens on click.
@MainActor extension Menu: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        if env._container == .menu || env._container == .contextMenu {
            let items = inputs.forMenuItems(.menu, presentation: env._menuPresentation)
            return NodeOutput(
                element: ElementSpec(role: .menuitem, properties: env.isEnabled ? [:] : ["disabled": "true"]) { event in
                    switch event {
                    case .activate, .focus, .key, .pressBegan, .pressEnded, .dismiss: break
                    default: throw GraphEventError.wrongValue(event, role: .menuitem)
                    }
                },
                children: [
                    ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren),
                    ChildSpec(key: AnyHashable("menu"), view: MenuPopup(items: content), inputs: items),
                ])
        }

        let presentation = MenuPresentation.of(node)
        var properties = ["layout": "menu"]
        if presentation.isOpen { properties["expanded"] = "true" }
        if primaryAction != nil { properties["contextMenu"] = "true" }
        let action: @MainActor () -> Void = primaryAction ?? { [weak presentation] in presentation?.toggle() }
        var triggerInputs = inputs.forElementChildren
        triggerInputs.attributes.addInner("hasPopup", "menu")
        triggerInputs.attributes.addInner("expanded", presentation.isOpen ? "true" : "false")
        var children = [ChildSpec(key: PositionKey.first, view: Button(action: action) { label }, inputs: triggerInputs)]
        if presentation.isOpen {
            children.append(ChildSpec(
                key: AnyHashable("menu"), view: MenuPopup(items: content),
                inputs: inputs.forMenuItems(.menu, presentation: presentation)))
        }
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties, handler: presentation.handler), children: children)
    }
}
