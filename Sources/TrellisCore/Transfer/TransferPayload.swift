import Foundation

/// What a share or a paste carries on the web: text, a URL, or one of the app's images.
package enum TransferPayload: Equatable, Sendable {
    case text(String)
    case url(URL)
    case image(AssetImageFile)
}

/// A representation that moves an item by itself (not through a `body`).
package protocol TransferLeaf {
    /// The payload for `item`, or nil when this representation can't make one without waiting.
    func payload(for item: Any) -> TransferPayload?
    /// Whether this representation exports only after awaiting (data), so a share must wait.
    var exportsAsynchronously: Bool { get }
    /// An item made from pasted text, or nil when this representation doesn't take text.
    nonisolated(nonsending) func item(fromText text: String) async throws -> Any?
}

extension TransferLeaf {
    package var exportsAsynchronously: Bool { false }
}

/// Walks an item's representations in order of preference.
package enum TransferResolver {
    /// The first payload any representation of `item` makes.
    package static func payload<T: Transferable>(for item: T) -> TransferPayload? {
        payload(T.transferRepresentation, item: item)
    }

    /// Whether some representation of `T` exports only asynchronously and none synchronously.
    package static func needsWaiting<T: Transferable>(_ item: T) -> Bool {
        payload(for: item) == nil && leaves(T.transferRepresentation).contains { $0.exportsAsynchronously }
    }

    /// `T` made from pasted `text`: the first representation that takes text.
    nonisolated(nonsending) package static func item<T: Transferable>(_ type: T.Type, fromText text: String) async -> T? {
        await firstItem(from: [T.transferRepresentation], text: text) as? T
    }

    /// The first item any leaf of `representations` makes from `text`.
    nonisolated(nonsending) static func firstItem(from representations: [any TransferRepresentation], text: String) async -> Any? {
        for leaf in representations.flatMap(leaves) {
            if let item = try? await leaf.item(fromText: text) { return item }
        }
        return nil
    }

    static func payload(_ representation: any TransferRepresentation, item: Any) -> TransferPayload? {
        for leaf in leaves(representation) {
            if let payload = leaf.payload(for: item) { return payload }
        }
        return nil
    }

    static func leaves(_ representation: any TransferRepresentation) -> [any TransferLeaf] {
        if let leaf = representation as? any TransferLeaf { return [leaf] }
        if representation is Never { return [] }
        return leaves(representation.body)
    }
}

extension TupleTransferRepresentation: TransferLeaf {
    package func payload(for item: Any) -> TransferPayload? {
        for part in parts { if let payload = TransferResolver.payload(part, item: item) { return payload } }
        return nil
    }

    package var exportsAsynchronously: Bool {
        parts.flatMap(TransferResolver.leaves).contains { $0.exportsAsynchronously }
    }

    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? {
        await TransferResolver.firstItem(from: parts, text: text)
    }
}

extension _ConditionalTransferRepresentation: TransferLeaf {
    package func payload(for item: Any) -> TransferPayload? { TransferResolver.payload(part, item: item) }
    package var exportsAsynchronously: Bool { TransferResolver.leaves(part).contains { $0.exportsAsynchronously } }
    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? {
        await TransferResolver.firstItem(from: [part], text: text)
    }
}

extension _ModifiedTransferRepresentation: TransferLeaf {
    package func payload(for item: Any) -> TransferPayload? {
        guard let item = item as? Base.Item, isExported?(item) ?? true else { return nil }
        return TransferResolver.payload(base, item: item)
    }

    package var exportsAsynchronously: Bool { TransferResolver.leaves(base).contains { $0.exportsAsynchronously } }

    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? {
        await TransferResolver.firstItem(from: [base], text: text)
    }
}

extension ProxyRepresentation: TransferLeaf {
    package func payload(for item: Any) -> TransferPayload? {
        guard let item = item as? Item, let exporting, let proxy = try? exporting(item) else { return nil }
        return TransferResolver.payload(for: proxy)
    }

    package var exportsAsynchronously: Bool {
        exporting != nil && TransferResolver.leaves(ProxyRepresentation.transferRepresentation).contains { $0.exportsAsynchronously }
    }

    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? {
        guard let importing, let proxy = await TransferResolver.item(ProxyRepresentation.self, fromText: text) else { return nil }
        return try importing(proxy)
    }
}

extension DataRepresentation: TransferLeaf {
    // LIMITATION: ShareLink of an item whose only export is a `DataRepresentation` or `CodableRepresentation` of a non-text type | the link is disabled and a runtime warning names the type | a page shares text, a URL or an app image; bytes of other types have nowhere to go
    package func payload(for item: Any) -> TransferPayload? { nil }
    package var exportsAsynchronously: Bool { exporting != nil && contentType.conforms(to: .text) }

    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? {
        guard let importing, contentType.conforms(to: .text) else { return nil }
        return try await importing(Data(text.utf8))
    }

    /// The text this representation exports for `item`, when its type is text.
    package func text(for item: Item) async throws -> String? {
        guard let exporting, contentType.conforms(to: .text) else { return nil }
        return String(data: try await exporting(item), encoding: .utf8)
    }
}

extension CodableRepresentation: TransferLeaf {
    /// A text encoding (JSON is text) shares as that text.
    package func payload(for item: Any) -> TransferPayload? {
        guard contentType.conforms(to: .text), let item = item as? Item, let data = try? encode(item),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return .text(text)
    }

    nonisolated(nonsending) package func item(fromText text: String) async throws -> Any? {
        guard contentType.conforms(to: .text) else { return nil }
        return try decode(Data(text.utf8))
    }
}
