public import Foundation

/// Read-only text.
///
///     Text("Hello, \(name)!")        // a LocalizedStringKey with interpolation
///     Text(verbatim: "user input")   // shown exactly, never looked up
///     Text(title)                     // a String variable: the StringProtocol overload
///
/// Text is always shown literally: a string that looks like HTML or script
/// is just characters on screen.
public struct Text: Equatable, Sendable {
    /// The characters, when the text is one run (no `+`): most texts, kept without an array.
    package var string: String
    /// Everything else (styling, runs, dynamic content), shared until changed (``SharedDefaults``):
    /// most texts have none of it.
    private var styling = SharedDefaults<Styling>()

    /// The runs of a concatenation (`Text("a") + Text("b").bold()`); nil for a single run.
    package var concatenated: [Run]? {
        get { styling[\.concatenated] }
        set { styling.modify { $0.concatenated = newValue } }
    }
    package var font: Font? {
        get { styling[\.font] }
        set { styling.modify { $0.font = newValue } }
    }
    package var styles: Styles {
        get { styling[\.styles] }
        set { styling.modify { $0.styles = newValue } }
    }
    package var foreground: Color? {
        get { styling[\.foreground] }
        set { styling.modify { $0.foreground = newValue } }
    }
    /// Text-only attributes set on the text itself (`kerning`, `baselineOffset`, `fontWidth`…), in order.
    package var attributes: [_ViewAttribute] {
        get { styling[\.attributes] }
        set { styling.modify { $0.attributes = newValue } }
    }
    /// Content spelled when the view is built, in the window's locale and time zone: dates, formats, timers.
    package var dynamic: DynamicContent? {
        get { styling[\.dynamic] }
        set { styling.modify { $0.dynamic = newValue } }
    }
    /// A non-colour `foregroundStyle`, resolved where the text is built (`.tint`, `.secondary`, gradients).
    package var foregroundStyle: TextStyle? {
        get { styling[\.foregroundStyle] }
        set { styling.modify { $0.foregroundStyle = newValue } }
    }

    /// What a `Text` holds besides a single run's characters.
    private struct Styling: DefaultedFields {
        var concatenated: [Run]?
        var font: Font?
        var styles: Styles = []
        var foreground: Color?
        var attributes: [_ViewAttribute] = []
        var dynamic: DynamicContent?
        var foregroundStyle: TextStyle?

        static let defaults = Styling()
    }

    /// A non-colour shape style on a text (`.secondary`, a gradient), compared with `==` where it has one.
    package struct TextStyle: Equatable, Sendable {
        package let style: any ShapeStyle
        init(_ style: some ShapeStyle) { self.style = style }
        /// `==` where the style has it, else the descriptions: spelled only when compared, not per text built.
        package static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
            sameBits(lhs.style, rhs.style)
                || equalIfComparable(lhs.style, rhs.style) ?? (String(reflecting: lhs.style) == String(reflecting: rhs.style))
        }

        /// The same plain-data style with the same bytes (`.secondary` built again by the next body):
        /// equal without the conformance lookup `==` would need. Differing bytes decide nothing.
        private static func sameBits(_ lhs: any ShapeStyle, _ rhs: any ShapeStyle) -> Bool {
            func compare<S: ShapeStyle>(_ lhs: S) -> Bool {
                guard _isPOD(S.self), type(of: rhs) == S.self else { return false }
                let rhs = rhs as! S
                return withUnsafeBytes(of: lhs) { a in withUnsafeBytes(of: rhs) { b in a.elementsEqual(b) } }
            }
            return compare(lhs)
        }
    }

    /// One piece of a concatenated `Text` (`Text("a") + Text("b").bold()`).
    package struct Run: Equatable, Sendable {
        package var string: String
        package var font: Font?
        package var styles: Styles
        package var foreground: Color?
        package var attributes: [_ViewAttribute] = []
        package var dynamic: DynamicContent?
        package var foregroundStyle: TextStyle?
        /// A Markdown link's destination: the run opens it through `\.openURL`.
        package var link: URL?
    }

    package struct Styles: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let bold = Styles(rawValue: 1)
        package static let italic = Styles(rawValue: 2)
        package static let monospaced = Styles(rawValue: 4)
        package static let underline = Styles(rawValue: 8)
        package static let strikethrough = Styles(rawValue: 16)
    }

    package init(plain string: String) { self.string = string }

    public init(verbatim content: String) { self.init(plain: content) }

    /// A localized text; Markdown in the key's literal (`**bold**`, `*italic*`, `` `code` ``,
    /// `~~struck~~`, `[a link](https://…)`) styles it, while interpolated values show as they are.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(plain: key.resolved)
        readMarkdown(key.markdownSource)
    }

    /// Styles this text from the inline Markdown of `source` (``InlineMarkdown``), if it has any.
    private mutating func readMarkdown(_ source: String) {
        guard let runs = InlineMarkdown.runs(source) else { return }
        if runs.count == 1, runs[0].link == nil {
            string = runs[0].string
            styles = runs[0].styles
        } else if runs.isEmpty {
            string = ""
        } else {
            concatenated = runs
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(plain: String(content)) }

    public init(_ resource: LocalizedStringResource) {
        self.init(plain: resource.key)
        readMarkdown(resource.markdownSource)
    }

    /// The characters shown, without styling.
    package var plainText: String { concatenated.map { $0.map(\.string).joined() } ?? string }

}

