import TrellisCore
import TrellisHost

/// Customize Toolbar…: a `dialog` (`customizeEditor=sheet` on the Mac, `palette` on the iPad) with the items in
/// the bar, in order (`customizeList=bar`), every customizable item (`customizeList=palette`, hidden ones too),
/// the default set, and Done.
///
/// Each item is a `listitem` holding a `button` named like the item. Pointer drags (trellis-customize.js) and
/// the keyboard do the same things, as events the server checks against the rules:
///
/// | gesture | event | effect |
/// |---|---|---|
/// | drag within the bar | `reorder(from:to:)` on the bar list | moves (not `.disabled` items) |
/// | drag from the palette to the bar | `reorder(from:to:)` on the palette list (`from` a palette index, `to` a bar position) | adds |
/// | drag out of the bar; ⌫ on a bar item | `key delete` on the item's button | removes (`.default` items only) |
/// | ←/→ (↑/↓) on a bar item | `key leftArrow`… | moves one place |
/// | Return/Space on a palette item | `activate` | adds at the end |
/// | drag or activate the default set | `activate` | resets |
/// | Escape | `key escape` on the dialog | restores the toolbar as it was and closes |
struct ToolbarEditorView: View, BuiltinView {
    typealias Body = Never
    let host: ToolbarHost
    let toolbar: CustomizableToolbar

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let rules = ToolbarCustomizationTable.rules(for: inputs.environment.idiom)
        let host = host
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .key(key, modifiers):
                if key == "escape", modifiers.isEmpty { host.endEditing(cancel: true) }
            case .focus, .activate, .pressBegan, .pressEnded, .dismiss: break
            default: throw GraphEventError.wrongValue(event, role: .dialog)
            }
        }
        var properties = ["label": "Customize Toolbar", "customizeEditor": rules.editor == .palette ? "palette" : "sheet"]
        if rules.editor == .sheet { properties["presentation"] = "centered" }
        let child = inputs.forElementChildren
        let toolbar = toolbar
        let children: [ChildSpec] = [
            ChildSpec(key: AnyHashable("intro"), view: Text(plain: "Drag your favorite items into the toolbar…").font(.headline), inputs: child),
            ChildSpec(key: AnyHashable("bar"), view: CustomizeList(host: host, toolbar: toolbar, kind: .bar), inputs: child),
            ChildSpec(key: AnyHashable("paletteIntro"), view: Text(plain: "Available items").font(.subheadline).foregroundStyle(.secondary), inputs: child),
            ChildSpec(key: AnyHashable("palette"), view: CustomizeList(host: host, toolbar: toolbar, kind: .palette), inputs: child),
            ChildSpec(key: AnyHashable("defaultIntro"), view: Text(plain: "…or drag the default set into the toolbar.").font(.subheadline).foregroundStyle(.secondary), inputs: child),
            ChildSpec(key: AnyHashable("defaultSet"), view: CustomizeList(host: host, toolbar: toolbar, kind: .defaultSet), inputs: child),
            ChildSpec(key: AnyHashable("done"), view: Button("Done") { host.endEditing(cancel: false) }.keyboardShortcut(.defaultAction), inputs: child),
        ]
        let card = NodeOutput(element: ElementSpec(role: .generic, properties: ["chrome": "sheet", "layout": "vstack", "alignment": "leading", "spacing": "10"]), children: children)
        return NodeOutput(
            element: ElementSpec(role: .dialog, properties: properties, handler: handler),
            children: [ChildSpec(key: PositionKey.first, view: Prebuilt(output: card), inputs: child)])
    }
}

/// A node whose output was computed by its parent (the editor's card).
private struct Prebuilt: View, BuiltinView {
    typealias Body = Never
    let output: NodeOutput
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { output }
    func hash(into hasher: inout Hasher) {}
}

/// One of the editor's lists: the bar, the palette, or the default set.
struct CustomizeList: View, BuiltinView {
    typealias Body = Never
    enum Kind: String { case bar, palette, defaultSet }
    let host: ToolbarHost
    let toolbar: CustomizableToolbar
    let kind: Kind

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let host = host
        let toolbar = toolbar
        let kind = kind
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .reorder(from, to):
                switch kind {
                case .bar:
                    guard toolbar.bar.indices.contains(from), (0...toolbar.bar.count).contains(to) else { throw GraphEventError.wrongValue(event, role: .list) }
                    host.setBar(toolbar.moving(from: from, to: to))
                case .palette:
                    guard toolbar.declared.indices.contains(from), (0...toolbar.bar.count).contains(to) else { throw GraphEventError.wrongValue(event, role: .list) }
                    host.setBar(toolbar.inserting(toolbar.declared[from].id, at: to))
                case .defaultSet:
                    throw GraphEventError.wrongValue(event, role: .list)
                }
            case .focus, .key: break
            default: throw GraphEventError.wrongValue(event, role: .list)
            }
        }
        let label = switch kind {
        case .bar: "Toolbar items"
        case .palette: "Available items"
        case .defaultSet: "Default set"
        }
        let child = inputs.forElementChildren
        let children: [ChildSpec]
        switch kind {
        case .bar:
            children = toolbar.bar.compactMap { id in
                toolbar.item(id).map { ChildSpec(key: AnyHashable(id), view: CustomizeItem(host: host, toolbar: toolbar, item: $0, inBarList: true), inputs: child) }
            }
        case .palette:
            children = toolbar.declared.map { ChildSpec(key: AnyHashable($0.id), view: CustomizeItem(host: host, toolbar: toolbar, item: $0, inBarList: false), inputs: child) }
        case .defaultSet:
            children = [ChildSpec(key: AnyHashable("defaultSet"), view: DefaultSetItem(host: host, names: toolbar.defaultSet.compactMap { toolbar.item($0)?.displayName }), inputs: child)]
        }
        return NodeOutput(element: ElementSpec(role: .list, properties: ["label": label, "customizeList": kind.rawValue], handler: handler), children: children)
    }
}

