public import Foundation

/// A group of keyframes that define how one animatable value changes over time.
///
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.0, duration: 0.36)
///         SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// One keyframe, resolved: where it goes, how long it takes (nil: its spring's settling time), and how.
package struct KeyframeSegment<Value: Animatable> {
    package enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }
    package var to: Value
    package var duration: TimeInterval?
    package var kind: Kind
}

/// Track content the keyframe machinery reads directly (the keyframe types, the builder's parts).
package protocol PrimitiveKeyframeTrackContent {
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>]
}

extension KeyframeTrackContent {
    /// The keyframes in order, whatever the content's shape.
    package var resolvedSegments: [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent { return primitive.segments(as: Value.self) }
        return body.resolvedSegments as? [KeyframeSegment<Value>] ?? []
    }
}

/// A keyframe that interpolates in a straight line, with an optional timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }

    public var body: LinearKeyframe<Value> { self }
    package func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// A keyframe on a cubic curve: neighbouring cubic keyframes make a smooth (Catmull-Rom) spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds; nil velocities keep the motion smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    public var body: CubicKeyframe<Value> { self }
    package func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// A keyframe that springs to its value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe springing to `to`; `duration` nil lasts the spring's settling duration.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))
    }

    public var body: SpringKeyframe<Value> { self }
    package func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe jumping to `to`.
    public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, kind: .move)
    }

    public var body: MoveKeyframe<Value> { self }
    package func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// Keyframes in sequence: what the builders make of a block, a loop or nothing.
package struct KeyframeTrackContentSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let parts: [KeyframeSegment<Value>]
    package var body: KeyframeTrackContentSequence<Value> { self }
    package func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { parts as? [KeyframeSegment<V>] ?? [] }
}

/// Builds a keyframe track's content from the keyframes in a closure.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentSequence(parts: components.flatMap(\.resolvedSegments))
    }

    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentSequence(parts: accumulated.resolvedSegments + next.resolvedSegments)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentSequence<Value>(parts: [])
    }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of one branch of an `if`/`else`.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent, PrimitiveKeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        public typealias Value = ConditionalValue
        public var body: Self { self }

        package func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
            switch storage {
            case let .first(content): content.resolvedSegments as? [KeyframeSegment<V>] ?? []
            case let .second(content): content.resolvedSegments as? [KeyframeSegment<V>] ?? []
            }
        }
    }
}
