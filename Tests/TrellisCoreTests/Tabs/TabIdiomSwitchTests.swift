import Foundation
import SwiftUI
import Testing
import TrellisTesting

/// A tab's content keeps its identity, and so its `@State`, when the window
/// changes idiom: the Mac's sidebar and the phone's bottom bar are two forms of
/// one tab view, and a navigation stack's bar moving between the window's
/// toolbar and its own is chrome, not a new view.
@MainActor
@Suite(.serialized) struct TabIdiomSwitchTests {
    init() { TabProbe.resetStoredCustomization() }

    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    private struct Tabs: View {
        @State private var selection = "one"
        @AppStorage("tabs.idiomSwitch") private var customization: TabViewCustomization
        var body: some View {
            TabView(selection: $selection) {
                Tab("One", systemImage: "1.circle", value: "one") {
                    NavigationStack {
                        ScrollView {
                            AnyView(Counter()).padding(24).frame(maxWidth: .infinity, alignment: .leading)
                        }
                        .navigationTitle("One")
                    }
                }
                .customizationID("one")
                .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                TabSection {
                    ForEach(["two", "three"], id: \.self) { name in
                        Tab(name, systemImage: "2.circle", value: name) {
                            NavigationStack { Text(name).navigationTitle(name) }
                        }
                        .customizationID(name)
                    }
                } header: {
                    Label("More", systemImage: "folder")
                }
                .customizationID("more")
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization($customization)
        }
    }

    @Test func stateSurvivesMacToPhoneAndBack() throws {
        let host = ViewHost(Tabs(), idiom: .mac, size: CGSize(width: 1024, height: 768))
        try host.find(.button, "Add").tap()
        let count = try host.find(.text, "Count 1").node.id

        // The content is the same element: only the chrome around it changed (on the Mac the
        // stack's bar is in the window's toolbar; on the phone it is the stack's own).
        host.setTraits(idiom: .phone, size: TabProbe.phone)
        #expect(try host.find(.text, "Count 1").node.id == count)

        host.setTraits(idiom: .pad, size: TabProbe.padRegular)
        #expect(host.findAll(.text, "Count 1").count == 1)

        host.setTraits(idiom: .mac, size: CGSize(width: 1024, height: 768))
        #expect(host.findAll(.text, "Count 1").count == 1)
    }
}
