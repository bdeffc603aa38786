import TrellisCore

/// The view an animator's content closure modifies: it builds as that view.
@MainActor extension PlaceholderContentView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        guard let content else { return NodeOutput() }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}
