/// What an accessibility element is and how it behaves, for assistive technology.
///
///     Text("Settings").accessibilityAddTraits(.isHeader)       // a heading
///     Image(systemName: "star").onTapGesture { … }
///         .accessibilityAddTraits(.isButton)                    // a button
///
/// Traits that have an ARIA counterpart change the element's role or state
/// (docs/RENDERING.md, "Accessibility").
// LIMITATION: `AccessibilityTraits` `.isModal`, `.isSearchField`, `.isKeyboardKey`, `.isSummaryElement`, `.updatesFrequently`, `.playsSound`, `.startsMediaSession`, `.allowsDirectInteraction`, `.causesPageTurn`, `.isTabBar`, `.isStaticText` | accepted, no effect on the element | only `isHeader`, `isButton`, `isLink`, `isImage` (roles), `isSelected` and `isToggle` (states) have an ARIA counterpart wired today
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    package var bits: UInt32
    package init(bits: UInt32) { self.bits = bits }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    public init() { bits = 0 }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits ^ other.bits) }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let was = contains(newMember)
        bits |= newMember.bits
        return (!was, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let was = intersection(member)
        bits &= ~member.bits
        return was.bits == 0 ? nil : was
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let was = intersection(newMember)
        bits |= newMember.bits
        return was.bits == 0 ? nil : was
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How an accessibility element treats the elements inside it (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    package enum Kind: String, Sendable { case ignore, combine, contain }
    package let kind: Kind
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility element's properties are merged into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// Any child accessibility elements become children of the new element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// The level of a heading (`accessibilityHeading(_:)`).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of an accessibility action (`accessibilityAction(_:_:)`).
public struct AccessibilityActionKind: Equatable, Sendable {
    package let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = name.plainText }
    package init(name: String) { self.name = name }
}
