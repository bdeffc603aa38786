import TrellisCore
import TrellisHost

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
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren.hidingLabelIfAsked)])
    }
}
