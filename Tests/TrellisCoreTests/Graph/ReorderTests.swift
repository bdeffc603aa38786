import SwiftUI
import Testing
import TrellisTesting

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct Items: View {
    @State var items: [Item]
    var body: some View {
        VStack {
            Button("Swap") { items.swapAt(1, items.count - 2) }
            Button("Reverse") { items.reverse() }
            Button("Remove first") { items.removeFirst() }
            Button("Insert") { items.insert(Item(id: 100, name: "New"), at: 2) }
            Button("Append") { items.append(Item(id: 200, name: "Item 200")) }
            Button("Remove middle") { items.remove(at: 5) }
            Button("Repeat first") { items.insert(items[0], at: 5) }
            Button("Swap and replace") { items.swapAt(2, 6); items[4] = Item(id: 400, name: "New") }
            Button("Copy first over fourth") { items[3] = items[0] }
            Button("Rotate three") { items.insert(items.remove(at: 1), at: 3) }
            Button("Remove three apart") { items.remove(at: 8); items.remove(at: 5); items.remove(at: 2) }
            Button("Remove two and repeat one") { items.remove(at: 8); items.remove(at: 5); items[1] = items[0] }
            ForEach(items) { item in Text(item.name) }
        }
    }
}

@MainActor
@Suite struct ReorderTests {
    func makeHost() -> ViewHost {
        ViewHost(Items(items: (0..<10).map { Item(id: $0, name: "Item \($0)") }))
    }

    func texts(_ host: ViewHost) -> [String] {
        host.findAll(.text).map(\.name).filter { $0.hasPrefix("Item") || $0 == "New" }
    }

    func changeKinds(_ host: ViewHost) -> [String] {
        (host.updates.last?.changes ?? []).map {
            switch $0 {
            case .insert: "insert"
            case .remove: "remove"
            case .removeChildren: "removeChildren"
            case .move: "move"
            case .setProperty: "property"
            case .setText: "text"
            }
        }
    }

    @Test func keyedSwapYieldsMovesNotReinserts() throws {
        let host = makeHost()
        let before = host.findAll(.text, "Item 1").first?.id
        try host.find(.button, "Swap").tap()
        #expect(changeKinds(host) == ["move", "move"])
        #expect(texts(host) == ["Item 0", "Item 8", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6", "Item 7", "Item 1", "Item 9"])
        // The element keeps its identity.
        #expect(host.findAll(.text, "Item 1").first?.id == before)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aSwapWithAReplacementMovesTwoRowsAndReplacesOne() throws {
        let host = makeHost()
        let kept = host.findAll(.text, "Item 5").first?.id
        let moved = host.findAll(.text, "Item 6").first?.id
        try host.find(.button, "Swap and replace").tap()
        #expect(changeKinds(host).sorted() == ["insert", "move", "move", "remove"])
        #expect(texts(host) == ["Item 0", "Item 1", "Item 6", "Item 3", "New", "Item 5", "Item 2", "Item 7", "Item 8", "Item 9"])
        // Rows that kept their place and rows that moved keep their elements.
        #expect(host.findAll(.text, "Item 5").first?.id == kept)
        #expect(host.findAll(.text, "Item 6").first?.id == moved)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func reverseIsOnlyMoves() throws {
        let host = makeHost()
        try host.find(.button, "Reverse").tap()
        #expect(Set(changeKinds(host)) == ["move"])
        #expect(texts(host) == (0..<10).reversed().map { "Item \($0)" })
    }

