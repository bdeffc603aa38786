/// What a node keeps across builds for its kind of view — a button's press, a
/// navigation stack's path, a task handle, the last value `onChange` saw — found
/// by its type, one instance per type per node.
///
///     final class TapCounter: NodeState { var count = 0 }
///     let counter = node.state(orMake: TapCounter())
///
/// The view value is rebuilt on every evaluation; a ``NodeState`` lives as long
/// as the node (its identity) does.
package protocol NodeState: AnyObject {}

/// A node's states, by type: none, one held as it is, or a short list searched in order.
///
/// A node keeps none, one (a button's) or a few, so a list beats a dictionary: no key is hashed. The
/// one state of most stateful nodes is held without a list (every button of a 1,000-row table has
/// one: a list of one was an allocation of its own); its type is its key.
struct NodeStates {
    private struct Entry {
        let type: ObjectIdentifier
        let state: AnyObject
    }

    private enum Storage {
        case none
        /// One state, stored for its own class (a state stored for a superclass goes in a list).
        case one(AnyObject)
        case many([Entry])
    }

    private var storage = Storage.none

    var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    /// The state stored for `S`, if any.
    func get<S: NodeState>(_ type: S.Type) -> S? {
        let id = ObjectIdentifier(type)
        switch storage {
        case .none:
            return nil
        case let .one(state):
            // Its own class is its key: the cast can't fail.
            return ObjectIdentifier(Swift.type(of: state)) == id ? unsafeDowncast(state, to: S.self) : nil
        case let .many(entries):
            for entry in entries where entry.type == id {
                // Stored by `set(_:for:)` under its own type: the cast can't fail.
                return unsafeDowncast(entry.state, to: S.self)
            }
            return nil
        }
    }

    /// Stores `state` for `S`, or with nil drops the one there.
    mutating func set<S: NodeState>(_ state: S?, for type: S.Type) {
        let id = ObjectIdentifier(type)
        var entries: [Entry]
        switch storage {
        case .none:
            guard let state else { return }
            if ObjectIdentifier(Swift.type(of: state)) == id {
                storage = .one(state)
                return
            }
            entries = []
        case let .one(existing):
            let existingID = ObjectIdentifier(Swift.type(of: existing))
            if existingID == id {
                guard let state else { storage = .none; return }
                if ObjectIdentifier(Swift.type(of: state)) == id {
                    storage = .one(state)
                    return
                }
                entries = []  // replaced by an instance of a subclass: kept in a list, under `S`
            } else {
                guard state != nil else { return }
                entries = [Entry(type: existingID, state: existing)]
            }
        case let .many(list):
            entries = list
        }
        storage = .none
        if let i = entries.firstIndex(where: { $0.type == id }) {
            if let state { entries[i] = Entry(type: id, state: state) } else { entries.remove(at: i) }
        } else if let state {
            entries.append(Entry(type: id, state: state))
        }
        storage = entries.isEmpty ? .none : .many(entries)
    }
}

extension Node {
    /// The node's state of type `S`, if it has one.
    package func state<S: NodeState>(_ type: S.Type = S.self) -> S? {
        states.get(type)
    }

    /// The node's state of type `S`, made by `make` the first time.
    package func state<S: NodeState>(orMake make: @autoclosure () -> S) -> S {
        if let existing = states.get(S.self) { return existing }
        let state = make()
        states.set(state, for: S.self)
        return state
    }

    /// Replaces (or, with nil, drops) the node's state of type `S`.
    package func setState<S: NodeState>(_ state: S?, as type: S.Type = S.self) {
        states.set(state, for: type)
    }
}
