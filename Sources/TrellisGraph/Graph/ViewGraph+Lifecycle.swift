import TrellisCore

/// A builtin modifier that reacts to its node being added, updated or removed
/// (`onAppear`, `task`, `onChange`, preferences).
@MainActor
protocol LifecycleBuiltin: BuiltinModifier {
    func didMount(_ node: Node)
    func didUpdate(_ node: Node)
    func willUnmount(_ node: Node)
}

extension LifecycleBuiltin {
    func didMount(_ node: Node) {}
    func didUpdate(_ node: Node) {}
    func willUnmount(_ node: Node) {}
}

extension ViewGraph {
    func didMount(_ node: Node) {
        lifecycle(of: node)?.didMount(node)
    }

    func didUpdate(_ node: Node) {
        lifecycle(of: node)?.didUpdate(node)
    }

    func willUnmount(_ node: Node) {
        lifecycle(of: node)?.willUnmount(node)
    }

    private func lifecycle(of node: Node) -> (any LifecycleBuiltin)? {
        guard node.traits.hasLifecycle else { return nil }
        return node.modifier as? any LifecycleBuiltin
    }

    /// Queues an action to run once this transaction's changes are out.
    func runAfterUpdate(_ action: @escaping @MainActor () -> Void) {
        afterUpdate.append(action)
    }
}
