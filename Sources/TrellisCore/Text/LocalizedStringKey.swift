public import Foundation

/// The key of a localizable string: what a string literal becomes when passed
/// to `Text`, `Button` and other title-taking initializers.
///
/// Trellis has no string catalogs yet, so a key resolves to itself with its
/// interpolations formatted.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    package let resolved: String

    public init(_ value: String) { resolved = value }
    public init(stringLiteral value: String) { resolved = value }
    public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        package var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation(_ string: String) { output += string }

        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }

        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            output += String(format: specifier, value._arg)
        }

        public mutating func appendInterpolation(_ text: Text) { output += text.plainText }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
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
