import TrellisCore
import TrellisHost

/// A gauge is a `progressbar` element (the browser's `progress`, so its value is announced):
/// `value` is where the value sits in its range (0…1), `max=1`, `gaugeStyle` `linear` or `circular`,
/// and `gaugeFill` the value in 5 % steps for the ring's CSS. The label (`slot=label`, also the
/// accessible name), current-value label (`value`) and bounds labels are inside.
@MainActor extension Gauge: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = [
            "max": "1", "value": formatNumber((fraction * 10_000).rounded() / 10_000),
            "gaugeStyle": inputs.environment._gaugeStyle.rawValue,
            "gaugeFill": String(Int((fraction * 20).rounded()) * 5),
        ]
        if let name = StaticText.of(label) { properties["label"] = name }
        let childInputs = inputs.forElementChildren
        func slot(_ name: String) -> NodeInputs {
            var slotted = childInputs
            slotted.attributes.addInner("slot", name)
            return slotted
        }
        var children = [ChildSpec(key: AnyHashable("label"), view: label, inputs: slot("label"))]
        if let currentValueLabel { children.append(ChildSpec(key: AnyHashable("value"), view: currentValueLabel, inputs: slot("value"))) }
        if let minimumValueLabel { children.append(ChildSpec(key: AnyHashable("min"), view: minimumValueLabel, inputs: slot("minimumValue"))) }
        if let maximumValueLabel { children.append(ChildSpec(key: AnyHashable("max"), view: maximumValueLabel, inputs: slot("maximumValue"))) }
        return NodeOutput(element: ElementSpec(role: .progressbar, properties: properties), children: children)
    }
}
