import TrellisCore
import TrellisHost

/// `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`: the modifier's node publishes its value in the
/// window's registry; the registry recomputes the window's focused values after an update in which a
/// published value, or the focused element, changed.
@MainActor extension _FocusedValueModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        FocusedValuesRegistry.of(node.graph).publish(self, from: node)
        return passThrough(content, inputs)
    }
    func willUnmount(_ node: Node) { FocusedValuesRegistry.of(node.graph).withdraw(node) }
}

/// A window's published focused values and its focused element.
@MainActor
final class FocusedValuesRegistry: NodeState {
    private struct Entry {
        weak var node: Node?
        var modifier: _FocusedValueModifier
        let order: Int
    }

    let source = FocusedValuesSource()
    private unowned let graph: ViewGraph
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0
    private var scheduled = false
    /// The element with the browser's focus, as its last `focus` event said.
    private(set) var focusedElement: HostElementID?

    private init(graph: ViewGraph) { self.graph = graph }

    static func of(_ graph: ViewGraph) -> FocusedValuesRegistry {
        graph.root.state(orMake: FocusedValuesRegistry(graph: graph))
    }

    func publish(_ modifier: _FocusedValueModifier, from node: Node) {
        let key = ObjectIdentifier(node)
        if let old = entries[key] {
            entries[key]?.modifier = modifier
            // The same value re-applied (a parent re-evaluated) changes nothing for the readers.
            if old.modifier.isScene == modifier.isScene, equalIfComparable(old.modifier.value, modifier.value) == true { return }
        } else {
            entries[key] = Entry(node: node, modifier: modifier, order: nextOrder)
            nextOrder += 1
        }
        if modifier.isScene || isOnFocusChain(node) { recomputeAfterUpdate() }
    }

    func withdraw(_ node: Node) {
        guard entries.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        recomputeAfterUpdate()
    }

    /// A `focus` event: `element` gained (or lost) the browser's focus.
    func focus(_ element: HostElementID, _ isFocused: Bool) {
        if isFocused {
            guard focusedElement != element else { return }
            focusedElement = element
        } else {
            guard focusedElement == element else { return }
            focusedElement = nil
        }
        refreshFocusables()
        recomputeAfterUpdate()
    }

    /// `focusable()` nodes and whether each had focus at its last build: the ones whose answer a focus change
    /// flips are built again (their views read `\.isFocused`).
    private var focusables: [ObjectIdentifier: (node: WeakNode, isFocused: Bool)] = [:]

    /// Whether `node` (a `focusable()` modifier) is on the focus chain now; it is rebuilt when that changes.
    func trackFocusable(_ node: Node) -> Bool {
        let isFocused = isOnFocusChain(node)
        focusables[ObjectIdentifier(node)] = (WeakNode(node: node), isFocused)
        return isFocused
    }

    private func refreshFocusables() {
        guard !focusables.isEmpty else { return }
        let chain = Set(focusChain().map(ObjectIdentifier.init))
        for (key, entry) in focusables {
            guard let node = entry.node.node, node.isAttached else { focusables[key] = nil; continue }
            if chain.contains(key) != entry.isFocused { node.invalidate() }
        }
    }

    private func recomputeAfterUpdate() {
        guard !scheduled else { return }
        scheduled = true
        graph.runAfterUpdate { [weak self] in
            guard let self else { return }
            self.scheduled = false
            self.source.replace(with: self.values())
        }
    }

    /// Scene values in the order they were published, then the focus chain's from the outermost in,
    /// so a value nearer the focused element wins.
    private func values() -> FocusedValues {
        var values = FocusedValues()
        for entry in entries.values.sorted(by: { $0.order < $1.order }) where entry.modifier.isScene && entry.node?.isAttached == true {
            entry.modifier.apply(&values)
        }
        for node in focusChain().reversed() {
            if let entry = entries[ObjectIdentifier(node)], !entry.modifier.isScene { entry.modifier.apply(&values) }
        }
        return values
    }

    private func focusChain() -> [Node] {
        guard let id = focusedElement, let focused = graph.elementNodes[id], focused.isAttached else { return [] }
        var chain: [Node] = []
        var node: Node? = focused
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        return chain
    }

    private func isOnFocusChain(_ node: Node) -> Bool {
        focusChain().contains { $0 === node }
    }
}

/// A `Commands` struct's properties are linked like a view's: `@FocusedValue` in it reads the window's values.
@MainActor extension _LinkedCommandsContent: ModifierBodyShim {
    var modifierValue: Any { commands }
}
