import TrellisCore
import TrellisHost

/// The top of a window: the menu bar (on idioms that have one) and the
/// window's content in a `main` landmark.
///
/// The menu bar is made of host elements like any view, so commands stay live
/// (a disabled command updates) and both renderers see the same menus.
package struct WindowRootView: View, BuiltinView {
    package let title: String
    package let menus: [CommandMenuDescription]
    package let content: any View

    package init(title: String, menus: [CommandMenuDescription], content: any View) {
        self.title = title
        self.menus = menus
        self.content = content
    }

    package typealias Body = Never

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var children: [ChildSpec] = []
        if WindowChrome.hasMenuBar(inputs.environment.idiom), !menus.isEmpty {
            children.append(ChildSpec(key: AnyHashable("menubar"), view: MenuBarView(menus: menus), inputs: inputs))
        }
        children.append(ChildSpec(key: AnyHashable("content"), view: WindowContentView(title: title, content: content), inputs: inputs))
        return NodeOutput(children: children)
    }
}

/// Per-idiom window chrome that the graph (not only the CSS) must know about.
package enum WindowChrome {
    /// Only the Mac shows the app's commands in a menu bar; iPad shows them
    /// only while ⌘ is held, which the web renderer does not model.
    package static func hasMenuBar(_ idiom: Idiom) -> Bool { idiom == .mac }
}

struct WindowContentView: View, BuiltinView {
    let title: String
    let content: any View
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: .main, properties: ["layout": "window", "label": title]),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)]
        )
    }
}

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
