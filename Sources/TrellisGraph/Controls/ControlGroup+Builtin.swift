import TrellisCore
import TrellisHost

/// A control group is a `group` (`boxStyle=controlGroup`): its controls in a row, joined into one
/// bordered segment bar.
@MainActor extension ControlGroup: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .group, properties: ["boxStyle": "controlGroup"]),
                   children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}
