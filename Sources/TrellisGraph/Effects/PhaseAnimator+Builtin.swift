import Foundation
import TrellisCore
import TrellisHost

/// A phase animator's node shows its content for the current phase. A run moves to the next phase as an
/// animated state change (the patch carries the phase's animation; the browser animates it) and
/// schedules the following step on the window's `AnimationClock` for when that animation is over.
@MainActor extension _PhaseAnimatorModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content _: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = node.state(orMake: PhaseAnimatorState())
        guard !phases.isEmpty else {
            RuntimeIssue.report("phaseAnimator needs at least one phase; it shows nothing.")
            return NodeOutput()
        }
        let phases = phases, animation = animation
        state.count = phases.count
        state.loops = trigger == nil
        state.animationOf = { animation(phases[min(max($0, 0), phases.count - 1)]) }
        if state.index >= phases.count { state.index = 0 }
        if let trigger {
            if let old = state.trigger, equalIfComparable(old, trigger) == false { state.triggerChanged = true }
            state.trigger = trigger
        }
        let phase = phases[state.index]
        // The content reads state of the view around it: those reads re-run it.
        let view = node.graph.tracking(node) { content(phase) }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }

    func didMount(_ node: Node) {
        guard let state = node.state(PhaseAnimatorState.self), state.loops else { return }
        state.start(node)
    }

    func didUpdate(_ node: Node) {
        guard let state = node.state(PhaseAnimatorState.self) else { return }
        if state.loops || state.triggerChanged {
            state.triggerChanged = false
            state.start(node)
        }
    }

    func willUnmount(_ node: Node) {
        AnimationClock.of(node.graph).cancel(owner: node)
        node.state(PhaseAnimatorState.self)?.isRunning = false
    }
}

/// Where a phase animator is: its phase, the trigger it last saw, and whether a run is under way.
@MainActor
final class PhaseAnimatorState: NodeState {
    /// The shortest time between two phases (at most 30 steps a second per animator).
    static let minimumStep = 1.0 / 30

    var index = 0
    var count = 0
    var loops = false
    var trigger: Any?
    var triggerChanged = false
    var isRunning = false
    var animationOf: (Int) -> Animation? = { _ in nil }

    /// Starts a run (or the loop) with a step on the next turn, unless one is under way.
    func start(_ node: Node) {
        guard !isRunning, count > 1 || !loops else { return }
        isRunning = true
        AnimationClock.of(node.graph).schedule(after: 0, owner: node) { [weak self, weak node] in
            guard let self, let node else { return }
            self.step(node)
        }
    }

    /// Moves to the next phase with its animation; schedules the next step while the run goes on.
    func step(_ node: Node) {
        guard count > 0 else { isRunning = false; return }
        let next = (index + 1) % count
        let animation = animationOf(next)
        index = next
        withAnimation(animation) { node.invalidate() }
        node.graph.flush()
        guard loops || next != 0 else { isRunning = false; return }
        AnimationClock.of(node.graph).schedule(after: Self.duration(of: animation), owner: node) { [weak self, weak node] in
            guard let self, let node else { return }
            self.step(node)
        }
    }

    /// How long a phase's animation runs: its duration and delay at its speed.
    static func duration(of animation: Animation?) -> Double {
        guard let animation else { return minimumStep }
        let seconds = (animation.duration + animation.delay) / max(animation.speed, 0.0001)
        return max(seconds.isFinite ? seconds : 0, minimumStep)
    }
}
