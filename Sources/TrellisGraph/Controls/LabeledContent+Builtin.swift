import TrellisCore
import TrellisHost

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
            ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs.hidingLabelIfAsked),
            ChildSpec(key: AnyHashable("value"), view: content, inputs: valueInputs),
        ])
    }
}

@MainActor extension LabeledContent: StaticTextProviding where Label: View, Content: View {
    package var staticText: String? { StaticText.of(label) }
}
