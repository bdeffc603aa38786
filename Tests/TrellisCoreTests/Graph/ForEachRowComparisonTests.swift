import SwiftUI
import Testing
import TrellisTesting

// A table written the ordinary way (issue 19): struct rows in an @Observable store, the selection
// kept in the store and compared in the ForEach closure, each row built inline.

private struct Item: Identifiable {
    let id: Int
    var label: String
    /// Not shown: only the row's closures capture it.
    var payload = ""
}

@MainActor @Observable
private final class Store {
    var rows: [Item]
    var selected: Int?
    var log: [String] = []

    init(count: Int) { rows = (1...max(count, 1)).map { Item(id: $0, label: "row \($0)") } }

    func select(_ id: Int) { selected = id }
    func remove(_ id: Int) { rows.removeAll { $0.id == id } }
}

private struct Table: View {
    let store: Store
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(store.rows) { row in
                HStack {
                    Text("\(row.id)")
                    Button(row.label) {
                        store.select(row.id)
                        store.log.append(row.payload)
                    }
                    .buttonStyle(.plain)
                    Spacer()
                    Button {
                        store.remove(row.id)
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
                .background(store.selected == row.id ? Color.accentColor.opacity(0.25) : Color.clear)
            }
        }
    }
}

/// The same rows as a view of their own, handed the comparison's result and a closure.
private struct RowView: View {
    let row: Item
    let isSelected: Bool
    let onSelect: @MainActor () -> Void
    var body: some View {
        Button(row.label, action: onSelect)
            .background(isSelected ? Color.accentColor : Color.clear)
    }
}

private struct RowViewTable: View {
    let store: Store
    var body: some View {
        VStack {
            ForEach(store.rows) { row in
                RowView(row: row, isSelected: store.selected == row.id) { store.select(row.id) }
            }
        }
    }
}

/// A style holding a value only the style shows: `buttonStyle` captures it in a generic closure.
private struct TaggedStyle: ButtonStyle {
    let tag: String
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(tag)
        }
    }
}

private struct TaggedTable: View {
    let store: Store
    var body: some View {
        VStack {
            ForEach(store.rows) { row in
                Button(row.label) { store.select(row.id) }
                    .buttonStyle(TaggedStyle(tag: "tag-\(row.payload)"))
            }
        }
    }
}

/// Rows of one type (`AnyView`) holding views of two types, alternately.
private struct MixedTable: View {
    let store: Store
    var body: some View {
        VStack {
            ForEach(store.rows) { row in
                if row.id.isMultiple(of: 2) {
                    AnyView(Text(row.label))
                } else {
                    AnyView(Button(row.label) { store.select(row.id) })
                }
            }
        }
    }
}

@MainActor
@Suite struct ForEachRowComparisonTests {
    /// What one untouched row costs to build: its HStack, modifiers, Text, Buttons, Spacer, Image.
    private func builtinsPerRow() -> Int {
        let host = ViewHost(Table(store: Store(count: 1)))
        return host.stats.builtinsBuilt
    }

    @Test func selectingARowRebuildsOnlyTheRowsWhoseSelectionChanged() throws {
        let store = Store(count: 1_000)
        let host = ViewHost(Table(store: store))
        let perRow = builtinsPerRow()
        host.resetStats()
        try host.find(.button, "row 500").tap()
        #expect(store.selected == 500)
        // The closure ran for all 1,000 rows; only row 500 differs (its background).
        #expect(host.stats.builtinsBuilt <= perRow + 3, "\(host.stats)")
        #expect((1...2).contains(host.stats.hostChanges), "\(host.stats)")

        host.resetStats()
        try host.find(.button, "row 7").tap()
        #expect(store.selected == 7)
        #expect(host.stats.builtinsBuilt <= 2 * perRow + 3, "\(host.stats)")
        #expect((2...4).contains(host.stats.hostChanges), "\(host.stats)")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func updatingEveryTenthLabelTouchesThoseRowsOnly() throws {
        let store = Store(count: 1_000)
        let host = ViewHost(Table(store: store))
        let perRow = builtinsPerRow()
        host.resetStats()
        for i in stride(from: 0, to: store.rows.count, by: 10) { store.rows[i].label += " !!!" }
        host.update()
        #expect(host.stats.hostChanges == 100, "\(host.stats)")
        #expect(host.stats.builtinsBuilt <= 100 * perRow + 3, "\(host.stats)")
        _ = try host.find(.button, "row 11 !!!")
        _ = try host.find(.button, "row 12")
    }

