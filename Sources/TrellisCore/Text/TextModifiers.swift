public import Foundation

/// How lines of multiline text line up (`multilineTextAlignment(_:)`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text {
    /// Where text that doesn't fit is cut (`truncationMode(_:)`).
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// A case transformation for text (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

extension Font {
    /// The width of a font's glyphs (`fontWidth(_:)`).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}

/// A type that says whether text can be selected (`textSelection(_:)`).
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Text the user can select and copy.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Text the user can't select.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    private func textAttribute(_ attribute: _ViewAttribute) -> some View { modifier(_ViewAttributeModifier(attribute: attribute)) }

    /// The most lines text in this view may take; nil for no limit. Longer text ends with "…".
    // LIMITATION: `lineLimit(_:)` above 10 lines | no limit | limits are CSS `line-clamp` values the stylesheet spells from 1 to 10
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_LineLimitModifier(lower: nil, upper: number, reservesSpace: false))
    }

    /// A range of lines: text takes at least `lowerBound` lines' height and at most the upper bound.
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int {
        let bounds = _LineLimitModifier.bounds(of: limit)
        return modifier(_LineLimitModifier(lower: bounds.lower, upper: bounds.upper, reservesSpace: false))
    }

    /// At most `limit` lines; with `reservesSpace`, the view is as tall as `limit` lines even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_LineLimitModifier(lower: nil, upper: limit, reservesSpace: reservesSpace))
    }

    /// How the lines of multiline text line up (CSS `text-align`; the subtree inherits it).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        textAttribute(.textAlignment(alignment))
    }

    /// Where text that doesn't fit its lines is cut.
    // LIMITATION: `truncationMode(.head / .middle)` | text is cut at the end ("Lorem ips…") | CSS `text-overflow` only ellipsizes the end of a line
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        textAttribute(.truncation(mode))
    }

    // LIMITATION: `allowsTightening(_:)` | accepted; letter spacing never tightens to fit | CSS has no fit-to-width letter spacing
    public func allowsTightening(_ flag: Bool) -> some View { self }

    // LIMITATION: `minimumScaleFactor(_:)` | accepted; text doesn't shrink to fit, it wraps or truncates | CSS can't size text to its container without measuring
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Whether the user can select and copy text in this view.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        textAttribute(.textSelection(S.allowsSelection))
    }

    /// Extra space between characters, in points (CSS `letter-spacing`).
    public func tracking(_ tracking: CGFloat) -> some View {
        textAttribute(.tracking(tracking))
    }

    /// Extra space between characters, in points.
    // LIMITATION: `kerning(_:)` | the same as `tracking(_:)` (`letter-spacing`) | CSS has no kerning offset distinct from letter spacing
    public func kerning(_ kerning: CGFloat) -> some View {
        textAttribute(.tracking(kerning))
    }

    /// Moves text up (positive) or down from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textAttribute(.baselineOffset(baselineOffset))
    }

    /// Shows text in upper or lower case (CSS `text-transform`); nil leaves it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        textAttribute(.textCase(textCase))
    }

    /// The glyph width of text in this view (CSS `font-stretch`).
    public func fontWidth(_ width: Font.Width?) -> some View {
        textAttribute(.fontWidth(width))
    }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        textAttribute(.bold(isActive))
    }

    /// Italic text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        textAttribute(.italic(isActive))
    }

    /// The font weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textAttribute(.fontWeight(weight))
    }

    /// The font design of text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        textAttribute(.fontDesign(design))
    }

    /// Digits of equal width in this view, so numbers that change don't shift (CSS `tabular-nums`).
    public func monospacedDigit() -> some View {
        textAttribute(.monospacedDigit)
    }

    /// A tooltip: shown when the pointer rests on the view (the `title` attribute).
    public func help(_ textKey: LocalizedStringKey) -> some View {
        textAttribute(.help(textKey.resolved))
    }
    public func help(_ text: Text) -> some View {
        textAttribute(.help(text.plainText))
    }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        textAttribute(.help(String(text)))
    }
}

/// `lineLimit`: the most lines (nil = no limit) and the lines of height to reserve.
nonisolated package struct _LineLimitModifier: ViewModifier {
    package let lower: Int?
    package let upper: Int?
    package let reservesSpace: Bool
    package typealias Body = Never

    static func bounds<R: RangeExpression>(of range: R) -> (lower: Int?, upper: Int?) where R.Bound == Int {
        switch range {
        case let r as ClosedRange<Int>: return (r.lowerBound, r.upperBound)
        case let r as Range<Int>: return (r.lowerBound, r.upperBound - 1)
        case let r as PartialRangeFrom<Int>: return (r.lowerBound, nil)
        case let r as PartialRangeThrough<Int>: return (nil, r.upperBound)
        case let r as PartialRangeUpTo<Int>: return (nil, r.upperBound - 1)
        default: return (nil, nil)
        }
    }
}
