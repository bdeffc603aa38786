import Foundation
import SwiftUI
import Testing
import TrellisCore
import TrellisTesting

// Table (seed 002's main view): columns, selection, sorting through the
// sortOrder binding, the compact single column, windowing, bad input.

private struct Animal: Identifiable {
    let id: Int
    var name: String
    var fruit: String
}

private let zoo = [Animal(id: 1, name: "Fabrizio Fish", fruit: "Kiwi"), Animal(id: 2, name: "Sheldon Sheep", fruit: "Apple"), Animal(id: 3, name: "Corey Cat", fruit: "Cherry")]

private struct SortedZoo: View {
    @State var animals = zoo
    @State var order = [KeyPathComparator(\Animal.name)]
    @State var selection = Set<Animal.ID>()
    var body: some View {
        VStack {
            Table(animals, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Favorite Fruits", value: \.fruit)
                TableColumn("Badge") { Text("#\($0.id)") }
            }
            .onChange(of: order) { animals.sort(using: order) }
            Text("Selected \(selection.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

private struct SingleZoo: View {
    @State var selection: Animal.ID?
    var body: some View {
        VStack {
            Table(zoo, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Favorite Fruits", value: \.fruit).width(min: 80, ideal: 120, max: 200)
            }
            Text("Selected \(selection.map(String.init) ?? "none")")
        }
    }
}

private struct RowsZoo: View {
    var body: some View {
        Table(of: Animal.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(zoo[0])
            ForEach(zoo.dropFirst()) { TableRow($0) }
        }
    }
}

private struct Numbered: Identifiable { let id: Int }

/// Rows with their own context menu, from the rows builder.
private struct MenuRowsZoo: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Table(of: Animal.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(zoo) { animal in
                    TableRow(animal).contextMenu {
                        Button("Interrogate \(animal.name)") { log.append("interrogate \(animal.id)") }
                    }
                }
            }
            Text("Log \(log.joined(separator: ","))")
        }
    }
}

/// A selection menu and a primary action on the whole table.
private struct SelectionMenuZoo: View {
    @State var selection = Set<Animal.ID>()
    @State var log: [String] = []
    var body: some View {
        VStack {
            Table(zoo, selection: $selection) {
                TableColumn("Name", value: \.name)
            }
            .contextMenu(forSelectionType: Animal.ID.self) { ids in
                Button("Release \(ids.sorted().map(String.init).joined(separator: "+"))") {
                    log.append("release \(ids.sorted().map(String.init).joined(separator: "+"))")
                }
            } primaryAction: { ids in
                log.append("open \(ids.sorted().map(String.init).joined(separator: "+"))")
            }
            Text("Log \(log.joined(separator: ","))")
        }
    }
}

private struct HugeTable: View {
    var body: some View {
        Table((0..<100_000).map(Numbered.init)) {
            TableColumn("Number") { Text("Row \($0.id)") }
        }
    }
}

@MainActor
@Suite struct TableTests {
    @Test func clickingAHeaderSortsAndAgainReverses() throws {
        let host = ViewHost(SortedZoo(), idiom: .mac)
        #expect(try host.find("columnheader", "Name").properties["sort"] == "ascending")
        try host.find(.button, "Favorite Fruits").tap()
        #expect(host.tableRowNames == ["Sheldon Sheep", "Corey Cat", "Fabrizio Fish"])
        #expect(try host.find("columnheader", "Favorite Fruits").properties["sort"] == "ascending")
        #expect(try host.find("columnheader", "Name").properties["sort"] == nil)
        try host.find(.button, "Favorite Fruits").tap()
        #expect(host.tableRowNames == ["Fabrizio Fish", "Corey Cat", "Sheldon Sheep"])
        #expect(try host.find("columnheader", "Favorite Fruits").properties["sort"] == "descending")
        // An unsortable column has no button.
        #expect(host.findAll(.button, "Badge").isEmpty)
    }

    @Test func aSortRequestForAnUnknownColumnIsDroppedAndLogged() throws {
        let host = ViewHost(SortedZoo(), idiom: .mac)
        let table = try #require(host.findAll("table").first)
        try table.send(.select(7))
        try table.send(.select(2))
        #expect(RuntimeIssue.reported.contains { $0.contains("column 7") && $0.contains("doesn't exist") })
        #expect(RuntimeIssue.reported.contains { $0.contains("column 2") && $0.contains("can't sort") })
        try table.send(.select(1))
        #expect(host.tableRowNames == ["Sheldon Sheep", "Corey Cat", "Fabrizio Fish"])
    }

    @Test func multipleSelectionTogglesRows() throws {
        let host = ViewHost(SortedZoo(), idiom: .mac)
        let rows = host.findAll("row").filter { $0.properties["selectable"] == "true" }
        #expect(rows.count == 3)
        try rows[0].tap()
        try rows[2].tap()
        _ = try host.find(.text, "Selected 1,3")
        try rows[0].tap()
        _ = try host.find(.text, "Selected 3")
        #expect(host.findAll("row").filter { $0.properties["selected"] == "true" }.count == 1)
    }

