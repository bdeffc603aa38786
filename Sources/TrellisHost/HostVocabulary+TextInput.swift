/// Text input traits (`keyboardType`, `textContentType`, `textInputAutocapitalization`,
/// `autocorrectionDisabled`; TrellisGraph/Controls/TextField+Builtin.swift).
extension HostVocabulary {
    static let textInputProperties: [HostProperty] = [
        HostProperty("textCommand", .oneOf(["undo", "redo", "cut", "copy", "paste", "selectAll", "uppercase", "lowercase", "capitalize"]), isStyle: false, roles: [.menuitem, .button],
                     "`TextEditingCommands`' Edit menu items: choosing one edits the page's focused text field (trellis-client.js); their shortcuts are left to the browser"),
        HostProperty("keyboard", .oneOf(["text", "decimal", "numeric", "tel", "url", "email", "search"]), isStyle: false, roles: [.textbox],
                     "`keyboardType`: the field's `inputmode` (the on-screen keyboard)"),
        HostProperty("autocomplete", .text, isStyle: false, roles: [.textbox],
                     "`textContentType`: the field's `autocomplete` token (`username`, `one-time-code`, …)"),
        HostProperty("autocapitalize", .oneOf(["none", "words", "sentences", "characters"]), isStyle: false, roles: [.textbox],
                     "`textInputAutocapitalization` / `autocapitalization`: the field's `autocapitalize`"),
        HostProperty("autocorrect", .oneOf(["off"]), isStyle: false, roles: [.textbox],
                     "`autocorrectionDisabled`: `autocorrect=off` and `spellcheck=false` on the field"),
        HostProperty("preferredColorScheme", .oneOf(["light", "dark"]), isStyle: true,
                     "`preferredColorScheme`: trellis.js marks the element's window (`.t-window[data-window-color-scheme]`), which draws in that scheme (chrome.css)"),
    ]
}
