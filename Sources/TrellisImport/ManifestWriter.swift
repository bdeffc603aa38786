import Foundation

/// Renders and writes the `Package.swift` for an ``ImportPlan``.
public enum ManifestWriter {
    /// The first line of every manifest the import writes; an existing `Package.swift` without it is never replaced.
    public static let marker = "// Written by trellis-import"

    /// The manifest's text. Trellis is a path dependency; its `SwiftUI` and `Combine` products are Linux-only,
    /// so the same folder still builds with Apple's frameworks in Xcode.
    public static func manifest(for plan: ImportPlan, trellisPath: String) -> String {
        let identity = (trellisPath as NSString).lastPathComponent.lowercased()
        let linux = ".when(platforms: [.linux])"
        var lines = [
            "// swift-tools-version: 6.0",
            "\(marker) from \(plan.origin). Run it again to refresh; the app's own files are not changed.",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \(literal(plan.name)),",
            "    platforms: [.macOS(.v15), .iOS(.v17)],",
            "    dependencies: [",
            "        .package(path: \(literal(trellisPath))),",
            "    ],",
            "    targets: [",
            "        .executableTarget(",
            "            name: \(literal(plan.name)),",
            "            dependencies: [",
            "                .product(name: \"SwiftUI\", package: \(literal(identity)), condition: \(linux)),",
            "                .product(name: \"Combine\", package: \(literal(identity)), condition: \(linux)),",
            "            ],",
            "            path: \(literal(plan.targetPath)),",
            "            sources: [",
        ]
        lines += plan.sources.map { "                \(literal($0))," }
        lines.append("            ],")
        if !plan.resources.isEmpty {
            lines.append("            resources: [")
            lines += plan.resources.map { "                .copy(\(literal($0)))," }
            lines.append("            ],")
        }
        lines += [
            "            swiftSettings: [",
            "                // Files that import only Foundation see Combine and Observation, as on Apple's systems.",
            "                .unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Combine\",",
            "                              \"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Observation\"], \(linux)),",
            "                .swiftLanguageMode(.v\(plan.languageMode)),",
            "            ]",
            "        ),",
            "    ]",
            ")",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Writes `Package.swift` into the plan's folder; returns its path. Refuses to replace a manifest it did not write.
    @discardableResult
    public static func write(_ plan: ImportPlan, trellisPath: String) throws(ImportError) -> String {
        let path = plan.packageDirectory + "/Package.swift"
        if let existing = FileManager.default.contents(atPath: path),
           !String(decoding: existing, as: UTF8.self).split(separator: "\n").prefix(2).contains(where: { $0.hasPrefix(marker) }) {
            throw .packageExists("\(path) already exists and was not written by trellis-import; nothing written")
        }
        do {
            try Data(manifest(for: plan, trellisPath: trellisPath).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .packageExists("could not write \(path): \(error.localizedDescription)")
        }
        return path
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
