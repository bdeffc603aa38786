/// A type that can be shared, copied, pasted and dragged, described by its representations.
///
///     struct Recipe: Codable, Transferable {
///         var title: String
///         static var transferRepresentation: some TransferRepresentation {
///             CodableRepresentation(contentType: .json)
///             ProxyRepresentation(exporting: \.title)
///         }
///     }
///
/// `String`, `URL`, `AttributedString`, `Data` and `Image` are transferable. On the web a share or a paste
/// carries text, a URL or an app image: the first representation that yields one is used.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation

    /// The item's representations, most faithful first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of moving an item: a content type and how to export and import it.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation

    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

extension TransferRepresentation where Body == Never {
    /// A representation that moves items by itself has no body.
    nonisolated public var body: Never { fatalError("\(Self.self) moves items by itself and has no body") }
}

/// Builds a type's representations from a list (`static var transferRepresentation`).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item, (repeat each R)> {
        var parts: [any TransferRepresentation] = []
        for part in repeat each content { parts.append(part) }
        return TupleTransferRepresentation(parts: parts)
    }

    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> _ConditionalTransferRepresentation<Item> where R.Item == Item {
        _ConditionalTransferRepresentation(part: content)
    }
}

/// Several representations in order of preference.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    package let parts: [any TransferRepresentation]
    public typealias Body = Never
}

/// A representation that is only available on some systems.
public struct _ConditionalTransferRepresentation<Item: Transferable>: TransferRepresentation {
    package let part: any TransferRepresentation
    public typealias Body = Never
}
