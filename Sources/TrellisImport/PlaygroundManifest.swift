import Foundation

/// What an import needs from a Swift Playgrounds app's `Package.swift`: the `.iOSApplication` product's
/// name, the folder of the target it builds, and the folders of any other targets. Read as text, since the
/// manifest imports `AppleProductTypes`, which only Apple's systems have.
struct PlaygroundManifest: Equatable {
    var productName: String
    var targetPath: String
    var otherTargetPaths: [String]
    var toolsMajorVersion: Int

    init(_ text: String, file: String) throws(ImportError) {
        guard let product = Self.call(".iOSApplication(", in: text) else {
            throw .noAppTarget("\(file) has no .iOSApplication product")
        }
        guard let name = Self.stringArgument("name", in: product) else { throw .malformedProject("\(file): the .iOSApplication product has no name") }
        let productTargets = Self.stringList("targets", in: product)
        var appPath: String?
        var others: [String] = []
        var rest = Substring(text)
        while let (call, remainder) = Self.nextTarget(in: rest) {
            rest = remainder
            guard let targetName = Self.stringArgument("name", in: call) else { continue }
            let path = Self.stringArgument("path", in: call) ?? "Sources/\(targetName)"
            if productTargets.contains(targetName), appPath == nil { appPath = path } else { others.append(path) }
        }
        guard let appPath else { throw .malformedProject("\(file): no target named \(productTargets.first ?? "?") for the product \(name)") }
        productName = name
        targetPath = Self.normalized(appPath)
        otherTargetPaths = others.map(Self.normalized).filter { $0 != "." }
        let header = text.prefix { $0 != "\n" }
        let version = header.split(separator: ":").last?.trimmingPrefix(while: \.isWhitespace).prefix { $0.isNumber } ?? ""
        toolsMajorVersion = Int(version) ?? 5
    }

    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The text of the call starting at `opening` (through its closing parenthesis).
    static func call(_ opening: String, in text: some StringProtocol) -> Substring? {
        guard let start = text.range(of: opening) else { return nil }
        return balanced(Substring(text)[start.lowerBound...])
    }

    /// The next `.executableTarget(` or `.target(` call, and the text after it.
    static func nextTarget(in text: Substring) -> (Substring, Substring)? {
        let starts = [".executableTarget(", ".target("].compactMap { text.range(of: $0)?.lowerBound }
        guard let start = starts.min(), let call = balanced(text[start...]) else { return nil }
        return (call, text[call.endIndex...])
    }

    /// From the first `(` to its matching `)`, skipping string literals.
    static func balanced(_ text: Substring) -> Substring? {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return text[text.startIndex...index] }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// The string literal after `label:` (the first one at any depth).
    static func stringArgument(_ label: String, in call: Substring) -> String? {
        guard let range = call.range(of: label + ":") else { return nil }
        let after = call[range.upperBound...].drop { $0.isWhitespace }
        guard after.first == "\"" else { return nil }
        return String(after.dropFirst().prefix { $0 != "\"" })
    }

    /// The string literals of the array after `label:`.
    static func stringList(_ label: String, in call: Substring) -> [String] {
        guard let range = call.range(of: label + ":") else { return [] }
        let after = call[range.upperBound...].drop { $0.isWhitespace }
        guard after.first == "[" else { return [] }
        let list = after.dropFirst().prefix { $0 != "]" }
        return list.split(separator: ",").compactMap { item in
            let trimmed = item.trimmingPrefix(while: \.isWhitespace)
            guard trimmed.first == "\"" else { return nil }
            return String(trimmed.dropFirst().prefix { $0 != "\"" })
        }
    }
}
