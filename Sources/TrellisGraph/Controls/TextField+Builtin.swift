import TrellisCore
import TrellisHost

/// Text fields, secure fields and editors are `textbox` elements: `value`,
/// `placeholder` (the prompt, else the title), `label` (the title),
/// `multiline` (editors and `axis: .vertical`), `secure` (secure fields),
/// `submitLabel`, and the font in effect.
///
/// Events: `setText` writes the binding; `key("return")` in a single-line
/// field runs the `onSubmit` actions above it; `focus` drives the legacy
/// `onEditingChanged` and `@FocusState`.
@MainActor
enum TextInputElement {
    static func build(_ input: TextInput, title: String?, inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        var properties: [String: String] = ["value": input.text.wrappedValue]
        if let placeholder = input.prompt?.plainText ?? title, !placeholder.isEmpty { properties["placeholder"] = placeholder }
        if let title, !title.isEmpty { properties["label"] = title }
        if input.isMultiline { properties["multiline"] = "true" }
        if input.isSecure { properties["secure"] = "true" }
        if !input.isMultiline || title != nil, env._textFieldStyle != .automatic { properties["fieldStyle"] = env._textFieldStyle.rawValue }
        if let submitLabel = env._submitLabel { properties["submitLabel"] = submitLabel.name }
        TextInputTraits.apply(env, to: &properties)
        FontProperties.apply(env.font, to: &properties)
        if let color = env._foregroundStyle { properties["foreground"] = color.hostValue }
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }
        let focus = env._focusBinding
        if focus?.isFocused() == true { properties["focused"] = "true" }

        let binding = input.text, submit = env._submitActions
        let onCommit = input.onCommit, onEditingChanged = input.onEditingChanged, multiline = input.isMultiline
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setText(text):
                if enabled { binding.wrappedValue = text }
            case let .key(key, _):
                guard enabled, key == "return", !multiline else { return }
                onCommit?()
                submit?.run(.text)
            case let .focus(isFocused):
                onEditingChanged?(isFocused)
                focus?.setFocused(isFocused)
            case .pressBegan, .pressEnded, .contextMenu, .activate:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .textbox)
            }
        }
        return NodeOutput(element: ElementSpec(role: .textbox, properties: properties, handler: handler))
    }
}

@MainActor extension TextField: BuiltinView {
    package static var tracksReads: Bool { true }
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        TextInputElement.build(input, title: StaticText.of(label), inputs: inputs, node: node)
    }
}

@MainActor extension SecureField: BuiltinView {
    package static var tracksReads: Bool { true }
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        TextInputElement.build(input, title: StaticText.of(label), inputs: inputs, node: node)
    }
}

@MainActor extension TextEditor: BuiltinView {
    package static var tracksReads: Bool { true }
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        TextInputElement.build(input, title: nil, inputs: inputs, node: node)
    }
}

/// `keyboardType`, `textContentType`, `textInputAutocapitalization` and
/// `autocorrectionDisabled` in effect, as the field's `inputmode`, `autocomplete`,
/// `autocapitalize` and `autocorrect`/`spellcheck`.
@MainActor
enum TextInputTraits {
    static func apply(_ env: EnvironmentValues, to properties: inout [String: String]) {
        if let keyboard = env._keyboardType { properties["keyboard"] = keyboard.inputMode }
        if let content = env._textContentType, !content.rawValue.isEmpty, content.rawValue.utf8.count <= 64 {
            properties["autocomplete"] = content.rawValue
        }
        if let caps = env._autocapitalization { properties["autocapitalize"] = caps.name }
        if env.autocorrectionDisabled { properties["autocorrect"] = "off" }
    }
}
