/// A resolved, renderer-neutral element and its subtree: what a renderer draws.
///
/// The view graph keeps one host node per element-producing view (`Text`,
/// `Button`, stacks, …); modifiers such as `padding` or `font` become
/// ``properties`` of the elements below them rather than wrappers, so the DOM
/// stays as flat as the SwiftUI code reads.
///
/// Property keys and value formats are documented in `docs/PROTOCOL.md`.
public struct HostNode: Equatable, Sendable {
    public var id: HostElementID
    public var role: HostRole
    /// The literal text of a `text` element; nil for every other role.
    public var text: String?
    public var properties: [String: String]
    public var children: [HostNode]

    public init(
        id: HostElementID, role: HostRole, text: String? = nil,
        properties: [String: String] = [:], children: [HostNode] = []
    ) {
        self.id = id
        self.role = role
        self.text = text
        self.properties = properties
        self.children = children
    }
}

extension HostNode {
    /// Roles whose accessible name comes from their content, as in ARIA.
    static let namedFromContent: Set<HostRole> = [
        .button, .link, .tab, .menuitem, .menuitemcheckbox, .option, .heading, .text, .switch, .checkbox, .radio,
        .listitem, .status,
    ]

    /// The name assistive technology announces: an explicit `label` property,
    /// else the text, else (for roles named from content) the text of the subtree.
    public var accessibleName: String {
        if let label = properties["label"] { return label }
        if let text { return text }
        guard Self.namedFromContent.contains(role) else { return "" }
        return contentText
    }

    /// The visible text of this subtree, words joined by single spaces (each child counted by what it
    /// contributes to a name: see ``nameContribution``).
    public var contentText: String {
        if let text { return text }
        if properties["hidden"] == "true" { return "" }
        // A submenu's popup is not part of its item's name.
        return children.lazy.filter { $0.role != .menu }.map(\.nameContribution).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What this element adds to the name of a container named from its content: nothing when hidden
    /// from assistive technology (`accessibilityHidden`, a label's icon), its explicit label
    /// (`accessibilityLabel`, an image's label) when it has one, else its content.
    public var nameContribution: String {
        if properties["decorative"] == "true" { return "" }
        if let label = properties["label"] { return label }
        return contentText
    }

    /// Calls `body` for this node and every descendant, depth first.
    public func forEach(_ body: (HostNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }

    /// The number of elements in this subtree, itself included.
    public var count: Int { children.reduce(1) { $0 + $1.count } }
}
