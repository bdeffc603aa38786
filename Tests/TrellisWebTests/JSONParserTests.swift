import Testing
@testable import TrellisWeb

/// Strings in client messages: most have no escapes and are taken in one validated copy; the
/// rest are unescaped and validated as a whole. Either way the rules are RFC 8259's.
@Suite struct JSONParserTests {
    func string(_ bytes: [UInt8]) throws -> String? {
        guard case let .string(text) = try JSONParser.parse(bytes) else { return nil }
        return text
    }

    func string(_ json: String) throws -> String? { try string(Array(json.utf8)) }

    @Test(arguments: [
        (#""""#, ""),
        (#""plain""#, "plain"),
        (#""héllo 😀""#, "héllo 😀"),
        (#""\"quoted\"""#, "\"quoted\""),
        (#""a\\b\/c""#, "a\\b/c"),
        (#""tab\tnewline\n""#, "tab\tnewline\n"),
        (#""\u00e9t\u00E9""#, "été"),
        (#""x \ud83d\ude00 y""#, "x 😀 y"),
        (#""😀\n😀""#, "😀\n😀"),
    ])
    func aStringReadsAsItsCharacters(json: String, expected: String) throws {
        #expect(try string(json) == expected)
    }

    @Test(arguments: [
        [0x22, 0xFF, 0x22],                      // not UTF-8, no escapes
        [0x22, 0x5C, 0x6E, 0xC3, 0x22],          // a truncated sequence after an escape
        [0x22, 0x61, 0x0A, 0x22],                // a raw control character
        [0x22, 0x5C, 0x6E, 0x01, 0x22],          // a raw control character after an escape
        [0x22, 0x61, 0x62],                      // no closing quote
        [0x22, 0x5C, 0x6E, 0x61],                // no closing quote after an escape
        [0x22, 0x5C, 0x78, 0x22],                // an unknown escape
        Array(#""\ud83d""#.utf8),                 // a lone surrogate
    ])
    func aMalformedStringIsRefused(bytes: [UInt8]) {
        #expect(throws: ProtocolError.self) { try JSONParser.parse(bytes) }
    }

    @Test func stringsAsKeysAndValuesKeepTheirPlaces() throws {
        guard case let .object(fields) = try JSONParser.parse(Array(#"{"k\u0041":"v","e":"\n","z":""}"#.utf8)) else {
            Issue.record("not an object"); return
        }
        #expect(fields["kA"] == .string("v"))
        #expect(fields["e"] == .string("\n"))
        #expect(fields["z"] == .string(""))
    }
}
