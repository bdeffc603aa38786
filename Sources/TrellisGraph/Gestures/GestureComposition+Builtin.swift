import Foundation
import TrellisCore
import TrellisHost

/// Two gestures' progress in one composite gesture.
@MainActor
final class PairProgress {
    var firstDone = false, secondDone = false
    var firstValue: Any?, secondValue: Any?
    var firstEnded = false, secondEnded = false
    /// `SequenceGesture`: the second gesture has started. `ExclusiveGesture`: 1 or 2 once one has won.
    var stage = 0

    func reset() {
        firstDone = false; secondDone = false
        firstValue = nil; secondValue = nil
        firstEnded = false; secondEnded = false
        stage = 0
    }
}

/// Both parts see every sample; the composite changes whenever either does and ends when both are
/// done, if at least one of them ended.
extension SimultaneousGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let p = slot.state { PairProgress() }
        if sample.phase == .began { p.reset() }
        var changed = false
        if !p.firstDone {
            let outcome = AnyGestureRecognition.recognize(first, sample, slot.child(0))
            switch outcome {
            case let .changed(v), let .ended(v): p.firstValue = v; changed = true
            case .failed, .possible: break
            }
            if case .ended = outcome { p.firstEnded = true }
            p.firstDone = outcome.isFinal
        }
        if !p.secondDone {
            let outcome = AnyGestureRecognition.recognize(second, sample, slot.child(1))
            switch outcome {
            case let .changed(v), let .ended(v): p.secondValue = v; changed = true
            case .failed, .possible: break
            }
            if case .ended = outcome { p.secondEnded = true }
            p.secondDone = outcome.isFinal
        }
        let value = Value(first: p.firstValue as? First.Value, second: p.secondValue as? Second.Value)
        if p.firstDone, p.secondDone { return p.firstEnded || p.secondEnded ? .ended(value) : .failed }
        return changed ? .changed(value) : .possible
    }
}

/// The first part sees the samples until it ends; then the second starts from the sample that ended it.
extension SequenceGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let p = slot.state { PairProgress() }
        if sample.phase == .began { p.reset() }
        if p.stage == 0 {
            switch AnyGestureRecognition.recognize(first, sample, slot.child(0)) {
            case .possible: return .possible
            case .failed: return .failed
            case let .changed(v):
                p.firstValue = v
                guard let firstValue = v as? First.Value else { return .failed }
                return .changed(Value.first(firstValue))
            case let .ended(v):
                guard let firstValue = v as? First.Value else { return .failed }
                p.firstValue = v
                p.stage = 1
                AnyGestureRecognition.finish(first, slot.child(0))
                var start = sample
                start.phase = .began
                start.time = 0
                let outcome = AnyGestureRecognition.recognize(second, start, slot.child(1))
                if case let .changed(w) = outcome { return .changed(Value.second(firstValue, w as? Second.Value)) }
                if sample.phase == .ended { return .failed }
                return .changed(Value.second(firstValue, nil))
            }
        }
        guard let firstValue = p.firstValue as? First.Value else { return .failed }
        switch AnyGestureRecognition.recognize(second, sample, slot.child(1)) {
        case .possible: return .possible
        case .failed: return .failed
        case let .changed(w): return .changed(Value.second(firstValue, w as? Second.Value))
        case let .ended(w): return .ended(Value.second(firstValue, w as? Second.Value))
        }
    }
}

/// Both parts see the samples until one recognizes; that one wins and the other is finished.
extension ExclusiveGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let p = slot.state { PairProgress() }
        if sample.phase == .began { p.reset() }
        if p.stage != 2, !p.firstDone {
            let outcome = AnyGestureRecognition.recognize(first, sample, slot.child(0))
            p.firstDone = outcome.isFinal && !outcome.isRecognized
            if outcome.isRecognized, p.stage == 0 {
                p.stage = 1
                AnyGestureRecognition.finish(second, slot.child(1))
            }
            if p.stage == 1 { return wrap(outcome) { (v: First.Value) in Value.first(v) } }
        }
        if p.stage != 1, !p.secondDone {
            let outcome = AnyGestureRecognition.recognize(second, sample, slot.child(1))
            p.secondDone = outcome.isFinal && !outcome.isRecognized
            if outcome.isRecognized, p.stage == 0 {
                p.stage = 2
                AnyGestureRecognition.finish(first, slot.child(0))
            }
            if p.stage == 2 { return wrap(outcome) { (v: Second.Value) in Value.second(v) } }
        }
        return p.firstDone && p.secondDone ? .failed : .possible
    }

    private func wrap<V>(_ outcome: GestureOutcome, _ make: (V) -> Value) -> GestureOutcome {
        switch outcome {
        case let .changed(v as V): .changed(make(v))
        case let .ended(v as V): .ended(make(v))
        case .possible: .possible
        case .changed, .ended, .failed: .failed
        }
    }
}

// MARK: - Two parts

/// A gesture made of two: finishing it finishes both parts, and it has both parts' traits.
protocol GesturePair: BuiltinGesture {
    associatedtype First: Gesture
    associatedtype Second: Gesture
    var first: First { get }
    var second: Second { get }
}

extension GesturePair {
    package func finish(slot: GestureSlot) {
        AnyGestureRecognition.finish(first, slot.child(0))
        AnyGestureRecognition.finish(second, slot.child(1))
    }

    package func addTraits(to traits: inout GestureTraits) {
        AnyGestureRecognition.addTraits(first, to: &traits)
        AnyGestureRecognition.addTraits(second, to: &traits)
    }
}

extension SimultaneousGesture: GesturePair {}
extension SequenceGesture: GesturePair {}
extension ExclusiveGesture: GesturePair {}
