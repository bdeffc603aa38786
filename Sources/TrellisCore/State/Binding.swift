/// A two-way connection to a value someone else owns.
///
/// A binding reads and writes through to its source (usually a `@State`), so a
/// child that reads a binding depends on the parent's state directly.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction
    let getter: @MainActor @Sendable () -> Value
    let setter: @MainActor @Sendable (Value, Transaction) -> Void
    /// What this binding reads (a state box and a path into it), for comparing bindings.
    let identity: BindingIdentity?

    @preconcurrency
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        transaction = Transaction()
        getter = get
        setter = { value, _ in set(value) }
        identity = nil
    }

    @preconcurrency
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value, Transaction) -> Void) {
        transaction = Transaction()
        getter = get
        setter = set
        identity = nil
    }

    init(
        getter: @escaping @MainActor @Sendable () -> Value,
        setter: @escaping @MainActor @Sendable (Value, Transaction) -> Void,
        identity: BindingIdentity?
    ) {
        transaction = Transaction()
        self.getter = getter
        self.setter = setter
        self.identity = identity
    }

    package init(box: StateBox<Value>) {
        self.init(
            getter: { box.value },
            setter: { value, _ in
                nonisolated(unsafe) let value = value
                box.value = value
            },
            identity: BindingIdentity(root: ObjectIdentifier(box), path: [])
        )
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        nonisolated(unsafe) let value = value
        return Binding(getter: { value }, setter: { _, _ in }, identity: nil)
    }

    public var wrappedValue: Value {
        get {
            let getter = getter
            nonisolated(unsafe) var result: Value?
            assumeMainActor { result = getter() }
            return result.unsafelyUnwrapped
        }
        nonmutating set {
            nonisolated(unsafe) let value = newValue
            let setter = setter
            let transaction = transaction
            assumeMainActor { setter(value, transaction) }
        }
    }

    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let keyPath = keyPath
        let getter = getter
        let setter = setter
        return Binding<Subject>(
            getter: { getter()[keyPath: keyPath] },
            setter: { subject, transaction in
                nonisolated(unsafe) let subject = subject
                var whole = getter()
                whole[keyPath: keyPath] = subject
                setter(whole, transaction)
            },
            identity: identity.map { BindingIdentity(root: $0.root, path: $0.path + [AnyHashable(keyPath)]) }
        )
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

/// Which storage a binding reads, so two bindings to the same place compare equal.
struct BindingIdentity: Hashable {
    var root: ObjectIdentifier
    var path: [AnyHashable]
}

extension Binding: @unchecked Sendable where Value: Sendable {}
extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding to an optional that never writes nil back as a non-optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        let getter = base.getter
        let setter = base.setter
        self.init(
            getter: { Optional(getter()) },
            setter: { value, transaction in
                nonisolated(unsafe) let value = value
                if let value { setter(value, transaction) }
            },
            identity: base.identity
        )
    }

    /// Unwraps a binding to an optional; nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        nonisolated(unsafe) let fallback = initial
        let getter = base.getter
        let setter = base.setter
        self.init(
            getter: { getter() ?? fallback },
            setter: { value, transaction in
                nonisolated(unsafe) let value = value
                setter(value, transaction)
            },
            identity: base.identity
        )
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        let getter = base.getter
        let setter = base.setter
        self.init(
            getter: { AnyHashable(getter()) },
            setter: { value, transaction in
                if let v = value.base as? V {
                    nonisolated(unsafe) let v = v
                    setter(v, transaction)
                }
            },
            identity: base.identity
        )
    }
}

extension Binding {
    /// Whether two bindings are known to read and write the same storage.
    package func isSameStorage(as other: Binding<Value>) -> Bool {
        guard let a = identity, let b = other.identity else { return false }
        return a == b
    }

    /// The current value without registering a dependency.
    @MainActor package var untrackedValue: Value { DependencyRecorder.untracked { getter() } }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        nonisolated(unsafe) let position = position
        let getter = getter
        let setter = setter
        return Binding<Value.Element>(
            getter: { getter()[position] },
            setter: { element, transaction in
                nonisolated(unsafe) let element = element
                var whole = getter()
                whole[position] = element
                setter(whole, transaction)
            },
            identity: nil
        )
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