    @Test func aSkippedRowStillRunsTheNewestClosure() throws {
        let store = Store(count: 20)
        let host = ViewHost(Table(store: store))
        // Only the closure sees the payload: the row looks the same but must act on the new value.
        store.rows[3].payload = "new"
        host.update()
        try host.find(.button, "row 4").tap()
        #expect(store.log == ["new"])
        try host.find(.button, "row 5").tap()
        #expect(store.log == ["new", ""])
    }

    @Test func removeButtonsOfSkippedRowsRemoveTheirOwnRow() throws {
        let store = Store(count: 10)
        let host = ViewHost(Table(store: store))
        try host.find(.button, "row 2").tap()  // every row's closure runs again; none changed but rows 2
        let buttons = host.findAll(.button)
        let index = try #require(buttons.firstIndex { $0.name == "row 6" })
        try buttons[index + 1].tap()  // the icon-only button after it
        #expect(store.rows.map(\.id) == [1, 2, 3, 4, 5, 7, 8, 9, 10])
        #expect(host.findAll(.button).count == 18)
    }

    @Test func clearAndReplaceAreOneRemovalPlusTheInserts() throws {
        let store = Store(count: 1_000)
        let host = ViewHost(Table(store: store))
        host.resetStats()
        store.rows = (2_001...3_000).map { Item(id: $0, label: "new \($0)") }
        host.update()
        #expect(host.stats.hostChanges == 1 + 1_000, "\(host.stats)")
        host.resetStats()
        store.rows = []
        host.update()
        #expect(host.stats.hostChanges == 1, "\(host.stats)")
    }

    @Test func rowViewsHandedAClosureRunOnlyWhenTheirValuesChange() throws {
        let store = Store(count: 1_000)
        let host = ViewHost(RowViewTable(store: store))
        host.resetStats()
        try host.find(.button, "row 10").tap()
        // Only the ForEach's closure read the selection: it runs again, and of the rows only
        // the one whose `isSelected` changed; the closure each row is handed is new but the same.
        #expect(host.stats.bodiesEvaluated == 1, "\(host.stats)")
        host.resetStats()
        try host.find(.button, "row 20").tap()
        #expect(host.stats.bodiesEvaluated == 2, "\(host.stats)")
    }

    @Test func aValueCapturedForAGenericStyleUpdatesItsRow() throws {
        let store = Store(count: 30)
        let host = ViewHost(TaggedTable(store: store))
        #expect(host.findAll(.text, "tag-").count == 30)
        // The style's tag is captured by `buttonStyle`'s closure (a generic capture): the row
        // differs only there, and must be rebuilt.
        store.rows[4].payload = "new"
        host.update()
        _ = try host.find(.text, "tag-new")
        #expect(host.findAll(.text, "tag-").count == 29)
        store.rows[4].payload = ""
        host.update()
        #expect(host.findAll(.text, "tag-").count == 30)
    }

    @Test func rowsHoldingViewsOfDifferentTypesCompareByTheirOwnType() throws {
        let store = Store(count: 20)
        let host = ViewHost(MixedTable(store: store))
        host.resetStats()
        try host.find(.button, "row 1").tap()
        #expect(store.selected == 1)
        // Nothing a row shows read the selection: every row compares equal, whichever type it holds.
        #expect(host.stats.hostChanges == 0, "\(host.stats)")
        store.rows[5].label = "changed text"  // row 6: a Text
        store.rows[6].label = "changed button"  // row 7: a Button
        host.update()
        _ = try host.find(.text, "changed text")
        try host.find(.button, "changed button").tap()
        #expect(store.selected == 7)
        #expect(host.findAll(.text, "row 6").isEmpty)
    }
}