/// An item in the editor: a draggable `listitem` with a button named like the item.
struct CustomizeItem: View, BuiltinView {
    typealias Body = Never
    let host: ToolbarHost
    let toolbar: CustomizableToolbar
    let item: ToolbarEntry.Customization
    let inBarList: Bool

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let host = host
        let toolbar = toolbar
        let id = item.id
        let inBar = toolbar.bar.contains(id)
        let inBarList = inBarList
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate:
                if !inBarList, !inBar { host.setBar(toolbar.inserting(id, at: toolbar.bar.count)) }
            case let .key(key, modifiers) where modifiers.isEmpty:
                guard inBarList, let index = toolbar.bar.firstIndex(of: id) else { return }
                switch key {
                case "delete": host.setBar(toolbar.removing(id))
                case "leftArrow", "upArrow": if index > 0 { host.setBar(toolbar.moving(from: index, to: index - 1)) }
                case "rightArrow", "downArrow": if index + 1 < toolbar.bar.count { host.setBar(toolbar.moving(from: index, to: index + 2)) }
                default: break
                }
            case .key, .focus, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        var itemProperties: [String: String] = [:]
        switch item.behavior {
        case .disabled: itemProperties["customizeLock"] = "fixed"
        case .reorderable: itemProperties["customizeLock"] = "stays"
        default: break
        }
        var buttonProperties = ["label": item.displayName]
        if !inBarList, inBar { buttonProperties["selected"] = "true" }
        let button = NodeOutput(element: ElementSpec(role: .button, text: item.displayName, properties: buttonProperties, handler: handler))
        return NodeOutput(
            element: ElementSpec(role: .listitem, properties: itemProperties),
            children: [ChildSpec(key: PositionKey.first, view: Prebuilt(output: button), inputs: inputs.forElementChildren)])
    }
}

/// The default set, as one draggable item: dropping it on the bar (or activating it) resets the toolbar.
struct DefaultSetItem: View, BuiltinView {
    typealias Body = Never
    let host: ToolbarHost
    let names: [String]

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let host = host
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: host.resetToDefaults()
            case .key, .focus, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        let text = names.isEmpty ? "Default Set" : names.joined(separator: " · ")
        let button = NodeOutput(element: ElementSpec(role: .button, text: text, properties: ["label": "Default Set"], handler: handler))
        return NodeOutput(
            element: ElementSpec(role: .listitem),
            children: [ChildSpec(key: PositionKey.first, view: Prebuilt(output: button), inputs: inputs.forElementChildren)])
    }
}

/// The Mac toolbar's context menu: the display modes, Hide Toolbar, Customize Toolbar….
struct ToolbarContextMenu: View, BuiltinView {
    typealias Body = Never
    let host: ToolbarHost
    let toolbar: CustomizableToolbar
    let displayModes: Bool

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let host = host
        var children: [ChildSpec] = []
        if displayModes {
            for mode in ToolbarDisplayMode.allCases {
                children.append(ChildSpec(key: AnyHashable(mode.rawValue), view: MenuCheckItem(title: mode.title, checked: toolbar.displayMode == mode) { host.setDisplayMode(mode) }, inputs: inputs))
            }
            children.append(ChildSpec(key: AnyHashable("divider"), view: Divider(), inputs: inputs))
        }
        children.append(ChildSpec(key: AnyHashable("hide"), view: Button("Hide Toolbar") { host.setHidden(true) }, inputs: inputs))
        children.append(ChildSpec(key: AnyHashable("customize"), view: Button("Customize Toolbar…") { host.beginEditing() }, inputs: inputs))
        return NodeOutput(children: children)
    }
}

/// A menu item with a check mark (`menuitemcheckbox`); choosing it closes the menu.
struct MenuCheckItem: View, BuiltinView {
    typealias Body = Never
    let title: String
    let checked: Bool
    let action: @MainActor () -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let action = action
        let presentation = inputs.environment._menuPresentation
        var properties = ["label": title]
        if checked { properties["checked"] = "true" }
        return NodeOutput(element: ElementSpec(role: .menuitemcheckbox, text: title, properties: properties, handler: { event in
            switch event {
            case .activate:
                action()
                presentation?.dismiss()
            case .focus, .key, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .menuitemcheckbox)
            }
        }))
    }
}
