/// What a ``RenameButton`` does: set with `renameAction(_:)`, read as `\.rename`.
///
///     TextField("Name", text: $name).focused($isEditingName)
///         .renameAction($isEditingName)   // RenameButton focuses the field
@MainActor @preconcurrency
public struct RenameAction {
    let action: @MainActor () -> Void

    /// Starts renaming.
    public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The action a ``RenameButton`` runs: nil (the button is disabled) until a view sets one.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
    }

    package var _rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Renaming focuses the field `isFocused` is bound to.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        transformEnvironment(\._rename) { $0 = RenameAction { isFocused.wrappedValue = true } }
    }

    /// Renaming runs `action`.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        transformEnvironment(\._rename) { $0 = RenameAction { action() } }
    }
}
