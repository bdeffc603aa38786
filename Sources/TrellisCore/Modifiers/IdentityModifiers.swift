/// Gives the view an explicit identity: when the id changes, the view is a
/// new view — its state is reset and `onAppear` runs again.
nonisolated package struct _IdentityModifier: ViewModifier {
    package let id: AnyHashable
    package typealias Body = Never
}

/// Tags a view with a value for `Picker`, `TabView` and `List` selection.
nonisolated package struct _TagModifier: ViewModifier {
    package let tag: AnyHashable
    package typealias Body = Never
}

nonisolated extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}
