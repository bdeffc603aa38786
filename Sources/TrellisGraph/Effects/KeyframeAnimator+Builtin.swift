import Foundation
import TrellisCore
import TrellisHost

/// A keyframe animator's node shows its content for the value it rests at. A run (a trigger change, or a
/// repeating animator appearing) computes the whole timeline once, evaluates the content at 30 samples a
/// second, and hands the browser the effects it found as one `keyframes` property; the browser plays them
/// (Web Animations). The graph keeps the end value; a finished run's samples are dropped after it ends.
@MainActor extension _KeyframeAnimatorModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content _: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = node.state(orMake: KeyframeAnimatorState())
        let rest: Value
        if let trigger {
            let current = state.value as? Value ?? initialValue
            if let old = state.trigger, equalIfComparable(old, trigger) == false {
                let timeline = timeline(current)
                state.run += 1
                state.samples = KeyframeSampling.spell(timeline, content: content, outer: inputs.attributes, loops: false, run: state.run)
                state.value = timeline.value(time: timeline.duration)
                state.endsAfter = state.samples == nil ? nil : timeline.duration
            }
            state.trigger = trigger
            rest = state.value as? Value ?? initialValue
        } else {
            let timeline = timeline(initialValue)
            rest = timeline.value(time: 0)
            if !repeating {
                state.samples = nil
            } else if state.samples == nil {
                state.run += 1
                state.samples = KeyframeSampling.spell(timeline, content: content, outer: inputs.attributes, loops: true, run: state.run)
            }
        }
        let view = node.graph.tracking(node) { content(rest) }
        var childInputs = inputs
        if let samples = state.samples { childInputs.attributes.addInner("keyframes", samples) }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: childInputs)])
    }

    func didUpdate(_ node: Node) {
        guard let state = node.state(KeyframeAnimatorState.self), let seconds = state.endsAfter else { return }
        state.endsAfter = nil
        let run = state.run
        // The page keeps the end state once the run is over; a reload shouldn't play it again.
        AnimationClock.of(node.graph).schedule(after: seconds + 0.1, owner: node) { [weak state, weak node] in
            guard let state, let node, state.run == run else { return }
            state.samples = nil
            node.invalidate()
            node.graph.flush()
        }
    }

    func willUnmount(_ node: Node) {
        AnimationClock.of(node.graph).cancel(owner: node)
    }
}

/// What a keyframe animator keeps: the value it rests at, the trigger it last saw, and its current samples.
@MainActor
final class KeyframeAnimatorState: NodeState {
    var value: Any?
    var trigger: Any?
    var run = 0
    var samples: String?
    /// Set when a run starts: its length, for dropping the samples once it is over.
    var endsAfter: Double?
}

/// Samples a timeline's effects for the browser (the `keyframes` host property).
@MainActor
enum KeyframeSampling {
    static let samplesPerSecond = 30.0
    static let maximumSamples = 300

    /// `<seconds>|<once|loop>|<run>;<frame>;…`, or nil when the effects don't change over the timeline.
    static func spell<Value>(_ timeline: KeyframeTimeline<Value>, content: (Value) -> any View, outer: Attributes,
                             loops: Bool, run: Int) -> String? {
        let duration = timeline.duration
        guard duration > 0, duration.isFinite else { return nil }
        let count = min(max(Int((duration * samplesPerSecond).rounded(.up)), 1), maximumSamples)
        let times = (0...count).map { duration * Double($0) / Double(count) }
        let frames = timeline.values(at: times).map { frame(of: content($0), outer: outer) }
        guard Set(frames).count > 1 else { return nil }
        let seconds = EffectSpelling.number(min(duration, 60))
        return ([seconds + "|" + (loops ? "loop" : "once") + "|" + String(run)] + frames).joined(separator: ";")
    }

    /// `<transform>|<filter>|<opacity>` of the element `view` puts its effects on: the effect modifiers
    /// from the outside in, down to the first modifier that makes an element or isn't an effect.
    // LIMITATION: `keyframeAnimator` content | only effects on the content's outermost view are sampled (down to the first modifier that is not an effect, `padding` or `animation`) | they are the ones that land on the element the browser animates
    static func frame(of view: any View, outer: Attributes) -> String {
        var transform = outer.values["transform"], filter = outer.values["filter"], opacity = outer.values["opacity"]
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            let modifier = modified.anyModifier
            if let effect = modifier as? _VisualEffectModifier {
                let (key, tokens) = EffectSpelling.tokens(effect.effect)
                if key == "transform" { transform = composeTransforms(outer: transform, inner: tokens) }
                else { filter = composeTransforms(outer: filter, inner: tokens) }
            } else if let attribute = modifier as? _ViewAttributeModifier {
                for (key, value) in EffectSpelling.properties(attribute.attribute) where key == "opacity" { opacity = value }
            } else if !(modifier is _AnimationModifier || modifier is _PaddingModifier) {
                break
            }
            current = modified.anyContent
        }
        return [transform ?? "", filter ?? "", opacity ?? ""].joined(separator: "|")
    }
}
