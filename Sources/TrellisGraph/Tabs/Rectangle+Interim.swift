import TrellisCore
import TrellisHost

// INTERIM (see TrellisCore/Tabs/Clipping+Interim.swift): a rectangle fills its frame
// with the foreground colour. Delete with that file when the shapes branch merges.
@MainActor extension Rectangle: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .generic, properties: ["layout": "color", "fill": inputs.environment._foregroundStyle ?? "primary"]))
    }
}
