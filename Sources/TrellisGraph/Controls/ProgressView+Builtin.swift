import TrellisCore
import TrellisHost

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
