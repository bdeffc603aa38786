/// A node's child nodes, in order.
///
/// Most nodes have exactly one child (a modifier's content, a button's label, a row's root): that
/// one is held as it is, not in an array of one, which would be an allocation of its own (four of a
/// table row's nine nodes; ≈ 50 bytes each).
package struct NodeChildren: RandomAccessCollection {
    private enum Storage {
        case none
        case one(Node)
        case many([Node])
    }

    private var storage: Storage

    package init() { storage = .none }

    package init(one child: Node) { storage = .one(child) }

    package init(_ nodes: [Node]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case let .many(nodes): nodes.count
        }
    }

    package subscript(position: Int) -> Node {
        switch storage {
        case let .one(node):
            precondition(position == 0, "child index out of range")
            return node
        case let .many(nodes):
            return nodes[position]
        case .none:
            preconditionFailure("child index out of range")
        }
    }

    /// Calls `body` with the stored array when there are several children.
    func withArray(_ body: ([Node]) -> Void) {
        if case let .many(nodes) = storage { body(nodes) }
    }

    /// The children as an array (made for one child; the stored one for several).
    package var array: [Node] {
        switch storage {
        case .none: []
        case let .one(node): [node]
        case let .many(nodes): nodes
        }
    }
}
