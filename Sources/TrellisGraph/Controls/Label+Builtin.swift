import TrellisCore
import TrellisHost

/// How a `Label` renders: a `generic layout=label` element with the icon
/// (decorative: hidden from assistive technology) and the title.
///
/// The style decides what shows: `.iconOnly` keeps the title in the tree,
/// `visuallyHidden`, so the label's accessible name stays the title;
/// `.titleOnly` leaves the icon out; `.automatic` asks ``ButtonAppearance``
/// (icon only in toolbars). A custom `LabelStyle`'s body renders instead,
/// with the title and icon as placeholders.
@MainActor extension Label: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        if let top = env._labelStyles.last, !(top.style is any _SystemLabelStyle) {
            let state = LabelNodeState.of(node)
            state.title.content = title
            state.icon.content = icon
            var styleInputs = inputs
            styleInputs.environment._labelStyles.removeLast()
            let configuration = LabelStyleConfiguration(title: .init(provider: state.title), icon: .init(provider: state.icon))
            let body = node.graph.evaluateStyleBody(labelStyleBody(top.style, configuration), node: node)
            return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: body, inputs: styleInputs)])
        }
        let requested = (env._labelStyles.last?.style as? any _SystemLabelStyle)?.mode ?? .automatic
        let mode = ButtonAppearance.labelMode(requested, container: env._container)
        var children: [ChildSpec] = []
        if mode != .titleOnly {
            var iconInputs = inputs.forElementChildren
            iconInputs.environment._isLabelIcon = true
            children.append(ChildSpec(key: AnyHashable("icon"), view: icon, inputs: iconInputs))
        }
        var titleInputs = inputs.forElementChildren
        if mode == .iconOnly { titleInputs.attributes.addInner("visuallyHidden", "true") }
        children.append(ChildSpec(key: AnyHashable("title"), view: title, inputs: titleInputs))
        return NodeOutput(element: ElementSpec(role: .generic, properties: ["layout": "label"]), children: children)
    }
}

@MainActor private func labelStyleBody<S: LabelStyle>(_ style: S, _ configuration: LabelStyleConfiguration) -> any View {
    StyleBodyView(style: style) { style.makeBody(configuration: configuration) }
}

/// The title and icon a custom label style's placeholders stand for.
@MainActor
final class LabelNodeState {
    let title = ModifierContentProvider(content: EmptyView())
    let icon = ModifierContentProvider(content: EmptyView())

    static func of(_ node: Node) -> LabelNodeState {
        node.state(orMake: LabelNodeState())
    }
}

@MainActor extension LabelStyleConfiguration.Title: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: provider.content, inputs: inputs)])
    }
}

@MainActor extension LabelStyleConfiguration.Icon: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var iconInputs = inputs
        iconInputs.environment._isLabelIcon = true
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: provider.content, inputs: iconInputs)])
    }
}

struct IsLabelIconKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True for a label's icon: decorative, since the title names the label.
    var _isLabelIcon: Bool {
        get { self[IsLabelIconKey.self] }
        set { self[IsLabelIconKey.self] = newValue }
    }
}

extension LabelNodeState: NodeState {}
