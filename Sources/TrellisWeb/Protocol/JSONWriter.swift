/// Appends JSON text to a string: the hand encoder behind ``ServerMessage``.
///
/// Strings are escaped per RFC 8259: `"` and `\` get a backslash, control
/// characters become `\n`, `\t`, … or `\u00XX`, and U+2028/U+2029 are escaped
/// too so the output is also safe inside a JavaScript string. Everything else
/// is written as UTF-8.
package struct JSONWriter {
    /// UTF-8 bytes so far: appending bytes is a copy, appending to a `String` is not.
    private var bytes: [UInt8] = []

    package init(reservingCapacity capacity: Int = 64) { bytes.reserveCapacity(capacity) }

    /// The JSON text written so far.
    package var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The UTF-8 bytes written so far (valid UTF-8: every string went in whole or escaped).
    package var bytesWritten: [UInt8] { bytes }

    /// Appends raw JSON syntax (`{`, `,`, a literal key) unchanged.
    package mutating func raw(_ text: String) { append(text) }

    /// Copies the string's UTF-8 buffer whole (`append(contentsOf: text.utf8)` goes byte by byte).
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a quoted, escaped JSON string.
    package mutating func string(_ value: String) {
        // Most strings (labels, property values) need no escaping: copy them whole.
        var value = value
        let copied = value.withUTF8 { utf8 -> Bool in
            for byte in utf8 where Self.isEscaped(byte) { return false }
            bytes.append(0x22)
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return true
        }
        if copied { return }
        append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "\u{08}": append("\\b")
            case "\u{0C}": append("\\f")
            case "\u{2028}": append("\\u2028")
            case "\u{2029}": append("\\u2029")
            default:
                if scalar.value < 0x20 {
                    append("\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16))
                } else {
                    append(String(scalar))
                }
            }
        }
        append("\"")
    }

    /// Whether ``string(_:)`` takes the slow path for `byte`: a quote, a backslash, a control
    /// character, or the lead byte 0xE2 of U+2028/U+2029 (rare elsewhere; then the slow path checks).
    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2
    }

    /// Appends a string, or `null` when nil.
    package mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { append("null") }
    }

    /// Appends one ASCII byte of JSON syntax (`[`, `,`, `:`).
    package mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// Appends an integer, its digits written straight into the buffer (no `String` per number).
    ///
    /// The digits are made last to first in a small buffer on the stack and appended in one copy:
    /// appending them one by one and reversing them in place cost ≈ 600 instructions a number.
    package mutating func int(_ value: Int) {
        if value >= 0, value < 10 {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // 20 digits and a sign hold any `Int`.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var rest = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                digits[start] = 0x2D
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends an integer, or `null` when nil.
    package mutating func optionalInt(_ value: Int?) {
        if let value { int(value) } else { append("null") }
    }
}
