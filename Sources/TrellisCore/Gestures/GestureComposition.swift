/// Two gestures recognized at the same time, each on its own.
///
///     MagnifyGesture().simultaneously(with: RotateGesture())
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each gesture's value, while it has one.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
        package init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second
    public typealias Body = Never

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture, then another: the second starts only when the first has ended.
///
///     LongPressGesture().sequenced(before: DragGesture())
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value while it runs; then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second
    public typealias Body = Never

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

// LIMITATION: `ExclusiveGesture`, `highPriorityGesture`, `gesture(_:including:)` | the first gesture to recognize wins and the others are cancelled; a higher-ranked gesture that is still possible doesn't hold a lower one back (a double tap before a single tap: the single tap fires on the first tap) | the graph decides per sample, without a timer to wait for a gesture to fail
/// Two gestures of which only one may succeed; the first is preferred.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the gesture that succeeded.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second
    public typealias Body = Never

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Either this gesture or, if it fails, `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
