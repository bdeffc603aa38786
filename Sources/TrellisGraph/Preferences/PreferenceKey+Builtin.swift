import TrellisCore

/// `preference(key:value:)` and `onPreferenceChange`: writers mark the graph's preferences changed;
/// readers collect their subtree's values after the update (ViewGraph+Preferences.swift) and run the
/// action when the reduced value changed.
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
        if let last = node.state(LastValue<K.Value>.self) {
            if last.value == result { return }
            last.value = result
        } else {
            node.setState(LastValue(result))
        }
        let action = action
        node.graph.runAfterUpdate { action(result) }
    }
}
