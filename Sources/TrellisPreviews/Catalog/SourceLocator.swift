import Foundation

/// Finds where a type is declared in the package's sources, for previews
/// that carry no source location of their own (`PreviewProvider` types).
///
/// Looks for `struct|class|enum|actor Name` in `Sources/<Module>/**/*.swift`
/// (or `Tests/<Module>/`) under the working directory (where `swift run` starts). Returns nil when
/// the sources are not there, and the gallery then groups the provider under
/// its module.
struct SourceLocator {
    let root: URL?

    static func packageRoot() -> SourceLocator {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let manifest = cwd.appendingPathComponent("Package.swift").path
        return SourceLocator(root: FileManager.default.fileExists(atPath: manifest) ? cwd : nil)
    }

    func locate(module: String, typeName: String) -> (fileID: String, line: Int)? {
        guard let root, !module.isEmpty, typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        let kinds = ["struct ", "class ", "enum ", "actor "]
        for folder in ["Sources", "Tests"] {
            let directory = root.appendingPathComponent(folder).appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
                continue
            }
            if let found = locate(typeName, kinds: kinds, module: module, in: files) { return found }
        }
        return nil
    }

    private func locate(
        _ typeName: String, kinds: [String], module: String, in files: FileManager.DirectoryEnumerator
    ) -> (fileID: String, line: Int)? {
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for kind in kinds {
                    guard let range = line.range(of: kind + typeName) else { continue }
                    // A whole word: `struct Foo` must not match `struct FooBar`.
                    if let after = line[range.upperBound...].first, after.isLetter || after.isNumber || after == "_" {
                        continue
                    }
                    return ("\(module)/\(file.lastPathComponent)", index + 1)
                }
            }
        }
        return nil
    }
}
