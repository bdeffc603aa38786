import Foundation
import SwiftUI
import Testing
@testable import TrellisCore
@testable import TrellisGraph
import TrellisTesting

/// A customizable tab view over its own store, so each test starts clean.
private struct StoredTabs: View {
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
            Tab("New", systemImage: "bell", value: "new") { Text("New") }
                .customizationID("new")
            Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings") }
                .customizationID("settings")
                .tabPlacement(.sidebarOnly)
            TabSection {
                Tab("Forest", systemImage: "tree", value: "forest") { Text("Forest") }.customizationID("forest")
                Tab("Sea", systemImage: "water.waves", value: "sea") { Text("Sea") }.customizationID("sea")
            } header: {
                Label("Collections", systemImage: "folder")
            }
            .customizationID("collections")
            .defaultVisibility(.hidden, for: .tabBar)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

@MainActor
@Suite(.serialized) struct TabCustomizationTests {
    let suite = "trellis.tabs.tests.\(UUID().uuidString)"
    var store: UserDefaults { UserDefaults(suiteName: suite)! }

    @Test func defaultsHideSectionsAndSidebarOnlyTabsFromTheBar() {
        let host = ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(host) == ["Home", "Library", "New"])
    }

    @Test func hidingATabInEditModeIsSavedAndSurvivesARestart() throws {
        let host = ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        try host.find(.button, "Show Sidebar").tap()
        try host.find(.button, "Edit").tap()
        // The fixed tab has no controls.
        #expect(host.findAll(.switch, "Show Home in Sidebar").isEmpty)
        try host.find(.switch, "Show Library in Sidebar").toggle()
        // In edit mode the hidden tab stays in place, switched off.
        #expect(try host.find(.switch, "Show Library in Sidebar").properties["checked"] != "true")
        // Dragging Forest into the tab bar, by the keyboard's switch.
        try host.find(.switch, "Show Forest in Tab Bar").toggle()
        try host.find(.button, "Move Sea Up").tap()
        try host.find(.button, "Done").tap()
        #expect(!TabProbe.tabs(host, in: "Sidebar").contains("Library"))
        try host.find(.button, "Show Tab Bar").tap()
        #expect(TabProbe.tabs(host) == ["Home", "New", "Forest"])

        // A new window over a re-created store reads the same customization.
        let again = ViewHost(StoredTabs(store: UserDefaults(suiteName: suite)!), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(again) == ["Home", "New", "Forest"])
        try again.find(.button, "Show Sidebar").tap()
        #expect(TabProbe.tabs(again, in: "Sidebar") == ["Home", "New", "Settings", "Sea", "Forest"])
    }

    @Test func aSidebarOnlyTabNeverEntersTheBar() {
        var custom = TabViewCustomization()
        custom.setTabBarVisibility(.visible, for: "settings")
        store.set(try? JSONEncoder().encode(custom), forKey: "tabs")
        let host = ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        #expect(!TabProbe.tabs(host).contains("Settings"))
    }

    @Test func aDisabledTabIgnoresStoredChoices() {
        var custom = TabViewCustomization()
        custom[tab: "home"].sidebarVisibility = .hidden
        store.set(try? JSONEncoder().encode(custom), forKey: "tabs")
        let host = ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(host).first == "Home")
    }

    @Test func storedDataFromAnOlderVersionMerges() throws {
        // Knows a tab that no longer exists and not the newest ones.
        let old = #"{"version":1,"tabs":{"gone":{"sidebar":"hidden"},"library":{"tabBar":"hidden"}},"sectionOrders":{"collections":["gone","sea"]},"tabBarOrder":["gone","new","home"]}"#
        store.set(Data(old.utf8), forKey: "tabs")
        let host = ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        // Home is fixed (`customizationBehavior(.disabled, …)`): it keeps its declared place whatever the order says.
        #expect(TabProbe.tabs(host) == ["Home", "New"])
        try host.find(.button, "Show Sidebar").tap()
        #expect(TabProbe.tabs(host, in: "Sidebar") == ["Home", "New", "Library", "Settings", "Sea", "Forest"])
    }

    @Test func corruptDataFallsBackToTheDefaultsWithOneWarning() {
        store.set(Data("not json".utf8), forKey: "tabs")
        let before = RuntimeIssue.reported.count
        let host = ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(host) == ["Home", "Library", "New"])
        let warnings = Set(RuntimeIssue.reported[before...].filter { $0.contains("TabViewCustomization could not be read") })
        #expect(warnings.count == 1)
        store.set("a string", forKey: "tabs")
        #expect(TabProbe.tabs(ViewHost(StoredTabs(store: store), idiom: .pad, size: TabProbe.padRegular)) == ["Home", "Library", "New"])
    }

    @Test func customizationHasNoEffectOnThePhone() {
        var custom = TabViewCustomization()
        custom[tab: "library"].sidebarVisibility = .hidden
        store.set(try? JSONEncoder().encode(custom), forKey: "tabs")
        let host = ViewHost(StoredTabs(store: store), idiom: .phone, size: TabProbe.phone)
        // Library stays; four tabs and More (Sea and the sidebar-only Settings behind it).
        #expect(TabProbe.tabs(host) == ["Home", "Library", "New", "Forest", "More"])
    }

    @Test func theCustomizationAPIReadsAndResets() {
        var custom = TabViewCustomization()
        custom[tab: "a"].sidebarVisibility = .hidden
        #expect(custom[tab: "a"].sidebarVisibility == .hidden)
        #expect(custom[tab: "b"].sidebarVisibility == .automatic)
        custom.sectionOrders["s"] = ["x", "y"]
        #expect(custom[section: "s"].tabOrder == ["x", "y"])
        var section = custom[section: "s"]
        section.resetTabOrder()
        custom[section: "s"] = section
        #expect(custom[section: "s"].tabOrder == nil)
        custom.resetVisibility()
        #expect(custom == TabViewCustomization())
        let data = try? JSONEncoder().encode(custom)
        #expect(data.flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) } == custom)
    }
}
