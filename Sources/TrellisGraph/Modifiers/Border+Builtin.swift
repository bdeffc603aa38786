import Foundation
import TrellisCore
import TrellisHost

/// A border lands on the content's element as `borderColor` and `borderWidth`
/// (no wrapper element); the renderer draws it inside the element's frame.
@MainActor extension _BorderModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, [
            ("borderColor", style.hostStyleValue),
            ("borderWidth", formatNumber(Double(max(width, 0)))),
        ])
    }
}
