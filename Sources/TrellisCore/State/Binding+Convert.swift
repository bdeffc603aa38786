extension Binding {
    /// A binding to a converted value (`Float` → `Double` for a slider) that
    /// still compares equal to another conversion of the same storage, so a
    /// control holding it is skipped when nothing changed.
    package func converted<T>(
        _ kind: String, get: @escaping (Value) -> T, set: @escaping (T) -> Value
    ) -> Binding<T> {
        let getter = getter
        let setter = setter
        nonisolated(unsafe) let get = get
        nonisolated(unsafe) let set = set
        return Binding<T>(
            getter: { get(getter()) },
            setter: { value, transaction in
                nonisolated(unsafe) let value = set(value)
                setter(value, transaction)
            },
            identity: identity.map { BindingIdentity(root: $0.root, path: $0.path + [AnyHashable(kind)]) }
        )
    }
}
