import TrellisCore
import TrellisHost

/// One item in a bar: a wrapper element (`placement` property) around the
/// item's live view, or a system item (title, back button, sidebar toggle).
struct ToolbarItemView: View, BuiltinView {
    typealias Body = Never
    let item: BarModel.Item
    let collapsesGroups: Bool

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        switch item.kind {
        case let .entry(.view(view), placement, environment):
            var env = environment
            env[CollapsesLabeledGroupsKey.self] = collapsesGroups
            // The item's own environment, where it was declared, with the toolbar container kind.
            let childInputs = NodeInputs(environment: env, attributes: Attributes())
            return NodeOutput(
                element: ElementSpec(role: .generic, properties: ["placement": placement]),
                children: [ChildSpec(key: PositionKey.first, view: AnyView(erasing: view), inputs: childInputs)]
            )
        case let .entry(.spacer(flexible), placement, _):
            var props = ["layout": "spacer", "placement": placement]
            if !flexible { props["width"] = "12" }
            return NodeOutput(element: ElementSpec(role: .generic, properties: props))
        case let .title(title, subtitle, large):
            var children = [ChildSpec(key: AnyHashable("title"), view: TitleHeading(text: title, large: large), inputs: inputs.forElementChildren)]
            if let subtitle {
                children.append(ChildSpec(key: AnyHashable("subtitle"), view: Text(plain: subtitle).font(.subheadline).foregroundStyle(.secondary), inputs: inputs.forElementChildren))
            }
            return NodeOutput(element: ElementSpec(role: .generic, properties: ["layout": "vstack", "spacing": "0", "placement": "title"]), children: children)
        case let .backButton(label, action):
            return systemButton(name: "Back", symbol: "chevron.backward", text: label, placement: "back", action: action, inputs: inputs)
        case let .sidebarToggle(action):
            return systemButton(name: "Toggle Sidebar", symbol: "sidebar.left", text: nil, placement: "sidebarToggle", action: action, inputs: inputs)
        }
    }

    private func systemButton(name: String, symbol: String, text: String?, placement: String, action: @escaping @MainActor () -> Void, inputs: NodeInputs) -> NodeOutput {
        var children = [ChildSpec(key: AnyHashable("icon"), view: Image(systemName: symbol), inputs: inputs.forElementChildren)]
        if let text { children.append(ChildSpec(key: AnyHashable("text"), view: Text(plain: text), inputs: inputs.forElementChildren)) }
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: action()
            case .pressBegan, .pressEnded, .focus, .key, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        return NodeOutput(
            element: ElementSpec(role: .button, properties: ["label": name, "placement": placement, "style": "borderless"], handler: handler),
            children: children
        )
    }
}

/// The navigation title in its bar: a heading.
struct TitleHeading: View, BuiltinView {
    typealias Body = Never
    let text: String
    let large: Bool
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .heading, text: text, properties: ["font": large ? "largeTitle" : "headline"]))
    }
}

struct CollapsesLabeledGroupsKey: EnvironmentKey { static let defaultValue = false }

/// A labeled `ToolbarItemGroup`: a control group in the bar, or a menu showing
/// its label where the idiom collapses such groups (iPhone, watch).
@MainActor extension LabeledToolbarItemGroupContent: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let labelName = (label as? Text)?.plainText
        if inputs.environment[CollapsesLabeledGroupsKey.self] {
            var props: [String: String] = [:]
            if let labelName { props["label"] = labelName }
            let menuEnv: NodeInputs = {
                var i = inputs.forElementChildren
                i.environment._container = .menu
                return i
            }()
            return NodeOutput(
                element: ElementSpec(role: .menuitem, properties: props, handler: { event in
                    switch event {
                    case .activate, .focus, .key, .pressBegan, .pressEnded: break
                    default: throw GraphEventError.wrongValue(event, role: .menuitem)
                    }
                }),
                children: [
                    ChildSpec(key: AnyHashable("label"), view: label, inputs: inputs.forElementChildren),
                    ChildSpec(key: AnyHashable("menu"), view: MenuElement(content: content), inputs: menuEnv),
                ]
            )
        }
        var props = ["layout": "hstack", "spacing": "0"]
        if let labelName { props["label"] = labelName }
        return NodeOutput(element: ElementSpec(role: .group, properties: props), children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}

/// A `menu` element holding views.
struct MenuElement<Content: View>: View, BuiltinView {
    typealias Body = Never
    let content: Content
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .menu), children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}
