import Foundation
import SwiftUI
import Testing
import TrellisTesting

private struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

private let basket = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"), Fruit(id: 4, name: "Date")]

/// onDelete / onMove on a ForEach, EditButton in a toolbar.
private struct Editable: View {
    @State var fruits = basket
    var lockedID: Int? = nil
    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                        .deleteDisabled(fruit.id == lockedID)
                        .moveDisabled(fruit.id == lockedID)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { EditButton() }
            Text("Order: \(fruits.map(\.name).joined(separator: ","))")
        }
    }
}

/// `List($items, editActions:)` edits the collection by itself.
private struct Bound: View {
    @State var fruits = basket
    var body: some View {
        VStack {
            List($fruits, editActions: .all) { $fruit in Text(fruit.name) }
            Text("Order: \(fruits.map(\.name).joined(separator: ","))")
        }
        .environment(\.editMode, .constant(.active))
    }
}

/// Sections, each its own ForEach.
private struct Sectioned: View {
    @State var fruits = basket
    @State var others = [Fruit(id: 9, name: "Kale")]
    @State var mode = EditMode.active
    var body: some View {
        VStack {
            List {
                Section("Fruit") {
                    ForEach(fruits) { Text($0.name) }.onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                Section("Greens") {
                    ForEach(others) { Text($0.name) }.onDelete { others.remove(atOffsets: $0) }
                }
            }
            Text("Order: \(fruits.map(\.name).joined(separator: ","))")
            Text("Greens: \(others.count)")
        }
        .environment(\.editMode, $mode)
    }
}

@MainActor
@Suite struct ListEditingTests {
    @Test func collectionHelpersMoveAndRemoveByOffsets() {
        var a = [0, 1, 2, 3, 4]
        a.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(a == [1, 3, 0, 2, 4])
        a.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(a == [4, 1, 3, 0, 2])
        a.move(fromOffsets: IndexSet([99]), toOffset: 0)
        #expect(a == [4, 1, 3, 0, 2])
        a.remove(atOffsets: IndexSet([0, 2, 99]))
        #expect(a == [1, 0, 2])
    }

    @Test func editButtonTurnsEditModeOnAndRowsShowDeleteAndMoveControls() throws {
        let host = ViewHost(Editable(), idiom: .phone)
        #expect(host.findAll(.button, "Delete").isEmpty)
        #expect(try host.find(.listitem, "Apple").properties["deletable"] == "true")
        #expect(try host.find(.listitem, "Apple").properties["movable"] == nil)
        try host.find(.button, "Edit").tap()
        _ = try host.find(.button, "Done")
        #expect(host.findAll(.list)[0].properties["listEditing"] == "true")
        #expect(host.findAll(.button, "Delete").count == 4)
        #expect(host.findAll(.button, "Move Up").count == 4)
        #expect(try host.find(.listitem, "Apple").properties["movable"] == "true")
        try host.find(.button, "Done").tap()
        #expect(host.findAll(.button, "Delete").isEmpty)
        #expect(host.rendererErrors.isEmpty)
    }

