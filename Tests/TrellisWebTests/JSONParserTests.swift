import Testing
@testable import TrellisWeb

/// Strings in client messages: most have no escapes and are taken in one validated copy; the
/// rest are unescaped and validated as a whole. Integers are read without `Double(_:)`, objects
/// keep their members in order. Either way the rules are RFC 8259's.
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

    func number(_ json: String) throws -> Double? {
        guard case let .number(value) = try JSONParser.parse(Array(json.utf8)) else { return nil }
        return value
    }

    @Test(arguments: [
        ("0", 0.0), ("7", 7.0), ("-12", -12.0), ("123456789012345", 123_456_789_012_345.0),
        ("1234567890123456789", 1_234_567_890_123_456_789.0), ("2.5", 2.5), ("-0.125", -0.125),
        ("1e3", 1000.0), ("12E-1", 1.2),
    ])
    func aNumberReadsAsItsValue(json: String, expected: Double) throws {
        #expect(try number(json) == expected)
    }

    @Test func minusZeroKeepsItsSign() throws {
        let zero = try #require(try number("-0"))
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test(arguments: ["01", "-", "1.", ".5", "1e", "--1", "1ee2", "0x10", "1e999"])
    func aMalformedNumberIsRefused(json: String) {
        #expect(throws: ProtocolError.self) { try JSONParser.parse(Array(json.utf8)) }
    }

    @Test func aRepeatedKeyKeepsItsLastValueAsJSONParseDoes() throws {
        guard case let .object(fields) = try JSONParser.parse(Array(#"{"t":"ping","id":1,"t":"event"}"#.utf8)) else {
            Issue.record("not an object"); return
        }
        #expect(fields["t"] == .string("event"))
        #expect(fields["id"] == .number(1))
        #expect(fields["missing"] == nil)
        #expect(fields.members.count == 3)
    }

    @Test func objectsAreEqualWhateverTheOrderOfTheirMembers() throws {
        let a = try JSONParser.parse(Array(#"{"a":1,"b":[true,null]}"#.utf8))
        let b = try JSONParser.parse(Array(#"{"b":[true,null],"a":1}"#.utf8))
        let c = try JSONParser.parse(Array(#"{"b":[true,null],"a":2}"#.utf8))
        #expect(a == b)
        #expect(a != c)
        #expect(a == .object(["a": .number(1), "b": .array([.bool(true), .null])]))
    }
}
