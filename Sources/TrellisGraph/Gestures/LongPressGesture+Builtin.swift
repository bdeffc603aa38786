import Foundation
import TrellisCore
import TrellisHost

/// A press held still: `true` from the start, over once it has lasted long enough.
@MainActor
final class PressRecognizer {
    var points = GesturePoints()
    var isPressing = false

    func read(_ sample: PointerSample, duration: Double, distance: CGFloat) -> GestureOutcome {
        switch sample.phase {
        case .began:
            points.begin(sample)
            isPressing = true
            return duration <= 0 ? .ended(true) : .changed(true)
        case .changed, .ended:
            guard points.distance(sample) <= distance, sample.time >= duration else {
                return sample.phase == .ended || points.distance(sample) > distance ? .failed : .possible
            }
            return .ended(true)
        case .cancelled:
            return .failed
        }
    }
}

extension LongPressGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        slot.state { PressRecognizer() }.read(sample, duration: minimumDuration, distance: maximumDistance)
    }

    package func addTraits(to traits: inout GestureTraits) { traits.addLongPress(minimumDuration) }
}

/// `onLongPressGesture`: `onPressingChanged` sees the press start and, when the pointer lifts (or the
/// press fails), end; the action runs once the press has lasted long enough.
@MainActor extension _LongPressAction: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let press = slot.state { PressRecognizer() }
        let duration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        let outcome = press.read(sample, duration: duration, distance: maximumDistance)
        if sample.phase == .began { pressing?(true) }
        if case .ended = outcome { action() }
        if case .failed = outcome { finish(slot: slot) }
        return outcome
    }

    package func finish(slot: GestureSlot) {
        let press = slot.state { PressRecognizer() }
        guard press.isPressing else { return }
        press.isPressing = false
        pressing?(false)
    }

    package func addTraits(to traits: inout GestureTraits) {
        traits.addLongPress(minimumDuration.isFinite ? max(0, minimumDuration) : 0.5)
    }
}
