public import TrellisHost
public import Foundation

extension ViewHost.Element {
    /// Sends one pointer sample, as the page does for a view with a gesture. `location` is in the
    /// element's own coordinates; the test host places elements at the window's origin.
    public func pointer(_ phase: PointerSample.Phase, at location: CGPoint, time: Double,
                        scale: Double = 1, rotation: Double = 0) throws {
        try send(.pointer(PointerSample(phase, x: Double(location.x), y: Double(location.y), time: time,
                                        scale: scale, rotation: rotation)))
    }

    /// Presses at `start`, moves to `end` in `steps` samples over `duration` seconds, and lifts there
    /// (unless `lift` is false, to look at the view mid-drag).
    public func drag(from start: CGPoint = .zero, to end: CGPoint, steps: Int = 4, duration: Double = 0.2,
                     lift: Bool = true) throws {
        try pointer(.began, at: start, time: 0)
        let count = max(1, steps)
        for step in 1...count {
            let f = Double(step) / Double(count)
            let point = CGPoint(x: Double(start.x) + (Double(end.x) - Double(start.x)) * f,
                                y: Double(start.y) + (Double(end.y) - Double(start.y)) * f)
            try pointer(.changed, at: point, time: duration * f)
        }
        if lift { try pointer(.ended, at: end, time: duration) }
    }

    /// Holds the pointer down for `duration` seconds without moving (the page's hold sample), then lifts.
    public func longPress(duration: Double = 0.5, at location: CGPoint = .zero) throws {
        try pointer(.began, at: location, time: 0)
        try pointer(.changed, at: location, time: duration)
        try pointer(.ended, at: location, time: duration)
    }

    /// A quick press and lift at `location`: what a gesture sees of a tap.
    public func pointerTap(at location: CGPoint = .zero) throws {
        try pointer(.began, at: location, time: 0)
        try pointer(.ended, at: location, time: 0.05)
    }

    /// Two fingers pinching to `scale` and turning by `degrees`, in `steps` samples, then lifting.
    public func pinch(scale: Double = 1, degrees: Double = 0, steps: Int = 4) throws {
        try pointer(.began, at: .zero, time: 0)
        let count = max(1, steps)
        for step in 1...count {
            let f = Double(step) / Double(count)
            try pointer(.changed, at: .zero, time: 0.05 * Double(step), scale: 1 + (scale - 1) * f, rotation: degrees * f)
        }
        try pointer(.ended, at: .zero, time: 0.05 * Double(count + 1), scale: scale, rotation: degrees)
    }
}
