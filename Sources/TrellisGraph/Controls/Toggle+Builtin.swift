import TrellisCore
import TrellisHost

/// A toggle renders as the control its resolved style names:
///
/// | style | element | events |
/// |---|---|---|
/// | switch | `switch` (label content, then the switch) | `setBool`, `activate` |
/// | checkbox | `checkbox` | `setBool`, `activate` |
/// | button | `button` with `toggle=true` (`aria-pressed`) | `activate` flips it |
///
/// A custom ``ToggleStyle`` draws the toggle instead: its `makeBody` becomes
/// the child, and `Toggle(configuration)` inside it draws the system control.
@MainActor extension Toggle: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let style = env._toggleStyle ?? .builtin(.automatic, tint: nil)
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn, isMixed: isMixed)
        if case let .custom(_, makeBody) = style, !isFromConfiguration {
            return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: ToggleStyleBody(configuration: configuration, makeBody: makeBody), inputs: inputs)])
        }
        var requested = ToggleStyleKind.automatic
        var properties: [String: String] = [:]
        if case let .builtin(kind, tint) = style {
            requested = kind
            if let tint { properties["tint"] = tint.hostValue }
        }
        let kind = ControlStyles.toggle(requested, idiom: env.idiom, container: env._container)
        let value = isOn.wrappedValue
        if value { properties["checked"] = "true" }
        if configuration.isMixed { properties["mixed"] = "true" }
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }
        let role: HostRole
        switch kind {
        case .button:
            role = .button
            properties["toggle"] = "true"
        case .checkbox: role = .checkbox
        case .switch, .automatic: role = .switch
        }
        if role == .button, let name = StaticText.of(label), !(label is Text) { properties["label"] = name }
        let binding = isOn
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setBool(newValue):
                guard role != .button else { throw GraphEventError.wrongValue(event, role: role) }
                if enabled { binding.wrappedValue = newValue }
            case .activate:
                if enabled { binding.wrappedValue.toggle() }
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu:
                break
            default:
                throw GraphEventError.wrongValue(event, role: role)
            }
        }
        return NodeOutput(
            element: ElementSpec(role: role, properties: properties, handler: handler),
            children: [ChildSpec(key: PositionKey.first, view: label, inputs: role == .button ? inputs.forElementChildren : inputs.forElementChildren.hidingLabelIfAsked)]
        )
    }
}

/// A custom toggle style's body, evaluated like any view body so what it
/// reads (the configuration's `isOn`) is tracked.
struct ToggleStyleBody: View {
    let configuration: ToggleStyleConfiguration
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
    var body: some View { makeBody(configuration) }
}

@MainActor extension ToggleStyleConfiguration.Label: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

@MainActor extension _ToggleStyleKindModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        childInputs.environment._toggleStyle = .builtin(kind, tint: nil)
        return passThrough(content, childInputs)
    }
}
