// The iOS 13 forms: an `Alert` or `ActionSheet` value built in a closure.
// They present through the same dialog as `alert(_:isPresented:actions:)`.

/// An alert described as a value, for `alert(isPresented:content:)` and `alert(item:content:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An alert with one button ("OK" when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
        }

        /// A destructive (red) button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The buttons as views, for the dialog.
    var actions: (any View)? { buttons.isEmpty ? nil : _LegacyDialogButtons(buttons: buttons) }
}

/// An action sheet described as a value, for `actionSheet(isPresented:content:)`.
@available(macOS, unavailable)
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [ActionSheet.Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button
}

/// The buttons of a legacy alert or action sheet, as `Button` views.
nonisolated package struct _LegacyDialogButtons: View {
    let buttons: [Alert.Button]

    init(buttons: [Alert.Button]) { self.buttons = buttons }

    package var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            nonisolated(unsafe) let action = button.action
            SwiftUIButton(role: button.role, action: { action?() }) { button.label }
        }
    }
}

/// `Button` from inside `Alert`, whose nested `Button` type shadows it.
typealias SwiftUIButton = Button

nonisolated extension View {
    /// Presents the `Alert` that `content` returns while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(_DialogModifier(
            kind: .alert, presented: alert == nil ? nil : AnyHashable(true), title: alert?.title ?? Text(verbatim: ""),
            actions: alert?.actions, message: alert?.message, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents the `Alert` that `content` returns for `item` while it is non-nil; dismissing sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let current = item.wrappedValue
        let alert = current.map(content)
        return modifier(_DialogModifier(
            kind: .alert, presented: current.map { AnyHashable($0.id) }, title: alert?.title ?? Text(verbatim: ""),
            actions: alert?.actions, message: alert?.message, dismiss: { item.wrappedValue = nil }))
    }

    /// Presents the `ActionSheet` that `content` returns while `isPresented` is true.
    @available(macOS, unavailable)
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(_DialogModifier(
            kind: .confirmationDialog, presented: sheet == nil ? nil : AnyHashable(true),
            title: sheet?.title ?? Text(verbatim: ""), titleVisibility: .visible,
            actions: sheet.map { _LegacyDialogButtons(buttons: $0.buttons) }, message: sheet?.message,
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents the `ActionSheet` that `content` returns for `item` while it is non-nil.
    @available(macOS, unavailable)
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let current = item.wrappedValue
        let sheet = current.map(content)
        return modifier(_DialogModifier(
            kind: .confirmationDialog, presented: current.map { AnyHashable($0.id) },
            title: sheet?.title ?? Text(verbatim: ""), titleVisibility: .visible,
            actions: sheet.map { _LegacyDialogButtons(buttons: $0.buttons) }, message: sheet?.message,
            dismiss: { item.wrappedValue = nil }))
    }
}
