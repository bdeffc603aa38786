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
    /// What the window says about saving settings (a lasting outage of a shared store).
    package let settingsHealth: SettingsHealth

    package init(title: String, menus: [CommandMenuDescription], content: any View, settingsHealth: SettingsHealth = .shared) {
        self.title = title
        self.menus = menus
        self.content = content
        self.settingsHealth = settingsHealth
    }

    package typealias Body = Never

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // `@FocusedValue` readers, in the content and in the menu bar's commands, read the window's values.
        var inputs = inputs
        inputs.environment._focusedValues = FocusedValuesRegistry.of(node.graph).source
        var children: [ChildSpec] = []
        if WindowChrome.of(inputs.environment.idiom).hasMenuBar, !menus.isEmpty {
            children.append(ChildSpec(key: AnyHashable("menubar"), view: MenuBarView(menus: menus), inputs: inputs))
        }
        children.append(ChildSpec(key: AnyHashable("content"), view: WindowContentView(title: title, content: content), inputs: inputs))
        children.append(ChildSpec(key: AnyHashable("settingsNotice"), view: SettingsNotice(health: settingsHealth), inputs: inputs))
        return NodeOutput(children: children)
    }
}

struct WindowContentView: View, BuiltinView {
    let title: String
    let content: any View
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "window"]
        if !title.isEmpty { properties["label"] = title }
        // The runtime reads the window's rules from the page, not from a list of idiom names.
        let chrome = WindowChrome.of(inputs.environment.idiom)
        if chrome.longPressOpensContextMenus { properties["longPressMenus"] = "true" }
        if chrome.controlClickOpensContextMenus { properties["controlClickMenus"] = "true" }
        // Every window has an edit mode (`EditButton`, `\.editMode`), as a navigation controller does on iOS.
        let editMode = node.state(orMake: WindowEditMode())
        var contentInputs = inputs.forElementChildren
        if contentInputs.environment.editMode == nil { contentInputs.environment.editMode = editMode.binding }
        return NodeOutput(
            element: ElementSpec(role: .main, properties: properties),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: contentInputs)]
        )
    }
}

/// A window's edit mode: one per window, read and written through one binding
/// (reads are tracked, so a change re-evaluates only the views that read it).
final class WindowEditMode: NodeState {
    let box = StateBox(EditMode.inactive)
    lazy var binding = Binding(box: box)
}
