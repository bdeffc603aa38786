import TrellisCore
import TrellisHost

/// A modifier the graph implements itself.
@MainActor
protocol BuiltinModifier {
    /// The output for `content` with this modifier applied.
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput
}

/// Lets the graph reach a `ModifiedContent`'s parts without knowing its generic arguments.
@MainActor
protocol ModifiedContentProtocol {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}

@MainActor extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

@MainActor extension ModifiedContent: BuiltinView where Content: View, Modifier: ViewModifier {
    package static func modifier(of view: any View) -> Any? { (view as? Self)?.modifier }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        if let builtin = node.traits.builtinModifier,
           let output = builtin.build(modifier, content: content, inputs: inputs, node: node) {
            return output
        }
        // A custom modifier: its body, with the content standing in as a placeholder view.
        let provider = node.state(orMake: ModifierContentProvider(content: content))
        provider.content = content
        let body = node.graph.evaluateModifierBody(modifier, provider: provider, node: node)
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: body, inputs: inputs)])
    }
}

extension ViewGraph {
    /// A custom modifier's `body(content:)`, tracked like a view body.
    func evaluateModifierBody<M: ViewModifier>(_ modifier: M, provider: ModifierContentProvider, node: Node) -> any View {
        let placeholder = _ViewModifier_Content<M>(provider: provider)
        let shim = ModifierBodyView(modifier: modifier, placeholder: placeholder)
        let original = node.view
        node.setView(shim)
        defer { node.setView(original) }
        return evaluateBody(node)
    }
}

/// Presents a modifier's `body(content:)` as a view body, so the same tracking applies.
struct ModifierBodyView<M: ViewModifier>: View {
    let modifier: M
    let placeholder: _ViewModifier_Content<M>
    var body: some View { modifier.body(content: placeholder) }
}

/// The shim's modifier holds the dynamic properties, not the shim.
@MainActor protocol ModifierBodyShim { var modifierValue: Any { get } }
@MainActor extension ModifierBodyView: ModifierBodyShim { var modifierValue: Any { modifier } }

extension ModifierContentProvider: NodeState {}
