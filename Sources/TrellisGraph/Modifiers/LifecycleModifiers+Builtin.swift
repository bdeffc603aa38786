import TrellisCore

@MainActor extension _AppearanceActionModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput { passThrough(content, inputs) }

    func didMount(_ node: Node) {
        guard let appear else { return }
        node.graph.runAfterUpdate { appear() }
    }

    func willUnmount(_ node: Node) {
        // The modifier value at removal time is the latest one.
        guard let disappear = node.modifier as? _AppearanceActionModifier,
              let action = disappear.disappear else { return }
        node.graph.runAfterUpdate { action() }
    }
}

@MainActor extension _ValueActionModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput { passThrough(content, inputs) }

    func didMount(_ node: Node) {
        node.setState(LastValue(value))
        if initial {
            let action = action, value = value
            node.graph.runAfterUpdate { action(value, value) }
        }
    }

    func didUpdate(_ node: Node) {
        guard let last = node.state(LastValue<Value>.self) else { return }
        let old = last.value
        last.value = value
        guard old != value else { return }
        let action = action, value = value
        node.graph.runAfterUpdate { action(old, value) }
    }
}

@MainActor extension _TaskModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput { passThrough(content, inputs) }

    func didMount(_ node: Node) { start(node) }

    func didUpdate(_ node: Node) {
        guard let id, node.state(RunningTask.self)?.id != id else { return }
        node.state(RunningTask.self)?.task.cancel()
        start(node)
    }

    func willUnmount(_ node: Node) {
        node.state(RunningTask.self)?.task.cancel()
        node.setState(nil, as: RunningTask.self)
    }

    private func start(_ node: Node) {
        let action = action
        node.setState(RunningTask(id: id, task: Task(priority: priority) { await action() }))
    }
}

/// The value an `onChange` or `onPreferenceChange` saw last.
final class LastValue<Value>: NodeState {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A `.task`'s running task and the id it started for.
final class RunningTask: NodeState {
    let id: AnyHashable?
    let task: Task<Void, Never>
    init(id: AnyHashable?, task: Task<Void, Never>) {
        self.id = id
        self.task = task
    }
}
