import TrellisCore
import TrellisHost

/// A navigation container: bars above, the content, bars below.
///
/// The window, each `NavigationStack` level, each split-view column and each
/// sheet is one. It owns the ``ToolbarHost`` that declarations below it
/// register with; the two ``BarSet`` children render the resolved bars.
struct BarContainer: View, BuiltinView {
    typealias Body = Never
    let context: BarContext
    let content: any View
    /// The element's `chrome` property (`level`, `column`, `sheet`); nil: no element of its own (the window).
    let chrome: String?
    var properties: [String: String] = [:]
    var system = BarModel.SystemItems()
    /// Environment changes for the content (dismiss, presentation).
    var environment: ((inout EnvironmentValues) -> Void)?
    /// A stack level on an idiom with one window toolbar: true for the top level (its bars show in the
    /// window's toolbar, or its split-view column's section of it, when that is the nearest container), false
    /// for the levels under it; nil: own bars.
    var joinsWindowToolbar: Bool?

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let host = node.state(orMake: ToolbarHost(graph: node.graph, container: node))
        host.context = context
        host.system = system
        // The window's toolbar and a column's section of it (split-view columns and the inspector) take a stack's bars.
        host.isWindow = chrome == nil && context == .window
        host.isToolbarSection = host.isWindow || chrome == "column"
        let window = joinsWindowToolbar == nil ? nil : Self.toolbarSection(above: node, idiom: inputs.environment.idiom)
        host.joinWindowToolbar(window, shown: joinsWindowToolbar == true)
        host.setNeedsUpdate()

        let childInputs = chrome == nil ? inputs : inputs.forElementChildren
        var contentInputs = childInputs
        environment?(&contentInputs.environment)
        let children = [
            ChildSpec(key: AnyHashable("barsAbove"), view: BarSet(host: host, aboveContent: true), inputs: childInputs.forElementChildren),
            ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: contentInputs),
            ChildSpec(key: AnyHashable("barsBelow"), view: BarSet(host: host, aboveContent: false), inputs: childInputs.forElementChildren),
        ]
        guard let chrome else { return NodeOutput(children: children) }
        var props = properties
        props["chrome"] = chrome
        return NodeOutput(element: ElementSpec(role: .generic, properties: props), children: children)
    }

    func hash(into hasher: inout Hasher) {}

    /// The window's host when it is the nearest container above `node`, or a column's when the stack is the
    /// column's content (no element between them, the same idiom): a stack in a sheet or in another stack's
    /// level keeps its own bar, and so does one set inside a column's page (a card, a scroll view, a preview of
    /// another idiom).
    private static func toolbarSection(above node: Node, idiom: Idiom) -> ToolbarHost? {
        var current = node.parent
        // The first element above the level is the stack's own; any other one means the stack is not the content.
        var elements = 0
        while let candidate = current {
            if let host = candidate.state(ToolbarHost.self) {
                guard host.isToolbarSection else { return nil }
                if host.isWindow { return host }
                return elements <= 1 && host.environment.idiom == idiom ? host : nil
            }
            if candidate.element != nil { elements += 1 }
            current = candidate.parent
        }
        return nil
    }
}

/// Takes a stack level's bars out of the window's toolbar when the level goes away.
struct WindowToolbarLink: ViewModifier {
    typealias Body = Never
}

@MainActor extension WindowToolbarLink: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        passThrough(content, inputs)
    }

    func willUnmount(_ node: Node) {
        node.children.first?.state(ToolbarHost.self)?.joinWindowToolbar(nil, shown: false)
    }
}

