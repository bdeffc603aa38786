public import Foundation

/// Keyframes you can evaluate at any time: a value's whole path, like a clip you can scrub.
///
///     let timeline = KeyframeTimeline(initialValue: 1.0) {
///         CubicKeyframe(1.2, duration: 0.3)
///         CubicKeyframe(1.0, duration: 0.4)
///     }
///     timeline.value(time: 0.3) // 1.2
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let keyframes: any Keyframes<Value>

    /// A timeline starting at `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        self.keyframes = content()
    }

    package init(initialValue: Value, keyframes: any Keyframes<Value>) {
        self.initialValue = initialValue
        self.keyframes = keyframes
    }

    /// The duration of the content in seconds: its longest track's.
    public var duration: TimeInterval { keyframes.resolvedDurations.max() ?? 0 }

    /// The value at `time` seconds; later tracks win where two animate the same property.
    // LIMITATION: `KeyframeTimeline.value(time:)`, `value(progress:)` | main-actor isolated | Trellis's `Animatable` is main-actor isolated (so custom shapes conform in Swift 6 mode), and values interpolate through it
    @MainActor
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in keyframes.resolvedTracks { track.apply(&value, initialValue, time) }
        return value
    }

    /// The values at each of `times`, resolving the tracks once.
    @MainActor
    package func values(at times: [Double]) -> [Value] {
        let tracks = keyframes.resolvedTracks
        return times.map { time in
            var value = initialValue
            for track in tracks { track.apply(&value, initialValue, time) }
            return value
        }
    }

    /// The value at `progress` (0 to 1) of the duration.
    @MainActor
    public func value(progress: Double) -> Value {
        value(time: duration * (progress.isFinite ? min(max(progress, 0), 1) : 0))
    }
}
