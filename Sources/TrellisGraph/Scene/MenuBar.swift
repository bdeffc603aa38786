import TrellisCore
import TrellisHost

struct MenuBarView: View, BuiltinView {
    let menus: [CommandMenuDescription]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var menuInputs = inputs.forElementChildren
        menuInputs.environment._container = .menu
        let children = menus.enumerated().map { i, menu in
            ChildSpec(key: AnyHashable(i), view: MenuBarItemView(name: menu.name, items: menu.items, isAppMenu: i == 0), inputs: menuInputs)
        }
        return NodeOutput(element: ElementSpec(role: .menubar, properties: ["label": "Menu Bar"]), children: children)
    }
}

struct MenuBarItemView: View, BuiltinView {
    let name: String
    let items: [any View]
    let isAppMenu: Bool
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["hasPopup": "menu"]
        if isAppMenu { properties["bold"] = "true" }
        let menu = MenuListView(name: name, items: items)
        return NodeOutput(
            element: ElementSpec(role: .menuitem, properties: properties.merging(["label": name]) { $1 }, handler: { event in
                guard case .activate = event else { return }
            }),
            children: [ChildSpec(key: PositionKey.first, view: menu, inputs: inputs.forElementChildren)]
        )
    }
}

struct MenuListView: View, BuiltinView {
    let name: String
    let items: [any View]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: .menu, properties: ["label": name]),
            children: items.enumerated().map { ChildSpec(key: AnyHashable($0.offset), view: $0.element, inputs: inputs.forElementChildren) }
        )
    }
}
