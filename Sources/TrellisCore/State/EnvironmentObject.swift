public import OpenCombine

/// An `ObservableObject` an ancestor put in the environment with
/// `.environmentObject(_:)`, found by its type.
///
///     struct ContentView: View {
///         @StateObject private var store = Store()
///         var body: some View { ListView().environmentObject(store) }
///     }
///
///     struct ListView: View {
///         @EnvironmentObject var store: Store
///         var body: some View { Text("\(store.items.count) items") }
///     }
///
/// The view re-evaluates each time the object publishes a change, and when an
/// ancestor supplies a different object. Reading it when no ancestor supplied
/// one stops the app with a message naming the type, as SwiftUI does.
@MainActor @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Makes bindings to the properties of the environment object: `$store.filter`.
    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        let object: ObjectType
        let source: DependencySource

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object, keyPath, source: source)
        }
    }

    let _box = EnvironmentObjectBox()

    nonisolated public init() {}

    public var wrappedValue: ObjectType {
        if let object = (_box.values ?? EnvironmentValues())[environmentObject: ObjectType.self] { return object }
        let message = "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
        RuntimeIssue.report(message)
        preconditionFailure(message)
    }

    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue, source: _box.source)
    }
}

extension EnvironmentObject: GraphLinkedProperty {
    nonisolated package func link(_ context: PropertyLinkContext, index: Int) {
        _box.values = context.environment
        let source: ObjectWillChangeSource
        if let existing = context.storage[index] as? ObjectWillChangeSource {
            source = existing
        } else {
            source = ObjectWillChangeSource()
            context.storage[index] = source
        }
        // Untracked: the body's own read of `wrappedValue` records the environment key.
        if let object = DependencyRecorder.untracked({ context.environment[environmentObject: ObjectType.self] }) {
            source.observe(object)
        }
        _box.source = source
        context.hold(source)
    }
}

/// Where the graph puts the node's environment and source for an `EnvironmentObject`.
final class EnvironmentObjectBox: @unchecked Sendable {
    var values: EnvironmentValues?
    var source: DependencySource = DependencySource()
    init() {}
}

/// The environment entry for `.environmentObject(_:)`: one key per object type,
/// apart from `@Observable` objects (`.environment(_:)`), compared by identity so
/// that supplying the same object again changes nothing.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: EnvironmentObjectReference<ObjectType>? { nil }
}

struct EnvironmentObjectReference<ObjectType: AnyObject>: Equatable {
    let object: ObjectType
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

extension EnvironmentValues {
    /// The object `.environmentObject(_:)` supplied for `type`, if any.
    package subscript<ObjectType: AnyObject>(environmentObject type: ObjectType.Type) -> ObjectType? {
        get { self[EnvironmentObjectKey<ObjectType>.self]?.object }
        set { self[EnvironmentObjectKey<ObjectType>.self] = newValue.map(EnvironmentObjectReference.init) }
    }
}

nonisolated extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of the views below.
    ///
    /// The object is found by its type; a descendant supplying another object
    /// of the same type overrides it for its own subtree.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentTransformModifier { $0[environmentObject: T.self] = object })
    }
}

/// A scene whose windows' content gets an environment object.
nonisolated public struct _EnvironmentObjectScene<Base: Scene, ObjectType: ObservableObject>: Scene {
    package let base: Base
    nonisolated(unsafe) package let object: ObjectType
    public typealias Body = Never
}

@MainActor extension _EnvironmentObjectScene: DescribableScene {
    package func describe(into description: inout SceneDescription) {
        var inner = SceneDescription(base)
        if let make = inner.makeContent {
            let object = object
            inner.makeContent = { AnyView(erasing: make()).environmentObject(object) }
        }
        description = inner.merging(commands: description.commands)
    }
}

nonisolated extension Scene {
    /// Supplies `object` to the `@EnvironmentObject` properties of every window's views.
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject {
        _EnvironmentObjectScene(base: self, object: object)
    }
}
