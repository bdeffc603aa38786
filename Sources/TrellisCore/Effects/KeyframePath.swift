public import Foundation

/// One track's keyframes as a function of time: linear (with a unit curve), cubic Hermite (a Catmull-Rom
/// spline through neighbouring cubic keyframes), damped spring, or a jump. Values are interpolated
/// through their `animatableData`.
package struct KeyframePath<Value: Animatable> {
    let segments: [KeyframeSegment<Value>]
    /// Each segment's length in seconds (a spring without a duration lasts until it settles).
    let durations: [TimeInterval]
    package let duration: TimeInterval

    package init(segments: [KeyframeSegment<Value>]) {
        self.segments = segments
        durations = segments.map { segment in
            if case .move = segment.kind { return 0 }
            if let d = segment.duration { return d.isFinite ? max(d, 0) : 0 }
            if case let .spring(spring, _) = segment.kind { return spring.settlingDuration }
            return 0
        }
        duration = durations.reduce(0, +)
    }

    /// The value at `time` (clamped to the path), starting from `initial`.
    @MainActor
    package func value(from initial: Value, at time: TimeInterval) -> Value {
        guard !segments.isEmpty else { return initial }
        let t = time.isFinite ? min(max(time, 0), duration) : 0
        var start = initial.animatableData
        var velocity = Value.AnimatableData.zero
        var elapsed = 0.0
        for (index, segment) in segments.enumerated() {
            let d = durations[index]
            let end = segment.to.animatableData
            let isLast = index == segments.count - 1
            if case .move = segment.kind {
                start = end
                velocity = .zero
                continue
            }
            let local = t - elapsed
            if local <= d || isLast {
                var result = segment.to
                result.animatableData = interpolate(index, from: start, to: end, startVelocity: velocity, at: min(max(local, 0), d))
                return result
            }
            let next = interpolate(index, from: start, to: end, startVelocity: velocity, at: d)
            velocity = endVelocity(index, from: start, to: end, startVelocity: velocity)
            start = next
            elapsed += d
        }
        var last = initial
        last.animatableData = start
        return last
    }

    private typealias Data = Value.AnimatableData

    /// Segment `index`'s value `local` seconds in.
    @MainActor
    private func interpolate(_ index: Int, from p0: Data, to p1: Data, startVelocity v: Data, at local: Double) -> Data {
        let d = durations[index]
        guard d > 0 else { return p1 }
        let u = local / d
        switch segments[index].kind {
        case .move:
            return p1
        case let .linear(curve):
            return p0 + (p1 - p0).scaled(by: curve.value(at: u))
        case let .cubic(startVelocity, endVelocity):
            let v0 = startVelocity?.animatableData ?? v
            let v1 = endVelocity?.animatableData ?? cubicEndVelocity(index, from: p0, to: p1)
            let h00 = 2 * u * u * u - 3 * u * u + 1, h10 = u * u * u - 2 * u * u + u
            let h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
            return p0.scaled(by: h00) + v0.scaled(by: h10 * d) + p1.scaled(by: h01) + v1.scaled(by: h11 * d)
        case let .spring(spring, startVelocity):
            let v0 = startVelocity?.animatableData ?? v
            let (a, b) = spring.response(at: local)
            return p1 + (p0 - p1).scaled(by: a) + v0.scaled(by: b)
        }
    }

    /// The velocity at the end of segment `index`, which the next cubic or spring keyframe starts with.
    @MainActor
    private func endVelocity(_ index: Int, from p0: Data, to p1: Data, startVelocity v: Data) -> Data {
        let d = durations[index]
        guard d > 0 else { return .zero }
        switch segments[index].kind {
        case .move: return .zero
        case let .linear(curve): return (p1 - p0).scaled(by: curve.velocity(at: 1) / d)
        case let .cubic(_, endVelocity): return endVelocity?.animatableData ?? cubicEndVelocity(index, from: p0, to: p1)
        case .spring:
            let h = min(d, 1.0 / 240)
            let a = interpolate(index, from: p0, to: p1, startVelocity: v, at: d - h)
            let b = interpolate(index, from: p0, to: p1, startVelocity: v, at: d)
            return (b - a).scaled(by: 1 / h)
        }
    }

    /// Catmull-Rom: the slope through the neighbouring keyframes when the next one is cubic too; at rest otherwise.
    @MainActor
    private func cubicEndVelocity(_ index: Int, from p0: Data, to p1: Data) -> Data {
        let next = index + 1
        guard next < segments.count, case .cubic = segments[next].kind else { return .zero }
        let span = durations[index] + durations[next]
        guard span > 0 else { return .zero }
        return (segments[next].to.animatableData - p0).scaled(by: 1 / span)
    }
}

extension Spring {
    /// The undamped angular frequency and damping ratio of the spring (`duration` is its period).
    var physics: (omega: Double, zeta: Double) {
        let period = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1), 1) : 0
        let zeta = b >= 0 ? 1 - b : 1 / max(1 + b, 0.01)
        return (2 * .pi / period, zeta)
    }

    /// The displacement at `time` as `a·x₀ + b·v₀`, for a start displacement x₀ and velocity v₀.
    func response(at time: Double) -> (a: Double, b: Double) {
        let (w, z) = physics
        let t = max(time, 0)
        if z < 0.999 {
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-z * w * t)
            return (e * (cos(wd * t) + z * w / wd * sin(wd * t)), e * sin(wd * t) / wd)
        }
        if z <= 1.001 {
            let e = exp(-w * t)
            return (e * (1 + w * t), e * t)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (e2 - r2 * (e1 - e2) / (r1 - r2), (e1 - e2) / (r1 - r2))
    }

    /// How long the spring takes to come within 0.1% of its target from rest (at most 10 seconds).
    public var settlingDuration: TimeInterval {
        let (w, z) = physics
        let rate = z < 1 ? z * w : w * (z - (max(z * z - 1, 0)).squareRoot())
        guard rate > 0 else { return 10 }
        // The envelope e^(-rate·t) falls to 0.1%; the critically damped (1 + wt) factor needs a little longer.
        return min(log(1000) / rate * (z >= 0.999 && z <= 1.001 ? 1.35 : 1), 10)
    }
}
