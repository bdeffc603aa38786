import Foundation
import TrellisCore
import TrellisHost

@MainActor extension _EnvironmentKeyWritingModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        childInputs.environment[keyPath: keyPath] = value
        return LayoutDirectionSpelling.passThrough(content, from: inputs, to: childInputs)
    }
}

@MainActor extension _EnvironmentTransformModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        transform(&childInputs.environment)
        return LayoutDirectionSpelling.passThrough(content, from: inputs, to: childInputs)
    }
}

/// `.environment(\.layoutDirection, …)` that changes the direction marks the first element below with
/// `layoutDirection`, so the renderer mirrors the subtree (`direction: rtl`).
@MainActor
enum LayoutDirectionSpelling {
    static func passThrough(_ content: any View, from inputs: NodeInputs, to childInputs: NodeInputs) -> NodeOutput {
        var childInputs = childInputs
        let direction = childInputs.environment.layoutDirection
        if direction != inputs.environment.layoutDirection {
            childInputs.attributes.addInner("layoutDirection", direction == .rightToLeft ? "rightToLeft" : "leftToRight")
        }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: childInputs)])
    }
}
