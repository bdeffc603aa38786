import TrellisCore
import TrellisHost

/// A slider is a `slider` element (`value`, `min`, `max`, `step`) holding its
/// label (`slot=label`: shown on the Mac, for accessibility elsewhere) and
/// the value labels (`slot=minimumValue` before the track, `slot=maximumValue`
/// after it). Its accessible name is the label's text.
///
/// `setNumber` is clamped to the bounds and snapped to the step before it is
/// written; a value that isn't finite is refused. `editing` drives
/// `onEditingChanged`.
@MainActor extension Slider: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let current = value.wrappedValue
        var properties: [String: String] = [
            "value": formatNumber(current.isFinite ? current : bounds.lowerBound),
            "min": formatNumber(bounds.lowerBound), "max": formatNumber(bounds.upperBound),
        ]
        if let step { properties["step"] = formatNumber(step) }
        if let name = StaticText.of(label) { properties["label"] = name }
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }

        let binding = value, bounds = bounds, step = step, onEditingChanged = onEditingChanged
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setNumber(number):
                guard number.isFinite else { throw GraphEventError.wrongValue(event, role: .slider) }
                if enabled { binding.wrappedValue = SliderValue.snap(number, in: bounds, step: step) }
            case let .editing(isEditing):
                if enabled { onEditingChanged(isEditing) }
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .slider)
            }
        }
        let childInputs = inputs.forElementChildren
        func slot(_ name: String) -> NodeInputs {
            var slotted = childInputs
            slotted.attributes.addInner("slot", name)
            return slotted
        }
        var children = [ChildSpec(key: AnyHashable("label"), view: label, inputs: slot("label").hidingLabelIfAsked)]
        if let minimumValueLabel { children.append(ChildSpec(key: AnyHashable("min"), view: minimumValueLabel, inputs: slot("minimumValue"))) }
        if let maximumValueLabel { children.append(ChildSpec(key: AnyHashable("max"), view: maximumValueLabel, inputs: slot("maximumValue"))) }
        return NodeOutput(element: ElementSpec(role: .slider, properties: properties, handler: handler), children: children)
    }
}

package enum SliderValue {
    /// Clamps to the bounds, then snaps to the nearest step from the lower bound.
    package static func snap(_ value: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        var v = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step
            v = min(v, bounds.upperBound)
        }
        return v
    }
}
