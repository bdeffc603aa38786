public import Observation

/// Makes bindings to the properties of an `@Observable` object.
///
///     @Bindable var book: Book
///     TextField("Title", text: $book.title)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension Bindable where Value: AnyObject {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let object = wrappedValue
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(
            getter: { object[keyPath: keyPath] },
            setter: { value, _ in
                nonisolated(unsafe) let value = value
                object[keyPath: keyPath] = value
            },
            identity: BindingIdentity(root: ObjectIdentifier(object), path: [AnyHashable(keyPath)])
        )
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
extension Bindable: DynamicProperty {}