/// The bars on one side of a container's content.
struct BarSet: View, BuiltinView {
    typealias Body = Never
    let host: ToolbarHost
    let aboveContent: Bool

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        host.addBarSet(node)
        // A level whose bars went to the window's toolbar draws only the others.
        let forwards = host.windowToolbar != nil
        let bars = host.currentModel.bars.filter { $0.kind.isAboveContent == aboveContent && !(forwards && $0.kind.isWindowToolbarArea) }
        let rules = ToolbarPlacementTable.rules(for: inputs.environment.idiom)
        var children = bars.map { bar in
            ChildSpec(key: AnyHashable(bar.kind.name), view: ToolbarBarView(bar: bar, collapsesGroups: rules.collapsesLabeledGroups, host: host.customizationOwner(of: bar.kind)), inputs: inputs)
        }
        // Customize Toolbar…: the editor, after the bars.
        if aboveContent, host.editing != nil, let toolbar = host.currentModel.customizable {
            children.append(ChildSpec(key: AnyHashable("customizeToolbar"), view: ToolbarEditorView(host: host, toolbar: toolbar), inputs: inputs))
        }
        return NodeOutput(children: children)
    }
}

/// One bar: a `toolbar` element with a group per slot.
struct ToolbarBarView: View, BuiltinView {
    typealias Body = Never
    let bar: BarModel.Bar
    let collapsesGroups: Bool
    let host: ToolbarHost

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var props: [String: String] = ["bar": barName, "label": label]
        if let mode = bar.displayMode { props["toolbarDisplayMode"] = mode.rawValue }
        if case let .accessoryBar(id) = bar.kind { props["region"] = "accessoryBar(\(id))" }
        if bar.kind == .belowNavigationBar || bar.kind == .keyboardBar { props["region"] = bar.kind.name }
        if bar.revealedByScrolling { props["scrollReveal"] = "true" }
        if bar.kind == .ornament { props["region"] = "ornament.bottom" }
        if let background = bar.background { props["background"] = background }
        if bar.backgroundHidden { props["barBackground"] = "hidden" }
        if let scheme = bar.colorScheme { props["colorScheme"] = scheme == .dark ? "dark" : "light" }
        if let role = bar.role { props["toolbarRole"] = role }
        if let mode = bar.titleDisplayMode { props["titleDisplayMode"] = mode }

        var slots: [ToolbarSlot] = []
        switch bar.kind {
        case .titlebar, .bottomBar, .sheet:
            slots = [.leading, .principal, .center, .trailing].filter { bar.slots[$0] != nil || $0 != .center }
            if bar.kind == .bottomBar { slots = [.leading, .center, .trailing] }
            if bar.kind == .sheet { slots = [.leading, .center, .trailing] }
        default:
            slots = ToolbarSlot.allCases.filter { bar.slots[$0] != nil && $0 != .overflow }
        }
        var children = slots.map { slot in
            ChildSpec(key: AnyHashable(slot.rawValue), view: ToolbarSlotView(region: ToolbarRegion(bar.kind, slot), items: bar.slots[slot] ?? [], single: !hasSlots, collapsesGroups: collapsesGroups), inputs: inputs.forElementChildren)
        }
        let customizing = ToolbarCustomizationTable.rules(for: inputs.environment.idiom)
        if let glyph = bar.overflowGlyph {
            let host = host
            var customize: (@MainActor () -> Void)?
            if bar.customizable, customizing.overflowOffersCustomize { customize = { host.beginEditing() } }
            children.append(ChildSpec(key: AnyHashable("overflow"), view: OverflowMenuView(glyph: glyph, items: bar.slots[.overflow] ?? [], collapsesGroups: collapsesGroups, customize: customize), inputs: inputs.forElementChildren))
        }
        var handler: (@MainActor (HostEvent) throws -> Void)?
        if bar.customizable, customizing.barContextMenu || customizing.longPressEdits {
            // The bar of a customizable toolbar: its context menu (Mac), or a long press that edits it (iPad).
            props["contextMenu"] = "true"
            if customizing.barContextMenu {
                let presentation = MenuPresentation.of(node)
                handler = presentation.handler
                if presentation.isOpen, let toolbar = host.currentModel.customizable {
                    props["expanded"] = "true"
                    children.append(ChildSpec(
                        key: AnyHashable("contextMenu"), view: MenuPopup(items: ToolbarContextMenu(host: host, toolbar: toolbar, displayModes: customizing.displayModes)),
                        inputs: inputs.forMenuItems(.contextMenu, presentation: presentation)))
                }
            } else {
                let host = host
                handler = { event in
                    switch event {
                    case .contextMenu: host.beginEditing()
                    case .dismiss, .focus, .key: break
                    default: throw GraphEventError.wrongValue(event, role: .toolbar)
                    }
                }
            }
        }
        return NodeOutput(element: ElementSpec(role: .toolbar, properties: props, handler: handler), children: children)
    }

    private var hasSlots: Bool {
        switch bar.kind {
        case .titlebar, .bottomBar, .sheet: true
        default: false
        }
    }

    private var barName: String {
        switch bar.kind {
        case .titlebar: "titlebar"
        case .bottomBar: "bottomBar"
        case .keyboardBar: "keyboardBar"
        case .accessoryBar: "accessoryBar"
        case .ornament: "ornament"
        case .sheet: "sheet"
        case .belowNavigationBar: "belowNavigationBar"
        }
    }

    private var label: String {
        switch bar.kind {
        case .titlebar: "Toolbar"
        case .bottomBar: "Bottom toolbar"
        case .keyboardBar: "Keyboard toolbar"
        case let .accessoryBar(id): "Accessory bar \(id)"
        case .ornament: "Ornament"
        case .sheet: "Sheet actions"
        case .belowNavigationBar: "Actions"
        }
    }
}

