import Foundation
import TrellisCore
import TrellisHost

/// `hoverEffect(_:isEnabled:)`: the element below gets `hoverEffect` (CSS `:hover` for mouse and pen).
@MainActor extension _HoverEffectModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        guard isEnabled else { return passThrough(content, inputs) }
        return withAttributes(content, inputs, [("hoverEffect", effect.kind.rawValue)])
    }
}

/// `onContinuousHover`: the element below gets `continuousHover`; the page sends `hoverMove` samples
/// (one per animation frame while the pointer moves over it, `ended` when it leaves).
@MainActor extension _ContinuousHoverModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let tracker = node.state(orMake: ContinuousHoverTracker())
        tracker.modifier = self
        var childInputs = inputs
        childInputs.attributes.addInner("continuousHover", "true")
        childInputs.attributes.addInterceptor(tracker.interceptor)
        return passThrough(content, childInputs)
    }
}

@MainActor
final class ContinuousHoverTracker: NodeState {
    var modifier: _ContinuousHoverModifier?
    private var isInside = false

    private(set) lazy var interceptor = EventInterceptor { [weak self] event in
        guard let self, let modifier = self.modifier, case let .hoverMove(sample) = event else { return false }
        switch sample.phase {
        case .ended, .cancelled:
            guard self.isInside else { return true }
            self.isInside = false
            modifier.action(.ended)
        case .began, .changed:
            self.isInside = true
            let point = modifier.coordinateSpace == .local ? CGPoint(x: sample.x, y: sample.y)
                : CGPoint(x: sample.windowX, y: sample.windowY)
            modifier.action(.active(point))
        }
        return true
    }
}

/// `sensoryFeedback`: when the trigger changes (and the feedback closure gives one), the element below
/// gets a new `sensoryFeedback` value (`name:count:pattern`); the page vibrates when it changes.
@MainActor extension _SensoryFeedbackModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = node.state(orMake: FeedbackState())
        if let last = state.trigger, equalIfComparable(last, trigger) != true, let cue = feedback(last, trigger) {
            state.count += 1
            state.spelling = "\(cue.name):\(state.count):" + cue.pattern.map(String.init).joined(separator: ",")
        }
        state.trigger = trigger
        guard let spelling = state.spelling else { return passThrough(content, inputs) }
        return withAttributes(content, inputs, [("sensoryFeedback", spelling)])
    }
}

@MainActor
final class FeedbackState: NodeState {
    var trigger: Any?
    var count = 0
    var spelling: String?
}
