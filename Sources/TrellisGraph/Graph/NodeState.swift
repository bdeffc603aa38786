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

extension Node {
    /// The node's state of type `S`, if it has one.
    package func state<S: NodeState>(_ type: S.Type = S.self) -> S? {
        // Most nodes keep none; an empty dictionary would still hash the key.
        if states.isEmpty { return nil }
        return states[ObjectIdentifier(type)] as? S
    }

    /// The node's state of type `S`, made by `make` the first time.
    package func state<S: NodeState>(orMake make: @autoclosure () -> S) -> S {
        if let existing = states[ObjectIdentifier(S.self)] as? S { return existing }
        let state = make()
        states[ObjectIdentifier(S.self)] = state
        return state
    }

    /// Replaces (or, with nil, drops) the node's state of type `S`.
    package func setState<S: NodeState>(_ state: S?, as type: S.Type = S.self) {
        states[ObjectIdentifier(type)] = state
    }
}