    /// A row showing edit controls says so (`editControls`): the browser makes its content fill the room
    /// between them. A row that can be neither deleted nor moved shows none and isn't marked.
    @Test func rowsShowingEditControlsAreMarked() throws {
        let host = ViewHost(Editable(lockedID: 2), idiom: .phone)
        #expect(host.findAll(.listitem).allSatisfy { $0.properties["editControls"] == nil })
        try host.find(.button, "Edit").tap()
        #expect(try host.find(.listitem, "Apple").properties["editControls"] == "true")
        #expect(try host.find(.listitem, "Banana").properties["editControls"] == nil)
        #expect(host.findAll(.button, "Delete").count == 3)
        try host.find(.button, "Done").tap()
        #expect(host.findAll(.listitem).allSatisfy { $0.properties["editControls"] == nil })
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func deleteControlCallsOnDeleteWithTheRowsOffset() throws {
        let host = ViewHost(Editable(), idiom: .phone)
        try host.find(.button, "Edit").tap()
        try host.findAll(.button, "Delete")[1].tap()
        _ = try host.find(.text, "Order: Apple,Cherry,Date")
        #expect(host.findAll(.listitem).map(\.name).contains("Banana") == false)
    }

    @Test func moveButtonsAndOptionArrowsMoveARow() throws {
        let host = ViewHost(Editable(), idiom: .phone)
        try host.find(.button, "Edit").tap()
        try host.findAll(.button, "Move Down")[0].tap()
        _ = try host.find(.text, "Order: Banana,Apple,Cherry,Date")
        try host.findAll(.button, "Move Up")[3].tap()
        _ = try host.find(.text, "Order: Banana,Apple,Date,Cherry")
        try host.find(.listitem, "Banana").send(.key("downArrow", modifiers: ["option"]))
        _ = try host.find(.text, "Order: Apple,Banana,Date,Cherry")
        #expect(throws: (any Error).self) { try host.find(.listitem, "Apple").send(.key("upArrow", modifiers: ["option"])) }
        _ = try host.find(.text, "Order: Apple,Banana,Date,Cherry")
    }

    @Test func deleteKeyDeletesAFocusedRowWithoutEditMode() throws {
        let host = ViewHost(Editable(), idiom: .mac)
        try host.find(.listitem, "Cherry").send(.key("delete", modifiers: []))
        _ = try host.find(.text, "Order: Apple,Banana,Date")
    }

    @Test func reorderEventMovesBeforeTheTargetRow() throws {
        let host = ViewHost(Editable(), idiom: .mac)
        // The Mac drags rows without edit mode.
        #expect(try host.find(.listitem, "Apple").properties["movable"] == "true")
        let list = host.findAll(.list)[0]
        try list.send(.reorder(from: 0, to: 3))
        _ = try host.find(.text, "Order: Banana,Cherry,Apple,Date")
        try list.send(.reorder(from: 3, to: 0))
        _ = try host.find(.text, "Order: Date,Banana,Cherry,Apple")
        try list.send(.reorder(from: 0, to: 4))
        _ = try host.find(.text, "Order: Banana,Cherry,Apple,Date")
    }

    @Test func forgedReordersAndDeletesAreRefusedAndChangeNothing() throws {
        let host = ViewHost(Editable(lockedID: 2), idiom: .mac)
        let list = host.findAll(.list)[0]
        #expect(throws: (any Error).self) { try list.send(.reorder(from: 9, to: 0)) }
        #expect(throws: (any Error).self) { try list.send(.reorder(from: 0, to: 99)) }
        // Banana is moveDisabled and deleteDisabled.
        #expect(throws: (any Error).self) { try list.send(.reorder(from: 1, to: 4)) }
        #expect(throws: (any Error).self) { try host.find(.listitem, "Banana").send(.key("delete", modifiers: [])) }
        #expect(try host.find(.listitem, "Banana").properties["deletable"] == nil)
        _ = try host.find(.text, "Order: Apple,Banana,Cherry,Date")
    }

    @Test func aDeleteForARowThatIsGoneIsRefused() throws {
        let host = ViewHost(Editable(), idiom: .phone)
        try host.find(.button, "Edit").tap()
        let stale = host.findAll(.button, "Delete")[0]
        try stale.tap()
        _ = try host.find(.text, "Order: Banana,Cherry,Date")
        // The same control again: its element is gone with its row.
        #expect(throws: (any Error).self) { try stale.tap() }
        _ = try host.find(.text, "Order: Banana,Cherry,Date")
    }

    @Test func editActionsBindingDeletesAndMovesByItself() throws {
        let host = ViewHost(Bound(), idiom: .phone)
        try host.findAll(.button, "Delete")[0].tap()
        _ = try host.find(.text, "Order: Banana,Cherry,Date")
        try host.findAll(.button, "Move Down")[0].tap()
        _ = try host.find(.text, "Order: Cherry,Banana,Date")
    }

    @Test func sectionsEditTheirOwnRowsAndMovesStayInTheirForEach() throws {
        let host = ViewHost(Sectioned(), idiom: .phone)
        // Fruit rows only move; greens only delete.
        #expect(host.findAll(.button, "Delete").count == 1)
        #expect(host.findAll(.button, "Move Up").count == 4)
        let fruit = try host.find(.group, "Fruit")
        try fruit.send(.reorder(from: 3, to: 0))
        _ = try host.find(.text, "Order: Date,Apple,Banana,Cherry")
        #expect(throws: (any Error).self) { try fruit.send(.reorder(from: 0, to: 7)) }
        try host.find(.button, "Delete").tap()
        _ = try host.find(.text, "Greens: 0")
    }

    @Test func rowsKeepTheirIdentityWhenOnDeleteIsAdded() throws {
        let host = ViewHost(Editable(), idiom: .phone)
        let before = try host.find(.listitem, "Cherry").id
        try host.find(.button, "Edit").tap()
        #expect(try host.find(.listitem, "Cherry").id == before)
    }
}

@MainActor private final class Feed {
    var loads = 0
    var gate: CheckedContinuation<Void, Never>?
}

private struct Refreshing: View {
    let feed: Feed
    @State var shown = 0
    var body: some View {
        VStack {
            List { Text("Loaded \(shown)") }
                .refreshable {
                    await MainActor.run { feed.loads += 1 }
                    await withCheckedContinuation { continuation in
                        Task { @MainActor in feed.gate = continuation }
                    }
                }
            RefreshReader()
        }
    }
}

private struct RefreshReader: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "No refresh" : "Can refresh") }
}

