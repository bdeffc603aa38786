import Foundation

/// The inline Markdown of a `Text`'s `LocalizedStringKey` (as SwiftUI reads it): `**bold**`, `__bold__`,
/// `*italic*`, `_italic_`, `***both***`, `` `code` ``, `~~strikethrough~~`, `[links](https://…)` and
/// backslash escapes. Block syntax (headings, lists) stays literal, as it does in SwiftUI's `Text`.
///
/// Linux Foundation has no `AttributedString(markdown:)`, so this is a small parser of its own: linear
/// in the source apart from the search for each delimiter's closer, nesting at most 8 deep, and sources
/// over 4,096 characters are shown literally. Interpolated values arrive escaped
/// (``LocalizedStringKey/markdownSource``), so only the literal parts of a key are read as Markdown.
package enum InlineMarkdown {
    static let limit = 4096
    static let maxDepth = 8
    private static let markers: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

    /// The runs `source` reads as, or nil when it has no Markdown syntax (the text is shown as it is).
    package static func runs(_ source: String) -> [Text.Run]? {
        // Most texts have no marker at all: a byte scan says so without breaking the string into characters.
        guard hasMarkerByte(source, extra: false), source.count <= limit else { return nil }
        var parser = Parser(chars: Array(source))
        parser.parse(0, parser.chars.count, styles: [], link: nil, depth: 0)
        return parser.runs
    }

    /// `text` with the characters Markdown reads escaped, so it shows as written.
    package static func escaped(_ text: String) -> String {
        guard hasMarkerByte(text, extra: true) else { return text }
        var out = ""
        out.reserveCapacity(text.count + 8)
        for c in text {
            if markers.contains(c) || c == "]" || c == "(" || c == ")" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// Whether ``escaped(_:)`` would change `text`.
    package static func needsEscaping(_ text: String) -> Bool { hasMarkerByte(text, extra: true) }

    /// Whether `text` has a byte of a marker (or, with `extra`, of `]`, `(` or `)`). The markers are ASCII,
    /// and UTF-8 never uses ASCII bytes inside a longer character, so no byte means no marker character.
    private static func hasMarkerByte(_ text: String, extra: Bool) -> Bool {
        // Over the contiguous bytes: iterating a `String.UTF8View` costs far more per byte.
        var text = text
        return text.withUTF8 { $0.contains { byte in
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "\\"):
                return true
            case UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"):
                return extra
            default:
                return false
            }
        } }
    }

    private struct Parser {
        let chars: [Character]
        var runs: [Text.Run] = []

        mutating func emit(_ string: String, _ styles: Text.Styles, _ link: URL?) {
            guard !string.isEmpty else { return }
            if let last = runs.last, last.styles == styles, last.link == link {
                runs[runs.count - 1].string += string
            } else {
                runs.append(Text.Run(string: string, font: nil, styles: styles, foreground: nil, link: link))
            }
        }

        mutating func parse(_ from: Int, _ to: Int, styles: Text.Styles, link: URL?, depth: Int) {
            var i = from
            var buffer = ""
            func isEscapable(_ c: Character) -> Bool { c.isASCII && (c.isPunctuation || c.isSymbol) }
            while i < to {
                let c = chars[i]
                if c == "\\", i + 1 < to, isEscapable(chars[i + 1]) {
                    buffer.append(chars[i + 1])
                    i += 2
                    continue
                }
                guard depth < InlineMarkdown.maxDepth else { buffer.append(c); i += 1; continue }
                if c == "`" {
                    let n = runLength(of: c, at: i, to: to)
                    if let close = codeCloser(n, from: i + n, to: to) {
                        emit(buffer, styles, link); buffer = ""
                        var code = String(chars[(i + n)..<close])
                        if code.count > 2, code.first == " ", code.last == " " { code = String(code.dropFirst().dropLast()) }
                        emit(code, styles.union(.monospaced), link)
                        i = close + n
                    } else {
                        buffer.append(contentsOf: String(repeating: "`", count: n))
                        i += n
                    }
                    continue
                }
                if c == "[", link == nil, let (bracket, paren) = linkEnd(from: i, to: to) {
                    emit(buffer, styles, link); buffer = ""
                    parse(i + 1, bracket, styles: styles, link: Self.url(String(chars[(bracket + 2)..<paren])), depth: depth + 1)
                    i = paren + 1
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    let length = runLength(of: c, at: i, to: to)
                    let n = min(length, c == "~" ? 2 : 3)
                    if (c != "~" || n == 2), length == n, opens(c, at: i, length: n, to: to), let close = closer(c, n, from: i + n, to: to) {
                        emit(buffer, styles, link); buffer = ""
                        let added: Text.Styles = c == "~" ? .strikethrough : n == 3 ? [.bold, .italic] : n == 2 ? .bold : .italic
                        parse(i + n, close, styles: styles.union(added), link: link, depth: depth + 1)
                        i = close + n
                        continue
                    }
                    buffer.append(contentsOf: String(repeating: c, count: length))
                    i += length
                    continue
                }
                buffer.append(c)
                i += 1
            }
            emit(buffer, styles, link)
        }

        func runLength(of c: Character, at i: Int, to: Int) -> Int {
            var j = i
            while j < to, chars[j] == c { j += 1 }
            return j - i
        }

        /// An opener is followed by a non-space; an `_` opener is not inside a word.
        func opens(_ c: Character, at i: Int, length: Int, to: Int) -> Bool {
            guard i + length < to, !chars[i + length].isWhitespace else { return false }
            if c == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { return false }
            return true
        }

        /// The first run of exactly `n` `c`s after some content, preceded by a non-space (and for `_`
        /// not followed by a letter or digit).
        func closer(_ c: Character, _ n: Int, from start: Int, to: Int) -> Int? {
            var j = start + 1
            while j + n <= to {
                if chars[j] == "\\" { j += 2; continue }
                if chars[j] == "`" {
                    // A code span is opaque: a delimiter inside it closes nothing.
                    let n = runLength(of: "`", at: j, to: to)
                    j = codeCloser(n, from: j + n, to: to).map { $0 + n } ?? j + n
                    continue
                }
                if chars[j] == c {
                    let length = runLength(of: c, at: j, to: to)
                    let after = j + length
                    if length == n, !chars[j - 1].isWhitespace,
                       c != "_" || after >= to || !(chars[after].isLetter || chars[after].isNumber) {
                        return j
                    }
                    j = after
                    continue
                }
                j += 1
            }
            return nil
        }

        /// The start of the next run of exactly `n` backticks.
        func codeCloser(_ n: Int, from start: Int, to: Int) -> Int? {
            var j = start
            while j < to {
                if chars[j] == "`" {
                    let length = runLength(of: "`", at: j, to: to)
                    if length == n { return j }
                    j += length
                } else {
                    j += 1
                }
            }
            return nil
        }

        /// `[text](destination)`: the `]` and the `)`, with brackets and parentheses balanced.
        func linkEnd(from i: Int, to: Int) -> (Int, Int)? {
            var depth = 0, j = i + 1
            while j < to {
                switch chars[j] {
                case "\\": j += 1
                case "[": depth += 1
                case "]":
                    if depth == 0 {
                        guard j + 1 < to, chars[j + 1] == "(" else { return nil }
                        var parens = 0, k = j + 2
                        while k < to {
                            if chars[k] == "(" { parens += 1 }
                            if chars[k] == ")" { if parens == 0 { return (j, k) }; parens -= 1 }
                            if chars[k].isWhitespace, chars[k] != " " { return nil }
                            k += 1
                        }
                        return nil
                    }
                    depth -= 1
                default: break
                }
                j += 1
            }
            return nil
        }

        /// A link destination, without `<>` and a `"title"`; nil when it is not a URL with a scheme.
        static func url(_ destination: String) -> URL? {
            var text = destination.trimmingCharacters(in: .whitespaces)
            if let space = text.firstIndex(of: " ") { text = String(text[..<space]) }
            if text.hasPrefix("<"), text.hasSuffix(">") { text = String(text.dropFirst().dropLast()) }
            guard let url = URL(string: text), url.scheme != nil else { return nil }
            return url
        }
    }
}
