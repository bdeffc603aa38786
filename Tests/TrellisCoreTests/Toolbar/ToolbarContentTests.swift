import SwiftUI
import Testing
import TrellisTesting

// What toolbar builders accept (conditionals, `ForEach`, labeled groups) and
// the per-idiom rules about titles, the watch's single item, and hidden bars.

private let phone = CGSize(width: 390, height: 844)

private struct Principal: View {
    @State var custom = true
    var body: some View {
        NavigationStack {
            Button("Switch") { custom.toggle() }
                .navigationTitle("Inbox")
                .toolbar {
                    if custom {
                        ToolbarItem(placement: .principal) { Text("Custom title") }
                    }
                }
        }
    }
}

private struct WatchItems: View {
    var body: some View {
        NavigationStack {
            Text("Workout")
                .toolbar {
                    ToolbarItem { Button("Start") {} }
                    ToolbarItem { Button("Pause") {} }
                }
                .navigationTitle("Run")
        }
    }
}

private struct LabeledGroup: View {
    @State private var last = "none"
    var body: some View {
        NavigationStack {
            Text("Last: \(last)")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Cut") { last = "cut" }
                        Button("Copy") { last = "copy" }
                    } label: {
                        Text("Edit")
                    }
                }
        }
    }
}

private struct Tag: Identifiable, Hashable {
    let id: Int
    let name: String
}

private struct Built: View {
    @State var editing = false
    @State var tags = [Tag(id: 1, name: "Red"), Tag(id: 2, name: "Green")]
    @State private var last = "none"
    var body: some View {
        NavigationStack {
            VStack {
                Text("Last: \(last)")
                Button("Toggle editing") { editing.toggle() }
                Button("Reverse tags") { tags.reverse() }
                Button("Add tag") { tags.append(Tag(id: 3, name: "Blue")) }
            }
            .toolbar {
                if editing {
                    ToolbarItem(placement: .topBarLeading) { Button("Done") { editing = false } }
                } else {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") { editing = true } }
                }
                // `ForEach` straight in the toolbar builder, one item per element.
                ForEach(tags) { tag in
                    ToolbarItem(placement: .topBarTrailing) { Button(tag.name) { last = tag.name } }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    ForEach(0..<3) { i in Button("Page \(i)") {} }
                }
            }
        }
    }
}

/// A `ForEach` as the toolbar's only content, and bare views from a `ForEach` in the `@ViewBuilder` form.
private struct OnlyForEach: View {
    let names = ["One", "Two"]
    var body: some View {
        NavigationStack {
            Text("Items")
                .toolbar {
                    ForEach(names, id: \.self) { name in
                        ToolbarItem(placement: .topBarLeading) { Button(name) {} }
                    }
                }
                .toolbar {
                    ForEach(0..<2) { i in Button("Bare \(i)") {} }
                }
        }
    }
}

/// `ForEach` of customizable items in a customizable toolbar.
private struct CustomizableForEach: View {
    let names = ["Bold", "Italic"]
    var body: some View {
        NavigationStack {
            Text("Doc")
                .toolbar(id: "format") {
                    ForEach(names, id: \.self) { name in
                        ToolbarItem(id: name, placement: .primaryAction) { Button(name) {} }
                    }
                    ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
                }
        }
    }
}

private struct HidesBars: View {
    @State var hidden = false
    var body: some View {
        NavigationStack {
            Button("Hide") { hidden.toggle() }
                .navigationTitle("Photos")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                }
                .toolbarVisibility(hidden ? .hidden : .automatic, for: .navigationBar)
                .toolbar(hidden ? .hidden : .visible, for: .bottomBar)
        }
    }
}

@MainActor
@Suite struct ToolbarContentTests {
    @Test(arguments: [Idiom.phone, .pad])
    func principalReplacesTheNavigationTitleOnIOS(idiom: Idiom) throws {
        let host = ViewHost(Principal(), idiom: idiom, size: idiom == .phone ? phone : CGSize(width: 1024, height: 768))
        #expect(host.region(of: "Custom title") == "titlebar.principal")
        #expect(host.findAll(.heading, "Inbox").isEmpty, "principal wins over navigationTitle on \(idiom)")
        // Without the principal item the title comes back.
        try host.find(.button, "Switch").tap()
        #expect(host.findAll(.heading, "Inbox").count == 1)
        #expect(!host.contains("Custom title"))
    }

    @Test func macKeepsTheTitleBesideThePrincipalItem() {
        let host = ViewHost(Principal(), idiom: .mac)
        #expect(host.region(of: "Custom title") == "titlebar.principal")
        #expect(host.findAll(.heading, "Inbox").count == 1)
    }

