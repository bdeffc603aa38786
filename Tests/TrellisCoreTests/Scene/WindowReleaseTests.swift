import Foundation
import SwiftUI
import Testing
@testable import TrellisGraph

/// (Each check runs outside `#expect`, which keeps its subexpressions' values, and so a view's
/// state, alive while it evaluates.)
///
/// A closed window lets go of its graph and of every node in it: the server opens one
/// per page load, so a window that outlives its close is memory that every load adds for good.
@MainActor
@Suite(.serialized) struct WindowReleaseTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
                .toolbar { ToolbarItem { Button("Add") { count += 1 } } }
        }
    }

    /// Made on appear into a view's `@State`: alive exactly as long as that view's node (the view
    /// value itself never holds one).
    final class Token {
        nonisolated(unsafe) static weak var last: Token?
        init() { Token.last = self }
    }

    private struct Holder: View {
        @State private var token: Token?
        var body: some View { Text("Held").onAppear { token = Token() } }
    }

    /// Whether the window's graph and its nodes are gone once it closes. The view is made inside, so the
    /// only thing that can keep the token is the window.
    private func released(_ content: @autoclosure () -> some View, idiom: Idiom = .mac, commands: [any Commands] = []) -> Bool {
        weak var graph: ViewGraph?
        Token.last = nil
        do {
            let content = content()
            let menus = commands.isEmpty ? [] : commands.menuBar(appName: "App")
            let window = HostWindow(content: content, title: "Window", menus: menus, idiom: idiom, width: 1024, height: 768)
            graph = window.graph
            window.close()
        }
        return graph == nil && Token.last == nil
    }

    @Test func aPlainViewIsReleased() {
        do { let gone = released(VStack { Counter(); Holder() }); #expect(gone) }
    }

    @Test func aNavigationStackIsReleased() {
        do { let gone = released(NavigationStack { Counter().navigationTitle("One") }); #expect(gone) }
        do { let gone = released(NavigationStack { Counter().navigationTitle("One") }, idiom: .phone); #expect(gone) }
    }

    private struct Tabs: View {
        var body: some View {
            TabView {
                Tab("One", systemImage: "1.circle") { Counter(); Holder() }
                Tab("Two", systemImage: "2.circle") { Text("Two") }
            }
        }
    }

    @Test func aTabViewIsReleased() {
        do { let gone = released(Tabs()); #expect(gone) }
        do { let gone = released(Tabs().tabViewStyle(.sidebarAdaptable)); #expect(gone) }
    }

    @Test func aTabViewOfNavigationStacksIsReleased() {
        let tabs = TabView {
            Tab("One", systemImage: "1.circle") { NavigationStack { Counter().navigationTitle("One") } }
        }.tabViewStyle(.sidebarAdaptable)
        do { let gone = released(tabs); #expect(gone) }
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
                Tab("One", systemImage: "1.circle", value: "one") { NavigationStack { ScrollView { Stored(); Holder() }.navigationTitle("One") } }
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

    @Test func storedValuesAreReleased() {
        let gone = released(Stored())
        #expect(gone)
    }
    @Test func aCustomizableTabViewIsReleased() {
        for idiom in [Idiom.mac, .pad, .phone] {
            let gone = released(CustomTabs(), idiom: idiom)
            #expect(gone, "\(idiom)")
        }
        let commands: [any Commands] = [ToolbarCommands(), InspectorCommands()]
        do { let gone = released(CustomTabs(), commands: commands); #expect(gone) }
    }
    @Test func aCustomizableToolbarIsReleased() {
        do { let gone = released(NavigationStack { CustomToolbar() }); #expect(gone) }
        do { let gone = released(CustomToolbar()); #expect(gone) }
    }
    @Test func anInspectorIsReleased() {
        do { let gone = released(NavigationStack { Text("A").inspector(isPresented: .constant(true)) { Text("B") } }); #expect(gone) }
    }

    @Test func aWindowWithCommandsIsReleased() {
        let commands: [any Commands] = [ToolbarCommands(), InspectorCommands(), CommandMenu("Extra") { Button("Reset") {} }]
        do { let gone = released(Text("A"), commands: commands); #expect(gone) }
        do { let gone = released(NavigationStack { CustomToolbar() }, commands: commands); #expect(gone) }
    }
}
