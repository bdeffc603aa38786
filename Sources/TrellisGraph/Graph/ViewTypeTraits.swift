import TrellisCore

/// What the graph needs to know about a view type, worked out once per type.
///
/// A dynamic cast to a protocol (`view is any BuiltinView`) costs a
/// conformance lookup every time; a node asks these questions on every
/// update, and its view's type never changes (the type is part of its
/// identity), so the answers are cached by type.
@MainActor
struct ViewTypeTraits {
    /// The graph renders the view itself (`BuiltinView`), rather than running a body.
    let isBuiltin: Bool
    /// A `ModifiedContent` whose modifier reacts to mount, update and unmount.
    let hasLifecycle: Bool

    private static var cache: [ObjectIdentifier: ViewTypeTraits] = [:]

    static func of(_ view: any View) -> ViewTypeTraits {
        let key = ObjectIdentifier(type(of: view))
        if let traits = cache[key] { return traits }
        let modifier = type(of: view) is any ModifiedContentProtocol.Type
            ? (view as? any ModifiedContentProtocol)?.anyModifier : nil
        let traits = ViewTypeTraits(isBuiltin: view is any BuiltinView, hasLifecycle: modifier is any LifecycleBuiltin)
        cache[key] = traits
        return traits
    }
}
