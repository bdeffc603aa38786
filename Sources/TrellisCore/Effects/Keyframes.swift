import Foundation

/// A description of how a value changes over time: tracks of keyframes, each animating one property.
///
///     KeyframeTrack(\.scale) { SpringKeyframe(1.3, duration: 0.3); SpringKeyframe(1) }
///     KeyframeTrack(\.angle) { CubicKeyframe(.degrees(20), duration: 0.2); CubicKeyframe(.zero, duration: 0.3) }
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// One track of a timeline, resolved for the root value it animates.
package struct KeyframeTrackPlan<Root> {
    package let duration: TimeInterval
    /// Writes the track's value at a time into the root, interpolating from the initial root's value.
    package let apply: @MainActor (_ root: inout Root, _ initial: Root, _ time: TimeInterval) -> Void
}

/// Keyframes the timeline reads directly (tracks, and the builder's parts). Values interpolate through
/// `Animatable`, which is main-actor isolated here, so the tracks are resolved on the main actor.
package protocol PrimitiveKeyframes {
    var trackDurations: [TimeInterval] { get }
    @MainActor func tracks<R>(as type: R.Type) -> [KeyframeTrackPlan<R>]
}

extension Keyframes {
    /// Each track's duration in declaration order.
    package var resolvedDurations: [TimeInterval] {
        if let primitive = self as? any PrimitiveKeyframes { return primitive.trackDurations }
        return body.resolvedDurations
    }

    /// The tracks in declaration order, whatever the keyframes' shape.
    @MainActor package var resolvedTracks: [KeyframeTrackPlan<Value>] {
        if let primitive = self as? any PrimitiveKeyframes { return primitive.tracks(as: Value.self) }
        return body.resolvedTracks as? [KeyframeTrackPlan<Value>] ?? []
    }
}

/// A sequence of keyframes animating a single property of a root type.
///
/// The property's type is `TrackValue` (SwiftUI's documentation calls it `Value`): `Keyframes.Value` of a track
/// is its root, so the generic parameter can't also be named `Value`. Nobody spells the arguments out.
public struct KeyframeTrack<Root, TrackValue, Content>: Keyframes, PrimitiveKeyframes
where TrackValue == Content.Value, Content: KeyframeTrackContent {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, TrackValue>?
    let content: Content

    /// A track animating the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.keyPath = nil
        self.content = content()
    }

    /// A track animating the root's property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public var body: Self { self }

    package var trackDurations: [TimeInterval] { [KeyframePath(segments: content.resolvedSegments).duration] }

    @MainActor package func tracks<R>(as type: R.Type) -> [KeyframeTrackPlan<R>] {
        let path = KeyframePath(segments: content.resolvedSegments)
        let keyPath = keyPath
        let plan = KeyframeTrackPlan<Root>(duration: path.duration) { root, initial, time in
            if let keyPath {
                root[keyPath: keyPath] = path.value(from: initial[keyPath: keyPath], at: time)
            } else if let whole = initial as? TrackValue, let value = path.value(from: whole, at: time) as? Root {
                root = value
            }
        }
        return [plan] as? [KeyframeTrackPlan<R>] ?? []
    }
}

/// Tracks side by side: what `KeyframesBuilder` makes of a block.
package struct KeyframesGroup<Value>: Keyframes, PrimitiveKeyframes {
    let parts: [any Keyframes<Value>]
    package var body: Self { self }
    package var trackDurations: [TimeInterval] { parts.flatMap(\.resolvedDurations) }
    @MainActor package func tracks<R>(as type: R.Type) -> [KeyframeTrackPlan<R>] {
        parts.flatMap { $0.resolvedTracks as? [KeyframeTrackPlan<R>] ?? [] }
    }
}

/// Combines keyframe tracks (or, for an animatable value, keyframes directly) into one value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentSequence(parts: components.flatMap(\.resolvedSegments))
    }

    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentSequence(parts: accumulated.resolvedSegments + next.resolvedSegments)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeTrackContentSequence<Value>(parts: [])
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value {
        KeyframeTrack { component }
    }

    /// Keyframes
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Value == Content.Value { expression }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value { first }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesGroup(parts: [accumulated, next])
    }

    public static func buildBlock() -> some Keyframes<Value> {
        KeyframesGroup<Value>(parts: [])
    }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value { component }
}
