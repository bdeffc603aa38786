import TrellisCore
import TrellisHost

/// A group box is a `group` (`boxStyle=groupBox`, a rounded card on the secondary background) named
/// by its label: the label (`slot=label`, bold) and then the content, stacked.
@MainActor extension GroupBox: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["boxStyle": "groupBox"]
        let childInputs = inputs.forElementChildren
        var children: [ChildSpec] = []
        if let label {
            if let name = StaticText.of(label) { properties["label"] = name }
            var labelInputs = childInputs
            labelInputs.attributes.addInner("slot", "label")
            children.append(ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs))
        }
        children.append(ChildSpec(key: AnyHashable("content"), view: content, inputs: childInputs))
        return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
    }
}
