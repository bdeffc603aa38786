/// A mirror of a window's host tree, kept current by applying ``HostChange``s.
///
/// Renderers that need the whole tree (the headless host, protocol tests)
/// keep one of these. Applying a change that does not fit the tree (an
/// unknown id, a move into its own subtree) throws ``HostTreeError`` rather
/// than corrupting the mirror, which makes the mirror a checker of the graph's
/// change stream too.
public final class HostTree {
    final class Element {
        var id: HostElementID
        var role: HostRole
        var text: String?
        var properties: [String: String]
        var children: [Element] = []
        weak var parent: Element?

        init(_ node: HostNode) {
            id = node.id
            role = node.role
            text = node.text
            properties = node.properties
        }

        var snapshot: HostNode {
            HostNode(id: id, role: role, text: text, properties: properties, children: children.map(\.snapshot))
        }
    }

    private let rootElement: Element
    private var elements: [HostElementID: Element] = [:]

    public init(root: HostNode = HostNode(id: .root, role: .application)) {
        rootElement = Element(root)
        elements[root.id] = rootElement
        for child in root.children { attach(child, to: rootElement, before: nil) }
    }

    /// The current tree as a value.
    public var root: HostNode { rootElement.snapshot }

    /// The current subtree of one element, if it exists.
    public func node(_ id: HostElementID) -> HostNode? { elements[id]?.snapshot }

    /// The parent of an element, if it exists and is not the root.
    public func parent(of id: HostElementID) -> HostElementID? { elements[id]?.parent?.id }

    /// The number of elements, the root included.
    public var count: Int { elements.count }

    public func apply(_ update: HostUpdate) throws {
        for change in update.changes { try apply(change) }
    }

    public func apply(_ change: HostChange) throws {
        switch change {
        case let .insert(node, parent, before):
            let parentElement = try element(parent)
            if elements[node.id] != nil { throw HostTreeError.duplicateID(node.id) }
            try checkSibling(before, in: parentElement)
            attach(node, to: parentElement, before: before)
        case let .remove(id):
            let target = try element(id)
            guard let parent = target.parent else { throw HostTreeError.cannotRemoveRoot }
            parent.children.removeAll { $0 === target }
            forget(target)
        case let .removeChildren(id):
            let target = try element(id)
            for child in target.children { forget(child) }
            target.children = []
        case let .move(id, parent, before):
            let target = try element(id)
            let newParent = try element(parent)
            var ancestor: Element? = newParent
            while let a = ancestor {
                if a === target { throw HostTreeError.moveIntoOwnSubtree(id) }
                ancestor = a.parent
            }
            if before == id { return }
            try checkSibling(before, in: newParent)
            target.parent?.children.removeAll { $0 === target }
            insert(target, into: newParent, before: before)
        case let .setProperty(id, key, value):
            try element(id).properties[key] = value
        case let .setText(id, text):
            let target = try element(id)
            guard target.text != nil else { throw HostTreeError.notText(id) }
            target.text = text
        }
    }

    private func element(_ id: HostElementID) throws -> Element {
        guard let e = elements[id] else { throw HostTreeError.unknownID(id) }
        return e
    }

    private func checkSibling(_ before: HostElementID?, in parent: Element) throws {
        guard let before else { return }
        guard parent.children.contains(where: { $0.id == before }) else {
            throw HostTreeError.notAChild(before, of: parent.id)
        }
    }

    private func attach(_ node: HostNode, to parent: Element, before: HostElementID?) {
        let e = Element(node)
        elements[node.id] = e
        insert(e, into: parent, before: before)
        for child in node.children { attach(child, to: e, before: nil) }
    }

    private func insert(_ e: Element, into parent: Element, before: HostElementID?) {
        e.parent = parent
        if let before, let i = parent.children.firstIndex(where: { $0.id == before }) {
            parent.children.insert(e, at: i)
        } else {
            parent.children.append(e)
        }
    }

    private func forget(_ e: Element) {
        elements[e.id] = nil
        for child in e.children { forget(child) }
    }
}

/// A change that does not fit the tree it was applied to.
public enum HostTreeError: Error, Equatable, CustomStringConvertible {
    case unknownID(HostElementID)
    case duplicateID(HostElementID)
    case notAChild(HostElementID, of: HostElementID)
    case moveIntoOwnSubtree(HostElementID)
    case notText(HostElementID)
    case cannotRemoveRoot

    public var description: String {
        switch self {
        case let .unknownID(id): "HostTreeError: no element \(id) in the tree"
        case let .duplicateID(id): "HostTreeError: element \(id) inserted twice"
        case let .notAChild(id, parent): "HostTreeError: \(id) is not a child of \(parent)"
        case let .moveIntoOwnSubtree(id): "HostTreeError: \(id) cannot move into its own subtree"
        case let .notText(id): "HostTreeError: \(id) is not a text element"
        case .cannotRemoveRoot: "HostTreeError: the root element cannot be removed"
        }
    }
}
