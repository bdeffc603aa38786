import TrellisCore
import TrellisHost

/// Accessibility modifiers land on the content's element, like `padding`: ARIA properties
/// (`label`, `hint`, `valueText`, `identifier`, `headingLevel`, `decorative`) and, through the
/// graph-private `_ax…` attributes that ``AccessibilityResolution`` reads, a role from traits and a
/// label that wins over the element's own.
@MainActor extension AccessibilityAttachmentModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        switch attachment {
        case let .label(label): return withAttributes(content, inputs, [(AccessibilityResolution.labelKey, label)])
        case let .value(value): return withAttributes(content, inputs, [("valueText", value)])
        case let .hint(hint): return withAttributes(content, inputs, [("hint", hint)])
        case let .hidden(hidden): return withAttributes(content, inputs, hidden ? [("decorative", "true")] : [])
        case let .identifier(identifier): return withAttributes(content, inputs, [("identifier", identifier)])
        case let .traits(add, remove): return withAttributes(content, inputs, Self.traits(add: add, remove: remove, outer: inputs.attributes))
        case let .heading(level):
            var properties = Self.traits(add: .isHeader, remove: [], outer: inputs.attributes)
            if level != .unspecified { properties.append(("headingLevel", String(level.rawValue))) }
            return withAttributes(content, inputs, properties)
        case let .inputLabels(labels):
            return withAttributes(content, inputs, labels.isEmpty ? [] : [("inputLabels", labels.joined(separator: "\n"))])
        case .sortPriority, .action:
            return passThrough(content, inputs)
        }
    }

    /// Traits set further out win over these (SwiftUI applies the outer modifier last).
    static func traits(add: AccessibilityTraits, remove: AccessibilityTraits, outer: Attributes) -> [(String, String)] {
        let outerAdd = AccessibilityResolution.traits(outer.values[AccessibilityResolution.addKey])
        let outerRemove = AccessibilityResolution.traits(outer.values[AccessibilityResolution.removeKey])
        let newAdd = outerAdd.union(add.subtracting(outerRemove))
        let newRemove = outerRemove.union(remove.subtracting(outerAdd))
        return [(AccessibilityResolution.addKey, String(newAdd.bits)), (AccessibilityResolution.removeKey, String(newRemove.bits))]
    }
}

@MainActor extension _AccessibilityElementModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, [(AccessibilityResolution.childrenKey, children.kind.rawValue)])
    }
}

/// Resolves the graph-private accessibility attributes onto an element before the ordinary
/// inherited properties are copied (`ViewGraph.applyElement`).
package enum AccessibilityResolution {
    static let labelKey = "_axLabel"
    static let addKey = "_axAdd"
    static let removeKey = "_axRemove"
    static let childrenKey = "_axChildren"

    /// Roles a trait may turn into another: content that is not already a control or landmark.
    static let retargetable: Set<HostRole> = [.text, .generic, .group, .img, .heading, .none]

    static func traits(_ value: String?) -> AccessibilityTraits {
        AccessibilityTraits(bits: value.flatMap { UInt32($0) } ?? 0)
    }

    /// Whether an inherited attribute is graph-private (never a host property).
    package static func isPrivate(_ key: String) -> Bool { key.hasPrefix("_") }

    package static func apply(_ attributes: [String: String], to spec: inout ElementSpec) {
        // Most elements inherit nothing: four lookups would still hash four keys.
        guard !attributes.isEmpty else { return }
        if let label = attributes[labelKey] { spec.properties["label"] = label }
        if attributes[childrenKey] != nil, spec.role == .generic || spec.role == .none { spec.role = .group }
        let add = traits(attributes[addKey]), remove = traits(attributes[removeKey])
        guard add.bits != 0 || remove.bits != 0 else { return }
        let effective = add.subtracting(remove)
        if retargetable.contains(spec.role) {
            if effective.contains(.isHeader) { spec.role = .heading }
            else if effective.contains(.isButton) { spec.role = .button }
            else if effective.contains(.isLink) { spec.role = .link }
            else if effective.contains(.isImage) { spec.role = .img }
        }
        if remove.contains(.isHeader), spec.role == .heading { spec.role = spec.text == nil ? .group : .text }
        if effective.contains(.isSelected) { spec.properties["selected"] = "true" }
        if remove.contains(.isSelected) { spec.properties["selected"] = nil }
        if effective.contains(.isToggle), spec.role == .button { spec.properties["toggle"] = "true" }
    }
}