@MainActor
@Suite struct RefreshableTests {
    @Test func touchIdiomsRefreshByPullingTheListOthersByTheButton() throws {
        let feed = Feed()
        // Hidden until the list is pulled (trellis-lists.js), still a button screen readers reach.
        #expect(try ViewHost(Refreshing(feed: feed), idiom: .phone).find(.button, "Refresh").properties["refreshControl"] == "pull")
        #expect(try ViewHost(Refreshing(feed: feed), idiom: .pad).find(.button, "Refresh").properties["refreshControl"] == "pull")
        #expect(try ViewHost(Refreshing(feed: feed), idiom: .mac).find(.button, "Refresh").properties["refreshControl"] == "idle")
    }

    @Test func aWindowedListRefreshesToo() throws {
        // 5,000 rows build a window; the control is there as well, and isn't one of the rows.
        let host = ViewHost(List(0..<5_000, id: \.self) { Text("Item \($0)") }.refreshable {}, idiom: .phone)
        let list = try #require(host.findAll(.list).first)
        #expect(list.properties["lazyCount"] == "5000")
        #expect(try host.find(.button, "Refresh").properties["refreshControl"] == "pull")
        #expect(list.node.children.filter { $0.role == .listitem }.count < 200)
    }

    @Test func refreshControlRunsTheActionOnceAndShowsProgressUntilItReturns() async throws {
        let feed = Feed()
        let host = ViewHost(Refreshing(feed: feed), idiom: .phone)
        _ = try host.find(.text, "No refresh")
        try host.find(.button, "Refresh").tap()
        for _ in 0..<200 where feed.gate == nil { try await Task.sleep(for: .milliseconds(5)) }
        #expect(feed.loads == 1)
        let busy = try host.find(.button, "Refreshing")
        #expect(busy.properties["refreshControl"] == "refreshing")
        #expect(throws: (any Error).self) { try busy.tap() }
        feed.gate?.resume()
        for _ in 0..<200 where host.findAll(.button, "Refresh").isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        _ = try host.find(.button, "Refresh")
        #expect(feed.loads == 1)
    }
}
