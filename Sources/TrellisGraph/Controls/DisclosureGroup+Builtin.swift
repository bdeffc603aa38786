import TrellisCore
import TrellisHost

/// A disclosure group is a `group` (`boxStyle=disclosure`) holding its row — a `button` with
/// `expanded` (`aria-expanded`) and the label inside — and, while expanded, the content. A click,
/// Return or Space sends `activate` to the row, which flips the binding (or the group's own state).
/// Collapsed, the content has no nodes.
@MainActor extension DisclosureGroup: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let own = node.state(orMake: DisclosureState(node: node))
        let binding = isExpanded
        let expanded = binding?.wrappedValue ?? own.isExpanded
        let enabled = inputs.environment.isEnabled
        let toggle: @MainActor () -> Void = {
            guard enabled else { return }
            if let binding { binding.wrappedValue.toggle() } else { own.toggle() }
        }
        var properties = ["boxStyle": "disclosure"]
        if let name = StaticText.of(label) { properties["label"] = name }
        let childInputs = inputs.forElementChildren
        var children = [ChildSpec(key: AnyHashable("row"), view: DisclosureRow(label: AnyView(label), isExpanded: expanded, isEnabled: enabled, toggle: toggle), inputs: childInputs)]
        if expanded { children.append(ChildSpec(key: AnyHashable("content"), view: content(), inputs: childInputs)) }
        return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
    }
}

/// The group's own expanded state when no `isExpanded:` binding is given.
@MainActor
final class DisclosureState: NodeState {
    private weak var node: Node?
    private(set) var isExpanded = false

    init(node: Node) { self.node = node }

    func toggle() {
        isExpanded.toggle()
        node?.invalidate()
    }
}

/// The row that discloses: a button whose `aria-expanded` says whether the content shows.
struct DisclosureRow: View {
    let label: AnyView
    let isExpanded: Bool
    let isEnabled: Bool
    let toggle: @MainActor () -> Void
    typealias Body = Never
}

@MainActor extension DisclosureRow: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["expanded": isExpanded ? "true" : "false", "boxStyle": "disclosureRow"]
        if !isEnabled { properties["disabled"] = "true" }
        let toggle = self.toggle
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: toggle()
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        return NodeOutput(element: ElementSpec(role: .button, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}
