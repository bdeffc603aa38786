/// A mirror of a window's host tree, kept current by applying ``HostChange``s.
///
/// Renderers that need the whole tree (the headless host, protocol tests)
/// keep one of these. Applying a change that does not fit the tree (an
/// unknown id, a move into its own subtree) throws ``HostTreeError`` rather
/// than corrupting the mirror, which makes the mirror a checker of the graph's
/// change stream too. With ``checksVocabulary`` it also refuses properties that
/// ``HostVocabulary`` does not declare, values of the wrong kind, and properties
/// on roles that don't use them.
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
    /// Whether changes are checked against ``HostVocabulary`` (the test host turns it on; see
    /// ``checkVocabulary()`` for the tree it starts from).
    public var checksVocabulary = false

    public init(root: HostNode = HostNode(id: .root, role: .application)) {
        rootElement = Element(root)
        elements[root.id] = rootElement
        for child in root.children { attachUnchecked(child, to: rootElement) }
    }

    /// Checks every element's properties against ``HostVocabulary``.
    public func checkVocabulary() throws { try Self.checkVocabulary(of: root, recursive: true) }

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
            try attach(node, to: parentElement, before: before)
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
            let target = try element(id)
            if key == "role", let value {
                // A role change rebuilds the element with its id, children and properties.
                target.role = HostRole(rawValue: value)
                return
            }
            if checksVocabulary, let value { try Self.check(key, value, role: target.role, id: id) }
            target.properties[key] = value
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

    private func attach(_ node: HostNode, to parent: Element, before: HostElementID?) throws {
        if checksVocabulary { try Self.checkVocabulary(of: node, recursive: false) }
        if elements[node.id] != nil { throw HostTreeError.duplicateID(node.id) }
        let e = Element(node)
        elements[node.id] = e
        insert(e, into: parent, before: before)
        for child in node.children { try attach(child, to: e, before: nil) }
    }

    private func attachUnchecked(_ node: HostNode, to parent: Element) {
        let e = Element(node)
        elements[node.id] = e
        insert(e, into: parent, before: nil)
        for child in node.children { attachUnchecked(child, to: e) }
    }

    private static func checkVocabulary(of node: HostNode, recursive: Bool) throws {
        for (key, value) in node.properties { try check(key, value, role: node.role, id: node.id) }
        if recursive { for child in node.children { try checkVocabulary(of: child, recursive: true) } }
    }

    private static func check(_ key: String, _ value: String, role: HostRole, id: HostElementID) throws {
        guard let property = HostVocabulary.byName[key] else { throw HostTreeError.undeclaredProperty(key, id) }
        guard HostVocabulary.validated(key, value) != nil else { throw HostTreeError.invalidValue(key, value, id) }
        guard property.roles.isEmpty || property.roles.contains(role) else {
            throw HostTreeError.propertyOnWrongRole(key, role, id)
        }
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
    case undeclaredProperty(String, HostElementID)
    case invalidValue(String, String, HostElementID)
    case propertyOnWrongRole(String, HostRole, HostElementID)

    public var description: String {
        switch self {
        case let .unknownID(id): "HostTreeError: no element \(id) in the tree"
        case let .duplicateID(id): "HostTreeError: element \(id) inserted twice"
        case let .notAChild(id, parent): "HostTreeError: \(id) is not a child of \(parent)"
        case let .moveIntoOwnSubtree(id): "HostTreeError: \(id) cannot move into its own subtree"
        case let .notText(id): "HostTreeError: \(id) is not a text element"
        case .cannotRemoveRoot: "HostTreeError: the root element cannot be removed"
        case let .undeclaredProperty(key, id):
            "HostTreeError: \(id) has property '\(key)', which HostVocabulary does not declare"
        case let .invalidValue(key, value, id):
            "HostTreeError: \(id) has \(key)='\(value)', not a value of its kind in HostVocabulary"
        case let .propertyOnWrongRole(key, role, id):
            "HostTreeError: \(id) is a '\(role)' element, which HostVocabulary does not list for '\(key)'"
        }
    }
}
