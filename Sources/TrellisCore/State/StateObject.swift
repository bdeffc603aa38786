public import OpenCombine

/// An `ObservableObject` the view owns: created once per view identity and
/// kept while the identity lives, however often the parent re-creates the view.
///
///     final class DataModel: ObservableObject {
///         @Published var name = "Some Name"
///     }
///
///     struct MyView: View {
///         @StateObject private var model = DataModel()
///         var body: some View {
///             TextField("Name", text: $model.name)
///             Text(model.name)
///         }
///     }
///
/// The initial value is an autoclosure: the graph calls it only when the view's
/// node is first built, and links later copies of the view to that object. Each
/// change the object publishes (`objectWillChange`) re-evaluates the view once
/// in the next transaction; views that don't hold the object are untouched.
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let _handle: StateObjectHandle<ObjectType>

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        _handle = StateObjectHandle(thunk)
    }

    /// The object. Reading it before the view is in a graph (in `init`) creates
    /// an instance that the graph does not keep, as SwiftUI warns.
    public var wrappedValue: ObjectType { _handle.storage.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        let storage = _handle.storage
        return ObservedObject<ObjectType>.Wrapper(object: storage.object, source: storage.source)
    }
}

extension StateObject: GraphLinkedProperty {
    nonisolated package func link(_ context: PropertyLinkContext, index: Int) {
        let storage: StateObjectStorage<ObjectType>
        if let existing = context.storage[index] as? StateObjectStorage<ObjectType> {
            storage = existing
        } else {
            storage = _handle.unlinkedStorage ?? StateObjectStorage(_handle.thunk())
            context.storage[index] = storage
        }
        _handle.linked = storage
        context.hold(storage.source)
    }
}

/// What a `StateObject` shares with its copies: the thunk, and the node's storage once linked.
final class StateObjectHandle<ObjectType: ObservableObject>: @unchecked Sendable {
    let thunk: () -> ObjectType
    var linked: StateObjectStorage<ObjectType>?
    /// The instance made by a read before linking (kept so repeated reads agree).
    var unlinkedStorage: StateObjectStorage<ObjectType>?

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    var storage: StateObjectStorage<ObjectType> {
        if let linked { return linked }
        if let unlinkedStorage { return unlinkedStorage }
        RuntimeIssue.report("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
        let made = StateObjectStorage(thunk())
        unlinkedStorage = made
        return made
    }
}

/// A node's state object and the source its changes invalidate.
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let source = ObjectWillChangeSource()

    init(_ object: ObjectType) {
        self.object = object
        source.observe(object)
    }
}
