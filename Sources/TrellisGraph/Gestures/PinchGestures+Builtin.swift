import Foundation
import TrellisCore
import TrellisHost

/// A pinch or rotation's progress: one number (the scale, or the angle in degrees) from the samples.
@MainActor
final class PinchRecognizer {
    var start = CGPoint.zero
    private var isActive = false
    private var last = (value: 0.0, time: 0.0)
    private(set) var velocity = 0.0

    /// `measure` reads the sample's number; `rest` is its value before anything moved.
    func read(_ sample: PointerSample, rest: Double, threshold: Double, measure: (PointerSample) -> Double,
              value: (Double) -> Any) -> GestureOutcome {
        let current = measure(sample)
        switch sample.phase {
        case .began:
            start = CGPoint(x: sample.x, y: sample.y)
            isActive = false
            velocity = 0
            last = (rest, sample.time)
            return .possible
        case .changed, .ended:
            let dt = sample.time - last.time
            if dt > 0 {
                velocity = (current - last.value) / dt
                last = (current, sample.time)
            }
            if !isActive, abs(current - rest) >= threshold { isActive = true }
            guard isActive else { return sample.phase == .ended ? .failed : .possible }
            return sample.phase == .ended ? .ended(value(current)) : .changed(value(current))
        case .cancelled:
            return .failed
        }
    }
}

extension MagnifyGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let pinch = slot.state { PinchRecognizer() }
        return pinch.read(sample, rest: 1, threshold: Double(minimumScaleDelta), measure: \.scale) { scale in
            Value(time: Date(), magnification: scale, velocity: pinch.velocity, startAnchor: .center, startLocation: pinch.start)
        }
    }

    package func addTraits(to traits: inout GestureTraits) { traits.pinch = true }
}

extension MagnificationGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        slot.state { PinchRecognizer() }.read(sample, rest: 1, threshold: Double(minimumScaleDelta), measure: \.scale) { CGFloat($0) }
    }

    package func addTraits(to traits: inout GestureTraits) { traits.pinch = true }
}

extension RotateGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        let pinch = slot.state { PinchRecognizer() }
        return pinch.read(sample, rest: 0, threshold: abs(minimumAngleDelta.degrees), measure: \.rotation) { degrees in
            Value(time: Date(), rotation: .degrees(degrees), velocity: .degrees(pinch.velocity), startAnchor: .center,
                  startLocation: pinch.start)
        }
    }

    package func addTraits(to traits: inout GestureTraits) { traits.pinch = true }
}

extension RotationGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        slot.state { PinchRecognizer() }.read(sample, rest: 0, threshold: abs(minimumAngleDelta.degrees), measure: \.rotation) {
            Angle.degrees($0)
        }
    }

    package func addTraits(to traits: inout GestureTraits) { traits.pinch = true }
}
