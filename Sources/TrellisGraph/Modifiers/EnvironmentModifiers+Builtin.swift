import Foundation
import TrellisCore
import TrellisHost

@MainActor extension _EnvironmentKeyWritingModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        childInputs.environment[keyPath: keyPath] = value
        return passThrough(content, childInputs)
    }
}

@MainActor extension _EnvironmentTransformModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        transform(&childInputs.environment)
        return passThrough(content, childInputs)
    }
}
