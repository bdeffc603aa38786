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
        node.storage["value"] = value
        if initial {
            let action = action, value = value
            node.graph.runAfterUpdate { action(value, value) }
        }
    }

    func didUpdate(_ node: Node) {
        guard let old = node.storage["value"] as? Value else { return }
        node.storage["value"] = value
        guard old != value else { return }
        let action = action, value = value
        node.graph.runAfterUpdate { action(old, value) }
    }
}

@MainActor extension _TaskModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput { passThrough(content, inputs) }

    func didMount(_ node: Node) { start(node) }

    func didUpdate(_ node: Node) {
        guard let id, node.storage["taskID"] as? AnyHashable != id else { return }
        (node.storage["task"] as? Task<Void, Never>)?.cancel()
        start(node)
    }

    func willUnmount(_ node: Node) {
        (node.storage["task"] as? Task<Void, Never>)?.cancel()
        node.storage["task"] = nil
    }

    private func start(_ node: Node) {
        node.storage["taskID"] = id
        let action = action
        node.storage["task"] = Task(priority: priority) { await action() }
    }
}

@MainActor extension _PreferenceWritingModifier: BuiltinModifier, LifecycleBuiltin, PreferenceWriter {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        node.graph.preferencesChanged = true
        return passThrough(content, inputs)
    }
    func willUnmount(_ node: Node) { node.graph.preferencesChanged = true }
    var keyType: ObjectIdentifier { ObjectIdentifier(K.self) }
    var anyValue: Any { value }
}

@MainActor extension _PreferenceActionModifier: BuiltinModifier, LifecycleBuiltin, PreferenceReader {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput { passThrough(content, inputs) }
    func didMount(_ node: Node) {
        node.graph.preferenceReaders[ObjectIdentifier(node)] = node
        node.graph.preferencesChanged = true
    }
    func willUnmount(_ node: Node) { node.graph.preferenceReaders[ObjectIdentifier(node)] = nil }

    func deliver(from node: Node) {
        var values: [K.Value] = []
        node.graph.collectPreferences(ObjectIdentifier(K.self), in: node) { if let v = $0 as? K.Value { values.append(v) } }
        var result = K.defaultValue
        for (i, value) in values.enumerated() {
            if i == 0 { result = value } else { K.reduce(value: &result, nextValue: { value }) }
        }
        if let last = node.storage["preference"] as? K.Value, last == result { return }
        node.storage["preference"] = result
        let action = action
        node.graph.runAfterUpdate { action(result) }
    }
}
