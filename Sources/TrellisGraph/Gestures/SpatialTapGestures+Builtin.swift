import Foundation
import TrellisCore
import TrellisHost

/// Taps in a row for one tap gesture: each within ``interval`` of the previous, none moving more
/// than ``slop`` points.
@MainActor
final class TapRecognizer {
    static let interval: Duration = .milliseconds(500)
    static let slop: CGFloat = 10
    var points = GesturePoints()
    private var moved = false
    private var taps = 0
    private var last: ContinuousClock.Instant?

    /// The tap's location when the `count`th tap in a row lands, nil until then (or on failure).
    func read(_ sample: PointerSample, count: Int, space: CoordinateSpace) -> (CGPoint?, failed: Bool) {
        switch sample.phase {
        case .began:
            points.begin(sample)
            moved = false
            return (nil, false)
        case .changed:
            if points.distance(sample) > Self.slop { moved = true }
            return (nil, moved)
        case .cancelled:
            taps = 0
            return (nil, true)
        case .ended:
            guard !moved, points.distance(sample) <= Self.slop else {
                taps = 0
                return (nil, true)
            }
            let now = ContinuousClock.now
            if let last, now - last <= Self.interval { taps += 1 } else { taps = 1 }
            last = now
            guard taps >= count else { return (nil, false) }
            taps = 0
            last = nil
            return (points.start(in: space), false)
        }
    }

    static func outcome(_ read: (CGPoint?, failed: Bool), _ value: (CGPoint) -> Any) -> GestureOutcome {
        if read.failed { return .failed }
        if let location = read.0 { return .ended(value(location)) }
        return .possible
    }
}

extension TapGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let tap = slot.state { TapRecognizer() }
        return TapRecognizer.outcome(tap.read(sample, count: count, space: .local)) { _ in () }
    }
}

extension SpatialTapGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let tap = slot.state { TapRecognizer() }
        return TapRecognizer.outcome(tap.read(sample, count: count, space: coordinateSpace)) { Value(location: $0) }
    }
}

@MainActor extension _SpatialTapAction: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let tap = slot.state { TapRecognizer() }
        let outcome = TapRecognizer.outcome(tap.read(sample, count: max(1, count), space: coordinateSpace)) { $0 }
        if case let .ended(location as CGPoint) = outcome { action(location) }
        return outcome
    }
}
