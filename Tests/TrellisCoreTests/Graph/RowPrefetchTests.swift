import SwiftUI
import Testing
import TrellisTesting
@testable import TrellisGraph

@Observable private final class Selection {
    var selected: Int?
}

/// Long enough that the row loop prefetches the next rows' nodes (64 rows or more).
private struct LongList: View {
    @State var rows = Array(0..<200)
    @State var selection = Selection()

    var body: some View {
        VStack {
            Button("Remove three") { rows.remove(at: 150); rows.remove(at: 70); rows.remove(at: 3) }
            ForEach(rows, id: \.self) { row in
                Button("Row \(row)") { selection.selected = row }
                    .background(selection.selected == row ? Color.accentColor : Color.clear)
            }
        }
    }
}

/// A `ForEach` of many rows asks for its next rows' nodes and values while it builds one
/// (`Node+Prefetch.swift`): it reads a node's `view` field through a raw pointer, so the field
/// must be found, and the rows must update as they would without it.
@MainActor
@Suite struct RowPrefetchTests {
    func rowNames(_ host: ViewHost) -> [String] {
        host.findAll(.button).map(\.name).filter { $0.hasPrefix("Row") }
    }

    @Test func theRowLoopFindsWhereANodeKeepsItsView() {
        _ = ViewHost(LongList())
        #expect(Node.viewOffset > 0)
    }

    @Test func aSelectionReadInTheClosureChangesOnlyTheRowsItMoved() throws {
        let host = ViewHost(LongList())
        try host.find(.button, "Row 120").tap()
        #expect(host.updates.last?.changes.count == 1)
        try host.find(.button, "Row 5").tap()
        let changes = host.updates.last?.changes ?? []
        #expect(changes.count == 2)
        #expect(changes.allSatisfy { if case .setProperty = $0 { true } else { false } })
    }

    @Test func removalsAcrossTheListKeepTheOtherRows() throws {
        let host = ViewHost(LongList())
        try host.find(.button, "Remove three").tap()
        #expect(rowNames(host) == Array(0..<200).filter { ![3, 70, 150].contains($0) }.map { "Row \($0)" })
        #expect((host.updates.last?.changes ?? []).allSatisfy { if case .remove = $0 { true } else { false } })
    }
}
