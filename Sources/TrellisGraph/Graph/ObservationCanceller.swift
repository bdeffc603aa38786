import Observation
import TrellisCore

/// Cancels a node's `@Observable` registration before it fires.
///
/// `withObservationTracking` registers a callback with every model a body read, and Observation
/// drops the registration only when one of those properties changes. So a body evaluated again for
/// another reason (its `@State`, its parent) registers again, and a removed view's registration
/// stays: both pile up in a model that lives on. Observation's public API has no cancel, but a
/// change to any one property of a registration cancels all of it. A node that must cancel also
/// reads a key of its own here while its body runs; ``cancel(_:)`` changes that key.
///
/// A key costs (a key path, and one more registration each evaluation: ≈ 2 µs), so a node gets one
/// only when it needs it:
/// - evaluated again while its registration is live, a node gets one for its later evaluations
///   (that first stale registration stays until it fires: at most one per node);
/// - a view type whose removed nodes' registrations outlive them gets one for every new node.
///   One removed node per type is watched (``nodeWillLeave(_:)``): when its registration dies with it, as
///   a row's does with the row's model, the type pays nothing.
@MainActor
final class ObservationCanceller: Observable {
    // LIMITATION: A view that reads an `@Observable` model and is evaluated again, or removed, before that property changes | the node's first such registration stays with the model until the property changes (one per node); later ones are cancelled, and so are removed views' once their type has been seen to outlive them | Observation's public API can't cancel a registration; Trellis cancels through a key the body reads, which costs ≈ 2 µs an evaluation, so a node reads one only once it needs to
    typealias Key = KeyPath<ObservationCanceller, Int>

    static let shared = ObservationCanceller()

    private let registrar = ObservationRegistrar()

    // `@exclusivity(unchecked)`, as in ``ViewGraph``: read on every body evaluation and transaction,
    // on the main actor, never across a call that touches the same field.

    /// Keys of removed nodes, for new ones: a key path with an argument takes ≈ 0.7 µs to make.
    @exclusivity(unchecked) private var freeKeys: [Key] = []
    @exclusivity(unchecked) private var keysMade = 0
    /// View types whose nodes read a key from their first evaluation.
    @exclusivity(unchecked) private var typesWithKeys: Set<ObjectIdentifier> = []
    /// One removed node per view type whose registration had no key: its handle lives on only if
    /// that registration outlived the node.
    @exclusivity(unchecked) private var watched: [ObjectIdentifier: WatchedRegistration] = [:]

    private struct WatchedRegistration {
        weak var handle: ObserverHandle?
    }

    /// Never stored: only its key paths are observed, one per node.
    subscript(key: Int) -> Int { key }

    /// The key `node` reads while its body runs next, if it needs one.
    func key(for node: Node) -> Key? {
        if let state = node.state(ObservationKey.self) { return state.key }
        let needsKey = node.hasLiveObservation
            || (!typesWithKeys.isEmpty && typesWithKeys.contains(node.viewType))
        guard needsKey else { return nil }
        let key = freeKeys.popLast() ?? makeKey()
        node.setState(ObservationKey(key))
        return key
    }

    private func makeKey() -> Key {
        keysMade += 1
        return \.[keysMade]
    }

    /// Records that the body now running read `key`.
    func read(_ key: Key) { registrar.access(self, keyPath: key) }

    /// Cancels the node's live registration through its key; returns false if it has none.
    @discardableResult
    func cancel(_ node: Node) -> Bool {
        guard let key = node.state(ObservationKey.self)?.key else { return false }
        // Observation calls the registration back as it cancels it: a stale generation, ignored.
        node.observationGeneration += 1
        node.hasLiveObservation = false
        registrar.willSet(self, keyPath: key)
        return true
    }

    /// A node leaving the graph: its registration is cancelled, or watched if it has no key.
    func nodeWillLeave(_ node: Node) {
        if node.hasLiveObservation, !cancel(node), watched[node.viewType] == nil {
            watched[node.viewType] = WatchedRegistration(handle: node.handle)
        }
        if let state = node.state(ObservationKey.self) {
            node.setState(nil, as: ObservationKey.self)
            freeKeys.append(state.key)
        }
    }

    /// Looks at the watched registrations whose nodes are gone (after a transaction).
    func reviewWatched() {
        guard !watched.isEmpty else { return }
        for (type, registration) in watched {
            guard let handle = registration.handle else {
                watched[type] = nil  // the registration died with its node
                continue
            }
            if handle.observer == nil {
                // The node is gone and its registration is not: the model outlives the view.
                typesWithKeys.insert(type)
                watched[type] = nil
            }
            // Otherwise the node is still held (an exit transition): look again later.
        }
    }

    /// Whether new nodes of `type` read a key from their first evaluation (for tests).
    func givesKeys(to type: any View.Type) -> Bool {
        typesWithKeys.contains(ObjectIdentifier(type))
    }
}

/// The key a node reads so that its `@Observable` registration can be cancelled.
final class ObservationKey: NodeState {
    let key: ObservationCanceller.Key
    init(_ key: ObservationCanceller.Key) { self.key = key }
}
