import Foundation
import SwiftUI
import Testing
import TrellisTesting

/// Forms of the tab API that apps use rarely: each must compile as SwiftUI spells it, and render.
private enum Pane: Hashable { case a, b, c }

private struct RareForms: View {
    @State private var optional: Pane? = .a
    @State private var popover = false
    var adaptable = false

    var body: some View {
        if adaptable { tabs.tabViewStyle(.sidebarAdaptable) } else { tabs.tabViewStyle(DefaultTabViewStyle()) }
    }

    var tabs: some View {
        TabView(selection: $optional) {
            Tab("Asset", image: "photo", value: Pane.a) { Text("Asset tab") }
            Tab(String("Plain string"), systemImage: "textformat", value: Pane.b, role: nil) { Text("String tab") }
                .popover(isPresented: $popover) { Text("Tip") }
                .accessibilityInputLabels(["Plain"])
            TabSection(String("Optional section")) {
                Tab(value: Pane.c) { Text("Unlabelled") } label: { Text("C") }
                    .tabPlacement(.pinned)
                    .swipeActions(edge: .leading) { Button("Archive") {} }
                    .springLoadingBehavior(.enabled)
            }
            .sectionActions { Button("Add") {} }
        }
        .tabViewSidebarHeader { Text("Header") }
        .tabViewSidebarFooter { Text("Footer") }
        .tabViewSidebarBottomBar { Text("Bottom") }
    }
}

/// `AnyTabContent`, `TabView(selection: nil)` with the legacy builder, and a `Value == Never` image tab.
private struct ErasedAndLegacy: View {
    var erased: AnyTabContent<Never> { AnyTabContent(Tab("Erased", image: "photo") { Text("Erased tab") }) }

    var body: some View {
        VStack {
            TabView { erased; Tab("Second", systemImage: "2.circle") { Text("Second tab") } }
            TabView(selection: nil as Binding<Int>?) {
                Text("Legacy one").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
                Text("Legacy two").tabItem { Label("Two", systemImage: "2.circle") }.tag(2)
            }
        }
    }
}

@MainActor
@Suite struct TabRareFormsTests {
    @Test func optionalValuesImagesAndSidebarSlotsRender() throws {
        let host = ViewHost(RareForms(), idiom: .pad, size: TabProbe.padRegular)
        #expect(TabProbe.tabs(host) == ["Asset", "Plain string", "C"])
        #expect(try TabProbe.tab(host, "C").properties["pinned"] == "true")
        try TabProbe.tab(host, "C").tap()
        #expect(TabProbe.visiblePanels(host) == ["C"])
        // The sidebar's header, footer, bottom bar and section actions (the Mac's `.sidebarAdaptable` sidebar).
        let mac = ViewHost(RareForms(adaptable: true), idiom: .mac)
        _ = try mac.find(.text, "Header")
        _ = try mac.find(.text, "Footer")
        _ = try mac.find(.text, "Bottom")
        _ = try mac.find(.button, "Add")
    }

    @Test func erasedContentAndANilSelectionRender() throws {
        let host = ViewHost(ErasedAndLegacy(), idiom: .pad, size: TabProbe.padRegular)
        _ = try host.find(.text, "Erased tab")
        _ = try host.find(.text, "Legacy one")
        try TabProbe.tab(host, "Two").tap()
        _ = try host.find(.text, "Legacy two")
    }
}
