import TrellisCore
import TrellisHost

/// A scroll view is a stack along its axis that scrolls: `scroll=vertical`,
/// `horizontal` or `both` on a `generic` element.
@MainActor extension ScrollView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        var properties = ["layout": horizontal && !vertical ? "hstack" : "vstack"]
        properties["scroll"] = horizontal && vertical ? "both" : horizontal ? "horizontal" : vertical ? "vertical" : "none"
        let indicators = inputs.environment.scrollIndicators
        if !showsIndicators || indicators == .hidden || indicators == .never { properties["scrollIndicators"] = "hidden" }
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties),
                          children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}
