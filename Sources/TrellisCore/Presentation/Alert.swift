public import Foundation

// `alert(…)`: a modal dialog with a title, an optional message and actions
// (buttons; a `.cancel` one is placed as the idiom places it, a `.destructive`
// one is red). Choosing an action runs it and sets `isPresented` to false; an
// alert with no actions gets an "OK" button. Return triggers the default action,
// Escape the cancel one.

nonisolated extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_DialogModifier.flag(.alert, isPresented, title: title,
                                      actions: isPresented.wrappedValue ? actions() : nil, message: nil))
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(_DialogModifier.flag(.alert, isPresented, title: title,
                                             actions: shown ? actions() : nil, message: shown ? message() : nil))
    }

    // MARK: Presenting data

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents the alert while `isPresented` is true and `data` is non-nil, handing `data` to the actions.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let data = isPresented.wrappedValue ? data : nil
        return modifier(_DialogModifier(
            kind: .alert, presented: data == nil ? nil : AnyHashable(true), title: title,
            actions: data.map { actions($0) }, message: nil, dismiss: { isPresented.wrappedValue = false }))
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let data = isPresented.wrappedValue ? data : nil
        return modifier(_DialogModifier(
            kind: .alert, presented: data == nil ? nil : AnyHashable(true), title: title,
            actions: data.map { actions($0) }, message: data.map { message($0) },
            dismiss: { isPresented.wrappedValue = false }))
    }

    // MARK: Errors

    /// Presents an alert for `error` while `isPresented` is true and `error` is non-nil;
    /// the title is the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let error = isPresented.wrappedValue ? error : nil
        return modifier(_DialogModifier(
            kind: .alert, presented: error == nil ? nil : AnyHashable(true),
            title: Text(verbatim: error.flatMap(\.errorDescription) ?? ""),
            actions: error == nil ? nil : actions(), message: nil, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents an alert for `error` with actions and a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        let error = isPresented.wrappedValue ? error : nil
        return modifier(_DialogModifier(
            kind: .alert, presented: error == nil ? nil : AnyHashable(true),
            title: Text(verbatim: error.flatMap(\.errorDescription) ?? ""),
            actions: error.map { actions($0) }, message: error.map { message($0) },
            dismiss: { isPresented.wrappedValue = false }))
    }
}
