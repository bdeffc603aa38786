import Foundation
import TrellisCore
import TrellisHost

extension BuiltinModifier {
    /// The content as the only child, with the same inputs.
    func passThrough(_ content: any View, _ inputs: NodeInputs) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }

    /// The content as the only child, with one extra element property for its element(s). Where
    /// nothing was inherited (a row's `.background`), every row with the same value shares one
    /// ``Attributes`` rather than making its own dictionary.
    func withAttribute(_ content: any View, _ inputs: NodeInputs, _ key: String, _ value: String) -> NodeOutput {
        var childInputs = inputs
        if inputs.attributes.isEmpty {
            childInputs.attributes = SharedAttributes.single(key, value)
        } else {
            childInputs.attributes.addInner(key, value)
        }
        return passThrough(content, childInputs)
    }

    /// The content as the only child, with extra element properties for its element(s).
    func withAttributes(_ content: any View, _ inputs: NodeInputs, _ properties: [(String, String)]) -> NodeOutput {
        var childInputs = inputs
        for (key, value) in properties { childInputs.attributes.addInner(key, value) }
        return passThrough(content, childInputs)
    }
}

// LIMITATION: `.background(…)` then `.padding()` on one view | the background also covers the padding | element attributes merge onto one element; an outer padding after a background needs a wrapper element
@MainActor extension _PaddingModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // Spelled in line, not by `map` and `joined`: a closure in a main-actor function checks the
        // executor each time it runs (≈ 220 instructions, four times a padding).
        let i = insets
        let value = formatNumber(Double(i.top)) + "," + formatNumber(Double(i.leading)) + ","
            + formatNumber(Double(i.bottom)) + "," + formatNumber(Double(i.trailing))
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
        var properties: [(String, String)] = []
        for (key, value) in pairs { if let value { properties.append((key, formatNumber(Double(value)))) } }
        if alignment != .center { properties.append(("frameAlignment", alignment.name)) }
        return withAttributes(content, inputs, properties)
    }
}
