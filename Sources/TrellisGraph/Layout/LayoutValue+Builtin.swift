import TrellisCore

/// What a subview tells its layout: its `layoutValue`s and `layoutPriority`, kept on its
/// `LayoutSubviewSlot`'s node for `LayoutSubview`'s subscript and `priority`.
final class LayoutSubviewValues: NodeState {
    var values: [ObjectIdentifier: Any] = [:]
    var priority: Double = 0
}

extension Node {
    /// Records a value for the layout that arranges this view: on the nearest `LayoutSubviewSlot` above,
    /// if no element lies between (a value inside a stack belongs to that stack). A change after the
    /// layout has run re-runs it.
    func tellLayout(_ write: (LayoutSubviewValues) -> Bool) {
        var current = parent
        while let candidate = current {
            if candidate.view is LayoutSubviewSlot {
                let values = candidate.state(orMake: LayoutSubviewValues())
                if write(values), candidate.state(MeasuredSize.self)?.isMeasured == true { candidate.parent?.invalidate() }
                return
            }
            guard candidate.element == nil else { return }
            current = candidate.parent
        }
    }
}

@MainActor extension _LayoutValueModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let value = value
        node.tellLayout { values in
            let key = ObjectIdentifier(K.self)
            let changed = values.values[key].map { !Self.same($0, value) } ?? true
            values.values[key] = value
            return changed
        }
        return passThrough(content, inputs)
    }

    /// Whether two values are equal, for values that can say; any other value counts as changed.
    private static func same(_ old: Any, _ new: K.Value) -> Bool {
        func equal<T: Equatable>(_ a: T) -> Bool { (old as? T) == a }
        guard let new = new as? any Equatable else { return false }
        return equal(new)
    }
}
