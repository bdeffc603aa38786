import Foundation
import TrellisCore
import TrellisHost

/// The last value `onChanged` reported, so an unchanged value isn't reported again.
@MainActor
final class ChangedGestureValue {
    var value: Any?
}

extension _ChangedGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let outcome = AnyGestureRecognition.recognize(content, sample, slot.child(0))
        let last = slot.state { ChangedGestureValue() }
        switch outcome {
        case let .changed(value as Content.Value):
            if let previous = last.value, equalIfComparable(previous, value) == true { break }
            last.value = value
            action(value)
        case .ended, .failed:
            last.value = nil
        case .changed, .possible:
            break
        }
        return outcome
    }

    package func finish(slot: GestureSlot) {
        slot.state { ChangedGestureValue() }.value = nil
        AnyGestureRecognition.finish(content, slot.child(0))
    }

    package func addTraits(to traits: inout GestureTraits) { AnyGestureRecognition.addTraits(content, to: &traits) }
}

extension _EndedGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let outcome = AnyGestureRecognition.recognize(content, sample, slot.child(0))
        if case let .ended(value as Content.Value) = outcome { action(value) }
        return outcome
    }

    package func finish(slot: GestureSlot) { AnyGestureRecognition.finish(content, slot.child(0)) }
    package func addTraits(to traits: inout GestureTraits) { AnyGestureRecognition.addTraits(content, to: &traits) }
}

extension _MapGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        switch AnyGestureRecognition.recognize(content, sample, slot.child(0)) {
        case let .changed(value as Content.Value): .changed(transform(value))
        case let .ended(value as Content.Value): .ended(transform(value))
        case .changed, .ended, .failed: .failed
        case .possible: .possible
        }
    }

    package func finish(slot: GestureSlot) { AnyGestureRecognition.finish(content, slot.child(0)) }
    package func addTraits(to traits: inout GestureTraits) { AnyGestureRecognition.addTraits(content, to: &traits) }
}

extension AnyGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        AnyGestureRecognition.recognize(gesture, sample, slot.child(0))
    }

    package func finish(slot: GestureSlot) { AnyGestureRecognition.finish(gesture, slot.child(0)) }
    package func addTraits(to traits: inout GestureTraits) { AnyGestureRecognition.addTraits(gesture, to: &traits) }
}

/// Whether a `GestureState` holds a gesture's value (so it needs resetting).
@MainActor
final class GestureStateActivity {
    var isActive = false
}

/// `updating(_:body:)`: each new value goes through `body` into the state; the state goes back to its
/// initial value, in the reset transaction, when the gesture ends, fails or is cancelled.
extension GestureStateGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let outcome = AnyGestureRecognition.recognize(base, sample, slot.child(0))
        switch outcome {
        case let .changed(value as Base.Value):
            var current = state.box.untrackedValue
            var transaction = Transaction()
            let update: (Base.Value, inout State, inout Transaction) -> Void = body
            update(value, &current, &transaction)
            slot.state { GestureStateActivity() }.isActive = true
            let box = state.box
            withTransaction(transaction) { box.value = current }
        case .ended, .failed:
            reset(slot)
        case .changed, .possible:
            break
        }
        return outcome
    }

    package func finish(slot: GestureSlot) {
        reset(slot)
        AnyGestureRecognition.finish(base, slot.child(0))
    }

    private func reset(_ slot: GestureSlot) {
        let activity = slot.state { GestureStateActivity() }
        guard activity.isActive else { return }
        activity.isActive = false
        var transaction = Transaction()
        state.reset(state.initial, &transaction)
        let box = state.box, initial = state.initial
        withTransaction(transaction) { box.value = initial }
    }

    package func addTraits(to traits: inout GestureTraits) { AnyGestureRecognition.addTraits(base, to: &traits) }
}

@MainActor extension Optional: BuiltinGesture where Wrapped: Gesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        guard let gesture = self else { return .failed }
        return AnyGestureRecognition.recognize(gesture, sample, slot.child(0))
    }

    package func finish(slot: GestureSlot) {
        if let gesture = self { AnyGestureRecognition.finish(gesture, slot.child(0)) }
    }

    package func addTraits(to traits: inout GestureTraits) {
        if let gesture = self { AnyGestureRecognition.addTraits(gesture, to: &traits) }
    }
}
