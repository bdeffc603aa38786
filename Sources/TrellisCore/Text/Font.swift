public import Foundation

/// A font: a text style (`.title`, `.body`, …) or an explicit system font,
/// with weight, design and traits.
public struct Font: Hashable, Sendable {
    package enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: Double)
    }

    package var base: Base
    package var weight: Weight?
    package var design: Design?
    package var isItalic = false
    package var isMonospaced = false

    package init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
        package let name: String
        package let value: Int
        public static let ultraLight = Weight(name: "ultraLight", value: 100)
        public static let thin = Weight(name: "thin", value: 200)
        public static let light = Weight(name: "light", value: 300)
        public static let regular = Weight(name: "regular", value: 400)
        public static let medium = Weight(name: "medium", value: 500)
        public static let semibold = Weight(name: "semibold", value: 600)
        public static let bold = Weight(name: "bold", value: 700)
        public static let heavy = Weight(name: "heavy", value: 800)
        public static let black = Weight(name: "black", value: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(base: .system(size: Double(size)), weight: weight, design: design)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(base: .system(size: Double(size)), weight: weight, design: design)
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    // LIMITATION: `Font.custom(_:size:)` | the system font at that size | no font loading from the page (CSP `default-src 'self'` would allow bundled fonts; none are bundled)
    public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }

    public func italic() -> Font { with { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Font { with { $0.isItalic = isActive } }
    public func bold() -> Font { with { $0.weight = .bold } }
    public func bold(_ isActive: Bool) -> Font { with { $0.weight = isActive ? .bold : nil } }
    public func weight(_ weight: Font.Weight) -> Font { with { $0.weight = weight } }
    public func monospaced() -> Font { with { $0.isMonospaced = true } }
    // LIMITATION: `Font.monospacedDigit()`, `Font.smallCaps()` | the font unchanged | the font value carries no feature settings yet; the renderer has no property for them
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }
}
