/// A gesture that runs an action each time its value changes (`onChanged(_:)`).
public struct _ChangedGesture<Content: Gesture>: Gesture {
    package let content: Content
    package let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture that runs an action when it ends (`onEnded(_:)`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    package let content: Content
    package let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture whose values are transformed (`map(_:)`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    package let content: Content
    package let transform: (Content.Value) -> Value
    public typealias Body = Never
}

/// A gesture that updates a `GestureState` while it is active (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    /// Called with each new value, the state to change, and the transaction to change it in.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it ends (not when it fails or is cancelled).
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` with each new value while the gesture is active; `state` goes back to its initial
    /// value when the gesture ends or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The same gesture with its values transformed.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
