import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import TrellisSnapshotTesting

private struct Counter: View {
    var start = 0
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(start + count)")
            Button("Add") { count += 1 }
        }
        .navigationTitle("Counter")
    }
}

/// The strategies record, match, and fail with a diff, against a snapshot directory of the test's own.
@MainActor
@Suite struct TrellisSnapshotTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-snapshots-\(UUID().uuidString)").path

    @Test func aRecordedTreeMatchesTheSameViewAndItsFileReadsAsTheDump() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(of: Counter(), as: .trellis(idiom: .phone), named: "counter",
                                      record: .all, snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true, "the first run records")
        let file = try recordedFile()
        #expect(recordedName() == "aRecordedTreeMatchesTheSameViewAndItsFileReadsAsTheDump.counter.txt")
        #expect(file.contains("text \"Count 0\""))
        #expect(file.contains("button \"Add\""))
        #expect(verifySnapshot(of: Counter(), as: .trellis(idiom: .phone), named: "counter",
                               record: .missing, snapshotDirectory: directory) == nil, "the same view matches")
    }

    @Test func aChangedViewFailsWithADiffOfTheLineThatChanged() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: Counter(), as: .trellis(idiom: .phone), named: "counter", record: .all, snapshotDirectory: directory)
        let failure = verifySnapshot(of: Counter(start: 5), as: .trellis(idiom: .phone), named: "counter",
                                     record: .never, snapshotDirectory: directory)
        let lines = (failure ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("−") && $0.hasSuffix("text \"Count 0\"") }, "\(failure ?? "no failure")")
        #expect(lines.contains { $0.hasPrefix("+") && $0.hasSuffix("text \"Count 5\"") })
        #expect(!lines.contains { $0.hasPrefix("−") && $0.contains("button \"Add\"") }, "only the changed line differs")
    }

    @Test func theMarkupStrategyRecordsEscapedHTMLOneTagPerLine() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: Text("Tom & <Jerry>"), as: .trellisHTML(idiom: .mac), named: "text",
                           record: .all, snapshotDirectory: directory)
        let file = try recordedFile()
        #expect(file.contains("Tom &amp; &lt;Jerry&gt;"))
        #expect(!file.contains("<Jerry>"))
        #expect(file.split(separator: "\n").count > 3, "one tag per line")
        #expect(verifySnapshot(of: Text("Tom & <Jerry>"), as: .trellisHTML(idiom: .mac), named: "text",
                               record: .never, snapshotDirectory: directory) == nil)
    }

    /// The one file a test recorded into its snapshot directory.
    private func recordedFile() throws -> String {
        try String(contentsOfFile: directory + "/" + recordedName(), encoding: .utf8)
    }

    private func recordedName() -> String {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).first ?? "nothing recorded"
    }

    /// How a project uses it (README): the reference file is committed next to the test.
    @Test func theCounterOnAPhone() {
        assertSnapshot(of: Counter(), as: .trellis(idiom: .phone))
    }
}
