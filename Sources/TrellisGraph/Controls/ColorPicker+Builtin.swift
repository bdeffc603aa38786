import TrellisCore
import TrellisHost

/// A colour picker is a `textbox` element with `inputType=color` (the browser's colour well), `value`
/// `#rrggbb`, and its label inside (`slot=label`). With `supportsOpacity` it is a `group` holding that
/// field and an "Opacity" slider (0…1), so the opacity is a validated slider value.
///
/// `setText` takes exactly `#rrggbb`; anything else is refused (the event fails and is logged). The
/// picked colour keeps the selection's opacity.
@MainActor extension ColorPicker: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let well = _ColorWell(selection: selection, label: label)
        guard supportsOpacity else { return well.build(inputs, node: node) }
        let binding = selection
        let opacity = Binding<Double>(
            get: { binding.wrappedValue.opacity },
            set: { value in
                var v = binding.wrappedValue
                v = ColorPickerValue(red: v.red, green: v.green, blue: v.blue, opacity: value)
                binding.wrappedValue = v
            })
        var properties = ["layout": "hstack"]
        if let name = StaticText.of(label) { properties["label"] = name }
        let childInputs = inputs.forElementChildren
        return NodeOutput(
            element: ElementSpec(role: .group, properties: properties),
            children: [
                ChildSpec(key: AnyHashable("well"), view: well, inputs: childInputs),
                ChildSpec(key: AnyHashable("opacity"), view: Slider(value: opacity, in: 0...1) { Text(verbatim: "Opacity") }.labelsHidden(), inputs: childInputs),
            ])
    }
}

/// The colour field itself.
struct _ColorWell<Label: View>: View, BuiltinView {
    let selection: Binding<ColorPickerValue>
    let label: Label
    typealias Body = Never
    static var tracksReads: Bool { true }

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        var properties: [String: String] = ["inputType": "color", "value": selection.wrappedValue.hex]
        if let name = StaticText.of(label) { properties["label"] = name }
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }
        let binding = selection
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setText(text):
                guard let picked = ColorPickerValue.parse(hex: text.lowercased(), opacity: binding.wrappedValue.opacity) else {
                    throw GraphEventError.wrongValue(event, role: .textbox)
                }
                if enabled, picked != binding.wrappedValue { binding.wrappedValue = picked }
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu, .activate:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .textbox)
            }
        }
        var labelInputs = inputs.forElementChildren
        labelInputs.attributes.addInner("slot", "label")
        return NodeOutput(element: ElementSpec(role: .textbox, properties: properties, handler: handler),
                          children: [ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs.hidingLabelIfAsked)])
    }
}
