import Foundation
import TrellisCore
import TrellisHost

/// `aspectRatio`: a box of the size offered (`aspectRatio`, `contentMode` on a `generic`), holding the
/// content sized by CSS to the largest (fit) or smallest (fill) box of that ratio. Modifiers outside it
/// (`frame`, `clipped`) land on the box, as they wrap the modifier in SwiftUI.
@MainActor extension _AspectRatioModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["contentMode": contentMode == .fit ? "fit" : "fill"]
        // A symbol is drawn in a square; other content without a ratio keeps its own (`object-fit`).
        let ratio = self.ratio ?? Self.symbolRatio(content)
        // Six decimals at most, as the host's numbers allow; a ratio beyond 1:10,000 either way is clamped.
        if let ratio { properties["aspectRatio"] = formatNumber((min(max(Double(ratio), 0.0001), 10_000) * 1e6).rounded() / 1e6) }
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: properties),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }

    private static func symbolRatio(_ content: any View) -> CGFloat? {
        guard let image = content as? Image, case .system = image.source else { return nil }
        return 1
    }
}

@MainActor extension _FixedSizeModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let value = horizontal && vertical ? "both" : horizontal ? "horizontal" : vertical ? "vertical" : nil
        guard let value else { return passThrough(content, inputs) }
        return withAttributes(content, inputs, [("fixedSize", value)])
    }
}

@MainActor extension _LayoutPriorityModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let priority = priority
        node.tellLayout { values in
            defer { values.priority = priority }
            return values.priority != priority
        }
        guard priority != 0 else { return passThrough(content, inputs) }
        return withAttributes(content, inputs, [("layoutPriority", priority > 0 ? "high" : "low")])
    }
}
