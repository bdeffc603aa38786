extension HostNode {
    /// The tree as text: one element per line, two spaces of indent per
    /// level, each line `role "accessible name" key=value …` with keys sorted.
    ///
    ///     generic layout=vstack
    ///       text "Count: 1"
    ///       button "Increment" style=bordered
    ///         text "Increment"
    ///
    /// The root element itself is not printed, only its content.
    public func dump(includeRoot: Bool = false) -> String {
        var lines: [String] = []
        if includeRoot {
            appendLines(to: &lines, depth: 0)
        } else {
            for child in children { child.appendLines(to: &lines, depth: 0) }
        }
        return lines.joined(separator: "\n")
    }

    /// This element's own line, without indent.
    public var dumpLine: String {
        var line = role.rawValue
        let name = accessibleName
        if !name.isEmpty { line += " " + Self.quoted(name) }
        for key in properties.keys.sorted() {
            guard key != "label" || text != nil, let value = properties[key] else { continue }
            line += " \(key)=" + (Self.needsQuotes(value) ? Self.quoted(value) : value)
        }
        return line
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + dumpLine)
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }

    static func needsQuotes(_ value: String) -> Bool {
        value.isEmpty || value.contains { $0 == " " || $0 == "\"" || $0 == "\n" || $0 == "=" }
    }

    static func quoted(_ value: String) -> String {
        var out = "\""
        for ch in value {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}
