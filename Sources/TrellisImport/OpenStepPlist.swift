/// A value of the old-style (OpenStep) property list text format that `project.pbxproj` is written in:
/// `{ key = value; }`, `( a, b, )`, quoted or bare strings, `<hex data>`, and `/* */` or `//` comments.
public enum OpenStepPlist: Equatable, Sendable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    /// The string, or nil for an array or dictionary.
    public var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The elements, or nil for a string or dictionary.
    public var array: [OpenStepPlist]? {
        if case let .array(value) = self { return value }
        return nil
    }

    /// The entries, or nil for a string or array.
    public var dictionary: [String: OpenStepPlist]? {
        if case let .dictionary(value) = self { return value }
        return nil
    }

    /// The value under `key` when this is a dictionary.
    public subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    /// Parses a whole file's text; anything after the root value but comments and white space is an error.
    public static func parse(_ text: String) throws(PlistSyntaxError) -> OpenStepPlist {
        var parser = Parser(Array(text.utf8))
        let value = try parser.value()
        try parser.skipTrivia()
        guard parser.atEnd else { throw parser.error("unexpected text after the root value") }
        return value
    }
}

/// Where and why a property list failed to parse.
public struct PlistSyntaxError: Error, Equatable, CustomStringConvertible {
    /// 1-based line of the offending character.
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// Deep enough for any project file; bounds recursion on hostile input.
    var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    func error(_ reason: String) -> PlistSyntaxError {
        PlistSyntaxError(line: bytes[..<min(index, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }, reason: reason)
    }

    mutating func skipTrivia() throws(PlistSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw error("unterminated comment") }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func value() throws(PlistSyntaxError) -> OpenStepPlist {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file") }
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw error("nested too deeply") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try dictionary()
        case UInt8(ascii: "("): return try array()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
        case UInt8(ascii: "<"): return .string(try data())
        default: return .string(try bare())
        }
    }

    mutating func expect(_ character: Character) throws(PlistSyntaxError) {
        let end = index
        try skipTrivia()
        guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
            index = end  // the line of what came before, where the character is missing
            throw error("expected '\(character)'")
        }
        index += 1
    }

    mutating func dictionary() throws(PlistSyntaxError) -> OpenStepPlist {
        index += 1
        var entries: [String: OpenStepPlist] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated dictionary: expected '}'") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(entries) }
            guard case let .string(key) = try value() else { throw error("a dictionary key must be a string") }
            try expect("=")
            entries[key] = try value()
            try expect(";")
        }
    }

    mutating func array() throws(PlistSyntaxError) -> OpenStepPlist {
        index += 1
        var elements: [OpenStepPlist] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array: expected ')'") }
            if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(elements) }
            elements.append(try value())
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array: expected ')'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") { throw error("expected ',' or ')'") }
        }
    }

    mutating func quoted() throws(PlistSyntaxError) -> String {
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                default: out.append(bytes[index])
                }
            } else {
                out.append(bytes[index])
            }
            index += 1
        }
        guard index < bytes.count else { throw error("unterminated string") }
        index += 1
        return String(decoding: out, as: UTF8.self)
    }

    mutating func data() throws(PlistSyntaxError) -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        guard index < bytes.count else { throw error("unterminated data: expected '>'") }
        index += 1
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func bare() throws(PlistSyntaxError) -> String {
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }
}
