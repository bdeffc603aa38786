import SwiftUI
import Testing
import TrellisTesting

private struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct Folders: View {
    @State private var folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Drafts"), Folder(id: 3, name: "Sent")]
    @State private var selection: Folder.ID?
    var body: some View {
        VStack {
            List(folders, selection: $selection) { folder in
                Text(folder.name)
            }
            Text("Selected: \(selection.map(String.init) ?? "none")")
            Button("Add") { folders.append(Folder(id: folders.count + 1, name: "Folder \(folders.count + 1)")) }
        }
    }
}

private struct Sidebar: View {
    enum Page: Hashable { case toolbar, inspector, buttons }
    @State private var page: Page? = .toolbar
    @State private var picks = Set<Int>()
    var body: some View {
        VStack {
            List(selection: $page) {
                Section("Toolbars") {
                    Text("Toolbar").tag(Page.toolbar)
                }
                Section {
                    Text("Inspector").tag(Page.inspector)
                    Text("Buttons").tag(Page.buttons)
                } header: {
                    Text("More")
                } footer: {
                    Text("Three pages")
                }
            }
            .listStyle(.sidebar)
            List(0..<3, selection: $picks) { i in Text("Pick \(i)") }
                .listStyle(.plain)
            Text("Picks \(picks.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct ListTests {
    @Test func rowsAreListItemsAndSelectionFollowsActivate() throws {
        let host = ViewHost(Folders(), idiom: .phone)
        let list = host.findAll(.list)
        #expect(list.count == 1)
        #expect(list[0].properties["listStyle"] == "insetGrouped")
        let rows = host.findAll(.listitem)
        #expect(rows.map(\.name) == ["Inbox", "Drafts", "Sent"])
        #expect(rows.allSatisfy { $0.properties["selectable"] == "true" })
        try host.find(.listitem, "Drafts").tap()
        _ = try host.find(.text, "Selected: 2")
        #expect(try host.find(.listitem, "Drafts").properties["selected"] == "true")
        try host.find(.listitem, "Sent").tap()
        #expect(try host.find(.listitem, "Drafts").properties["selected"] == nil)
        #expect(try host.find(.listitem, "Sent").properties["selected"] == "true")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func rowDOMIsOneListItemAroundTheContent() throws {
        let host = ViewHost(Folders())
        let row = try host.find(.listitem, "Inbox")
        #expect(row.node.children.count == 1)
        #expect(row.node.children[0].role == .text)
    }

    @Test func appendingARowInsertsOneElement() throws {
        let host = ViewHost(Folders())
        let before = host.updates.count
        try host.find(.button, "Add").tap()
        let changes = host.updates[before...].flatMap(\.changes)
        let inserts = changes.filter { if case .insert = $0 { true } else { false } }
        #expect(inserts.count == 1)
        _ = try host.find(.listitem, "Folder 4")
    }

    @Test func sectionsHaveHeadersFootersAndSelection() throws {
        let host = ViewHost(Sidebar(), idiom: .mac)
        #expect(host.findAll(.list)[0].properties["listStyle"] == "sidebar")
        let more = try host.find(.group, "More")
        #expect(more.node.children.first?.properties["slot"] == "header")
        #expect(more.node.children.last?.properties["slot"] == "footer")
        #expect(more.node.children.last?.text == "Three pages")
        #expect(try host.find(.listitem, "Toolbar").properties["selected"] == "true")
        try host.find(.listitem, "Buttons").tap()
        #expect(try host.find(.listitem, "Buttons").properties["selected"] == "true")
        #expect(try host.find(.listitem, "Toolbar").properties["selected"] == nil)
    }

    @Test func multipleSelectionToggles() throws {
        let host = ViewHost(Sidebar())
        #expect(host.findAll(.list)[1].properties["listStyle"] == "plain")
        try host.find(.listitem, "Pick 0").tap()
        try host.find(.listitem, "Pick 2").tap()
        _ = try host.find(.text, "Picks 0,2")
        try host.find(.listitem, "Pick 0").tap()
        _ = try host.find(.text, "Picks 2")
        #expect(try host.find(.listitem, "Pick 2").properties["selected"] == "true")
        #expect(try host.find(.listitem, "Pick 0").properties["selected"] == nil)
    }

    @Test func wrongEventsOnRowsAreRefused() throws {
        let host = ViewHost(Folders())
        let row = try host.find(.listitem, "Inbox")
        #expect(throws: ViewHostError.self) { try row.send(.setBool(true)) }
        #expect(throws: ViewHostError.self) { try row.send(.select(1)) }
    }

    @Test func buttonsInAListSeeTheListContainer() throws {
        struct Probe: View {
            @Environment(\._container) var container
            var body: some View { Text("container \(container.rawValue)") }
        }
        struct Host: View {
            var body: some View {
                VStack {
                    Probe()
                    List { Probe() }
                    Form { Probe() }
                }
            }
        }
        let host = ViewHost(Host())
        _ = try host.find(.text, "container plain")
        _ = try host.find(.text, "container list")
        _ = try host.find(.text, "container form")
    }
}

@MainActor
@Suite struct ListScaleOfRowsTests {
    @Observable final class Model: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) { self.id = id; self.title = title }
    }

    struct Row: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    struct Big: View {
        let models: [Model]
        @State private var selection: Int?
        var body: some View {
            List(models, selection: $selection) { Row(model: $0) }
        }
    }

    static let models = (0..<10_000).map { Model(id: $0, title: "Row \($0)") }

    @Test func changingOneRowOfTenThousandEvaluatesOneRow() throws {
        let host = ViewHost(Big(models: Self.models))
        // The list is windowed (LazyListTests): bring the row into the window first.
        try host.findAll(.list)[0].scroll(toRows: 4_310..<4_330)
        host.resetStats()
        Self.models[4_321].title = "Changed"
        host.update()
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.hostChanges <= 3)
        _ = try host.find(.listitem, "Changed")
    }

    @Test func selectingARowChangesTwoRows() throws {
        let host = ViewHost(Big(models: Self.models))
        try host.find(.listitem, "Row 10").tap()
        host.resetStats()
        try host.find(.listitem, "Row 20").tap()
        #expect(host.stats.hostChanges == 2)
        #expect(host.stats.bodiesEvaluated == 0)
    }
}
