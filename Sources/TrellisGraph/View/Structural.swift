import TrellisCore
import TrellisHost

// Views that only arrange other views: they own no element.

@MainActor extension EmptyView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { NodeOutput() }
}

@MainActor extension TupleView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: childSpecs(inputs))
    }

    package static var keysChildrenByPosition: Bool { true }
}

/// A builder block's views (a `TupleView`), which a stack takes as its own children.
@MainActor protocol BlockOfViews {
    /// Each view of `block`, a value of this type, keyed by its position in the block.
    static func childSpecs<Block>(of block: Block, _ inputs: NodeInputs) -> [ChildSpec]
}

extension TupleView: BlockOfViews {
    static func childSpecs<Block>(of block: Block, _ inputs: NodeInputs) -> [ChildSpec] {
        // `Block` is `Self` (``blockChildSpecs(_:_:)`` found this type by it).
        unsafeBitCast(block, to: Self.self).childSpecs(inputs)
    }

    func childSpecs(_ inputs: NodeInputs) -> [ChildSpec] {
        let views = children
        var specs: [ChildSpec] = []
        specs.reserveCapacity(views.count)
        for i in views.indices { specs.append(ChildSpec(key: PositionKey.at(i), view: views[i], inputs: inputs)) }
        return specs
    }
}

/// The child specs of `content` when it is a builder block, nil when it is one view.
///
/// Whether a type is a block is asked of the runtime once per type: `content as? any BlockOfViews`
/// on every stack's build looked through the conformance tables and boxed the block (≈ 680
/// instructions a stack, and most rows have one).
@MainActor
func blockChildSpecs<Content: View>(_ content: Content, _ inputs: NodeInputs) -> [ChildSpec]? {
    let id = ObjectIdentifier(Content.self)
    let blockType: (any BlockOfViews.Type)?
    if let known = BlockTypes.known[id] {
        blockType = known
    } else {
        blockType = Content.self as? any BlockOfViews.Type
        BlockTypes.known[id] = .some(blockType)
    }
    return blockType?.childSpecs(of: content, inputs)
}

/// Which view types are builder blocks (a program has finitely many view types).
@MainActor
private enum BlockTypes {
    static var known: [ObjectIdentifier: (any BlockOfViews.Type)?] = [:]
}

@MainActor extension _ConditionalContent: BuiltinView where TrueContent: View, FalseContent: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        switch storage {
        case let .trueContent(view): NodeOutput(children: [ChildSpec(key: PositionKey.trueBranch, view: view, inputs: inputs)])
        case let .falseContent(view): NodeOutput(children: [ChildSpec(key: PositionKey.falseBranch, view: view, inputs: inputs)])
        }
    }
}

@MainActor extension Optional: BuiltinView where Wrapped: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        guard let view = self else { return NodeOutput() }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }
}

@MainActor extension AnyView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // The wrapped type is part of the child's identity: a new type is a new view.
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }
}

@MainActor extension Group: BuiltinView where Content: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

@MainActor extension EquatableView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

@MainActor extension ForEach: BuiltinView where Content: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let count = elementCount
        var children: [ChildSpec] = []
        children.reserveCapacity(count)
        var ids: [ID] = []
        ids.reserveCapacity(count)
        // While the ids come again in the same order (a selection, an edit inside a row), each row
        // takes its node's key: no id is boxed, hashed or compared as `AnyHashable` again.
        // A row whose id is where it was (all but two in a swap) takes its node's key too.
        let last = node.state(ForEachLastIDs<ID>.self)
        // A local copy: reading the state object's array at every row checked exclusive access each time.
        let lastIDs = last?.ids ?? []
        let old = node.children
        // As many ids last time as children means no id repeated (a reconcile drops repeats), so
        // new ids that only trade places among themselves, or are what is left after removals,
        // repeat none either.
        let lastAreDistinct = last != nil && lastIDs.count == old.count
        let canReuseKeys = lastAreDistinct && lastIDs.count == count
        // Fewer ids than last time: each new id is looked for from where the last one was found,
        // skipping at most as many as were removed (a removal anywhere, js-framework-benchmark's).
        var removals = lastAreDistinct ? lastIDs.count - count : 0
        var isSubsequence = removals > 0
        var cursor = 0
        var keepsIdentities = canReuseKeys
        var moved: [Int] = []
        // A long list's old nodes are likely out of the cache (the server sat idle while the page
        // painted): the next rows' are asked for while this one is built (Node+Prefetch.swift).
        let prefetches = old.count >= 64 && Node.prefetchesRows
        for element in data {
            let id = idOf(element)
            let i = ids.count
            if prefetches, canReuseKeys || isSubsequence { Node.prefetchRows(after: isSubsequence ? cursor : i, in: old) }
            ids.append(id)
            var match = -1
            if canReuseKeys, i < lastIDs.count, lastIDs[i] == id {
                match = i
            } else if isSubsequence {
                var j = cursor
                while j < lastIDs.count, j - cursor <= removals, lastIDs[j] != id { j += 1 }
                if j < lastIDs.count, j - cursor <= removals {
                    removals -= j - cursor
                    cursor = j + 1
                    match = j
                } else {
                    isSubsequence = false
                }
            }
            if match >= 0 {
                // A row made again equal to its node's value hands on the node's value: the new
                // one is dropped unboxed, and the reconcile finds the two identical at once.
                let child = old[match]
                let row = content(element)
                let current = child.view
                let same = ValueComparisonPlan.isEnabled && ValueComparisonPlan.equal(row, toValueIn: current)
                children.append(ChildSpec(key: child.key, view: same ? current : row, inputs: inputs))
                if match != i { keepsIdentities = false }
            } else {
                keepsIdentities = false
                if canReuseKeys, moved.count <= 16 { moved.append(i) }
                children.append(ChildSpec(key: AnyHashable(id), view: content(element), inputs: inputs))
            }
        }
        if keepsIdentities, ids.count == count {
            node.childKeys = .unchanged
        } else if canReuseKeys, ids.count == count, Self.tradePlaces(moved, ids, lastIDs) {
            node.childKeys = .distinct
        } else if isSubsequence, ids.count == count {
            node.childKeys = .distinct
        }
        if let last { last.ids = ids } else { node.setState(ForEachLastIDs(ids)) }
        return NodeOutput(children: children)
    }

    /// Whether the ids at `positions` (a few: a swap, a move) are the last ids at those positions in
    /// another order. Pairs are compared (at most 16 positions): no hashing.
    private static func tradePlaces(_ positions: [Int], _ ids: [ID], _ lastIDs: [ID]) -> Bool {
        guard !positions.isEmpty, positions.count <= 16 else { return false }
        var claimed = [Bool](repeating: false, count: positions.count)
        for i in positions {
            var found = false
            for k in positions.indices where !claimed[k] && lastIDs[positions[k]] == ids[i] {
                claimed[k] = true
                found = true
                break
            }
            if !found { return false }
        }
        return true
    }

    /// The content closure runs here, so what it reads (`store.selected == row.id`)
    /// must re-run it. Reads made inside row views' own bodies stay with those rows.
    package static var tracksReads: Bool { true }

    /// Rows built inline in the closure are new values each time it runs.
    package static var comparesChildValues: Bool { true }
}

/// A `ForEach` node's ids from its last build, in order (its children's keys, unboxed).
final class ForEachLastIDs<ID: Hashable>: NodeState {
    var ids: [ID]
    init(_ ids: [ID]) { self.ids = ids }
}

@MainActor extension _ViewModifier_Content: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: provider.content, inputs: inputs)])
    }
}
