/// Appends JSON text to a string: the hand encoder behind ``ServerMessage``.
///
/// Strings are escaped per RFC 8259: `"` and `\` get a backslash, control
/// characters become `\n`, `\t`, … or `\u00XX`, and U+2028/U+2029 are escaped
/// too so the output is also safe inside a JavaScript string. Everything else
/// is written as UTF-8.
package struct JSONWriter {
    package private(set) var output = ""

    package init(reservingCapacity capacity: Int = 64) { output.reserveCapacity(capacity) }

    /// Appends raw JSON syntax (`{`, `,`, a literal key) unchanged.
    package mutating func raw(_ text: String) { output += text }

    /// Appends a quoted, escaped JSON string.
    package mutating func string(_ value: String) {
        output += "\""
        // Most strings (labels, property values) need no escaping: append them whole.
        if !Self.needsEscaping(value) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// Whether `value` holds a byte that ``string(_:)`` escapes: a quote, a backslash, a control
    /// character, or the lead byte 0xE2 of U+2028/U+2029 (rare elsewhere; then the slow path checks).
    private static func needsEscaping(_ value: String) -> Bool {
        value.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }
    }

    /// Appends a string, or `null` when nil.
    package mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { output += "null" }
    }

    /// Appends an integer.
    package mutating func int(_ value: Int) { output += String(value) }

    /// Appends an integer, or `null` when nil.
    package mutating func optionalInt(_ value: Int?) {
        if let value { int(value) } else { output += "null" }
    }
}
