import Foundation
import Testing

/// docs/LIMITATIONS.md can't drift from the code: its table is made from the `// LIMITATION:` markers
/// next to what they describe.
@Suite struct LimitationsDocTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `// LIMITATION: API | does | why` line under Sources/, in path order.
    static func markers() throws -> [(file: String, cells: [String])] {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path } ?? []
        var result: [(String, [String])] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                guard let range = line.range(of: "// LIMITATION: ") else { continue }
                let cells = line[range.upperBound...].components(separatedBy: " | ")
                result.append((String(file.path.dropFirst(root.path.count + 1)), cells))
            }
        }
        return result
    }

    @Test func everyMarkerHasThreeCells() throws {
        let markers = try Self.markers()
        #expect(!markers.isEmpty)
        for marker in markers {
            #expect(marker.cells.count == 3 && marker.cells.allSatisfy { !$0.isEmpty },
                    "\(marker.file): a LIMITATION marker needs `API | what Trellis does | why`")
        }
    }

    @Test func limitationsDocListsEveryMarker() throws {
        let rows = try Self.markers().map { "| " + $0.cells.joined(separator: " | ") + " |" }
        let table = (["| API | what Trellis does | why / what is missing |", "|---|---|---|"] + rows).joined(separator: "\n") + "\n"
        let url = Self.root.appendingPathComponent("docs/LIMITATIONS.md")
        let doc = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- limitations:begin -->\n", end = "<!-- limitations:end -->"
        let start = try #require(doc.range(of: begin)), stop = try #require(doc.range(of: end))
        if String(doc[start.upperBound..<stop.lowerBound]) != table {
            try (doc[..<start.upperBound] + table + doc[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("docs/LIMITATIONS.md was stale; it has been regenerated from the LIMITATION markers: commit it")
        }
    }
}
