import SwiftUI
import Testing
import TrellisTesting

@Observable
final class RowModel: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

private struct Row: View {
    let model: RowModel
    var body: some View { Text(model.title) }
}

private struct Rows: View {
    let models: [RowModel]
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Button("Unrelated \(unrelated)") { unrelated += 1 }
            ForEach(models) { Row(model: $0) }
        }
    }
}

@MainActor
@Suite struct ListScaleTests {
    static let models = (0..<10_000).map { RowModel(id: $0, title: "Row \($0)") }

    @Test func changingOneModelEvaluatesOneRow() throws {
        let host = ViewHost(Rows(models: Self.models))
        host.resetStats()
        Self.models[4_321].title = "Changed"
        host.update()
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.hostChanges <= 3)
        _ = try host.find(.text, "Changed")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func parentStateNoChildReadsReevaluatesNoChild() throws {
        let host = ViewHost(Rows(models: Self.models))
        host.resetStats()
        try host.find(.button, "Unrelated 0").tap()
        // Only the parent's body: every Row's value is unchanged.
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.hostChanges == 1)
    }
}

@Observable
final class SelectionStore {
    var selected: Int? = nil
}

private struct SelectableRows: View {
    let store: SelectionStore
    var body: some View {
        VStack {
            // The row closure itself reads observable state, as the js-framework-benchmark app does.
            ForEach(0..<100) { i in
                Text(store.selected == i ? "Row \(i) ✓" : "Row \(i)")
            }
        }
    }
}

@MainActor
@Suite struct ForEachClosureTrackingTests {
    @Test func stateReadInTheRowClosureUpdatesTheRows() throws {
        let store = SelectionStore()
        let host = ViewHost(SelectableRows(store: store))
        host.resetStats()
        store.selected = 42
        _ = try host.find(.text, "Row 42 ✓")
        #expect(host.stats.hostChanges == 1)
        store.selected = 7
        _ = try host.find(.text, "Row 7 ✓")
        _ = try host.find(.text, "Row 42")
    }
}
