import Foundation
import SwiftUI
import Testing
@testable import TrellisCore
@testable import TrellisGraph
import TrellisTesting

/// Tabs for the edit-mode rules: a fixed first tab, a reorderable one, a fixed section, a free section.
private struct EditableTabs: View {
    @AppStorage var customization: TabViewCustomization
    @State private var selection = "home"

    init(store: UserDefaults) {
        _customization = AppStorage(wrappedValue: TabViewCustomization(), "tabs", store: store)
    }

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home") }
                .customizationID("home")
                .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            Tab("Library", systemImage: "books.vertical", value: "library") { Text("Library") }
                .customizationID("library")
            Tab("Inbox", systemImage: "tray", value: "inbox") { Text("Inbox") }
                .customizationID("inbox")
                .customizationBehavior(.reorderable, for: .sidebar, .tabBar)
            Tab("New", systemImage: "bell", value: "new") { Text("New") }
                .customizationID("new")
            TabSection {
                Tab("Forest", systemImage: "tree", value: "forest") { Text("Forest") }.customizationID("forest")
                Tab("Sea", systemImage: "water.waves", value: "sea") { Text("Sea") }.customizationID("sea")
            } header: {
                Label("Collections", systemImage: "folder")
            }
            .customizationID("collections")
            .defaultVisibility(.hidden, for: .tabBar)
            TabSection {
                Tab("Help", systemImage: "questionmark", value: "help") { Text("Help") }.customizationID("help")
                Tab("About", systemImage: "info", value: "about") { Text("About") }.customizationID("about")
            } header: {
                Label("Support", systemImage: "lifepreserver")
            }
            .customizationID("support")
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            .defaultVisibility(.hidden, for: .tabBar)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

@MainActor
@Suite(.serialized) struct TabEditingTests {
    let suite = "trellis.tabs.editing.\(UUID().uuidString)"
    var store: UserDefaults { UserDefaults(suiteName: suite)! }

