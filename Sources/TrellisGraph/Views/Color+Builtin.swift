import TrellisCore
import TrellisHost

@MainActor extension Color: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .generic, properties: ["layout": "color", "fill": hostValue]))
    }
}
