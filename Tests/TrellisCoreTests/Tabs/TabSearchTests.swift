import Foundation
import SwiftUI
import Testing
import TrellisTesting

private let books = ["Dune", "Emma", "Dracula", "Ulysses"]

/// `searchable` on a tab view with a search tab (iOS 18's way, and the tab seed's).
private struct BookTabs: View {
    @State var query = ""
    @State var selection = "home"
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") {
                Text("Welcome home")
            }
            Tab(value: "search", role: .search) {
                NavigationStack {
                    List(books.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                        .navigationTitle("Search")
                }
            }
        }
        .searchable(text: $query, prompt: "Books")
    }
}

/// `searchable` inside the search tab.
private struct Inside: View {
    @State var query = ""
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Welcome home") }
            Tab(role: .search) {
                NavigationStack {
                    List(books.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                        .searchable(text: $query, prompt: "Books")
                }
            }
        }
    }
}

/// No search tab: the field is the tab view's, over every tab (as before).
private struct NoSearchTab: View {
    @State var query = ""
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Welcome home") }
            Tab("Books", systemImage: "book") { Text("Shelf") }
        }
        .searchable(text: $query, prompt: "Books")
    }
}

@MainActor
private func panel(_ host: ViewHost, _ name: String) -> HostNode? {
    var found: HostNode?
    host.tree.forEach { node in if found == nil, node.role == .tabpanel, node.properties["label"] == name { found = node } }
    return found
}

@MainActor
private func field(in node: HostNode?) -> HostNode? {
    var found: HostNode?
    node?.forEach { n in if found == nil, n.role == .textbox, n.properties["searchField"] == "true" { found = n } }
    return found
}

@MainActor
@Suite struct TabSearchTests {
    @Test func aSearchableTabViewPutsTheFieldInTheSearchTabOnThePhoneAtTheBottom() throws {
        let host = ViewHost(BookTabs(), idiom: .phone)
        // Not over the Home tab.
        #expect(host.findAll(.textbox, "Books").isEmpty)
        try host.find(.tab, "Search").tap()
        let search = try #require(panel(host, "Search"))
        #expect(field(in: search) != nil)
        let bar = try host.find(.group, "Search")
        #expect(bar.properties["searchEdge"] == "bottom")
        try host.find(.textbox, "Books").type("dr")
        #expect(host.findAll(.text).map(\.name).filter(books.contains) == ["Dracula"])
        // Back on Home, nothing searches there.
        try host.find(.tab, "Home").tap()
        #expect(field(in: panel(host, "Home")) == nil)
    }

    @Test func onThePadAndMacTheSearchTabsFieldIsPlacedAsTheIdiomPlacesSearch() throws {
        for idiom in [Idiom.pad, .mac] {
            let host = ViewHost(BookTabs(), idiom: idiom)
            try host.find(.tab, "Search").tap()
            let textbox = try host.find(.textbox, "Books")
            #expect(host.findAll(.group).first { $0.properties["searchEdge"] != nil } == nil, "\(idiom)")
            try textbox.type("em")
            #expect(host.findAll(.text).map(\.name).filter(books.contains) == ["Emma"], "\(idiom)")
        }
    }

    @Test func aSearchableInsideTheSearchTabIsAtTheBottomOnThePhone() throws {
        let host = ViewHost(Inside(), idiom: .phone)
        try host.find(.tab, "Search").tap()
        #expect(try host.find(.group, "Search").properties["searchEdge"] == "bottom")
        #expect(field(in: panel(host, "Search")) != nil)
    }

    @Test func withoutASearchTabTheFieldStaysTheTabViews() throws {
        let host = ViewHost(NoSearchTab(), idiom: .phone)
        let textbox = try host.find(.textbox, "Books")
        #expect(field(in: panel(host, "Home")) == nil)
        #expect(textbox.properties["searchField"] == "true")
        #expect(try host.find(.group, "Search").properties["searchEdge"] == nil)
    }
}
