import SwiftUI
import Testing
import TrellisTesting

private struct Task: Identifiable {
    let id: Int
    var title: String
    var urgent = false
}

private struct Tasks: View {
    @State var tasks = [Task(id: 1, title: "Milk"), Task(id: 2, title: "Bread", urgent: true), Task(id: 3, title: "Eggs")]
    var body: some View {
        List {
            ForEach(tasks) { task in
                Text(task.title)
                    .listRowBackground(task.urgent ? Color.red : nil)
                    .listRowSeparator(task.id == 1 ? .hidden : .automatic, edges: .bottom)
                    .listRowSeparatorTint(task.id == 3 ? .green : nil)
                    .listRowInsets(task.id == 3 ? EdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 4) : nil)
                    .listItemTint(task.id == 3 ? .orange : nil)
                    .badge(task.urgent ? 2 : 0)
            }
            Button("Mark all urgent") { for i in tasks.indices { tasks[i].urgent = true } }
        }
    }
}

private struct Sections: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear").listRowBackground(Color.yellow)
            }
            .listRowBackground(Color.green)
            .listRowSeparator(.hidden)
            .listSectionSeparator(.hidden, edges: .top)
            .listSectionSeparatorTint(.blue)
            Section("Drinks") {
                Text("Tea").listRowBackground(Capsule().fill(.mint))
            }
        }
        .listStyle(.plain)
        .headerProminence(.increased)
        .listRowSpacing(6)
        .listSectionSpacing(.compact)
        .scrollContentBackground(.hidden)
    }
}

@MainActor
@Suite struct ListRowAppearanceTests {
    private func row(_ host: ViewHost, _ name: String) throws -> [String: String] {
        try host.find(.listitem, name).properties
    }

    @Test func aRowsBackgroundInsetsAndTintLandOnTheRow() throws {
        let host = ViewHost(Tasks(), idiom: .phone)
        #expect(try row(host, "Milk")["background"] == nil)
        #expect(try row(host, "Bread")["background"] == "red")
        let eggs = try row(host, "Eggs")
        #expect(eggs["padding"] == "2,30,2,4")
        #expect(eggs["tint"] == "orange")
        #expect(eggs["separatorTint"] == "green")
        // `badge` on a row: the row's content carries it, drawn at the trailing end.
        #expect(try host.find(.text, "Bread").properties["badge"] == "2")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aSeparatorHiddenBelowARowIsHiddenAboveTheNext() throws {
        let host = ViewHost(Tasks(), idiom: .phone)
        #expect(try row(host, "Milk")["separator"] == nil)
        #expect(try row(host, "Bread")["separator"] == "hidden")
        #expect(try row(host, "Eggs")["separator"] == nil)
    }

    @Test func aChangedRowBackgroundUpdatesOnlyThatProperty() throws {
        let host = ViewHost(Tasks(), idiom: .phone)
        try host.find(.button, "Mark all urgent").tap()
        #expect(try row(host, "Milk")["background"] == "red")
        #expect(try row(host, "Eggs")["background"] == "red")
        #expect(try host.find(.text, "Milk").properties["badge"] == "2")
    }

    @Test func aSectionsRowTraitsAreItsRowsDefaults() throws {
        let host = ViewHost(Sections(), idiom: .phone)
        let apple = try row(host, "Apple"), pear = try row(host, "Pear")
        #expect(apple["background"] == "green")
        #expect(pear["background"] == "yellow", "the row's own modifier wins over its section's")
        #expect(apple["separator"] == "hidden" && pear["separator"] == "hidden")
        let fruit = try host.find(.group, "Fruit")
        #expect(fruit.properties["sectionSeparator"] == "hiddenTop")
        #expect(fruit.properties["separatorTint"] == "blue")
        #expect(try host.find(.group, "Drinks").properties["sectionSeparator"] == nil)
    }

    @Test func aViewThatIsNotAPaintFillsTheRowBehindItsContent() throws {
        let host = ViewHost(Sections(), idiom: .phone)
        let tea = try host.find(.listitem, "Tea")
        #expect(tea.properties["background"] == nil)
        let layer = try #require(tea.node.children.first)
        #expect(layer.role == "shape" && layer.properties["rowBackground"] == "true")
        #expect(tea.node.children.last?.text == "Tea")
    }

    @Test func listSpacingContentBackgroundAndHeaderProminenceReachTheList() throws {
        let host = ViewHost(Sections(), idiom: .phone)
        let list = try #require(host.findAll(.list).first)
        #expect(list.properties["rowSpacing"] == "6")
        #expect(list.properties["sectionSpacing"] == "12")
        #expect(list.properties["contentBackground"] == "hidden")
        let header = try #require(host.findAll(.text, "Fruit").first { $0.properties["slot"] == "header" })
        #expect(header.properties["prominence"] == "increased")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func scrollContentBackgroundHidesAFormsBackground() throws {
        let host = ViewHost(Form { Text("Row") }.scrollContentBackground(.hidden), idiom: .phone)
        #expect(host.findAll(.form).first?.properties["contentBackground"] == "hidden")
        let plain = ViewHost(Form { Text("Row") }, idiom: .phone)
        #expect(plain.findAll(.form).first?.properties["contentBackground"] == nil)
    }
}
