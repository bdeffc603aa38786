import SwiftUI
import Testing
import TrellisTesting

private struct Editor: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("Edit")
                .padding(4)
                .contextMenu {
                    Button("Cut") { log.append("cut") }
                    Button("Copy") { log.append("copy") }
                    Divider()
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

private struct Actions: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Duplicate", systemImage: "plus.square.on.square") { log.append("duplicate") }
                Button("Save") { log.append("save") }.keyboardShortcut("s")
                Menu("More") {
                    Button("Archive") { log.append("archive") }
                }
                Divider()
                Button("Delete", role: .destructive) { log.append("delete") }
            }
            Menu {
                Button("Other") { log.append("other") }
            } label: {
                Label("Add", systemImage: "plus")
            } primaryAction: {
                log.append("primary")
            }
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct MenuTests {
    @Test func contextMenuOpensOnRequestAndItsButtonsAreMenuItems() throws {
        let host = ViewHost(Editor())
        #expect(host.findAll(.menuitem).isEmpty)
        let owner = try host.find(.text, "Edit")
        #expect(owner.properties["padding"] == "4,4,4,4")   // modifiers outside land on the content, not the wrapper
        try owner.openContextMenu()
        #expect(host.dump().hasPrefix("""
            main controlClickMenus=true layout=window
              generic layout=vstack
                generic contextMenu=true expanded=true
                  text "Edit" padding=4,4,4,4
                  menu
                    menuitem "Cut"
                      text "Cut"
                    menuitem "Copy"
                      text "Copy"
                    separator
                    menuitem "Delete" buttonRole=destructive
                      text "Delete"
            """))
        try host.find(.menuitem, "Copy").tap()
        _ = try host.find(.text, "Log: copy")
        #expect(host.findAll(.menuitem).isEmpty)  // choosing an item closes the menu
    }

    @Test func dismissClosesTheContextMenuWithoutActing() throws {
        let host = ViewHost(Editor())
        try host.find(.text, "Edit").openContextMenu()
        let owner = host.findAll(.generic).first { $0.properties["contextMenu"] == "true" }!
        try owner.dismiss()
        #expect(host.findAll(.menuitem).isEmpty)
        _ = try host.find(.text, "Log: ")
    }

    @Test func menuTogglesAndRunsItems() throws {
        let host = ViewHost(Actions())
        let trigger = try host.find(.button, "Actions")
        #expect(trigger.properties["hasPopup"] == "menu")
        #expect(trigger.properties["expanded"] == "false")
        try trigger.tap()
        #expect(trigger.current?.properties["expanded"] == "true")
        let save = try host.find(.menuitem, "Save")
        #expect(save.properties["shortcut"] == "⌘S")
        #expect(try host.find(.menuitem, "Delete").properties["buttonRole"] == "destructive")
        // The icon of a menu item's label shows with its title.
        #expect(try host.find(.menuitem, "Duplicate").node.children.first?.children.count == 2)
        try host.find(.menuitem, "Duplicate").tap()
        _ = try host.find(.text, "Log: duplicate")
        #expect(host.findAll(.menuitem).isEmpty)
        try trigger.tap()
        try trigger.tap()
        #expect(host.findAll(.menuitem).isEmpty)
    }

    @Test func submenusAreMenuItemsWithTheirOwnMenu() throws {
        let host = ViewHost(Actions())
        try host.find(.button, "Actions").tap()
        let more = try host.find(.menuitem, "More")
        #expect(more.node.children.last?.role == .menu)
        try host.find(.menuitem, "Archive").tap()
        _ = try host.find(.text, "Log: archive")
        #expect(host.findAll(.menuitem).isEmpty)   // closes the whole menu
    }

    @Test func primaryActionRunsOnClickAndTheMenuOpensOnLongPress() throws {
        let host = ViewHost(Actions())
        let add = try host.find(.button, "Add")
        try add.tap()
        _ = try host.find(.text, "Log: primary")
        #expect(host.findAll(.menuitem).isEmpty)
        try add.openContextMenu()
        try host.find(.menuitem, "Other").tap()
        _ = try host.find(.text, "Log: primary,other")
    }

    @Test func menuItemShortcutsWorkWhileTheMenuIsOpen() throws {
        let host = ViewHost(Actions())
        try host.find(.button, "Actions").tap()
        try host.pressKey("s", modifiers: ["command"])
        _ = try host.find(.text, "Log: save")
    }

    @Test func stylesDoNotApplyInsideMenus() throws {
        let host = ViewHost(Text("Target").contextMenu { Button("Item") {} }.buttonStyle(.borderedProminent))
        try host.find(.text, "Target").openContextMenu()
        #expect(try host.find(.menuitem, "Item").properties["style"] == nil)
    }
}
