/// An alert or a confirmation dialog, presented over the view while
/// `presented` is non-nil. The graph renders it as a modal `alertdialog`
/// (TrellisGraph/Presentation/Dialog+Builtin.swift); choosing any action dismisses it.
nonisolated package struct _DialogModifier: ViewModifier {
    package enum Kind: Sendable { case alert, confirmationDialog }
    package let kind: Kind
    /// The identity of what is presented; nil when nothing is.
    package let presented: AnyHashable?
    package let title: Text
    package let titleVisibility: Visibility
    /// The actions as written (buttons, possibly in `ForEach` or conditionals); nil
    /// when the form has none, which gets a single "OK".
    package let actions: (any View)?
    package let message: (any View)?
    package let dismiss: () -> Void
    package typealias Body = Never

    init(kind: Kind, presented: AnyHashable?, title: Text, titleVisibility: Visibility = .visible,
         actions: (any View)?, message: (any View)?, dismiss: @escaping () -> Void) {
        self.kind = kind
        self.presented = presented
        self.title = title
        self.titleVisibility = titleVisibility
        self.actions = actions
        self.message = message
        self.dismiss = dismiss
    }

    /// A flag-presented dialog: dismissing sets the flag to false.
    static func flag(_ kind: Kind, _ isPresented: Binding<Bool>, title: Text, titleVisibility: Visibility = .visible,
                     actions: (any View)?, message: (any View)?) -> _DialogModifier {
        _DialogModifier(
            kind: kind, presented: isPresented.wrappedValue ? AnyHashable(true) : nil, title: title,
            titleVisibility: titleVisibility, actions: actions, message: message,
            dismiss: { isPresented.wrappedValue = false })
    }
}
