import Foundation
import TrellisCore
import TrellisHost

extension BuiltinModifier {
    /// The content as the only child, with the same inputs.
    func passThrough(_ content: any View, _ inputs: NodeInputs) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }

    /// The content as the only child, with extra element properties for its element(s).
    func withAttributes(_ content: any View, _ inputs: NodeInputs, _ properties: [(String, String)]) -> NodeOutput {
        var childInputs = inputs
        for (key, value) in properties { childInputs.attributes.addInner(key, value) }
        return passThrough(content, childInputs)
    }
}

@MainActor extension _PaddingModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let i = insets
        let value = [i.top, i.leading, i.bottom, i.trailing].map { formatNumber(Double($0)) }.joined(separator: ",")
        return withAttributes(content, inputs, [("padding", value)])
    }
}

@MainActor extension _FrameModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [(String, String)] = []
        if let width { properties.append(("width", formatNumber(Double(width)))) }
        if let height { properties.append(("height", formatNumber(Double(height)))) }
        if alignment != .center { properties.append(("frameAlignment", alignment.name)) }
        return withAttributes(content, inputs, properties)
    }
}

@MainActor extension _FlexFrameModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let pairs: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var properties = pairs.compactMap { key, value in value.map { (key, formatNumber(Double($0))) } }
        if alignment != .center { properties.append(("frameAlignment", alignment.name)) }
        return withAttributes(content, inputs, properties)
    }
}

@MainActor extension _ElementPropertyModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // An empty value sets nothing (`allowsHitTesting(true)`, `blendMode(.normal)`).
        withAttributes(content, inputs, value.isEmpty ? [] : [(key, value)])
    }
}

@MainActor extension _EnvironmentKeyWritingModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        childInputs.environment[keyPath: keyPath] = value
        return passThrough(content, childInputs)
    }
}

@MainActor extension _EnvironmentTransformModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        transform(&childInputs.environment)
        return passThrough(content, childInputs)
    }
}

@MainActor extension _IdentityModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // The id is the child's key: a new id is a new child, with fresh state.
        NodeOutput(children: [ChildSpec(key: id, view: content, inputs: inputs)])
    }
}

@MainActor extension _TagModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        node.storage["tag"] = tag
        return passThrough(content, inputs)
    }
}
