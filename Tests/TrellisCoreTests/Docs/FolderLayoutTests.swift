import Foundation
import Testing

/// ARCHITECTURE.md, "Families": a family has one folder name in every layer. A builtin or a test in a
/// folder TrellisCore doesn't have is in the wrong place.
@Suite struct FolderLayoutTests {
    static let root = LimitationsDocTests.root

    static func folders(_ path: String) throws -> Set<String> {
        let url = root.appendingPathComponent(path)
        let names = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .map(\.lastPathComponent)
        return Set(names)
    }

    @Test func everyGraphFolderIsACoreFamily() throws {
        let core = try Self.folders("Sources/TrellisCore")
        // Graph/ is the graph's own machinery and Idiom/ its rule tables: neither declares API.
        let graph = try Self.folders("Sources/TrellisGraph").subtracting(["Graph", "Idiom"])
        #expect(graph.subtracting(core).isEmpty, "TrellisGraph folders with no TrellisCore family: \(graph.subtracting(core).sorted())")
    }

    @Test func everyTestFolderIsACoreFamily() throws {
        let core = try Self.folders("Sources/TrellisCore")
        // Graph/ tests the graph's machinery and Docs/ the documents (this file among them).
        let tests = try Self.folders("Tests/TrellisCoreTests").subtracting(["Graph", "Docs"])
        #expect(tests.subtracting(core).isEmpty, "test folders with no TrellisCore family: \(tests.subtracting(core).sorted())")
    }
}
