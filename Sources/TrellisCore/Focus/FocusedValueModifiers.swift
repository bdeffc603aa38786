public import Observation

/// Publishes a value to `@FocusedValue` readers: while the view (or one inside it) has focus, or, for a
/// scene value, while its window is the one in front (on the web: always, for the page's window).
nonisolated package struct _FocusedValueModifier: ViewModifier {
    package let isScene: Bool
    /// The published value, to tell a changed value from the same one re-applied.
    package let value: Any
    package let apply: (inout FocusedValues) -> Void
    package typealias Body = Never

    init<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, isScene: Bool) {
        self.isScene = isScene
        self.value = value as Any
        apply = { $0[keyPath: keyPath] = value }
    }

    init<T: AnyObject>(object: T?, isScene: Bool) {
        self.isScene = isScene
        value = object as Any
        apply = { $0[object: T.self] = object }
    }
}

nonisolated extension View {
    /// Publishes `value` under `keyPath` while this view or one inside it has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(keyPath, value, isScene: false))
    }

    /// Publishes `value` (nothing when `nil`) under `keyPath` while this view or one inside it has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(keyPath, value, isScene: false))
    }

    /// Publishes an `@Observable` object, read with `@FocusedValue(T.self)`, while this view has focus.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_FocusedValueModifier(object: object, isScene: false))
    }

    /// Publishes `value` under `keyPath` for the whole window, wherever focus is in it.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedValueModifier(keyPath, value, isScene: true))
    }

    /// Publishes `value` (nothing when `nil`) under `keyPath` for the whole window.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(_FocusedValueModifier(keyPath, value, isScene: true))
    }

    /// Publishes an `@Observable` object for the whole window, read with `@FocusedValue(T.self)`.
    public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_FocusedValueModifier(object: object, isScene: true))
    }
}