    @Test func removeAndInsertTouchOnlyThoseRows() throws {
        let host = makeHost()
        try host.find(.button, "Remove first").tap()
        #expect(changeKinds(host) == ["remove"])
        try host.find(.button, "Insert").tap()
        #expect(changeKinds(host) == ["insert"])
        #expect(texts(host).prefix(4) == ["Item 1", "Item 2", "New", "Item 3"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func appendAndMiddleRemovalKeepEveryOtherRow() throws {
        let host = makeHost()
        let kept = host.findAll(.text).filter { $0.name.hasPrefix("Item") }.map(\.id)
        try host.find(.button, "Append").tap()
        #expect(changeKinds(host) == ["insert"])
        try host.find(.button, "Remove middle").tap()
        #expect(changeKinds(host) == ["remove"])
        #expect(texts(host) == ["Item 0", "Item 1", "Item 2", "Item 3", "Item 4", "Item 6", "Item 7", "Item 8", "Item 9", "Item 200"])
        // Rows before and after the edits are the same elements.
        let now = host.findAll(.text).filter { $0.name.hasPrefix("Item") }.map(\.id)
        #expect(Array(now.prefix(5)) == Array(kept.prefix(5)))
        #expect(Array(now.dropFirst(5).prefix(4)) == Array(kept.suffix(4)))
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aRepeatedIDInAnUpdateIsDroppedAndTheRestStays() throws {
        let host = makeHost()
        try host.find(.button, "Repeat first").tap()
        #expect(texts(host) == (0..<10).map { "Item \($0)" })
        #expect(host.updates.last.map { $0.changes.isEmpty } ?? true)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func anIDCopiedOverAnotherOfTheSameCountIsDroppedAsARepeat() throws {
        // As many ids as before, one of them changed to another row's: not a reordering.
        let host = makeHost()
        try host.find(.button, "Copy first over fourth").tap()
        #expect(texts(host) == ["Item 0", "Item 1", "Item 2", "Item 4", "Item 5", "Item 6", "Item 7", "Item 8", "Item 9"])
        #expect(changeKinds(host) == ["remove"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func rowsTradingPlacesAmongThemselvesAreMovesOnly() throws {
        let host = makeHost()
        let ids = host.findAll(.text).filter { $0.name.hasPrefix("Item") }.map(\.id)
        try host.find(.button, "Rotate three").tap()
        #expect(Set(changeKinds(host)) == ["move"])
        #expect(texts(host) == ["Item 0", "Item 2", "Item 3", "Item 1", "Item 4", "Item 5", "Item 6", "Item 7", "Item 8", "Item 9"])
        #expect(Set(host.findAll(.text).filter { $0.name.hasPrefix("Item") }.map(\.id)) == Set(ids))
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func rowsRemovedApartAreRemovesOnlyAndTheRestKeepTheirElements() throws {
        let host = makeHost()
        let kept = host.findAll(.text, "Item 9").first?.id
        try host.find(.button, "Remove three apart").tap()
        #expect(changeKinds(host) == ["remove", "remove", "remove"])
        #expect(texts(host) == ["Item 0", "Item 1", "Item 3", "Item 4", "Item 6", "Item 7", "Item 9"])
        #expect(host.findAll(.text, "Item 9").first?.id == kept)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func fewerRowsWithARepeatedIDDropTheRepeat() throws {
        // Fewer ids than before, but one of them copied over another: not what is left after removals.
        let host = makeHost()
        try host.find(.button, "Remove two and repeat one").tap()
        #expect(texts(host) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 6", "Item 7", "Item 9"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aRowMovedBeforeRowsWithoutElementsLandsBeforeTheNextShownOne() throws {
        // Rows 2, 3 and 4 show nothing; a row moved to the place before them must go before row 5's element.
        let host = ViewHost(SparseRows())
        try host.find(.button, "Swap").tap()
        #expect(host.findAll(.text).map(\.name).filter { $0.hasPrefix("Row") } == ["Row 0", "Row 6", "Row 5", "Row 1", "Row 7"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func duplicateIDsAreReportedNotFatal() throws {
        let host = ViewHost(ForEach([1, 2, 2, 3], id: \.self) { Text("N\($0)") })
        #expect(host.findAll(.text).map(\.name) == ["N1", "N2", "N3"])
    }

    @Test func duplicateIDsOfOtherTypesAreDroppedToo() throws {
        // Integer ids take a faster duplicate check than others: both must find the repeat.
        let strings = ViewHost(ForEach(["a", "b", "a", "c"], id: \.self) { Text("S\($0)") })
        #expect(strings.findAll(.text).map(\.name) == ["Sa", "Sb", "Sc"])
        let wide = ViewHost(ForEach([Int64(1), 2, 1], id: \.self) { Text("W\($0)") })
        #expect(wide.findAll(.text).map(\.name) == ["W1", "W2"])
        let lateRepeat = ViewHost(ForEach([1, 2, 3, 4, 5, 6, 7, 8, 2], id: \.self) { Text("L\($0)") })
        #expect(lateRepeat.findAll(.text).map(\.name) == ["L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8"])
    }

    @Test func rowsKeepTheirStateWhileTheirIDsRepeatAndFollowThemWhenTheyMove() throws {
        let host = ViewHost(CountingRows())
        func shown() -> [String] { host.findAll(.text).map(\.name).filter { $0.contains(":") || $0.hasPrefix("Selected") } }
        try host.find(.button, "Count 2").tap()
        try host.find(.button, "Count 2").tap()
        #expect(shown() == ["1: 0", "2: 2", "3: 0"])
        // The closure runs again for every row with the same ids in the same order.
        try host.find(.button, "Select").tap()
        #expect(shown() == ["Selected 1", "1: 0", "2: 2", "3: 0"])
        // The same ids in another order: the count goes with its row.
        try host.find(.button, "Reverse").tap()
        #expect(shown() == ["Selected 1", "3: 0", "2: 2", "1: 0"])
        // As many rows, other ids: new rows, new state.
        try host.find(.button, "Renumber").tap()
        #expect(shown() == ["Selected 1", "13: 0", "12: 0", "11: 0"])
    }
}

private struct CountingRow: View {
    let id: Int
    @State private var count = 0
    var body: some View {
        HStack {
            Text("\(id): \(count)")
            Button("Count \(id)") { count += 1 }
        }
    }
}

private struct CountingRows: View {
    @State private var ids = [1, 2, 3]
    @State private var selected: Int?
    var body: some View {
        VStack {
            Button("Select") { selected = 1 }
            Button("Reverse") { ids.reverse() }
            Button("Renumber") { ids = ids.map { $0 + 10 } }
            Text(selected.map { "Selected \($0)" } ?? "None")
            ForEach(ids, id: \.self) { id in
                CountingRow(id: id)
                    .background(selected == id ? Color.accentColor : Color.clear)
            }
        }
    }
}

/// Rows 2–4 show nothing (an `if` with no `else`), so they have no element to insert before.
private struct SparseRows: View {
    @State private var ids = Array(0..<8)
    var body: some View {
        VStack {
            Button("Swap") { ids.swapAt(1, 6) }
            ForEach(ids, id: \.self) { id in
                if !(2...4).contains(id) { Text("Row \(id)") }
            }
        }
    }
}
