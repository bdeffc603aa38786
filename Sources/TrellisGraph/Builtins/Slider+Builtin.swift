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
        var children = [ChildSpec(key: AnyHashable("label"), view: label, inputs: slot("label"))]
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

/// A stepper is a `spinbutton` element (`value`, `min`, `max`, `step` when the
/// value is numeric) with its label inside and − / + buttons after it.
///
/// The browser sends the value it wants (`setNumber`); the stepper moves one
/// step toward it (so a stale or forged number can move it at most one step),
/// within the bounds. `activate` is not a step.
@MainActor extension Stepper: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        var properties: [String: String] = [:]
        let number = stepper.number()
        let shown = number?.value ?? 0
        properties["value"] = formatNumber(shown)
        properties["step"] = formatNumber(number?.step ?? 1)
        if let min = number?.min { properties["min"] = formatNumber(min) }
        if let max = number?.max { properties["max"] = formatNumber(max) }
        if let name = StaticText.of(label) { properties["label"] = name }
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }
        let model = stepper, onEditingChanged = onEditingChanged
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setNumber(target):
                guard target.isFinite else { throw GraphEventError.wrongValue(event, role: .spinbutton) }
                guard enabled, target != shown else { return }
                let up = target > shown
                guard model.canStep(up), let action = up ? model.increment : model.decrement else { return }
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .spinbutton)
            }
        }
        return NodeOutput(element: ElementSpec(role: .spinbutton, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}

/// A progress view is a `progressbar` element: `value` and `max=1` when
/// determinate (a bar), no value when not (a spinner); `progressStyle`
/// says `linear` or `circular`. The label and current-value label are inside.
@MainActor extension ProgressView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        if case let .custom(_, makeBody) = env._progressViewStyle, !isFromConfiguration {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fractionCompleted, label: label.map { AnyView($0) },
                currentValueLabel: currentValueLabel.map { AnyView($0) })
            return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: ProgressStyleBody(configuration: configuration, makeBody: makeBody), inputs: inputs)])
        }
        var kind = ProgressViewStyleKind.automatic
        if case let .builtin(k) = env._progressViewStyle { kind = k }
        if kind == .automatic { kind = fractionCompleted == nil ? .circular : .linear }
        var properties = ["max": "1", "progressStyle": kind.rawValue]
        if let fractionCompleted { properties["value"] = formatNumber((fractionCompleted * 10_000).rounded() / 10_000) }
        if let label, let name = StaticText.of(label) { properties["label"] = name }
        let childInputs = inputs.forElementChildren
        var valueInputs = childInputs
        valueInputs.attributes.addInner("slot", "value")
        var children: [ChildSpec] = []
        if let label { children.append(ChildSpec(key: AnyHashable("label"), view: label, inputs: childInputs)) }
        if let currentValueLabel { children.append(ChildSpec(key: AnyHashable("value"), view: currentValueLabel, inputs: valueInputs)) }
        return NodeOutput(element: ElementSpec(role: .progressbar, properties: properties), children: children)
    }
}

struct ProgressStyleBody: View {
    let configuration: ProgressViewStyleConfiguration
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    var body: some View { makeBody(configuration) }
}

@MainActor extension ProgressViewStyleConfiguration.Label: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

@MainActor extension ProgressViewStyleConfiguration.CurrentValueLabel: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}