    private func padEditing() throws -> ViewHost {
        let host = ViewHost(EditableTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        try host.find(.button, "Show Sidebar").tap()
        try host.find(.button, "Edit").tap()
        return host
    }

    private func stored() -> TabViewCustomization? {
        store.data(forKey: "tabs").flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
    }

    private func editingSidebar(_ host: ViewHost) throws -> ViewHost.Element {
        let lists = host.findAll(.tablist, "Sidebar").filter { $0.properties["editing"] == "true" }
        return try #require(lists.first)
    }

    @Test func aFixedTabKeepsItsPlaceWhenOthersMove() throws {
        let host = try padEditing()
        // Library is the first tab that can move: it can't go above the fixed Home.
        #expect(try host.find(.button, "Move Library Up").properties["disabled"] == "true")
        try host.find(.button, "Move Inbox Up").tap()
        try host.find(.button, "Move Library Up").properties["disabled"].map { #expect($0 == "true") }
        #expect(TabProbe.tabs(host, in: "Sidebar").prefix(4) == ["Home", "Inbox", "Library", "New"])
        // A stored order naming Home first or last moves only the others.
        var custom = TabViewCustomization()
        custom.tabBarOrder = ["new", "library", "home"]
        store.set(try JSONEncoder().encode(custom), forKey: "tabs")
        let again = ViewHost(EditableTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(again) == ["Home", "New", "Library", "Inbox"])
    }

    @Test func aSectionsBehaviourHoldsForItsTabs() throws {
        var custom = TabViewCustomization()
        custom[tab: "help"].sidebarVisibility = .hidden
        custom.sectionOrders["support"] = ["about", "help"]
        store.set(try JSONEncoder().encode(custom), forKey: "tabs")
        let host = try padEditing()
        // Stored choices are ignored and edit mode offers nothing for the fixed section's tabs.
        #expect(TabProbe.tabs(host, in: "Sidebar").suffix(2) == ["Help", "About"])
        #expect(host.findAll(.switch, "Show Help in Sidebar").isEmpty)
        #expect(host.findAll(.button, "Move About Up").isEmpty)
        // The free section's tabs have their controls.
        _ = try host.find(.switch, "Show Forest in Sidebar")
    }

    @Test func aReorderableTabMovesButCantBeHidden() throws {
        var custom = TabViewCustomization()
        custom[tab: "inbox"].sidebarVisibility = .hidden
        custom.setTabBarVisibility(.hidden, for: "inbox")
        store.set(try JSONEncoder().encode(custom), forKey: "tabs")
        let host = try padEditing()
        #expect(TabProbe.tabs(host, in: "Sidebar").contains("Inbox"))
        #expect(host.findAll(.switch, "Show Inbox in Sidebar").isEmpty)
        #expect(host.findAll(.switch, "Show Inbox in Tab Bar").isEmpty)
        _ = try host.find(.button, "Move Inbox Up")
        try host.find(.button, "Done").tap()
        try host.find(.button, "Show Tab Bar").tap()
        #expect(TabProbe.tabs(host).contains("Inbox"))
    }

    @Test func theMacOffersOrderButNoPerTabVisibility() throws {
        let host = ViewHost(EditableTabs(store: store), idiom: .mac)
        try host.find(.button, "Edit").tap()
        #expect(host.findAll(.switch).isEmpty)
        _ = try host.find(.button, "Move New Up")
        #expect(host.findAll(.list, "Tab Bar").isEmpty)
    }

    @Test func draggingATabIntoTheBarAlongItAndOut() throws {
        let host = try padEditing()
        let strip = try host.find(.list, "Tab Bar")
        var items: [String] = []
        strip.node.forEach { if $0.role == .listitem { items.append($0.properties["label"] ?? "") } }
        #expect(items == ["Home", "Library", "Inbox", "New"])
        // Drag items: the strip's 4, then the sidebar's rows: Home Library Inbox New | Forest Sea | Help About.
        // Forest (from 4 + 4) to bar position 1.
        try editingSidebar(host).send(.reorder(from: 8, to: 1))
        #expect(stored()?.tabBarOrder == ["home", "forest", "library", "inbox", "new"])
        try host.find(.button, "Done").tap()
        try host.find(.button, "Show Tab Bar").tap()
        #expect(TabProbe.tabs(host) == ["Home", "Forest", "Library", "Inbox", "New"])

        try host.find(.button, "Show Sidebar").tap()
        try host.find(.button, "Edit").tap()
        // Along the bar: New (strip 4) to position 2 (before Library); the fixed Home stays first.
        try editingSidebar(host).send(.reorder(from: 4, to: 2))
        // Out of the bar: Library (strip 3) dropped on the sidebar (slot 5 + 1 + 1: after the second row).
        try editingSidebar(host).send(.reorder(from: 3, to: 7))
        // The fixed Home can't leave, nor can Help enter (its section is fixed).
        try editingSidebar(host).send(.reorder(from: 0, to: 9))
        try editingSidebar(host).send(.reorder(from: 4 + 6, to: 1))
        try host.find(.button, "Done").tap()
        try host.find(.button, "Show Tab Bar").tap()
        #expect(TabProbe.tabs(host) == ["Home", "Forest", "New", "Inbox"])
    }

    @Test func draggingWithinASectionReordersItOnly() throws {
        let host = try padEditing()
        // Strip: Home Library Inbox New (4, slots 0…4); rows from drag index 4, slots from 5.
        // Sea (row 5) before Forest (row 4): slot 5 + 4.
        try editingSidebar(host).send(.reorder(from: 4 + 5, to: 5 + 4))
        #expect(stored()?.sectionOrders["collections"] == ["sea", "forest"])
        // Sea dropped among the top-level tabs: another group, ignored.
        try editingSidebar(host).send(.reorder(from: 4 + 4, to: 5 + 1))
        #expect(TabProbe.tabs(host, in: "Sidebar") == ["Home", "Library", "Inbox", "New", "Sea", "Forest", "Help", "About"])
        // New above Library among the top-level tabs.
        try editingSidebar(host).send(.reorder(from: 4 + 3, to: 5 + 1))
        #expect(TabProbe.tabs(host, in: "Sidebar").prefix(4) == ["Home", "New", "Library", "Inbox"])
    }

    @Test func aCustomizationIsLiveInASecondWindow() throws {
        let host = try padEditing()
        let other = ViewHost(EditableTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(other) == ["Home", "Library", "Inbox", "New"])
        try host.find(.switch, "Show Library in Sidebar").toggle()
        other.update()
        #expect(TabProbe.tabs(other) == ["Home", "Inbox", "New"])
    }
}

/// The vision ornament: top-level tabs and one item per section; choosing a section shows its tabs in a sidebar.
@MainActor
@Suite(.serialized) struct TabVisionTests {
    init() { TabProbe.resetStoredCustomization() }

    @Test func sectionsAreOrnamentItemsThatOpenASidebar() throws {
        let host = ViewHost(DestinationVideoTabs(), idiom: .vision)
        #expect(TabProbe.tabs(host) == ["Watch Now", "Library", "New", "Favorites", "Collections", "Animations", "Search"])
        try TabProbe.tab(host, "Collections").tap()
        #expect(TabProbe.tabs(host, in: "Collections") == ["Cinematic", "Forest", "Sea"])
        try TabProbe.tab(host, "Forest").tap()
        #expect(TabProbe.visiblePanels(host) == ["Forest"])
        #expect(try TabProbe.tab(host, "Collections").properties["selected"] == "true")
        // A top-level tab closes the section's sidebar.
        try TabProbe.tab(host, "Library").tap()
        #expect(TabProbe.tabs(host, in: "Collections").isEmpty)
        #expect(TabProbe.visiblePanels(host) == ["Library"])
    }
}

/// What tab content reads about its tab view, and the page index modes.
private struct PlacementProbe: View {
    @Environment(\.tabBarPlacement) private var placement
    @Environment(\.isTabBarShowingSections) private var showingSections
    var body: some View { Text("placement \(placement.map { "\($0.name)" } ?? "none") sections \(showingSections)") }
}

@MainActor
@Suite struct TabEnvironmentTests {
    private struct Probed: View {
        var body: some View {
            TabView {
                Tab("One", systemImage: "1.circle") { PlacementProbe() }
                Tab("Two", systemImage: "2.circle") { Text("Two") }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    @Test func tabContentReadsTheActualPlacement() throws {
        let pad = ViewHost(Probed(), idiom: .pad, size: TabProbe.padRegular)
        _ = try pad.find(.text, "placement topBar sections false")
        try pad.find(.button, "Show Sidebar").tap()
        _ = try pad.find(.text, "placement sidebar sections true")
        _ = try ViewHost(Probed(), idiom: .phone, size: TabProbe.phone).find(.text, "placement bottomBar sections false")
        _ = try ViewHost(Probed(), idiom: .vision).find(.text, "placement ornament sections false")
        _ = try ViewHost(PlacementProbe()).find(.text, "placement none sections false")
    }

    @Test func defaultAdaptablePlacementStartsTheSidebar() {
        let host = ViewHost(Probed().defaultAdaptableTabBarPlacement(.sidebar), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.form(host) == "sidebar")
    }

    @Test func pageIndexModesReachTheElement() {
        let host = ViewHost(PlainTabs().tabViewStyle(.page(indexDisplayMode: .never)).indexViewStyle(.page(backgroundDisplayMode: .always)),
                            idiom: .phone, size: TabProbe.phone)
        var props: [String: String] = [:]
        host.tree.forEach { if $0.properties["tabForm"] != nil { props = $0.properties } }
        #expect(props["indexDisplay"] == "never")
        #expect(props["indexBackground"] == "always")
        var other: [String: String] = [:]
        ViewHost(PlainTabs(), idiom: .phone, size: TabProbe.phone).tree.forEach { if $0.properties["tabForm"] != nil { other = $0.properties } }
        #expect(other["indexDisplay"] == nil)
    }

    @Test func aTabsContextMenuAndAccessibilityValueLandOnItsItem() throws {
        struct Decorated: View {
            @State private var pinned = 0
            var body: some View {
                TabView {
                    Tab("Inbox", systemImage: "tray") { Text("Inbox \(pinned)") }
                        .contextMenu { Button("Pin") { pinned += 1 } }
                        .accessibilityValue("3 unread")
                        .accessibilityHint("Shows your mail")
                    Tab("Sent", systemImage: "paperplane") { Text("Sent") }
                }
            }
        }
        let host = ViewHost(Decorated(), idiom: .pad, size: TabProbe.padRegular)
        let inbox = try TabProbe.tab(host, "Inbox")
        #expect(inbox.properties["valueText"] == "3 unread")
        #expect(inbox.properties["hint"] == "Shows your mail")
        try inbox.openContextMenu()
        try host.find(.menuitem, "Pin").tap()
        _ = try host.find(.text, "Inbox 1")
    }
}
