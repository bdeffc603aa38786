import Testing
@testable import TrellisWeb

/// The patch encoder's JSON: numbers as JavaScript's `JSON.parse` reads them, strings escaped per
/// RFC 8259 (and U+2028/U+2029, so the text is safe inside a script too).
@Suite struct JSONWriterTests {
    private func written(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return writer.output
    }

    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 12_345, -1, -10, -987_654, Int.max, Int.min])
    func anIntegerIsWrittenAsItsDecimalDigits(value: Int) {
        #expect(written { $0.int(value) } == String(value))
    }

    @Test func integersFollowEachOtherInOneBuffer() {
        #expect(written { w in
            w.byte(0x5B)
            for (i, value) in [3, -40, 500, 0].enumerated() {
                if i > 0 { w.byte(0x2C) }
                w.int(value)
            }
            w.byte(0x5D)
        } == "[3,-40,500,0]")
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("line\nnext\ttab", #""line\nnext\ttab""#),
        ("\u{01}", #""\u0001""#),
        ("\u{2028}x\u{2029}", #""\u2028x\u2029""#),
        ("€ stays", #""€ stays""#),
    ])
    func aStringIsQuotedAndEscaped(value: String, expected: String) {
        #expect(written { $0.string(value) } == expected)
    }

    @Test func aLongTextGrowsTheBufferAndKeepsEveryPiece() {
        // Far past the first 64 bytes: the buffer grows several times while strings and numbers go in.
        let pieces = (0..<2_000).map { "row \($0) \u{2014} \"label\"" }
        let text = written { w in
            w.byte(0x5B)
            for (i, piece) in pieces.enumerated() {
                if i > 0 { w.byte(0x2C) }
                w.int(i)
                w.byte(0x2C)
                w.string(piece)
            }
            w.byte(0x5D)
        }
        let expected = "[" + pieces.enumerated().map { "\($0.offset),\"row \($0.offset) \u{2014} \\\"label\\\"\"" }.joined(separator: ",") + "]"
        #expect(text == expected)
    }

    @Test func nilIsNull() {
        #expect(written { $0.optionalInt(nil); $0.byte(0x2C); $0.optionalString(nil) } == "null,null")
    }
}
