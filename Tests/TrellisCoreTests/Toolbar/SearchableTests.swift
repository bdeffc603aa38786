import SwiftUI
import Testing
import TrellisTesting

private let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

private struct Searching: View {
    @State var query = ""
    @State var submitted = "none"
    @State var scope = "All"
    var placement: SearchFieldPlacement = .automatic
    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                SearchStatus()
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, placement: placement, prompt: "Find fruit")
            .searchSuggestions {
                Text("Apples please").searchCompletion("Apple")
            }
            .searchScopes($scope) {
                Text("All").tag("All")
                Text("Red").tag("Red")
            }
            .onSubmit(of: .search) { submitted = query }
            Text("Submitted: \(submitted)")
        }
    }
}

/// Reads the search state inside the searchable view.
private struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        Text(isSearching ? "Searching" : "Idle")
        Button("Stop Searching") { dismissSearch() }
    }
}

private struct Presented: View {
    @State var query = ""
    @State var presented = false
    var body: some View {
        VStack {
            Text("Presented: \(presented)")
            Button("Search") { presented = true }
        }
        .searchable(text: $query, isPresented: $presented)
    }
}

@MainActor
@Suite struct SearchableTests {
    @Test func typingNarrowsTheListThroughTheBinding() throws {
        let host = ViewHost(Searching(), idiom: .phone)
        let field = try host.find(.textbox, "Find fruit")
        #expect(field.properties["searchField"] == "true")
        #expect(field.properties["submitLabel"] == "search")
        try field.type("ap")
        #expect(host.findAll(.text).map(\.name).filter(fruits.contains) == ["Apple", "Apricot"])
        _ = try host.find(.text, "Searching")
    }

    @Test func phoneDrawerIsInTheContentMacFieldIsInTheToolbar() throws {
        let phone = ViewHost(Searching(), idiom: .phone)
        let drawer = try phone.find(.group, "Search")
        #expect(drawer.properties["searchPart"] == "bar")
        #expect(phone.region(of: "Find fruit", role: .textbox) == nil)
        let mac = ViewHost(Searching(), idiom: .mac)
        let region = mac.region(of: "Find fruit", role: .textbox)
        #expect(region?.hasSuffix("trailing") == true, "mac search field region: \(region ?? "none")")
        let pad = ViewHost(Searching(), idiom: .pad)
        #expect(pad.region(of: "Find fruit", role: .textbox) != nil)
        let padDrawer = ViewHost(Searching(placement: .navigationBarDrawer), idiom: .pad)
        #expect(padDrawer.region(of: "Find fruit", role: .textbox) == nil)
    }

    @Test func focusStartsSearchingAndCancelOrEscapeEndsIt() throws {
        let host = ViewHost(Searching(), idiom: .phone)
        _ = try host.find(.text, "Idle")
        #expect(host.findAll(.button, "Cancel").isEmpty)
        try host.find(.textbox, "Find fruit").send(.focus(true))
        _ = try host.find(.text, "Searching")
        // Scopes and suggestions show while searching.
        _ = try host.find(.radio, "Red")
        try host.find(.button, "Apples please").tap()
        #expect(try host.find(.textbox, "Find fruit").properties["value"] == "Apple")
        _ = try host.find(.text, "Submitted: Apple")
        try host.find(.button, "Cancel").tap()
        #expect(try host.find(.textbox, "Find fruit").properties["value"] == "")
        _ = try host.find(.text, "Idle")
        try host.find(.textbox, "Find fruit").type("ch")
        try host.find(.textbox, "Find fruit").send(.key("escape", modifiers: []))
        _ = try host.find(.text, "Idle")
    }

    @Test func returnRunsOnSubmitOfSearch() throws {
        let host = ViewHost(Searching(), idiom: .mac)
        try host.find(.textbox, "Find fruit").type("Banana")
        try host.find(.textbox, "Find fruit").send(.key("return", modifiers: []))
        _ = try host.find(.text, "Submitted: Banana")
    }

    @Test func dismissSearchFromInsideEndsTheSearch() throws {
        let host = ViewHost(Searching(), idiom: .mac)
        try host.find(.textbox, "Find fruit").type("an")
        _ = try host.find(.text, "Searching")
        try host.find(.button, "Stop Searching").tap()
        _ = try host.find(.text, "Idle")
        #expect(host.findAll(.text).map(\.name).filter(fruits.contains) == fruits)
    }

    @Test func isPresentedBindingFollowsTheField() throws {
        let host = ViewHost(Presented(), idiom: .phone)
        try host.find(.textbox, "Search").send(.focus(true))
        _ = try host.find(.text, "Presented: true")
        try host.find(.button, "Cancel").tap()
        _ = try host.find(.text, "Presented: false")
    }

    @Test func promptOverloadsCompile() {
        let text = Binding.constant("")
        _ = Text("x").searchable(text: text)
        _ = Text("x").searchable(text: text, prompt: Text("Find"))
        _ = Text("x").searchable(text: text, placement: .navigationBarDrawer(displayMode: .always), prompt: "Key")
        _ = Text("x").searchable(text: text, placement: .toolbar, prompt: String("Plain"))
        _ = Text("x").searchable(text: text, isPresented: .constant(true), placement: .sidebar, prompt: "Key")
        _ = Text("x").searchable(text: text, prompt: "Key") { Text("s").searchCompletion("s") }
        _ = Text("x").searchScopes(.constant(1), activation: .onTextEntry) { Text("One").tag(1) }
    }
}
