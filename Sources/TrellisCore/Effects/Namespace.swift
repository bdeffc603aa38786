import Synchronization

/// A namespace for `matchedGeometryEffect` ids: one per view identity, kept across updates.
///
///     @Namespace private var hero
///     Thumbnail().matchedGeometryEffect(id: photo.id, in: hero)
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private let box = Box(value: Namespace.next())

    public init() {}

    public var wrappedValue: Namespace.ID { ID(value: box.value) }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        package let value: Int
    }

    /// Holds the namespace's number so linking can swap in the node's own.
    final class Box: @unchecked Sendable {
        var value: Int
        init(value: Int) { self.value = value }
    }

    private static let counter = Atomic<Int>(0)
    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}

extension Namespace: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) {
        if let existing = context.storage[index] as? Box {
            box.value = existing.value
        } else {
            context.storage[index] = box
        }
    }
}
