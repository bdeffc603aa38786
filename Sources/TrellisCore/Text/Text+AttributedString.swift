public import Foundation

extension Text {
    /// A text drawn run by run from an attributed string: each run's SwiftUI attributes
    /// (`foregroundColor`, `font`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
    /// `baselineOffset`) style it, and a run's Foundation `link` opens through `\.openURL`.
    ///
    ///     var price = AttributedString("$4.99")
    ///     price.foregroundColor = .green
    ///     price.font = .headline
    ///     Text(price)
    ///
    /// The characters are always shown literally.
    // LIMITATION: `Text(AttributedString)` | `backgroundColor` is not drawn; `underlineStyle` and `strikethroughStyle` draw a solid line in the text's colour whatever their pattern and colour | a text run carries no background or line style yet
    // Disfavoured (SwiftUI's isn't): Linux Foundation's AttributedString takes string literals, and
    // `Text("…")` must stay the localized-key text it is on Apple's systems.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(plain: String(attributedContent.characters))
        var runs: [Run] = []
        for run in attributedContent.runs {
            let string = String(attributedContent[run.range].characters)
            guard !string.isEmpty else { continue }
            var styles: Styles = []
            if run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil { styles.insert(.underline) }
            if run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil { styles.insert(.strikethrough) }
            var attributes: [_ViewAttribute] = []
            if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] { attributes.append(.tracking(kern)) }
            if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] { attributes.append(.tracking(tracking)) }
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] { attributes.append(.baselineOffset(offset)) }
            runs.append(Run(string: string, font: run[AttributeScopes.SwiftUIAttributes.FontAttribute.self], styles: styles,
                            foreground: run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self], attributes: attributes,
                            link: run.link))
        }
        if runs.count > 1 || runs.first?.link != nil {
            concatenated = runs
        } else if let only = runs.first {
            font = only.font
            styles = only.styles
            foreground = only.foreground
            self.attributes = only.attributes
        }
    }

    /// The style of an underline or strikethrough line.
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        package let pattern: Pattern
        package let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws from an `AttributedString`.
    public struct SwiftUIAttributes: AttributeScope {
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// The SwiftUI attribute scope (`AttributeContainer(…)`, `AttributedString(…, including: \.swiftUI)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor = .red`, `run.font`, …: SwiftUI's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
