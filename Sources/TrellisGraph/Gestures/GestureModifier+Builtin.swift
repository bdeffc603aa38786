import Foundation
import TrellisCore
import TrellisHost

/// `gesture`, `highPriorityGesture`, `simultaneousGesture`, `onLongPressGesture`,
/// `onTapGesture(count:coordinateSpace:perform:)`: the element below gets `gesture` (the page sends
/// it pointer samples) and the traits the page needs (`longPress`, `pinch`); the samples reach this
/// node's ``GestureTracker`` through the element's ``GestureArena``.
@MainActor extension _GestureModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        guard mask.contains(.gesture) else { return passThrough(content, inputs) }
        let tracker = node.state(orMake: GestureTracker())
        tracker.gesture = gesture
        tracker.priority = priority
        var traits = GestureTraits()
        AnyGestureRecognition.addTraits(gesture, to: &traits)
        var childInputs = inputs
        childInputs.attributes.addInner("gesture", "true")
        if let duration = traits.longPress { childInputs.attributes.addInner("longPress", formatNumber(duration)) }
        if traits.pinch { childInputs.attributes.addInner("pinch", "true") }
        childInputs.attributes.addInterceptor(tracker.interceptor)
        return passThrough(content, childInputs)
    }
}

/// One attached gesture: the latest gesture value (its callbacks capture the latest state) and its
/// recognition state, which outlives rebuilds.
@MainActor
package final class GestureTracker: NodeState {
    enum Standing { case idle, tracking, won, out }

    var gesture: any Gesture = TapGesture()
    var priority = GesturePriority.normal
    var standing = Standing.idle
    let slot = GestureSlot()

    private(set) lazy var interceptor = EventInterceptor(gesture: self)

    init() {}

    func recognize(_ sample: PointerSample) -> GestureOutcome {
        AnyGestureRecognition.recognize(gesture, sample, slot)
    }

    /// The interaction is over for this gesture: undo what it set while active.
    func finish() {
        guard standing != .idle else { return }
        standing = .idle
        AnyGestureRecognition.finish(gesture, slot)
    }
}
