public import Foundation

/// A control for editing one line of text (or several, with `axis: .vertical`).
///
///     TextField("Name", text: $name)
///     TextField("Name", text: $name, prompt: Text("Required"))
///     TextField("Notes", text: $notes, axis: .vertical)
///         .onSubmit { save() }
///
/// The title names the field for accessibility and is the placeholder unless
/// a `prompt` is given. Return runs the `onSubmit` actions above the field.
nonisolated public struct TextField<Label: View>: View {
    package let input: TextInput
    package let label: Label

    init(_input: TextInput, label: Label) {
        self.input = _input
        self.label = label
    }

    public typealias Body = Never
}

/// The configuration shared by `TextField`, `SecureField` and `TextEditor`.
package struct TextInput {
    package var text: Binding<String>
    package var prompt: Text?
    package var isMultiline = false
    package var isSecure = false
    package var onEditingChanged: ((Bool) -> Void)?
    package var onCommit: (() -> Void)?

    init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.text = text
        self.prompt = prompt
        self.isMultiline = axis == .vertical
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(_input: TextInput(text: text, prompt: prompt), label: label())
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(_input: TextInput(text: text, prompt: prompt, axis: axis), label: label())
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(_input: TextInput(text: text), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(_input: TextInput(text: text), label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(_input: TextInput(text: text, prompt: prompt), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(_input: TextInput(text: text, prompt: prompt), label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(_input: TextInput(text: text, axis: axis), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(_input: TextInput(text: text, axis: axis), label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(_input: TextInput(text: text, prompt: prompt, axis: axis), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(_input: TextInput(text: text, prompt: prompt, axis: axis), label: Text(title))
    }

    @available(iOS, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged, and View.onSubmit(of:_:) for onCommit.")
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        var input = TextInput(text: text)
        input.onEditingChanged = onEditingChanged
        input.onCommit = onCommit
        self.init(_input: input, label: Text(titleKey))
    }

    @available(iOS, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged, and View.onSubmit(of:_:) for onCommit.")
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        var input = TextInput(text: text)
        input.onEditingChanged = onEditingChanged
        input.onCommit = onCommit
        self.init(_input: input, label: Text(title))
    }
}

extension TextField where Label == Text {
    /// A field that edits a value through a format style (`.number`, a date
    /// format…): the text is parsed when it changes, and invalid text leaves
    /// the value as it was.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(_input: TextInput(text: Self.formatted(value, format), prompt: prompt), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(_input: TextInput(text: Self.formatted(value, format), prompt: prompt), label: Text(title))
    }

    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        value.converted("format", get: { format.format($0) }, set: { text in
            (try? format.parseStrategy.parse(text)) ?? value.wrappedValue
        })
    }
}

/// A text field that hides what is typed: passwords.
///
///     SecureField("Password", text: $password)
nonisolated public struct SecureField<Label: View>: View {
    package let input: TextInput
    package let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var input = TextInput(text: text, prompt: prompt)
        input.isSecure = true
        self.input = input
        self.label = label()
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A multi-line, scrollable text editor.
///
///     TextEditor(text: $notes)
///         .font(.body.monospaced())
nonisolated public struct TextEditor: View {
    package let input: TextInput

    public init(text: Binding<String>) {
        input = TextInput(text: text, axis: .vertical)
    }

    public typealias Body = Never
}
