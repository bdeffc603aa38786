/// A button that pastes the clipboard's text as items of a transferable type.
///
///     PasteButton(payloadType: String.self) { strings in notes.append(contentsOf: strings) }
///
/// The browser reads the clipboard when the button is clicked (it may ask the person first); the text
/// becomes a `T` through `T`'s first representation that takes text (a `String`, a URL, JSON for a
/// `CodableRepresentation`, a proxy). Text that makes no `T` pastes nothing.
// LIMITATION: `PasteButton(supportedContentTypes:payloadAction:)` | not declared | it hands over `NSItemProvider`s, which Foundation on Linux does not have
// LIMITATION: `PasteButton` | pastes the clipboard's text (no images or files) | a page reads other clipboard types only as blobs, which no representation here takes
public struct PasteButton: View {
    private let paste: _PasteModifier

    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        paste = _PasteModifier { text in
            if let item = await TransferResolver.item(T.self, fromText: text) { onPaste([item]) }
        }
    }

    public var body: some View {
        Button {} label: { TrellisCore.Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.bordered)
            .modifier(paste)
    }
}

/// Wraps a button in an element that takes the clipboard's text (`setText`) when the button is clicked.
nonisolated package struct _PasteModifier: ViewModifier {
    package let paste: @MainActor (String) async -> Void
    package typealias Body = Never
}
