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
        if let derivation {
            childInputs.environment = node.graph.derivedEnvironments.environment(derivation, from: inputs.environment, transform)
        } else {
            transform(&childInputs.environment)
        }
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

/// An environment modifier read from a view's modifier chain rather than built: a list applies the
/// ones on a `Section` (`.headerProminence(.increased)` on it) to the section it builds.
@MainActor protocol EnvironmentWriting {
    func write(to environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriting {
    func write(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension _EnvironmentTransformModifier: EnvironmentWriting {
    func write(to environment: inout EnvironmentValues) { transform(&environment) }
}

@MainActor
enum EnvironmentWritings {
    /// The environment modifiers in `view`'s modifier chain, outermost first (the order they apply in).
    static func all(in view: any View) -> [any EnvironmentWriting] {
        var writers: [any EnvironmentWriting] = []
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let writer = modified.anyModifier as? any EnvironmentWriting { writers.append(writer) }
            current = modified.anyContent
        }
        return writers
    }
}
