import Foundation
import TrellisCore
import TrellisHost

/// A drag's progress: where it began, whether it has moved far enough, and its speed.
@MainActor
final class DragRecognizer {
    var points = GesturePoints()
    private var isActive = false
    private var last = (x: 0.0, y: 0.0, time: 0.0)
    private var velocity = CGSize.zero

    func read(_ sample: PointerSample, gesture: DragGesture) -> GestureOutcome {
        switch sample.phase {
        case .began:
            points.begin(sample)
            isActive = gesture.minimumDistance <= 0
            velocity = .zero
            last = (sample.windowX, sample.windowY, sample.time)
            return isActive ? .changed(value(sample, gesture)) : .possible
        case .changed, .ended:
            let dt = sample.time - last.time
            if dt > 0 {
                velocity = CGSize(width: (sample.windowX - last.x) / dt, height: (sample.windowY - last.y) / dt)
                last = (sample.windowX, sample.windowY, sample.time)
            }
            if !isActive, points.distance(sample) >= gesture.minimumDistance { isActive = true }
            guard isActive else { return sample.phase == .ended ? .failed : .possible }
            let value = value(sample, gesture)
            return sample.phase == .ended ? .ended(value) : .changed(value)
        case .cancelled:
            return .failed
        }
    }

    private func value(_ sample: PointerSample, _ gesture: DragGesture) -> DragGesture.Value {
        DragGesture.Value(time: Date(), location: points.location(sample, in: gesture.coordinateSpace),
                          startLocation: points.start(in: gesture.coordinateSpace), velocity: velocity)
    }
}

extension DragGesture: BuiltinGesture {
    package func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome {
        slot.state { DragRecognizer() }.read(sample, gesture: self)
    }
}
