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

    @Test func macStackInASplitViewColumnJoinsTheColumnsSection() {
        // Each split-view column is a section of the Mac's one toolbar row: the detail stack's title and items
        // join the detail column's section (the column's own items first), and the stack draws no bar row.
        let host = ViewHost(SplitWithStack(), idiom: .mac)
        let detail = column(host, "detail")
        let stack = detail?.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(stack != nil)
        #expect(stack?.path(to: { $0.role == .toolbar }) == nil, "the stack draws no bar of its own")
        #expect(host.items(in: "titlebar.leading", under: detail) == ["Inbox", "Column", "Compose"])
        // The sidebar's section keeps its own items; nothing leaks between sections.
        let sidebar = column(host, "sidebar")
        #expect(host.items(in: "titlebar.leading", under: sidebar).contains("Add"))
        #expect(!host.items(in: "titlebar.leading", under: sidebar).contains("Compose"))
        #expect(!host.items(in: "titlebar.leading", under: detail).contains("Add"))
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func pushingAndPoppingInAMacSplitColumnSwapTheLevelInItsSection() throws {
        let host = ViewHost(SplitWithStack(), idiom: .mac)
        try host.find(.button, "Open").tap()
        let detail = column(host, "detail")
        let stack = detail?.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(stack?.path(to: { $0.role == .toolbar }) == nil, "no second bar row after a push")
        // The pushed level's back button at the section's leading edge, then its title and items; the root
        // level's title and items are gone, the column's own item stays.
        #expect(firstPlacement(in: "titlebar.leading", under: detail) == "back")
        #expect(detail?.path(to: { $0.role == .button && $0.accessibleName == "Back" }) != nil)
        #expect(host.items(in: "titlebar.leading", under: detail) == ["chevron backward", "Message", "Column", "Reply"])
        #expect(!host.items(in: "titlebar.leading", under: column(host, "sidebar")).contains("Reply"))
        try host.find(.button, "Back").tap()
        let after = column(host, "detail")
        #expect(host.items(in: "titlebar.leading", under: after) == ["Inbox", "Column", "Compose"])
        #expect(after?.path(to: { $0.role == .button && $0.accessibleName == "Back" }) == nil)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func otherIdiomsKeepTheStacksOwnBarInASplitColumn() {
        let host = ViewHost(SplitWithStack(), idiom: .pad, size: CGSize(width: 1180, height: 820))
        let stack = column(host, "detail")?.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(stack?.path(to: { $0.role == .toolbar }) != nil, "the stack's level has its navigation bar")
        #expect(host.items(in: "titlebar.trailing", under: stack) == ["Compose"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func macStackSetInsideAColumnsPageKeepsItsBar() {
        // Only a stack that is the column's content joins its section; one set inside the page (a scroll view,
        // a card) is a view of its own with its own bar.
        let host = ViewHost(NavigationSplitView {
            Text("Sidebar")
        } detail: {
            ScrollView { NavigationStack { Text("Card").toolbar { ToolbarItem(placement: .primaryAction) { Button("Inner") {} } } } }
        }, idiom: .mac)
        let stack = host.tree.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(host.items(in: "titlebar.leading", under: stack) == ["Inner"])
        #expect(stack?.path(to: { $0.role == .toolbar }) != nil, "the stack keeps its bar row")
    }

    @Test func macStackInTheInspectorJoinsTheInspectorsSection() {
        // The inspector outside a navigation structure has its own section of the Mac toolbar; a stack in it
        // puts its title and items there instead of a second row.
        let host = ViewHost(InspectorWithStack(), idiom: .mac)
        let inspector = column(host, "inspector")
        #expect(inspector != nil)
        let stack = inspector?.path(to: { $0.properties["chrome"] == "stack" })?.last
        #expect(stack != nil)
        #expect(stack?.path(to: { $0.role == .toolbar }) == nil, "the stack draws no bar of its own")
        #expect(host.items(in: "titlebar.leading", under: inspector) == ["Details", "Pin"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func macStackInASheetKeepsTheSheetsBar() throws {
        // A Mac sheet is a window of its own with its own toolbar area: the stack's items stay in the sheet,
        // not in the parent window's toolbar.
        let host = ViewHost(SheetWithStack(), idiom: .mac)
        try host.find(.button, "Present").tap()
        let sheet = host.tree.path(to: { $0.properties["chrome"] == "sheet" })?.last
        #expect(host.region(of: "Done", role: .button) != nil)
        #expect(sheet?.path(to: { $0.role == .button && $0.accessibleName == "Done" }) != nil, "the item stays in the sheet")
        #expect(host.rendererErrors.isEmpty)
    }

    private func column(_ host: ViewHost, _ name: String) -> HostNode? {
        host.tree.path(to: { $0.properties["chrome"] == "column" && $0.properties["column"] == name })?.last
    }

    private func firstPlacement(in region: String, under root: HostNode?) -> String? {
        guard let slot = root?.path(to: { $0.properties["region"] == region })?.last else { return nil }
        return slot.children.lazy.compactMap { $0.path(to: { $0.properties["placement"] != nil })?.last?.properties["placement"] }.first
    }
}

private struct SplitWithStack: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
        } detail: {
            Pushing()
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Column") {} } }
        }
    }
}

private struct InspectorWithStack: View {
    var body: some View {
        Text("Main")
            .inspector(isPresented: .constant(true)) {
                NavigationStack {
                    Text("Inspector body")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Pin") {} } }
                        .navigationTitle("Details")
                }
            }
    }
}

private struct SheetWithStack: View {
    @State private var presented = false
    var body: some View {
        Button("Present") { presented = true }
            .sheet(isPresented: $presented) {
                NavigationStack {
                    Text("Sheet body")
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
                        .navigationTitle("Sheet")
                }
            }
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
