import TrellisCore
import TrellisHost

@MainActor extension Button: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [String: String] = [:]
        let enabled = inputs.environment.isEnabled
        if !enabled { properties["disabled"] = "true" }
        if let role { properties["buttonRole"] = role.name }
        let action = action
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate:
                if enabled { action() }
            case .pressBegan, .pressEnded, .focus, .key, .contextMenu:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        return NodeOutput(
            element: ElementSpec(role: .button, properties: properties, handler: handler),
            children: [ChildSpec(key: AnyHashable(0), view: label, inputs: inputs.forElementChildren)]
        )
    }
}
