import Foundation
import SwiftUI
import Testing
@testable import TrellisGraph

/// A closed window lets go of its graph: the server opens one per page load, so a
/// window that outlives its close is memory that every load adds for good.
@MainActor
@Suite(.serialized) struct WindowReleaseTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
                .toolbar { ToolbarItem { Button("Add") { count += 1 } } }
        }
    }

    private func released(_ content: some View, idiom: Idiom = .mac, commands: [any Commands] = []) -> Bool {
        weak var graph: ViewGraph?
        do {
            let menus = commands.isEmpty ? [] : commands.menuBar(appName: "App")
            let window = HostWindow(content: content, title: "Window", menus: menus, idiom: idiom, width: 1024, height: 768)
            graph = window.graph
            window.close()
        }
        return graph == nil
    }

    @Test func aPlainViewIsReleased() { #expect(released(Counter())) }

    @Test func aNavigationStackIsReleased() {
        #expect(released(NavigationStack { Counter().navigationTitle("One") }))
        #expect(released(NavigationStack { Counter().navigationTitle("One") }, idiom: .phone))
    }

    @Test func aTabViewIsReleased() {
        let tabs = TabView {
            Tab("One", systemImage: "1.circle") { Counter() }
            Tab("Two", systemImage: "2.circle") { Text("Two") }
        }
        #expect(released(tabs))
        #expect(released(tabs.tabViewStyle(.sidebarAdaptable)))
    }

    @Test func aTabViewOfNavigationStacksIsReleased() {
        let tabs = TabView {
            Tab("One", systemImage: "1.circle") { NavigationStack { Counter().navigationTitle("One") } }
        }.tabViewStyle(.sidebarAdaptable)
        #expect(released(tabs))
    }

    private struct Stored: View {
        @AppStorage("windowRelease.count") private var count = 0
        @SceneStorage("windowRelease.kept") private var kept = 0
        var body: some View { Button("Count \(count) \(kept)") { count += 1 } }
    }

    private struct CustomTabs: View {
        @AppStorage("windowRelease.tabs") private var customization: TabViewCustomization
        @State private var selection = "one"
        var body: some View {
            TabView(selection: $selection) {
                Tab("One", systemImage: "1.circle", value: "one") { NavigationStack { ScrollView { Stored() }.navigationTitle("One") } }
                    .customizationID("one")
                    .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                TabSection {
                    ForEach(["two", "three"], id: \.self) { name in
                        Tab(name, systemImage: "2.circle", value: name) { NavigationStack { Text(name).navigationTitle(name) } }
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

    private struct CustomToolbar: View {
        var body: some View {
            Text("Tools").toolbar(id: "windowRelease.tools") {
                ToolbarItem(id: "bold") { Button("Bold") {} }
            }
        }
    }

    @Test func storedValuesAreReleased() { #expect(released(Stored())) }
    @Test func aCustomizableTabViewIsReleased() {
        for idiom in [Idiom.mac, .pad, .phone] { #expect(released(CustomTabs(), idiom: idiom)) }
        let commands: [any Commands] = [ToolbarCommands(), InspectorCommands()]
        #expect(released(CustomTabs(), commands: commands))
    }
    @Test func aCustomizableToolbarIsReleased() {
        #expect(released(NavigationStack { CustomToolbar() }))
        #expect(released(CustomToolbar()))
    }
    @Test func anInspectorIsReleased() {
        #expect(released(NavigationStack { Text("A").inspector(isPresented: .constant(true)) { Text("B") } }))
    }

    @Test func aWindowWithCommandsIsReleased() {
        let commands: [any Commands] = [ToolbarCommands(), InspectorCommands(), CommandMenu("Extra") { Button("Reset") {} }]
        #expect(released(Text("A"), commands: commands))
        #expect(released(NavigationStack { CustomToolbar() }, commands: commands))
    }
}
