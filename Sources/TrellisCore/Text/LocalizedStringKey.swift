public import Foundation

/// The key of a localizable string: what a string literal becomes when passed
/// to `Text`, `Button` and other title-taking initializers.
///
/// Trellis has no string catalogs yet, so a key resolves to itself with its
/// interpolations formatted.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    package let resolved: String
    /// The key as `Text` reads its Markdown: the literal parts as written, interpolated values escaped
    /// (``InlineMarkdown/escaped(_:)``) so they show exactly as they are.
    package let markdownSource: String

    public init(_ value: String) { resolved = value; markdownSource = value }
    public init(stringLiteral value: String) { resolved = value; markdownSource = value }
    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
        markdownSource = stringInterpolation.markdown
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        package var output = ""
        /// The key as Markdown reads it, once an interpolated value had a character to escape;
        /// until then it is `output`, and only one string is built.
        private var escapedMarkdown: String?
        package var markdown: String { escapedMarkdown ?? output }

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
            escapedMarkdown?.append(literal)
        }

        private mutating func insert(_ value: String) {
            if escapedMarkdown != nil || InlineMarkdown.needsEscaping(value) {
                escapedMarkdown = (escapedMarkdown ?? output) + InlineMarkdown.escaped(value)
            }
            output += value
        }

        /// A value Markdown can't misread (a number's digits and sign).
        private mutating func insertPlain(_ value: String) {
            output += value
            escapedMarkdown?.append(value)
        }

        public mutating func appendInterpolation(_ string: String) { insert(string) }

        public mutating func appendInterpolation<T>(_ value: T) { insert(String(describing: value)) }

        /// A number (`"\(count) items"`). An `Int`, the common case, skips `String(describing:)`'s
        /// dynamic casts (a row's `Text("\(row.id)")` runs for every row its closure builds).
        // LIMITATION: `Text("\(number)")` | spelled as `String(describing:)` does ("1234", "0.5") | SwiftUI formats the value with its type's default format specifier (`%lld`, `%lf`) in the environment's locale; keys are spelled when made, without a locale
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            if T.self == Int.self {
                insertPlain(String(unsafeBitCast(value, to: Int.self)))
            } else {
                insert(String(describing: value))
            }
        }

        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            insert(String(format: specifier, value._arg))
        }

        public mutating func appendInterpolation(_ text: Text) { insert(text.plainText) }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            insert(format.format(input))
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            insert(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            insert(formatter?.string(for: subject) ?? String(describing: subject))
        }
    }
}

/// Values usable with a `specifier:` in a string interpolation (`"\(x, specifier: "%.2f")"`).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }
