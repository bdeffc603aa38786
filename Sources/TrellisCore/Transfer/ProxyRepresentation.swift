/// Moves an item as another transferable type: a URL, some text.
///
///     ProxyRepresentation(exporting: \.url)
///     ProxyRepresentation(exporting: \.name) { Tag(name: $0) }
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    package let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    package let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public typealias Body = Never
}