/// The items of one slot of a bar (`titlebar.leading`), in order.
struct ToolbarSlotView: View, BuiltinView {
    typealias Body = Never
    let region: ToolbarRegion
    let items: [BarModel.Item]
    /// Bars with one row put their items straight into the bar element.
    let single: Bool
    let collapsesGroups: Bool

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let children = items.map { ChildSpec(key: $0.key, view: ToolbarItemView(item: $0, collapsesGroups: collapsesGroups), inputs: inputs) }
        if single { return NodeOutput(children: children) }
        return NodeOutput(element: ElementSpec(role: .group, properties: ["region": region.description]), children: children)
    }
}

/// The overflow menu: a menu button (» on the Mac, … elsewhere) whose menu
/// holds the items placed there (`secondaryAction` on iOS) and, in the
/// browser, the items that did not fit the bar's width.
struct OverflowMenuView: View, BuiltinView {
    typealias Body = Never
    let glyph: String
    let items: [BarModel.Item]
    let collapsesGroups: Bool
    /// The iPad's "Customize Toolbar" item, for a customizable toolbar.
    var customize: (@MainActor () -> Void)?

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let menu = OverflowItemsView(items: items, collapsesGroups: collapsesGroups, customize: customize)
        var properties = ["label": "More", "region": "overflowMenu"]
        // The menu has something to show even when every item fits the bar.
        if customize != nil { properties["hasPopup"] = "menu" }
        return NodeOutput(
            element: ElementSpec(role: .menuitem, text: glyph, properties: properties, handler: { event in
                switch event {
                case .activate, .focus, .key, .pressBegan, .pressEnded: break
                default: throw GraphEventError.wrongValue(event, role: .menuitem)
                }
            }),
            children: [ChildSpec(key: PositionKey.first, view: menu, inputs: inputs.forElementChildren)]
        )
    }
}

struct OverflowItemsView: View, BuiltinView {
    typealias Body = Never
    let items: [BarModel.Item]
    let collapsesGroups: Bool
    var customize: (@MainActor () -> Void)?

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var env = inputs.environment
        env._container = .menu
        var children = items.map { ChildSpec(key: $0.key, view: ToolbarItemView(item: $0, collapsesGroups: collapsesGroups), inputs: NodeInputs(environment: env, attributes: Attributes())) }
        if let customize {
            children.append(ChildSpec(key: AnyHashable("customizeToolbar"), view: Button("Customize Toolbar") { customize() }, inputs: NodeInputs(environment: env, attributes: Attributes())))
        }
        return NodeOutput(element: ElementSpec(role: .menu, properties: ["label": "More"]), children: children)
    }
}
