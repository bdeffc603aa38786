import Foundation
import SwiftUI
import Testing
import TrellisGraph
import TrellisTesting

/// A customizable toolbar with one item per rule of seed 001.
private struct Tools: View {
    var role: ToolbarRole = .editor
    var body: some View {
        NavigationStack {
            Text("Document")
                .toolbar(id: "tools") {
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
                    ToolbarItem(id: "italic", placement: .primaryAction) { Button("Italic") {} }
                    ToolbarItem(id: "underline", placement: .primaryAction) { Button("Underline") {} }
                        .defaultCustomization(.hidden)
                    ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
                        .defaultCustomization(options: .alwaysAvailable)
                    ToolbarItem(id: "print", placement: .primaryAction) { Button("Print") {} }
                        .customizationBehavior(.disabled)
                    ToolbarItem(id: "find", placement: .primaryAction) { Button("Find") {} }
                        .customizationBehavior(.reorderable)
                    ToolbarItem(id: "logo", placement: .principal) { Button("Logo") {} }
                }
                .toolbarRole(role)
                .navigationTitle("Notes")
        }
    }
}

// Print is `.disabled`: placed before the other customizable items (ToolbarCustomizationBehavior.disabled).
private let defaultSet = ["Print", "Bold", "Italic", "Share", "Find"]
private let ids = ["bold", "italic", "underline", "share", "print", "find"]

@MainActor
private func freshStore() throws -> ToolbarCustomizationStore {
    let suite = "trellis.tests.toolbar.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    return ToolbarCustomizationStore(defaults: defaults)
}

@MainActor
private func host(_ store: ToolbarCustomizationStore, idiom: Idiom = .mac, role: ToolbarRole = .editor, commands: [any Commands] = []) -> ViewHost {
    ViewHost(Tools(role: role).environment(\._toolbarCustomizationStore, store), idiom: idiom, commands: commands)
}

@MainActor
extension ViewHost {
    /// The buttons in the bars (not in the overflow menu or the editor), in order.
    func barButtons() -> [String] {
        var names: [String] = []
        func walk(_ node: HostNode, inBar: Bool) {
            if node.properties["region"] == "overflowMenu" || node.role == .dialog || node.role == .menu { return }
            let bar = inBar || node.role == .toolbar
            if bar, node.role == .button { names.append(node.accessibleName); return }
            node.children.forEach { walk($0, inBar: bar) }
        }
        walk(tree, inBar: false)
        return names
    }

    /// The buttons in the overflow menu.
    func overflowButtons() -> [String] {
        guard let menu = tree.path(to: { $0.properties["region"] == "overflowMenu" })?.last else { return [] }
        var names: [String] = []
        // The menu button itself is "More"; its items are menu items.
        menu.forEach { if ($0.role == .button || $0.role == .menuitem), $0.id != menu.id { names.append($0.accessibleName) } }
        return names
    }

    /// The button named `name` in the editor list labelled `list` ("Toolbar items", "Available items", "Default set").
    func editorButton(_ name: String, in list: String) throws -> Element {
        let listNode = try #require(tree.path(to: { $0.role == .list && $0.accessibleName == list })?.last, "no list \(list)")
        var ids: Set<HostElementID> = []
        listNode.forEach { if $0.role == .button { ids.insert($0.id) } }
        return try #require(findAll(.button, name).first { ids.contains($0.id) }, "no \(name) in \(list)")
    }

    func editorList(_ list: String) throws -> Element {
        try find(.list, list)
    }

    /// The names in an editor list, in order.
    func editorItems(_ list: String) throws -> [String] {
        let listNode = try #require(tree.path(to: { $0.role == .list && $0.accessibleName == list })?.last)
        var names: [String] = []
        listNode.forEach { if $0.role == .button { names.append($0.accessibleName) } }
        return names
    }

    func openEditorFromContextMenu() throws {
        try find(.toolbar, "Toolbar").openContextMenu()
        try find(.menuitem, "Customize Toolbar…").tap()
    }
}

@MainActor
@Suite struct ToolbarCustomizationTests {
    // MARK: - The default set, on every idiom