    @Test func singleSelectionAndKeyboard() throws {
        let host = ViewHost(SingleZoo(), idiom: .mac)
        let rows = host.findAll("row").filter { $0.properties["selectable"] == "true" }
        try rows[1].tap()
        _ = try host.find(.text, "Selected 2")
        try rows[2].send(.key("space", modifiers: []))
        _ = try host.find(.text, "Selected 3")
    }

    @Test func macColumnsResizeWithinTheirRange() throws {
        let host = ViewHost(SingleZoo(), idiom: .mac)
        let header = try host.find("columnheader", "Favorite Fruits")
        #expect(header.properties["width"] == "120" && header.properties["resizable"] == "true")
        try header.setValue(1_000)
        #expect(try host.find("columnheader", "Favorite Fruits").properties["width"] == "200")
        #expect(try host.find("columnheader", "Name").properties["resizable"] == "true")
        let phone = ViewHost(SingleZoo(), idiom: .pad, size: CGSize(width: 1024, height: 768))
        #expect(try phone.find("columnheader", "Favorite Fruits").properties["resizable"] == nil)
    }

    @Test func compactWidthShowsTheFirstColumnOnly() throws {
        let host = ViewHost(SortedZoo(), idiom: .phone, size: CGSize(width: 390, height: 844))
        #expect(host.findAll("columnheader").count == 1)
        #expect(host.findAll("cell").count == 3)
    }

    @Test func rowsFromTheRowBuilder() throws {
        let host = ViewHost(RowsZoo(), idiom: .mac)
        #expect(host.tableRowNames == ["Fabrizio Fish", "Sheldon Sheep", "Corey Cat"])
    }

    @Test func aRowsOwnContextMenuOpensOnASecondaryClick() throws {
        let host = ViewHost(MenuRowsZoo(), idiom: .mac)
        let rows = host.findAll("row").filter { $0.properties["header"] == nil }
        #expect(rows.count == 3 && rows.allSatisfy { $0.properties["contextMenu"] == "true" })
        #expect(host.findAll(.menu).isEmpty)
        try rows[1].send(.contextMenu)
        #expect(host.findAll("row")[2].current?.properties["expanded"] == "true")
        try host.find(.menuitem, "Interrogate Sheldon Sheep").tap()
        _ = try host.find(.text, "Log interrogate 2")
        #expect(host.findAll(.menu).isEmpty, "choosing an item closes the menu")
        // Escape or a click elsewhere: the page sends dismiss.
        try host.findAll("row")[3].send(.contextMenu)
        _ = try host.find(.menuitem, "Interrogate Corey Cat")
        try host.findAll("row")[3].send(.dismiss)
        #expect(host.findAll(.menu).isEmpty)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aSelectionMenuActsOnTheSelectionOrTheClickedRow() throws {
        let host = ViewHost(SelectionMenuZoo(), idiom: .mac)
        func row(_ i: Int) -> ViewHost.Element { host.findAll("row").filter { $0.properties["header"] == nil }[i] }
        #expect(row(0).properties["contextMenu"] == "true" && row(0).properties["primaryAction"] == "true")
        try row(0).tap()
        try row(2).tap()
        // A secondary click on a selected row acts on the whole selection…
        try row(2).send(.contextMenu)
        try host.find(.menuitem, "Release 1+3").tap()
        _ = try host.find(.text, "Log release 1+3")
        // …on an unselected row, on that row alone (the selection stays).
        try row(1).send(.contextMenu)
        try host.find(.menuitem, "Release 2").tap()
        _ = try host.find(.text, "Log release 1+3,release 2")
        #expect(host.findAll("row").filter { $0.properties["selected"] == "true" }.count == 2)
        // Return (a double-click in the browser) runs the primary action instead of selecting.
        try row(0).send(.key("return", modifiers: []))
        _ = try host.find(.text, "Log release 1+3,release 2,open 1+3")
        try row(1).send(.key("return", modifiers: []))
        _ = try host.find(.text, "Log release 1+3,release 2,open 1+3,open 2")
        #expect(host.findAll("row").filter { $0.properties["selected"] == "true" }.count == 2)
    }

    @Test func rowsWithoutAMenuTakeNoContextMenu() throws {
        let host = ViewHost(SingleZoo(), idiom: .mac)
        let row = try #require(host.findAll("row").first { $0.properties["selectable"] == "true" })
        #expect(row.properties["contextMenu"] == nil)
        try row.send(.contextMenu)
        #expect(host.findAll(.menu).isEmpty)
    }

    @Test func aHugeTableBuildsAWindowOfRows() throws {
        let host = ViewHost(HugeTable(), idiom: .mac)
        let group = try #require(host.findAll("rowgroup").first)
        #expect(group.properties["lazyCount"] == "100000")
        #expect(host.findAll("row").count < 200)
        try group.scroll(toRows: 50_000..<50_030)
        _ = try host.find(.text, "Row 50010")
        #expect(host.findAll("row").count < 200)
    }
}
