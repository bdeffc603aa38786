/// A strict, bounded JSON parser for untrusted client messages (RFC 8259).
///
/// Why not `JSONSerialization`: on Linux it bridges through `NSNumber`, where
/// `true` and `1` are hard to tell apart, and it has no depth limit. This
/// parser never traps: every index is checked, nesting is capped at
/// ``maxDepth``, and lone UTF-16 surrogates in `\u` escapes are rejected.
///
///     let value = try JSONParser.parse(Array(#"{"t":"ping"}"#.utf8))
package struct JSONParser {
    /// Objects and arrays nested deeper than this are rejected.
    package static let maxDepth = 16

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON value that spans all of `bytes` (whitespace aside).
    /// - Throws: ``ProtocolError/invalidJSON(_:)`` saying where and why.
    package static func parse(_ bytes: [UInt8]) throws(ProtocolError) -> JSONValue {
        var parser = JSONParser(bytes)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("trailing characters") }
        return value
    }

    private func failure(_ reason: String) -> ProtocolError {
        .invalidJSON("\(reason) at byte \(index)")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(ProtocolError) {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("invalid literal") }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(ProtocolError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth)") }
        skipWhitespace()
        guard let byte = current else { throw failure("unexpected end") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func object(depth: Int) throws(ProtocolError) -> JSONValue {
        index += 1  // {
        var members = JSONObject()
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            members.append(key, try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(ProtocolError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(ProtocolError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw failure("invalid number") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        // An integer of up to 15 digits (an element id, a count) is exact as a `Double`: read it
        // without spelling it out for `Double(_:)`.
        if current != UInt8(ascii: "."), current != UInt8(ascii: "e"), current != UInt8(ascii: "E") {
            let negative = bytes[start] == UInt8(ascii: "-")
            let digits = bytes[(negative ? start + 1 : start)..<index]
            if digits.count <= 15 {
                var magnitude = 0
                for digit in digits { magnitude = magnitude * 10 + Int(digit - UInt8(ascii: "0")) }
                return negative ? -Double(magnitude) : Double(magnitude)
            }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let d = current, isDigit(d) else { throw failure("invalid fraction") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let d = current, isDigit(d) else { throw failure("invalid exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // 1e999 parses as infinity: JSON has no infinities, so refuse it here.
        guard let value = Double(text), value.isFinite else { throw failure("number out of range") }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    private mutating func string() throws(ProtocolError) -> String {
        index += 1  // opening quote
        let start = index
        // Most strings have no escapes: one validated copy of their bytes.
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw failure("control character in string") }
            index += 1
        }
        guard let stop = current else { throw failure("unterminated string") }
        if stop == UInt8(ascii: "\"") {
            defer { index += 1 }
            return try validated(bytes[start..<index])
        }
        // Escapes: the unescaped bytes are collected, then validated once (an escape adds only valid UTF-8).
        var utf8 = Array(bytes[start..<index])
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return try validated(utf8[...])
            case UInt8(ascii: "\\"):
                index += 1
                utf8.append(contentsOf: try escape().utf8)
            case 0x00..<0x20:
                throw failure("control character in string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private func validated(_ utf8: ArraySlice<UInt8>) throws(ProtocolError) -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else { throw failure("invalid UTF-8 in string") }
        return text
    }

    private mutating func escape() throws(ProtocolError) -> Unicode.Scalar {
        guard let byte = current else { throw failure("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800...0xDBFF).contains(unit) {
                guard current == UInt8(ascii: "\\") else { throw failure("lone surrogate") }
                index += 1
                guard current == UInt8(ascii: "u") else { throw failure("lone surrogate") }
                index += 1
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate") }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw failure("invalid escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("lone surrogate") }
            return scalar
        default:
            throw failure("invalid escape")
        }
    }

    private mutating func hex4() throws(ProtocolError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("short \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
