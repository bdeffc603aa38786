/// Who a representation is offered to.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let rawValue: Int
    /// Every app and process.
    public static let all = TransferRepresentationVisibility(rawValue: 0)
    /// Apps of the same team.
    public static let team = TransferRepresentationVisibility(rawValue: 1)
    /// Processes of this app.
    public static let group = TransferRepresentationVisibility(rawValue: 2)
    /// This process only.
    public static let ownProcess = TransferRepresentationVisibility(rawValue: 3)
}

/// A representation with a file name, a condition or a visibility.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    package let base: Base
    package var isExported: (@Sendable (Base.Item) -> Bool)?
    package var fileName: (@Sendable (Base.Item) -> String?)?

    public typealias Body = Never
}

extension TransferRepresentation {
    /// The file name an exported file gets.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, fileName: { _ in fileName })
    }

    /// The file name an exported file gets, from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, fileName: fileName)
    }

    /// Offers this representation only for items `condition` accepts.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, isExported: condition)
    }

    // LIMITATION: `TransferRepresentation.visibility(_:)` | accepted; every representation is offered to the page | a browser page is one process, with no team or group
    /// Who the representation is offered to.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }
}
