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
        return NodeOutput(element: ElementSpec(role: .menubar, properties: Self.properties), children: children)
    }

    /// One copy for every window.
    private static let properties = ["label": "Menu Bar"]
}

struct MenuBarItemView: View, BuiltinView {
    let name: String
    let items: [any View]
    let isAppMenu: Bool
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let properties = Self.properties(name: name, isAppMenu: isAppMenu)
        // An empty menu has no popup element: every window of an app without commands would hold
        // a node and an element for each of the menu bar's empty menus. The item still says it has
        // a menu (hasPopup), and a renderer shows an empty popup when it opens (trellis-client.js).
        let children = items.isEmpty ? [] : [ChildSpec(key: PositionKey.first, view: MenuListView(name: name, items: items), inputs: inputs.forElementChildren)]
        return NodeOutput(
            element: ElementSpec(role: .menuitem, properties: properties, handler: { event in
                guard case .activate = event else { return }
            }),
            children: children
        )
    }

    /// Every window's menu bar has the same items: they share one copy of each item's properties
    /// (a dictionary is copied only when written). At most 64 names are kept.
    private static var shared: [Key: [String: String]] = [:]
    private struct Key: Hashable {
        let name: String
        let isAppMenu: Bool
    }

    private static func properties(name: String, isAppMenu: Bool) -> [String: String] {
        let key = Key(name: name, isAppMenu: isAppMenu)
        if let properties = shared[key] { return properties }
        var properties = ["hasPopup": "menu", "label": name]
        if isAppMenu { properties["bold"] = "true" }
        if shared.count < 64 { shared[key] = properties }
        return properties
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
