import Foundation
import TrellisCore
import TrellisHost

@MainActor extension _IdentityModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // The id is the child's key: a new id is a new child, with fresh state.
        NodeOutput(children: [ChildSpec(key: id, view: content, inputs: inputs)])
    }
}

@MainActor extension _TagModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        passThrough(content, inputs)
    }
}
