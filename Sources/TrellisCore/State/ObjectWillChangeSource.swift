import Dispatch
import OpenCombine

/// An `ObservableObject`'s `objectWillChange`, as a ``DependencySource``.
///
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` each keep one per
/// node. While linked, it invalidates the node that holds the object each time
/// the object will change: the node is marked dirty once and re-evaluates in
/// the next transaction, however many `@Published` properties changed. Bindings
/// made from the wrapper's projected value (`$model.name`) report reads of it too,
/// so a control holding one updates along with the holder.
///
/// Main thread only, like every source; a change published from another
/// thread is reported (as SwiftUI does) and delivered on the main queue.
package final class ObjectWillChangeSource: DependencySource, @unchecked Sendable {
    private var subscription: AnyCancellable?
    /// The object being observed; only its identity is used.
    private weak var object: AnyObject?

    /// Observes `object` from now on (nothing to do when it already does).
    package func observe<ObjectType: ObservableObject>(_ object: ObjectType) {
        guard self.object !== object || subscription == nil else { return }
        self.object = object
        subscription = object.objectWillChange.sink { [weak self] _ in self?.objectWillChange() }
    }

    private func objectWillChange() {
        if isOnMainQueue() {
            didChange()
        } else {
            RuntimeIssue.report("Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.")
            DispatchQueue.main.async { self.didChange() }
        }
    }
}

extension PropertyLinkContext {
    /// Marks `source` as held by the view being linked: its body depends on it
    /// whether or not it reads the object (SwiftUI invalidates every view that
    /// holds an object whose `objectWillChange` fires).
    package func hold(_ source: DependencySource) {
        if !heldSources.contains(where: { $0 === source }) { heldSources.append(source) }
    }
}

/// A binding to a property of an observed object (`$model.name`).
extension Binding {
    init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, source: DependencySource) {
        nonisolated(unsafe) let object = object
        nonisolated(unsafe) let keyPath = keyPath
        self.init(
            getter: {
                source.didRead()
                return object[keyPath: keyPath]
            },
            setter: { value, _ in
                nonisolated(unsafe) let value = value
                object[keyPath: keyPath] = value
            },
            identity: BindingIdentity(root: ObjectIdentifier(object), path: [AnyHashable(keyPath)])
        )
    }
}