extension Text: View {
    public typealias Body = Never
}

extension Text {
    public func bold() -> Text { with { $0.styles.insert(.bold) } }
    public func bold(_ isActive: Bool) -> Text { with { if isActive { $0.styles.insert(.bold) } else { $0.styles.remove(.bold) } } }
    public func italic() -> Text { with { $0.styles.insert(.italic) } }
    public func italic(_ isActive: Bool) -> Text { with { if isActive { $0.styles.insert(.italic) } else { $0.styles.remove(.italic) } } }
    public func monospaced(_ isActive: Bool = true) -> Text { with { if isActive { $0.styles.insert(.monospaced) } else { $0.styles.remove(.monospaced) } } }
    // LIMITATION: `underline(_:color:)`, `strikethrough(_:color:)` | the line is drawn in the text's colour | the colour is not carried to the span yet
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { if isActive { $0.styles.insert(.underline) } } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { if isActive { $0.styles.insert(.strikethrough) } } }
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.font = ($0.font ?? .body).weight(weight ?? .regular) } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color; $0.foregroundStyle = nil } }
    /// The text's style: a colour, a hierarchical style (`.secondary`), the tint, a gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with {
            // The metatype first: a cast to `Color` from any other style is a runtime conformance search.
            if S.self == Color.self, let color = style as? Color { $0.foreground = color; $0.foregroundStyle = nil } else { $0.foreground = nil; $0.foregroundStyle = TextStyle(style) }
        }
    }
    /// Extra space between characters, in points.
    // LIMITATION: `Text.kerning(_:)` | the same as `tracking(_:)` (`letter-spacing`) | CSS has no kerning offset distinct from letter spacing
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.attributes.append(.tracking(kerning)) } }
    /// Extra space between characters, in points (CSS `letter-spacing`).
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.attributes.append(.tracking(tracking)) } }
    /// Moves the text up (positive) or down from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.attributes.append(.baselineOffset(baselineOffset)) } }
    /// The font design of this text.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.attributes.append(.fontDesign(design)) } }
    /// The glyph width of this text (CSS `font-stretch`).
    public func fontWidth(_ width: Font.Width?) -> Text { with { $0.attributes.append(.fontWidth(width)) } }
    /// Digits of equal width, so numbers that change don't shift (CSS `tabular-nums`).
    public func monospacedDigit() -> Text { with { $0.attributes.append(.monospacedDigit) } }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = Text(plain: "")
        result.concatenated = lhs.flattenedRuns + rhs.flattenedRuns
        return result
    }

    /// Runs with this text's own styling pushed into each run.
    package var flattenedRuns: [Run] {
        guard let concatenated else {
            return [Run(string: string, font: font, styles: styles, foreground: foreground, attributes: attributes, dynamic: dynamic,
                        foregroundStyle: foregroundStyle)]
        }
        return concatenated.map { run in
            Run(string: run.string, font: run.font ?? font, styles: run.styles.union(styles), foreground: run.foreground ?? foreground,
                attributes: attributes + run.attributes, dynamic: run.dynamic,
                foregroundStyle: run.foreground == nil ? run.foregroundStyle ?? (foreground == nil ? foregroundStyle : nil) : nil, link: run.link)
        }
    }
}

/// A localizable string resource (Foundation's type on Apple platforms).
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    /// The key as `Text` reads its Markdown (``LocalizedStringKey/markdownSource``).
    package let markdownSource: String
    public init(stringLiteral value: String) { key = value; markdownSource = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.output
        markdownSource = stringInterpolation.markdown
    }
    public init(_ key: String) { self.key = key; markdownSource = key }
}
