import Foundation
import SwiftUI
import Testing
import TrellisTesting

private struct Mailbox: View {
    @State var log = "none"
    var body: some View {
        VStack {
            List {
                ForEach(["Hello", "Invoice"], id: \.self) { subject in
                    Text(subject)
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log = "pin \(subject)" }.tint(.yellow)
                        }
                        .swipeActions(allowsFullSwipe: false) {
                            Button("Archive") { log = "archive \(subject)" }.tint(.green)
                            Button("Delete", role: .destructive) { log = "delete \(subject)" }
                        }
                }
            }
            Text("Log: \(log)")
        }
    }
}

/// `onDelete` alone: iOS gives each row a trailing Delete swipe.
private struct Deletable: View {
    @State var names = ["Apple", "Banana", "Cherry"]
    var body: some View {
        VStack {
            List {
                ForEach(names, id: \.self) { Text($0).deleteDisabled($0 == "Banana") }
                    .onDelete { names.remove(atOffsets: $0) }
            }
            Text("Names: \(names.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct SwipeActionsTests {
    @Test func swipeActionsAreTheRowsContextMenuLeadingFirst() throws {
        let host = ViewHost(Mailbox(), idiom: .phone)
        try host.find(.text, "Invoice").openContextMenu()
        let items = host.findAll(.menuitem).map(\.name) + host.findAll(.button).map(\.name)
        #expect(items.contains("Pin") && items.contains("Archive") && items.contains("Delete"), "\(items)")
        let archive = host.findAll(.menuitem, "Archive").first ?? host.findAll(.button, "Archive")[0]
        try archive.tap()
        _ = try host.find(.text, "Log: archive Invoice")
    }

    @Test func aRowSaysWhichEdgesSwipeAndWhichAllowAFullSwipe() throws {
        let host = ViewHost(Mailbox(), idiom: .phone)
        let row = try host.find(.listitem, "Invoice")
        #expect(row.properties["swipeEdges"] == "both")
        #expect(row.properties["fullSwipe"] == "leading")
        #expect(row.properties["swiped"] == nil)
        // Nothing is revealed until a swipe: no action buttons in the row.
        #expect(host.findAll(.button, "Archive").isEmpty)
    }

    @Test func aSwipeRevealsTheEdgesActionsInTheirTintAndATapRunsOneAndCloses() throws {
        let host = ViewHost(Mailbox(), idiom: .phone)
        try host.find(.listitem, "Invoice").swipe(.trailing)
        #expect(try host.find(.listitem, "Invoice").properties["swiped"] == "trailing")
        let tray = try #require(host.findAll(.group).first { $0.properties["swipeTray"] == "trailing" })
        #expect(tray.node.children.map(\.accessibleName) == ["Archive", "Delete"])
        #expect(try host.find(.button, "Archive").properties["tint"] == "green")
        #expect(try host.find(.button, "Delete").properties["buttonRole"] == "destructive")
        #expect(host.findAll(.button, "Pin").isEmpty)

        try host.find(.button, "Archive").tap()
        _ = try host.find(.text, "Log: archive Invoice")
        #expect(try host.find(.listitem, "Invoice").properties["swiped"] == nil)
        #expect(host.findAll(.button, "Archive").isEmpty)
    }

    @Test func swipingTheOtherWayShowsTheOtherEdgeAndNoneCloses() throws {
        let host = ViewHost(Mailbox(), idiom: .phone)
        let row = try host.find(.listitem, "Hello")
        try row.swipe(.trailing)
        try row.swipe(.leading)
        #expect(host.findAll(.button, "Archive").isEmpty)
        #expect(try host.find(.button, "Pin").properties["tint"] == "yellow")
        try row.swipe(nil)
        #expect(host.findAll(.button, "Pin").isEmpty)
        _ = try host.find(.text, "Log: none")
    }

    @Test func aFullSwipeRunsTheFirstActionOnlyWhereAllowed() throws {
        let host = ViewHost(Mailbox(), idiom: .mac)
        let row = try host.find(.listitem, "Hello")
        try row.swipe(.leading, full: true)
        _ = try host.find(.text, "Log: pin Hello")
        // allowsFullSwipe: false on the trailing edge: refused, nothing runs.
        #expect(throws: (any Error).self) { try row.swipe(.trailing, full: true) }
        _ = try host.find(.text, "Log: pin Hello")
    }

    @Test func onDeleteGivesRowsATrailingDeleteThatAFullSwipeRuns() throws {
        let host = ViewHost(Deletable(), idiom: .phone)
        let cherry = try host.find(.listitem, "Cherry")
        #expect(cherry.properties["swipeEdges"] == "trailing")
        #expect(cherry.properties["fullSwipe"] == "trailing")
        // A deleteDisabled row has nothing to swipe.
        #expect(try host.find(.listitem, "Banana").properties["swipeEdges"] == nil)
        try cherry.swipe(.trailing)
        let delete = try host.find(.button, "Delete")
        #expect(delete.properties["buttonRole"] == "destructive")
        try delete.tap()
        _ = try host.find(.text, "Names: Apple,Banana")
        try host.find(.listitem, "Apple").swipe(.trailing, full: true)
        _ = try host.find(.text, "Names: Banana")
    }

    @Test func aForgedSwipeForAnEdgeWithoutActionsIsRefused() throws {
        let host = ViewHost(Deletable(), idiom: .phone)
        #expect(throws: (any Error).self) { try host.find(.listitem, "Apple").swipe(.leading) }
        #expect(throws: (any Error).self) { try host.find(.listitem, "Banana").swipe(.trailing, full: true) }
        _ = try host.find(.text, "Names: Apple,Banana,Cherry")
        #expect(host.findAll(.button, "Delete").isEmpty)
    }
}
