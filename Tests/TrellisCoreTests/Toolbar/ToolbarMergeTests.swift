import SwiftUI
import Testing
import TrellisTesting

// Toolbars declared at several levels merge into the nearest navigation
// container's bar, in tree order (outer declarations before the ones inside
// them, siblings in order), and that order holds across updates.

private struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Text("\(name) \(taps)")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button(name) { taps += 1 } } }
    }
}

private struct Levels: View {
    @State var showsFirst = false
    @State var counter = 0
    var body: some View {
        NavigationStack {
            VStack {
                if showsFirst {
                    Text("First").toolbar { ToolbarItem(placement: .primaryAction) { Button("First") {} } }
                }
                Row(name: "Middle")
                Row(name: "Last")
                Button("Show first") { showsFirst.toggle() }
                Button("Count \(counter)") { counter += 1 }
            }
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Outer") {} } }
            .navigationTitle("Levels")
        }
        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Window") {} } }
    }
}

@MainActor
@Suite struct ToolbarMergeTests {
    @Test func levelsMergeIntoTheNearestContainerInTreeOrder() {
        let host = ViewHost(Levels(), idiom: .phone, size: CGSize(width: 390, height: 844))
        #expect(host.items(in: "titlebar.trailing") == ["Outer", "Middle", "Last"])
        // The window is the stack's container, not the stack's: its item does not leak into the stack's bar
        // (and an iPhone window without a navigation container shows no bar at all).
        #expect(!host.contains("Window"))
    }

    @Test func orderStaysStableAcrossStateChanges() throws {
        let host = ViewHost(Levels(), idiom: .phone, size: CGSize(width: 390, height: 844))
        // State inside one declaring view re-renders it; the order does not move.
        try host.find(.button, "Middle").tap()
        _ = try host.find(.text, "Middle 1")
        try host.find(.button, "Count 0").tap()
        #expect(host.items(in: "titlebar.trailing") == ["Outer", "Middle", "Last"])

        // A declaration that appears before the others takes its place in tree order, not the end.
        try host.find(.button, "Show first").tap()
        #expect(host.items(in: "titlebar.trailing") == ["Outer", "First", "Middle", "Last"])
        try host.find(.button, "Last").tap()
        _ = try host.find(.text, "Last 1")
        #expect(host.items(in: "titlebar.trailing") == ["Outer", "First", "Middle", "Last"])

        try host.find(.button, "Show first").tap()
        #expect(host.items(in: "titlebar.trailing") == ["Outer", "Middle", "Last"])
        // The surviving items kept their state through the changes around them.
        _ = try host.find(.text, "Middle 1")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func macStackJoinsTheWindowsOneToolbar() {
        let host = ViewHost(Levels(), idiom: .mac)
        // macOS has one unified toolbar: the stack's title and items join the window's, after the window's own
        // items (outer declarations first) and in the placement table's order (primaryAction after the title).
        #expect(host.items(in: "titlebar.leading") == ["Levels", "Window", "Outer", "Middle", "Last"])
        #expect(host.findAll(.toolbar, "Toolbar").count == 1, "no second bar row")
        let stack = host.tree.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(stack?.path(to: { $0.role == .toolbar }) == nil, "the stack draws no bar of its own")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func otherIdiomsKeepTheStacksOwnBar() {
        for idiom in [Idiom.pad, .vision] {
            let host = ViewHost(Levels(), idiom: idiom)
            let stack = host.tree.path(to: { $0.properties["chrome"] == "stack" })?.last
            #expect(host.items(in: "titlebar.trailing", under: stack) == ["Outer", "Middle", "Last"], "\(idiom)")
        }
    }

    @Test func pushingAndPoppingSwapTheLevelInTheMacToolbar() throws {
        let host = ViewHost(Pushing(), idiom: .mac)
        #expect(host.items(in: "titlebar.leading") == ["Inbox", "Compose"])
        try host.find(.button, "Open").tap()
        // The pushed level's back button, title and items replace the root's; the root's items are gone.
        #expect(host.items(in: "titlebar.leading").contains("Message"))
        #expect(host.items(in: "titlebar.leading").contains("Reply"))
        #expect(!host.items(in: "titlebar.leading").contains("Compose"))
        #expect(host.findAll(.toolbar, "Toolbar").count == 1)
        try host.find(.button, "Back").tap()
        #expect(host.items(in: "titlebar.leading") == ["Inbox", "Compose"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func macStackInASplitViewColumnKeepsItsBar() {
        // Only a stack directly in the window joins it (a column's bar is its own toolbar section).
        let host = ViewHost(NavigationSplitView {
            Text("Sidebar")
        } detail: {
            NavigationStack { Text("Detail").toolbar { ToolbarItem(placement: .primaryAction) { Button("Inner") {} } } }
        }, idiom: .mac)
        let stack = host.tree.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(host.items(in: "titlebar.leading", under: stack) == ["Inner"])
    }
}

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") {
                Text("Body")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Reply") {} } }
                    .navigationTitle("Message")
            }
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") {} } }
            .navigationTitle("Inbox")
        }
    }
}
