import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

// One structure walk for every kind of content: `Group`, `if`/`else`, `Optional`
// and `ForEach` open up the same way in a view, a toolbar, a tab view and a
// table's rows, because each is taught once (`ContentStructure`).

private struct Pet: Identifiable {
    let id: Int
    let name: String
}

private let pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom"), Pet(id: 3, name: "Kiki")]

private struct Everywhere: View {
    @State var more = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("More") { more.toggle() }
                Table(of: Pet.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    if more { TableRow(Pet(id: 9, name: "Nemo")) }
                    ForEach(pets) { pet in
                        TableRow(pet).contextMenu { Button("Feed \(pet.name)") {} }
                    }
                }
            }
            .toolbar {
                Group {
                    if more {
                        ToolbarItem(placement: .primaryAction) { Button("Extra") {} }
                    }
                    // Two elements with one id: only the first shows, as with views.
                    ForEach(["Dup", "Dup"], id: \.self) { name in
                        ToolbarItem(placement: .primaryAction) { Button(name) {} }
                    }
                }
            }
        }
    }
}

private struct SomeTabs: View {
    @State var more = false
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Button("More") { more.toggle() } }
            Group {
                if more {
                    Tab("Extra", systemImage: "star") { Text("Extra") }
                }
                ForEach(pets) { pet in
                    Tab(pet.name, systemImage: "pawprint") { Text(pet.name) }
                }
            }
        }
    }
}

@MainActor
@Suite struct ContentStructureTests {
    @Test func tableRowsOpenUpConditionalsAndForEachWithTheirMenus() throws {
        let host = ViewHost(Everywhere(), idiom: .mac)
        #expect(host.tableRowNames == ["Rex", "Tom", "Kiki"])
        try host.find(.button, "More").tap()
        #expect(host.tableRowNames == ["Nemo", "Rex", "Tom", "Kiki"])
        let rows = host.findAll("row").filter { $0.properties["header"] == nil }
        #expect(rows.map { $0.properties["contextMenu"] == "true" } == [false, true, true, true], "each ForEach row keeps its own menu")
    }

    @Test func toolbarContentOpensUpGroupsConditionalsAndForEach() throws {
        let host = ViewHost(Everywhere(), idiom: .phone)
        #expect(host.findAll(.button, "Extra").isEmpty)
        #expect(host.findAll(.button, "Dup").count == 1, "a duplicate ForEach id shows its first element only")
        try host.find(.button, "More").tap()
        _ = try host.find(.button, "Extra")
        #expect(host.findAll(.button, "Dup").count == 1)
    }

    @Test func tabContentOpensUpGroupsConditionalsAndForEach() throws {
        let host = ViewHost(SomeTabs(), idiom: .phone)
        #expect(host.findAll(.tab).map(\.name) == ["Home", "Rex", "Tom", "Kiki"])
        try host.find(.button, "More").tap()
        #expect(host.findAll(.tab).map(\.name) == ["Home", "Extra", "Rex", "Tom", "Kiki"])
    }
}
