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
    /// only thing that can keep the token is the window. `holdsToken`: the content has a `Holder`, which
    /// must have made its token while the window was open (else the check proves nothing).
    private func released(_ content: @autoclosure () -> some View, idiom: Idiom = .mac, commands: [any Commands] = [],
                          holdsToken: Bool = false) -> Bool {
        weak var graph: ViewGraph?
        var made = false
        Token.last = nil
        do {
            let content = content()
            let menus = commands.isEmpty ? [] : commands.menuBar(appName: "App")
            let window = HostWindow(content: content, title: "Window", menus: menus, idiom: idiom, width: 1024, height: 768)
            graph = window.graph
            made = Token.last != nil
            window.close()
        }
        return graph == nil && Token.last == nil && (made || !holdsToken)
    }

    private struct Animated: View {
        var body: some View {
            PhaseAnimator([0.5, 1.0]) { Text("Pulse").opacity($0) }
            Text("Spin").keyframeAnimator(initialValue: 0.0, repeating: true) { content, degrees in
                content.rotationEffect(.degrees(degrees))
            } keyframes: { _ in
                LinearKeyframe(360.0, duration: 1)
            }
        }
    }

    @Test func anAnimatingWindowCancelsItsTimersAndIsReleased() {
        weak var graph: ViewGraph?
        var pending = (open: -1, closed: -1)
        do {
            let window = HostWindow(content: Animated(), title: "Window", menus: [], idiom: .mac, width: 1024, height: 768)
            graph = window.graph
            let clock = AnimationClock.of(window.graph)
            pending.open = clock.pendingCount
            window.close()
            pending.closed = clock.pendingCount
        }
        let gone = graph == nil
        #expect(pending.open == 1 && pending.closed == 0)
        #expect(gone)
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

    /// One view of the everyday families whose builtins keep closures (events, gestures, list editing,
    /// presentations, search, refresh, scrolling, focus): none of them may hold its own node.
    private struct Everyday: View {
        struct Row: Identifiable { let id: Int; var name: String }
        @State private var rows = [Row(id: 1, name: "Apples"), Row(id: 2, name: "Pears")]
        @State private var query = ""
        @State private var alert = true
        @State private var sheet = true
        @State private var date = Date(timeIntervalSince1970: 0)
        @State private var level = 0.5
        @State private var selection: Int?
        @State private var offset = CGSize.zero
        @GestureState private var pressing = false
        @FocusState private var focused: Bool

        var body: some View {
            NavigationStack {
                List(selection: $selection) {
                    ForEach(rows) { row in
                        Text(row.name).swipeActions { Button("Delete", role: .destructive) {} }
                    }
                    .onDelete { rows.remove(atOffsets: $0) }
                    .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
                }
                .searchable(text: $query)
                .refreshable {}
                .toolbar { EditButton() }
                .navigationTitle("Everyday")
                ScrollViewReader { proxy in
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(0..<20, id: \.self) { Text("\($0)").id($0) } }
                    }
                    Button("End") { proxy.scrollTo(19) }
                }
                GeometryReader { geometry in Text("\(geometry.size.width)") }
                Holder()
                DatePicker("Date", selection: $date)
                Slider(value: $level)
                Circle()
                    .offset(offset)
                    .gesture(DragGesture().onChanged { offset = $0.translation }.updating($pressing) { _, state, _ in state = true })
                    .onTapGesture { level = 0 }
                    .onHover { _ in }
                Text("Keys").focusable().focused($focused).onKeyPress(.space) { .handled }
                    .animation(.default, value: level)
            }
            .sheet(isPresented: $sheet) { Button("Done") { sheet = false } }
            .alert("Gone?", isPresented: $alert) { Button("OK") {} }
        }
    }

    @Test func theEverydayFamiliesAreReleased() {
        for idiom in [Idiom.mac, .phone] {
            let gone = released(Everyday(), idiom: idiom, holdsToken: true)
            #expect(gone, "\(idiom)")
        }
    }
}
