/// A value a gesture sets while it is active, back to its initial value when the gesture ends or is
/// cancelled.
///
///     @GestureState private var dragOffset = CGSize.zero
///     Circle()
///         .offset(dragOffset)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
///
/// Only a gesture's `updating(_:body:)` changes it; views read it like `@State`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let _handle: StateHandle<Value>
    package let initial: Value
    package let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        _handle = StateHandle(StateBox(wrappedValue))
        initial = wrappedValue
        self.reset = reset
    }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value now: the gesture's while it is active, the initial one otherwise.
    public var wrappedValue: Value { _handle.box.value }

    /// The state itself, to hand to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// The storage the graph keeps for this property.
    package var box: StateBox<Value> { _handle.box }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension GestureState: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) {
        if let existing = context.storage[index] as? StateBox<Value> {
            _handle.box = existing
        } else {
            context.storage[index] = _handle.box
        }
    }
}
