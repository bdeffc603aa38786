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

/// Labeled content is a `group` named by its label, laid out as a row:
/// the label leads (`slot=label`), the content trails (`slot=value`).
@MainActor extension LabeledContent: BuiltinView where Label: View, Content: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "labeled"]
        if let title = StaticText.of(label) { properties["label"] = title }
        var labelInputs = inputs.forElementChildren
        labelInputs.attributes.addInner("slot", "label")
        var valueInputs = inputs.forElementChildren
        valueInputs.attributes.addInner("slot", "value")
        return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: [
            ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs),
            ChildSpec(key: AnyHashable("value"), view: content, inputs: valueInputs),
        ])
    }
}

@MainActor extension LabeledContent: StaticTextProviding where Label: View, Content: View {
    package var staticText: String? { StaticText.of(label) }
}
