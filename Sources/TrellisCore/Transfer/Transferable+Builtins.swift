public import Foundation

/// The representation of the types Trellis moves natively: text, URLs and app images.
public struct _PrimitiveTransferRepresentation<Item: Transferable>: TransferRepresentation, TransferLeaf {
    let export: @Sendable (Item) -> TransferPayload?
    let importText: @Sendable (String) -> Item?

    public typealias Body = Never

    package func payload(for item: Any) -> TransferPayload? { (item as? Item).flatMap(export) }
    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? { importText(text) }
}

extension String: Transferable {
    public static var transferRepresentation: _PrimitiveTransferRepresentation<String> {
        _PrimitiveTransferRepresentation(export: { .text($0) }, importText: { $0 })
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: _PrimitiveTransferRepresentation<AttributedString> {
        _PrimitiveTransferRepresentation(export: { .text(String($0.characters)) }, importText: { AttributedString($0) })
    }
}

extension URL: Transferable {
    /// Pasted text is a URL when it parses as one with a scheme (`https://…`), as a pasteboard URL is.
    public static var transferRepresentation: _PrimitiveTransferRepresentation<URL> {
        _PrimitiveTransferRepresentation(export: { .url($0) }, importText: { text in
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return url
        })
    }
}

// LIMITATION: `Data` as `Transferable` | pasted text arrives as its UTF-8 bytes; a share of `Data` is disabled | a page shares text, URLs and app images only
extension Data: Transferable {
    public static var transferRepresentation: _PrimitiveTransferRepresentation<Data> {
        _PrimitiveTransferRepresentation(export: { _ in nil }, importText: { Data($0.utf8) })
    }
}

// LIMITATION: `Image` as `Transferable` | an asset-catalog image shares as its file (or copies as PNG); a symbol or a loaded image shares nothing and its link is disabled | only the app's own files have bytes the page can fetch
extension Image: Transferable {
    public static var transferRepresentation: _PrimitiveTransferRepresentation<Image> {
        _PrimitiveTransferRepresentation(export: { image in
            if case let .named(_, file?) = image.source { return .image(file) }
            return nil
        }, importText: { _ in nil })
    }
}
