import Foundation
import SwiftUI
import Testing
@testable import TrellisGraph
import TrellisTesting

/// Every row of `TabPlacementTable`, through seed 004's Destination Video tabs
/// (`DestinationVideoTabs`: five tabs, a search tab, two sections hidden from
/// the tab bar by default, `.sidebarAdaptable`).
@MainActor
@Suite(.serialized) struct TabPlacementTests {
    init() { TabProbe.resetStoredCustomization() }

    @Test func phoneIsABottomBarWithMoreAndSearchPinnedTrailing() throws {
        let host = ViewHost(DestinationVideoTabs(), idiom: .phone, size: TabProbe.phone)
        #expect(TabProbe.form(host) == "bottomBar")
        // Five fit: three tabs, More, and the pinned search tab at the trailing end.
        #expect(TabProbe.tabs(host) == ["Watch Now", "Library", "New", "More", "Search"])
        #expect(try TabProbe.tab(host, "Search").properties["pinned"] == "true")
        // No section header in the phone's bar.
        #expect(host.findAll(.button, "Collections").isEmpty)

        try TabProbe.tab(host, "More").tap()
        #expect(TabProbe.selected(host) == ["More"])
        let more = host.findAll(.button).map(\.name)
        #expect(more == ["Favorites", "Cinematic", "Forest", "Sea", "Animation"])
        try host.find(.button, "Forest").tap()
        #expect(TabProbe.visiblePanels(host) == ["Forest"])
        #expect(TabProbe.selected(host) == ["More"])
    }

    @Test func searchTabGetsItsTitleAndMagnifyingGlass() throws {
        let host = ViewHost(DestinationVideoTabs(), idiom: .pad, size: TabProbe.padRegular)
        let search = try TabProbe.tab(host, "Search")
        var symbols: [String] = []
        search.node.forEach { if let name = $0.properties["systemName"] { symbols.append(name) } }
        #expect(symbols == ["magnifyingglass"])
        #expect(TabProbe.tabs(host).last == "Search")
    }

    @Test func padRegularIsATopBarThatTurnsIntoASidebarAndBack() throws {
        let host = ViewHost(DestinationVideoTabs(), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.form(host) == "topBar")
        // The sections' tabs start out of the bar (`defaultVisibility(.hidden, for: .tabBar)`).
        #expect(TabProbe.tabs(host) == ["Watch Now", "Library", "New", "Favorites", "Search"])

        try host.find(.button, "Show Sidebar").tap()
        #expect(TabProbe.form(host) == "sidebar")
        #expect(TabProbe.tabs(host, in: "Sidebar") == ["Watch Now", "Library", "New", "Favorites", "Search", "Cinematic", "Forest", "Sea", "Animation"])
        #expect(TabProbe.sections(host) == ["Collections", "Animations"])

        // Sections collapse and expand.
        let header = try host.find(.button, "Collections")
        #expect(header.properties["expanded"] == "true")
        try header.tap()
        #expect(try host.find(.button, "Collections").properties["expanded"] == "false")
        #expect(!TabProbe.tabs(host, in: "Sidebar").contains("Forest"))
        try host.find(.button, "Collections").tap()
        #expect(TabProbe.tabs(host, in: "Sidebar").contains("Forest"))

        try host.find(.button, "Show Tab Bar").tap()
        #expect(TabProbe.form(host) == "topBar")
    }

    @Test func padTopBarShowsSectionHeaders() throws {
        let host = ViewHost(SectionedTabs(), idiom: .pad, size: TabProbe.padRegular)
        var headers: [String] = []
        host.tree.forEach { node in if node.properties["tabPart"] == "sectionHeader" { headers.append(node.contentText) } }
        #expect(headers == ["Collections"])
    }

    @Test func padCompactIsABottomBar() {
        let host = ViewHost(DestinationVideoTabs(), idiom: .pad, size: TabProbe.padCompact)
        #expect(TabProbe.form(host) == "bottomBar")
    }

