/// The stable identity of one element in a window's host tree.
///
/// Ids are allocated by the view graph when an element is created and never
/// reused within a window, so a renderer may key its own objects (DOM nodes,
/// test mirrors) by them. The window's root element is ``root``.
public struct HostElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The element every window's content is inserted into.
    public static let root = HostElementID(0)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}
