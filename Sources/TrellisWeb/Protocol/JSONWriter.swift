/// Appends JSON text to a byte buffer: the hand encoder behind ``ServerMessage``.
///
/// Strings are escaped per RFC 8259: `"` and `\` get a backslash, control
/// characters become `\n`, `\t`, … or `\u00XX`, and U+2028/U+2029 are escaped
/// too so the output is also safe inside a JavaScript string. Everything else
/// is written as UTF-8.
///
/// The writer owns its buffer and writes through a pointer: a first render's patch is ≈ 100,000
/// short pieces (ids, roles, property names and values), and `Array.append(contentsOf:)` cost
/// ≈ 60 instructions a piece in checks before its copy. Not copyable, so the buffer has one owner.
package struct JSONWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    package init(reservingCapacity capacity: Int = 64) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far.
    private var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// The JSON text written so far.
    package var output: String { String(decoding: written, as: UTF8.self) }

    /// The UTF-8 bytes written so far (valid UTF-8: every string went in whole or escaped).
    package var bytesWritten: [UInt8] { Array(written) }

    /// Makes room for `extra` more bytes: doubling, so a large patch is copied a few times in all.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends raw JSON syntax (`{`, `,`, a literal key) unchanged.
    package mutating func raw(_ text: String) { append(text) }

    /// Copies the string's UTF-8 buffer whole.
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends a quoted, escaped JSON string.
    package mutating func string(_ value: String) {
        // Most strings (labels, property values) need no escaping: copy them whole.
        var value = value
        let copied = value.withUTF8 { utf8 -> Bool in
            for byte in utf8 where Self.isEscaped(byte) { return false }
            reserve(utf8.count + 2)
            start[count] = 0x22
            if let base = utf8.baseAddress { (start + count + 1).initialize(from: base, count: utf8.count) }
            start[count + 1 + utf8.count] = 0x22
            count += utf8.count + 2
            return true
        }
        if copied { return }
        byte(0x22)
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
        byte(0x22)
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
    package mutating func byte(_ value: UInt8) {
        reserve(1)
        start[count] = value
        count += 1
    }

    /// Appends an integer, its digits written straight into the buffer (no `String` per number):
    /// counted first, then written last to first in place.
    package mutating func int(_ value: Int) {
        var rest = value.magnitude
        var digits = 1
        var scale = rest
        while scale >= 10 {
            scale /= 10
            digits += 1
        }
        reserve(digits + 1)
        if value < 0 {
            start[count] = 0x2D
            count += 1
        }
        var i = count + digits
        count = i
        repeat {
            i -= 1
            start[i] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// Appends an integer, or `null` when nil.
    package mutating func optionalInt(_ value: Int?) {
        if let value { int(value) } else { append("null") }
    }
}
