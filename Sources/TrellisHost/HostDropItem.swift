/// One item a drop from outside the page carried (`onInsert(of:perform:)`): text, or a URL.
public struct HostDropItem: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// `text/plain`.
        case text
        /// A `text/uri-list` entry.
        case url
    }

    public let kind: Kind
    public let value: String

    public init(_ kind: Kind, _ value: String) {
        self.kind = kind
        self.value = value
    }
}
