import Foundation
import TrellisCore
import TrellisHost

@MainActor extension VStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        stack(StackSpelling.vstack(alignment, spacing), content, inputs)
    }

    package static var keysChildrenByPosition: Bool { true }
}

@MainActor extension HStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        stack(StackSpelling.hstack(alignment, spacing), content, inputs)
    }

    package static var keysChildrenByPosition: Bool { true }
}

@MainActor extension ZStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        stack(StackSpelling.zstack(alignment), content, inputs)
    }

    package static var keysChildrenByPosition: Bool { true }
}

/// A stack's element properties, shared by `HStack`/`VStack`/`ZStack` and their `Layout` values
/// (`HStackLayout`…, Layout/Layout+Builtin.swift), so both render alike.
@MainActor
enum StackSpelling {
    // The common stacks' properties, shared by every element that has them (no copy until one is
    // written): a row's stack and spacer cost neither a dictionary nor its building.
    private static let plainVStack = ["layout": "vstack"]
    private static let plainHStack = ["layout": "hstack"]
    static let spacer = ["layout": "spacer"]

    /// Centred stacks by spacing (`HStack(spacing: 8)` in every row), at most ``spacedLimit`` of each.
    private static var spacedVStacks: [CGFloat: [String: String]] = [:]
    private static var spacedHStacks: [CGFloat: [String: String]] = [:]
    private static let spacedLimit = 32

    /// The properties of a centred stack with `spacing`, from `cache` when a stack had them before.
    private static func spaced(_ layout: String, _ spacing: CGFloat, in cache: inout [CGFloat: [String: String]]) -> [String: String] {
        if let properties = cache[spacing] { return properties }
        let properties = ["layout": layout, "spacing": formatNumber(Double(spacing))]
        if cache.count < spacedLimit { cache[spacing] = properties }
        return properties
    }

    static func vstack(_ alignment: HorizontalAlignment, _ spacing: CGFloat?) -> [String: String] {
        if alignment == .center {
            guard let spacing else { return plainVStack }
            return spaced("vstack", spacing, in: &spacedVStacks)
        }
        var properties = ["layout": "vstack"]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        properties["alignment"] = alignment.name  // not centred (the centred ones returned above)
        if alignment.custom != nil { properties["customAlignment"] = "horizontal" }
        return properties
    }

    static func hstack(_ alignment: VerticalAlignment, _ spacing: CGFloat?) -> [String: String] {
        if alignment == .center {
            guard let spacing else { return plainHStack }
            return spaced("hstack", spacing, in: &spacedHStacks)
        }
        var properties = ["layout": "hstack"]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        properties["alignment"] = alignment.name  // not centred (the centred ones returned above)
        if alignment.custom != nil { properties["customAlignment"] = "vertical" }
        return properties
    }

    static func zstack(_ alignment: Alignment) -> [String: String] {
        var properties = ["layout": "zstack"]
        if alignment != .center { properties["alignment"] = alignment.name }
        switch (alignment.horizontal.custom != nil, alignment.vertical.custom != nil) {
        case (true, true): properties["customAlignment"] = "both"
        case (true, false): properties["customAlignment"] = "horizontal"
        case (false, true): properties["customAlignment"] = "vertical"
        case (false, false): break
        }
        return properties
    }
}

/// A stack's element, and its content as its children.
///
/// A builder block of several views (a `TupleView`) becomes the stack's own children, each keyed by
/// its position in the block, as the tuple's node would have keyed them: the same identities, one
/// node fewer per stack (a row of a list is one), as SwiftUI lays a tuple's views out in their
/// container.
@MainActor
private func stack(_ properties: [String: String], _ content: some View, _ inputs: NodeInputs) -> NodeOutput {
    let childInputs = inputs.forElementChildren
    let children = blockChildSpecs(content, childInputs) ?? [ChildSpec(key: PositionKey.first, view: content, inputs: childInputs)]
    return NodeOutput(element: ElementSpec(role: .generic, properties: properties), children: children)
}

@MainActor extension Spacer: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = StackSpelling.spacer
        if let minLength { properties["minLength"] = formatNumber(Double(minLength)) }
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties))
    }
}

@MainActor extension Divider: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .separator))
    }
}
