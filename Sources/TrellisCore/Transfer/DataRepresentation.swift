public import Foundation

/// Moves an item as bytes of one content type.
///
///     DataRepresentation(exportedContentType: .png) { photo in try await photo.pngData() }
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    package let contentType: UTType
    package let exporting: (@Sendable (Item) async throws -> Data)?
    package let importing: (@Sendable (Data) async throws -> Item)?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
        self.exporting = exporting
        importing = nil
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        exporting = nil
        self.importing = importing
    }

    public typealias Body = Never
}

/// Moves a `Codable` item as its encoding (JSON unless told otherwise).
///
///     CodableRepresentation(contentType: .json)
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable {
    package let contentType: UTType
    package let encode: (Item) throws -> Data
    package let decode: (Data) throws -> Item

    public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
        encode = { try JSONEncoder().encode($0) }
        decode = { try JSONDecoder().decode(Item.self, from: $0) }
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
        encode = { try encoder.encode($0) }
        decode = { try decoder.decode(Item.self, from: $0) }
    }

    public typealias Body = Never
}
