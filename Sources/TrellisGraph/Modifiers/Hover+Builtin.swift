import TrellisCore
import TrellisHost

/// `onHover(perform:)`: the element below becomes `hoverable` (the browser reports the pointer
/// entering and leaving it as `hover`), and those events go to the action. Repeated reports of the
/// same state are dropped, so the action sees alternating true and false.
@MainActor extension _HoverModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let tracker = node.state(orMake: HoverTracker())
        tracker.action = action
        var childInputs = inputs
        childInputs.attributes.addInner("hoverable", "true")
        childInputs.attributes.addInterceptor(tracker.interceptor)
        return passThrough(content, childInputs)
    }
}

@MainActor
final class HoverTracker: NodeState {
    var action: (Bool) -> Void = { _ in }
    private var isHovering = false

    private(set) lazy var interceptor = EventInterceptor { [weak self] event in
        guard let self, case let .hover(inside) = event else { return false }
        if inside != self.isHovering {
            self.isHovering = inside
            self.action(inside)
        }
        return true
    }
}