    @Test func macSidebarAdaptableIsASidebarWithSections() {
        let host = ViewHost(DestinationVideoTabs(), idiom: .mac)
        #expect(TabProbe.form(host) == "sidebar")
        #expect(TabProbe.sections(host) == ["Collections", "Animations"])
        #expect(host.findAll(.button, "Show Sidebar").isEmpty)
    }

    @Test func macAutomaticIsASegmentedControlAndGroupedIsGrouped() {
        #expect(TabProbe.form(ViewHost(PlainTabs(), idiom: .mac)) == "segmented")
        #expect(TabProbe.form(ViewHost(PlainTabs().tabViewStyle(.grouped), idiom: .mac)) == "grouped")
    }

    @Test func tvIsATopBarOrASidebarThatCollapsesIntoAPill() throws {
        #expect(TabProbe.form(ViewHost(PlainTabs(), idiom: .tv)) == "topBar")
        let host = ViewHost(DestinationVideoTabs(), idiom: .tv)
        #expect(TabProbe.form(host) == "sidebar")
        var collapsed: String?
        host.tree.forEach { if $0.properties["label"] == "Sidebar" { collapsed = $0.properties["collapsed"] } }
        #expect(collapsed == nil)
        try TabProbe.tab(host, "Library").tap()
        host.tree.forEach { if $0.properties["label"] == "Sidebar" { collapsed = $0.properties["collapsed"] } }
        #expect(collapsed == "true")
    }

    @Test func watchPagesVertically() {
        let host = ViewHost(PlainTabs(), idiom: .watch, size: CGSize(width: 200, height: 240))
        #expect(TabProbe.form(host) == "verticalPage")
        #expect(TabProbe.tabs(host, in: "Pages") == ["One", "Two", "Three"])
    }

    @Test func visionIsAnIconOrnament() throws {
        let host = ViewHost(DestinationVideoTabs(), idiom: .vision)
        #expect(TabProbe.form(host) == "ornament")
        // Icons only, the title kept for assistive technology.
        var hiddenTitles: [String] = []
        try TabProbe.tab(host, "Library").node.forEach { if $0.properties["visuallyHidden"] == "true" { hiddenTitles.append($0.contentText) } }
        #expect(hiddenTitles == ["Library"])
    }

    @Test func pageStyleIsPagesOnPhoneAndTheDefaultOnTheMac() {
        #expect(TabProbe.form(ViewHost(PlainTabs().tabViewStyle(.page), idiom: .phone, size: TabProbe.phone)) == "page")
        #expect(TabProbe.form(ViewHost(PlainTabs().tabViewStyle(PageTabViewStyle()), idiom: .mac)) == "segmented")
    }

    @Test func theTableHasARowForEveryIdiom() {
        for idiom in Idiom.allCases {
            for style in [TabViewStyleKind.automatic, .sidebarAdaptable, .tabBarOnly, .page, .grouped] {
                let layout = TabPlacementTable.layout(idiom: idiom, style: style, sizeClass: .regular, showsSidebar: false)
                #expect(TabPlacementTable.Form.allCases.contains(layout.form))
            }
        }
        #expect(TabPlacementTable.layout(idiom: .pad, style: .sidebarAdaptable, sizeClass: .regular, showsSidebar: true).form == .sidebar)
        #expect(TabPlacementTable.layout(idiom: .pad, style: .sidebarAdaptable, sizeClass: .compact, showsSidebar: true).form == .bottomBar)
    }
}

/// Three plain tabs without a selection binding.
struct PlainTabs: View {
    var body: some View {
        TabView {
            Tab("One", systemImage: "1.circle") { Text("First") }
            Tab("Two", systemImage: "2.circle") { Text("Second") }
            Tab("Three", systemImage: "3.circle") { Text("Third") }
        }
    }
}

/// A section whose tabs stay in the bar (iPad shows its header there).
struct SectionedTabs: View {
    @State private var selection = "home"
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home") }
            TabSection("Collections") {
                Tab("Forest", systemImage: "tree", value: "forest") { Text("Forest") }
                Tab("Sea", systemImage: "water.waves", value: "sea") { Text("Sea") }
            }
        }
    }
}
