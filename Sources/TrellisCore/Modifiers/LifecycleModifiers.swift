/// Runs actions when the view is added to and removed from the tree.
nonisolated package struct _AppearanceActionModifier: ViewModifier {
    package let appear: (() -> Void)?
    package let disappear: (() -> Void)?
    package typealias Body = Never
}

/// Runs an action when a value differs from the one seen at the last update.
nonisolated package struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    package let value: Value
    package let initial: Bool
    package let action: (Value, Value) -> Void
    package typealias Body = Never
}

/// Starts an async task when the view appears and cancels it when the view
/// goes away (or restarts it when `id` changes).
nonisolated package struct _TaskModifier: ViewModifier {
    package let id: AnyHashable?
    package let priority: TaskPriority
    package let action: @isolated(any) @Sendable () async -> Void
    package typealias Body = Never
}

nonisolated extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }

    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        let id: AnyHashable = (value as? AnyHashable) ?? AnyHashable(EquatableBox(value: value))
        return modifier(_TaskModifier(id: id, priority: priority, action: action))
    }
}

/// Makes any `Equatable` usable where a hashable id is needed (all hash alike).
struct EquatableBox<T: Equatable>: Hashable {
    let value: T
    func hash(into hasher: inout Hasher) {}
}
