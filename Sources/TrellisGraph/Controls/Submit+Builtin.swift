import TrellisCore

/// `onSubmit`: the actions a text field's `key("return")` runs, innermost first, chained through the
/// environment.
@MainActor extension _SubmitModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // One actions object per modifier node: the environment stays equal across updates.
        let actions = node.state(orMake: SubmitActions())
        actions.triggers = triggers
        actions.action = action
        var childInputs = inputs
        actions.outer = inputs.environment._submitActions
        childInputs.environment._submitActions = actions
        return passThrough(content, childInputs)
    }
}

extension SubmitActions: NodeState {}
