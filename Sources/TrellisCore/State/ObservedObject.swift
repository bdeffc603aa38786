public import OpenCombine

/// An `ObservableObject` someone else owns, passed in by the parent: the view
/// re-evaluates each time the object publishes a change.
///
///     struct RowView: View {
///         @ObservedObject var item: Item
///         var body: some View {
///             Toggle(item.title, isOn: $item.isDone)
///         }
///     }
///
/// A parent that passes the same object again leaves the view alone; a
/// different object is observed instead of the old one.
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Makes bindings to the properties of the observed object: `$item.isDone`.
    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        let object: ObjectType
        let source: DependencySource

        init(object: ObjectType, source: DependencySource) {
            self.object = object
            self.source = source
        }

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object, keyPath, source: source)
        }
    }

    nonisolated(unsafe) let object: ObjectType
    nonisolated let _source: ObservedObjectSourceBox

    @preconcurrency
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    nonisolated public init(wrappedValue: ObjectType) {
        object = wrappedValue
        _source = ObservedObjectSourceBox()
    }

    public var wrappedValue: ObjectType { object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(object: object, source: _source.source)
    }

    /// The observed object, for the graph's comparison of views (by identity).
    package var _object: AnyObject { object }
}

extension ObservedObject: GraphLinkedProperty {
    nonisolated package func link(_ context: PropertyLinkContext, index: Int) {
        let source: ObjectWillChangeSource
        if let existing = context.storage[index] as? ObjectWillChangeSource {
            source = existing
        } else {
            source = ObjectWillChangeSource()
            context.storage[index] = source
        }
        source.observe(object)
        _source.source = source
        context.hold(source)
    }
}

/// Where the graph puts the node's source for an `ObservedObject` (a fresh,
/// unobserved one until linked, so `$item.x` works anywhere).
final class ObservedObjectSourceBox: @unchecked Sendable {
    var source: DependencySource = DependencySource()
    init() {}
}