    @Test func changingTheIdiomReplacesTheItems() {
        let host = ViewHost(Principal(), idiom: .mac)
        #expect(host.findAll(.heading, "Inbox").count == 1)
        host.setTraits(idiom: .phone, size: phone)
        #expect(host.findAll(.heading, "Inbox").isEmpty)
        #expect(host.region(of: "Custom title") == "titlebar.principal")
        host.setTraits(idiom: .mac, size: CGSize(width: 1024, height: 768))
        #expect(host.findAll(.heading, "Inbox").count == 1)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func watchShowsOnlyTheFirstAutomaticItemBelowTheNavigationBar() {
        let host = ViewHost(WatchItems(), idiom: .watch, size: CGSize(width: 198, height: 242))
        #expect(host.region(of: "Start", role: .button) == "watch.belowNavigationBar")
        #expect(!host.contains("Pause"))
        // On the phone both show.
        let phoneHost = ViewHost(WatchItems(), idiom: .phone, size: phone)
        #expect(phoneHost.items(in: "titlebar.trailing") == ["Start", "Pause"])
    }

    @Test func labeledGroupCollapsesIntoAMenuOnPhone() throws {
        let host = ViewHost(LabeledGroup(), idiom: .phone, size: phone)
        let menu = try host.find(.menuitem, "Edit")
        #expect(host.region(of: "Edit", role: .menuitem) == "titlebar.trailing")
        // Its items are menu items in the group's menu, not buttons in the bar.
        let inMenu = menu.node.path(to: { $0.role == .menuitem && $0.accessibleName == "Copy" })
        #expect(inMenu?.contains { $0.role == .menu } == true)
        #expect(host.findAll(.button, "Copy").isEmpty)
        try host.find(.menuitem, "Copy").tap()
        _ = try host.find(.text, "Last: copy")
    }

    @Test func labeledGroupShowsItsControlsInTheMacToolbar() throws {
        let host = ViewHost(LabeledGroup(), idiom: .mac)
        #expect(host.findAll(.menuitem, "Edit").isEmpty)
        let group = try host.find(.group, "Edit")
        #expect(group.node.path(to: { $0.accessibleName == "Cut" }) != nil)
        #expect(host.region(of: "Cut", role: .button) == "titlebar.leading")
        try host.find(.button, "Cut").tap()
        _ = try host.find(.text, "Last: cut")
    }

    @Test func conditionalsSwapItemsInPlace() throws {
        let host = ViewHost(Built(), idiom: .phone, size: phone)
        #expect(host.items(in: "titlebar.leading") == ["Edit"])
        try host.find(.button, "Edit").tap()
        #expect(host.items(in: "titlebar.leading") == ["Done"])
        try host.find(.button, "Done").tap()
        #expect(host.items(in: "titlebar.leading") == ["Edit"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func forEachListsItemsFromData() throws {
        let host = ViewHost(Built(), idiom: .phone, size: phone)
        #expect(host.items(in: "titlebar.trailing") == ["Red", "Green"])
        #expect(host.items(in: "bottomBar.leading") == ["Page 0", "Page 1", "Page 2"])
        try host.find(.button, "Green").tap()
        _ = try host.find(.text, "Last: Green")

        // Reordering moves the items (identity by id), adding appends one.
        let greenBefore = try host.find(.button, "Green").id
        try host.find(.button, "Reverse tags").tap()
        #expect(host.items(in: "titlebar.trailing") == ["Green", "Red"])
        #expect(try host.find(.button, "Green").id == greenBefore)
        try host.find(.button, "Add tag").tap()
        #expect(host.items(in: "titlebar.trailing") == ["Green", "Red", "Blue"])
        try host.find(.button, "Blue").tap()
        _ = try host.find(.text, "Last: Blue")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func forEachAloneInEitherBuilder() {
        let host = ViewHost(OnlyForEach(), idiom: .phone, size: phone)
        #expect(host.items(in: "titlebar.leading") == ["One", "Two"])
        #expect(host.items(in: "titlebar.trailing") == ["Bare 0", "Bare 1"])
    }

    @Test func forEachInACustomizableToolbar() {
        let host = ViewHost(CustomizableForEach(), idiom: .pad)
        #expect(host.items(in: "titlebar.trailing") == ["Bold", "Italic", "Share"])
    }

    @Test func toolbarVisibilityHidesAndRestoresBars() throws {
        let host = ViewHost(HidesBars(), idiom: .phone, size: phone)
        #expect(host.region(of: "Select", role: .button) == "titlebar.trailing")
        #expect(host.region(of: "Share", role: .button) == "bottomBar.leading")
        try host.find(.button, "Hide").tap()
        #expect(!host.contains("Select"))
        #expect(!host.contains("Share"))
        #expect(host.findAll(.heading, "Photos").isEmpty, "the hidden navigation bar takes its title with it")
        try host.find(.button, "Hide").tap()
        #expect(host.region(of: "Share", role: .button) == "bottomBar.leading")
        #expect(host.findAll(.heading, "Photos").count == 1)
    }
}
