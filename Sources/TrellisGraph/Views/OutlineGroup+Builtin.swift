import TrellisCore
import TrellisHost

/// An outline group renders two ways, as SwiftUI's does:
///
/// - outside a list: each element with children is a `DisclosureGroup` (its own expanded state,
///   collapsed at first) around an `OutlineGroup` of the children; a leaf is its content;
/// - in a list (read as structure, ``StructuralContent``): each shown element is a row of its own,
///   an ``OutlineRow`` tagged with the element's id (so it selects), indented by its depth
///   (`outlineLevel`), with a disclosure button (`expanded`) when it has children. Which rows are
///   expanded is the list's ``OutlineExpansion``; collapsed children are not read at all.
@MainActor extension OutlineGroup: BuiltinView where Parent: View, Leaf: View, Subgroup: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let children = roots.map { element in
            let key = AnyHashable(element[keyPath: id])
            let leaf = content(element)
            guard let kids = element[keyPath: self.children] else { return ChildSpec(key: key, view: leaf, inputs: inputs) }
            let subgroup = OutlineGroup(roots: Array(kids), id: id, children: self.children, content: content, level: level + 1)
            return ChildSpec(key: key, view: DisclosureGroup(content: { subgroup }, label: { leaf }), inputs: inputs)
        }
        return NodeOutput(children: children)
    }
}

@MainActor extension OutlineGroup: StructuralContent where Parent: View, Leaf: View, Subgroup: View {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        let expansion = OutlineExpansion.reading
        for element in roots {
            let elementID = element[keyPath: id]
            let key = AnyHashable(elementID)
            let kids = element[keyPath: children]
            let isExpanded = kids != nil && expansion?.isExpanded(key) == true
            let row = OutlineRow(key: key, level: level, isExpandable: kids != nil, isExpanded: isExpanded, expansion: expansion, content: content(element))
            guard visit(.child(row.tag(elementID), key: key)) else { return false }
            if isExpanded, let kids {
                let subgroup = OutlineGroup(roots: Array(kids), id: id, children: children, content: content, level: level + 1)
                guard visit(.child(subgroup, key: key)) else { return false }
            }
        }
        return true
    }
}

@MainActor extension OutlineSubgroupChildren: BuiltinView {
    /// Only a type in `OutlineGroup`'s signature: Trellis builds the children itself.
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { NodeOutput(children: []) }
}

/// Which outline rows of one list are expanded: a `NodeState` of the list node, handed to the
/// outline groups while the list reads its rows (``reading``). Bounded by the rows that exist:
/// only a row's own disclosure or arrow key adds its id.
@MainActor
final class OutlineExpansion: NodeState {
    private weak var node: Node?
    private var expanded: Set<AnyHashable> = []

    /// The expansion of the list reading its rows now, if any.
    private(set) static var reading: OutlineExpansion?

    init(node: Node) { self.node = node }

    /// Runs `body` (the list reading its rows) with this expansion visible to its outline groups.
    func whileReading<T>(_ body: () -> T) -> T {
        let outer = Self.reading
        Self.reading = self
        defer { Self.reading = outer }
        return body()
    }

    func isExpanded(_ key: AnyHashable) -> Bool { expanded.contains(key) }

    func set(_ key: AnyHashable, expanded isExpanded: Bool) {
        guard expanded.contains(key) != isExpanded else { return }
        if isExpanded { expanded.insert(key) } else { expanded.remove(key) }
        node?.invalidate()
    }
}

/// One element of an outline in a list: its content, indented by depth, after a disclosure button
/// when it has children. The row (``ListRow``) also takes → / ← for it (``OutlineRowProviding``).
struct OutlineRow: View, BuiltinView, OutlineRowProviding {
    let key: AnyHashable
    let level: Int
    let isExpandable: Bool
    let isExpanded: Bool
    let expansion: OutlineExpansion?
    let content: any View
    typealias Body = Never

    var outlineToggle: OutlineToggle? {
        guard isExpandable, let expansion else { return nil }
        return OutlineToggle(key: key, isExpanded: isExpanded, expansion: expansion)
    }

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let properties = ["layout": "hstack", "spacing": "6", "outlineLevel": String(min(level, 64))]
        var children: [ChildSpec] = []
        let childInputs = inputs.forElementChildren
        if let toggle = outlineToggle {
            children.append(ChildSpec(key: AnyHashable("disclosure"), view: OutlineDisclosure(toggle: toggle, name: TabList.title(of: content)), inputs: childInputs))
        } else if isExpandable || level > 0 {
            // A leaf lines up with its siblings' labels.
            children.append(ChildSpec(key: AnyHashable("spacer"), view: OutlineDisclosure(toggle: nil, name: nil), inputs: childInputs))
        }
        children.append(ChildSpec(key: PositionKey.first, view: content, inputs: childInputs))
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties), children: children)
    }
}

/// Expands or collapses one outline row.
@MainActor
struct OutlineToggle {
    let key: AnyHashable
    let isExpanded: Bool
    let expansion: OutlineExpansion

    func set(expanded: Bool) { expansion.set(key, expanded: expanded) }
}

@MainActor protocol OutlineRowProviding {
    var outlineToggle: OutlineToggle? { get }
}

extension OutlineRow {
    /// The outline toggle of a list row's view (an ``OutlineRow`` under its `.tag`), if any.
    static func toggle(of view: any View) -> OutlineToggle? {
        var current: any View = view
        while true {
            if let row = current as? any OutlineRowProviding { return row.outlineToggle }
            guard let modified = current as? any ModifiedContentProtocol else { return nil }
            current = modified.anyContent
        }
    }
}

/// The disclosure triangle of an outline row: a button with `expanded`, named "Expand <row>" /
/// "Collapse <row>"; without a toggle, an empty space of the same width.
struct OutlineDisclosure: View, BuiltinView {
    let toggle: OutlineToggle?
    let name: String?
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        guard let toggle else {
            return NodeOutput(element: ElementSpec(role: .generic, properties: ["outlineDisclosure": "none", "decorative": "true"]))
        }
        let verb = toggle.isExpanded ? "Collapse" : "Expand"
        var properties = ["outlineDisclosure": "button", "expanded": toggle.isExpanded ? "true" : "false",
                          "label": name.map { "\(verb) \($0)" } ?? verb]
        if !inputs.environment.isEnabled { properties["disabled"] = "true" }
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: toggle.set(expanded: !toggle.isExpanded)
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        return NodeOutput(element: ElementSpec(role: .button, properties: properties, handler: handler))
    }
}
