/// Calls an action when a value computed from the view's measured geometry changes (`onGeometryChange`).
nonisolated package struct _GeometryChangeModifier<Value: Equatable>: ViewModifier {
    package let transform: (GeometryProxy) -> Value
    package let action: (_ oldValue: Value, _ newValue: Value) -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Runs `action` with the value `transform` computes from this view's geometry, when the view
    /// first appears and whenever the value changes.
    public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View where T: Equatable, T: Sendable {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new values `transform` computes from this view's geometry.
    public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View where T: Equatable, T: Sendable {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}
