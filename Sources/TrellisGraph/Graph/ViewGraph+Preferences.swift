import TrellisCore

/// A modifier that contributes a preference value.
@MainActor
protocol PreferenceWriter {
    var keyType: ObjectIdentifier { get }
    var anyValue: Any { get }
}

/// A modifier that reads the reduced value of a preference from its subtree.
@MainActor
protocol PreferenceReader {
    func deliver(from node: Node)
}

extension ViewGraph {
    /// Recomputes every reader's value; run only when a writer was built or removed.
    func deliverPreferences() {
        for node in preferenceReaders.values where node.isAttached {
            (node.modifier as? any PreferenceReader)?.deliver(from: node)
        }
    }

    /// Calls `body` with each value written for `key` below `node`, in tree order.
    package func collectPreferences(_ key: ObjectIdentifier, in node: Node, _ body: (Any) -> Void) {
        for child in node.children {
            if let writer = child.modifier as? any PreferenceWriter, writer.keyType == key {
                body(writer.anyValue)
            }
            collectPreferences(key, in: child, body)
        }
    }
}