    @Test(arguments: Idiom.allCases)
    func theDefaultSetShowsFirst(idiom: Idiom) throws {
        let store = try freshStore()
        let host = host(store, idiom: idiom)
        let shown = host.barButtons().filter { ids.map { $0.capitalized }.contains($0) }
        let rules = ToolbarCustomizationTable.rules(for: idiom)
        if idiom == .watch {
            // watchOS shows only… every primaryAction below the bar; the default set, without hidden items.
            #expect(!shown.contains("Underline"))
        } else {
            #expect(shown == defaultSet, "\(idiom): \(host.barButtons())")
        }
        // Principal items are not customizable: never in the editor, always where placed.
        if rules.isCustomizable { #expect(host.contains("Logo") || idiom == .watch) }
    }

    @Test func onlyMacAndEditorRolePadAreCustomizable() {
        #expect(ToolbarCustomizationTable.rules(for: .mac).customizable(role: nil))
        #expect(ToolbarCustomizationTable.rules(for: .pad).customizable(role: "editor"))
        #expect(!ToolbarCustomizationTable.rules(for: .pad).customizable(role: nil))
        for idiom in [Idiom.phone, .watch, .tv, .vision] {
            #expect(!ToolbarCustomizationTable.rules(for: idiom).customizable(role: "editor"))
        }
    }

    // MARK: - Stored customizations

    @Test(arguments: Idiom.allCases)
    func aStoredCustomizationAppliesWhereTheIdiomIsCustomizable(idiom: Idiom) throws {
        let store = try freshStore()
        store.set(ToolbarCustomization(items: ["italic", "bold", "underline"], known: ids), for: "tools")
        let host = host(store, idiom: idiom)
        let shown = host.barButtons().filter { ids.map { $0.capitalized }.contains($0) }
        if ToolbarCustomizationTable.rules(for: idiom).customizable(role: "editor") {
            // Share was removed (always available: in the overflow menu); Print and Find can't be removed.
            #expect(shown == ["Print", "Italic", "Bold", "Underline", "Find"])
            #expect(host.overflowButtons().contains("Share"))
        } else if idiom != .watch {
            #expect(shown == defaultSet, "\(idiom) shows its default set")
        }
    }

    @Test func aRecreatedStoreRestoresTheCustomization() throws {
        let suite = "trellis.tests.toolbar.\(UUID().uuidString)"
        let first = ToolbarCustomizationStore(defaults: try #require(UserDefaults(suiteName: suite)))
        let before = host(first)
        try before.openEditorFromContextMenu()
        try before.editorButton("Bold", in: "Toolbar items").send(.key("delete", modifiers: []))
        try before.editorButton("Underline", in: "Available items").tap()
        try before.find(.button, "Done").tap()
        #expect(before.barButtons().filter { $0 != "Logo" } == ["Print", "Italic", "Share", "Find", "Underline"])

        // A second process: a new store over the same defaults.
        let second = ToolbarCustomizationStore(defaults: try #require(UserDefaults(suiteName: suite)))
        let after = host(second)
        #expect(after.barButtons().filter { $0 != "Logo" } == ["Print", "Italic", "Share", "Find", "Underline"])
    }

    @Test func unknownIdsAreIgnoredAndNewItemsAppearWhereDeclared() throws {
        let store = try freshStore()
        // Saved before "italic" existed, with an item that no longer does.
        store.set(ToolbarCustomization(items: ["ghost", "share", "bold", "print", "find"], known: ["ghost", "bold", "underline", "share", "print", "find"]), for: "tools")
        let host = host(store)
        #expect(host.barButtons().filter { $0 != "Logo" } == ["Print", "Share", "Bold", "Italic", "Find"])
    }

    @Test func corruptDataFallsBackToTheDefaultsWithOneWarning() throws {
        let store = try freshStore()
        store.defaults.set(Data("not json".utf8), forKey: ToolbarCustomizationStore.key("tools"))
        let one = host(store)
        let two = host(store)
        #expect(one.barButtons().filter { $0 != "Logo" } == defaultSet)
        #expect(two.barButtons().filter { $0 != "Logo" } == defaultSet)
        #expect(store.warnings.count == 1)
        #expect(one.rendererErrors.isEmpty)
    }

    @Test func aChangeShowsInEveryWindow() throws {
        let store = try freshStore()
        let one = host(store)
        let two = host(store)
        try one.openEditorFromContextMenu()
        try one.editorButton("Italic", in: "Toolbar items").send(.key("delete", modifiers: []))
        two.update()
        #expect(!two.barButtons().contains("Italic"))
        #expect(one.barButtons().filter { $0 != "Logo" } == two.barButtons().filter { $0 != "Logo" })
    }

    // MARK: - The rules, in the editor

    @Test(arguments: [Idiom.mac, .pad])
    func theEditorAppliesEachItemsBehavior(idiom: Idiom) throws {
        let store = try freshStore()
        let host = host(store, idiom: idiom)
        if idiom == .mac {
            try host.openEditorFromContextMenu()
        } else {
            // iPad: a long press on the bar enters the editor.
            try host.find(.toolbar, "Toolbar").send(.contextMenu)
        }
        let dialog = try host.find(.dialog, "Customize Toolbar")
        #expect(dialog.properties["customizeEditor"] == (idiom == .mac ? "sheet" : "palette"))
        // Every customizable item is in the palette, the hidden one too; principal items are not.
        #expect(try host.editorItems("Available items") == ["Bold", "Italic", "Underline", "Share", "Print", "Find"])
        #expect(try host.editorItems("Toolbar items") == defaultSet)

        // `.disabled`: neither removed nor moved.
        try host.editorButton("Print", in: "Toolbar items").send(.key("delete", modifiers: []))
        try host.editorButton("Print", in: "Toolbar items").send(.key("leftArrow", modifiers: []))
        #expect(try host.editorItems("Toolbar items") == defaultSet)
        // `.reorderable`: moved, not removed.
        try host.editorButton("Find", in: "Toolbar items").send(.key("delete", modifiers: []))
        #expect(try host.editorItems("Toolbar items").contains("Find"))
        try host.editorButton("Find", in: "Toolbar items").send(.key("leftArrow", modifiers: []))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Bold", "Italic", "Find", "Share"])
        // `.default`: everything.
        try host.editorButton("Bold", in: "Toolbar items").send(.key("rightArrow", modifiers: []))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Italic", "Bold", "Find", "Share"])
        // Nothing moves in front of a `.disabled` item: it stays first, however the others move.
        try host.editorButton("Italic", in: "Toolbar items").send(.key("leftArrow", modifiers: []))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Italic", "Bold", "Find", "Share"])
        try host.editorButton("Bold", in: "Toolbar items").send(.key("delete", modifiers: []))
        // `.alwaysAvailable`: removed from the bar, it stays in the overflow menu.
        try host.editorButton("Share", in: "Toolbar items").send(.key("delete", modifiers: []))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Italic", "Find"])
        #expect(host.overflowButtons().contains("Share"))
        #expect(!host.overflowButtons().contains("Bold"))
        // A drag from the palette into the bar, at a position: before the `.disabled` item lands after it.
        try host.editorList("Available items").send(.reorder(from: 2, to: 0))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Underline", "Italic", "Find"])
        // A drag within the bar; dragging the `.disabled` item does nothing.
        try host.editorList("Toolbar items").send(.reorder(from: 1, to: 4))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Italic", "Find", "Underline"])
        try host.editorList("Toolbar items").send(.reorder(from: 2, to: 0))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Find", "Italic", "Underline"])
        try host.editorList("Toolbar items").send(.reorder(from: 0, to: 4))
        #expect(try host.editorItems("Toolbar items") == ["Print", "Find", "Italic", "Underline"])
        // Out-of-range drags are refused.
        #expect(throws: ViewHostError.self) { try host.editorList("Toolbar items").send(.reorder(from: 9, to: 0)) }
        // The bar shows it live.
        #expect(host.barButtons().filter { $0 != "Logo" } == ["Print", "Find", "Italic", "Underline"])

        // "Drag the default set": back to the defaults.
        try host.editorButton("Default Set", in: "Default set").tap()
        #expect(try host.editorItems("Toolbar items") == defaultSet)
        try host.find(.button, "Done").tap()
        #expect(host.findAll(.dialog).isEmpty)
    }

    @Test func escapeCancelsTheEditorsChanges() throws {
        let store = try freshStore()
        let host = host(store)
        try host.openEditorFromContextMenu()
        try host.editorButton("Bold", in: "Toolbar items").send(.key("delete", modifiers: []))
        #expect(!host.barButtons().contains("Bold"))
        try host.find(.dialog, "Customize Toolbar").send(.key("escape", modifiers: []))
        #expect(host.findAll(.dialog).isEmpty)
        #expect(host.barButtons().filter { $0 != "Logo" } == defaultSet)
        #expect(store.customization(for: "tools") == nil)
    }

    @Test func padCustomizesOnlyEditorBarsAndOffersCustomizeInTheOverflowMenu() throws {
        let store = try freshStore()
        let plain = host(store, idiom: .pad, role: .automatic)
        #expect(throws: ViewHostError.self) { try plain.find(.toolbar, "Toolbar").send(.contextMenu) }
        #expect(!plain.overflowButtons().contains("Customize Toolbar"))

        let editor = host(store, idiom: .pad)
        #expect(editor.overflowButtons().contains("Customize Toolbar"))
        try editor.find(.menuitem, "Customize Toolbar").tap()
        #expect(editor.findAll(.dialog, "Customize Toolbar").count == 1)
    }

    // MARK: - The Mac's context menu and View menu

    @Test func theContextMenuSetsTheDisplayModeAndHidesTheToolbar() throws {
        let store = try freshStore()
        let host = host(store)
        #expect(try host.find(.toolbar, "Toolbar").properties["toolbarDisplayMode"] == "iconOnly")
        try host.find(.toolbar, "Toolbar").openContextMenu()
        #expect(try host.find(.menuitemcheckbox, "Icon Only").properties["checked"] == "true")
        try host.find(.menuitemcheckbox, "Text Only").tap()
        #expect(try host.find(.toolbar, "Toolbar").properties["toolbarDisplayMode"] == "textOnly")
        #expect(host.findAll(.menu).filter { $0.name != "More" }.isEmpty, "choosing closes the menu")
        #expect(store.customization(for: "tools")?.displayMode == .textOnly)

        try host.find(.toolbar, "Toolbar").openContextMenu()
        try host.find(.menuitem, "Hide Toolbar").tap()
        #expect(host.findAll(.toolbar, "Toolbar").isEmpty)
        #expect(store.customization(for: "tools")?.toolbarHidden == true)
    }

    @Test func toolbarCommandsShowHideAndCustomize() throws {
        let store = try freshStore()
        let host = host(store, commands: [ToolbarCommands()])
        let hide = try host.find(.menuitem, "Hide Toolbar")
        #expect(hide.properties["disabled"] == nil)
        #expect(hide.properties["shortcut"] == "⌥⌘T")
        try host.pressKey("t", modifiers: ["command", "option"])
        #expect(host.findAll(.toolbar, "Toolbar").isEmpty)
        try host.find(.menuitem, "Show Toolbar").tap()
        #expect(host.findAll(.toolbar, "Toolbar").count == 1)
        try host.find(.menuitem, "Customize Toolbar…").tap()
        #expect(host.findAll(.dialog, "Customize Toolbar").count == 1)
    }

    @Test func hideToolbarWorksOnAnOrdinaryToolbar() throws {
        // macOS hides any window's toolbar; only Customize Toolbar… needs a customizable one.
        let host = ViewHost(NavigationStack { Text("Plain").toolbar { Button("Go") {} } }, idiom: .mac, commands: [ToolbarCommands()])
        #expect(try host.find(.menuitem, "Hide Toolbar").properties["disabled"] == nil)
        #expect(try host.find(.menuitem, "Customize Toolbar…").properties["disabled"] == "true")
        try host.pressKey("t", modifiers: ["command", "option"])
        #expect(host.findAll(.toolbar, "Toolbar").isEmpty)
        #expect(!host.contains("Go"))
        try host.find(.menuitem, "Show Toolbar").tap()
        #expect(host.findAll(.toolbar, "Toolbar").count == 1)
        _ = try host.find(.button, "Go")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func toolbarCommandsAreDisabledWithoutAToolbar() throws {
        let host = ViewHost(NavigationStack { Text("Plain") }, idiom: .mac, commands: [ToolbarCommands()])
        #expect(try host.find(.menuitem, "Hide Toolbar").properties["disabled"] == "true")
        #expect(try host.find(.menuitem, "Customize Toolbar…").properties["disabled"] == "true")
    }

    // MARK: - iPad, where seeds 000 and 001 meet

    @Test func padShowsSecondaryActionsInTheCentreOfCustomizableOrEditorBars() {
        #expect(ToolbarPlacementTable.cell(.secondaryAction, idiom: .pad, context: .navigationStack, compact: false).region == .hidden)
        #expect(ToolbarPlacementTable.cell(.secondaryAction, idiom: .pad, context: .navigationStack, compact: false, customizable: true).region == .titlebarCenter)
        #expect(ToolbarPlacementTable.cell(.secondaryAction, idiom: .pad, context: .navigationStack, compact: false, editorRole: true).region == .titlebarCenter)
        // Elsewhere seed 000's rule stands.
        #expect(ToolbarPlacementTable.cell(.secondaryAction, idiom: .phone, context: .navigationStack, compact: true, customizable: true).region == .overflowMenu)
        #expect(ToolbarPlacementTable.cell(.secondaryAction, idiom: .mac, context: .navigationStack, compact: false, customizable: true).region == .titlebarLeading)
    }

    @Test func padEditorRoleBarShowsSecondaryActions() throws {
        let editor = ViewHost(NavigationStack {
            Text("Doc").toolbar { ToolbarItem(placement: .secondaryAction) { Button("Archive") {} } }.toolbarRole(.editor)
        }, idiom: .pad)
        #expect(editor.region(of: "Archive", role: .button) == "titlebar.center")
        let plain = ViewHost(NavigationStack {
            Text("Doc").toolbar { ToolbarItem(placement: .secondaryAction) { Button("Archive") {} } }
        }, idiom: .pad)
        #expect(!plain.contains("Archive"))
    }
}
