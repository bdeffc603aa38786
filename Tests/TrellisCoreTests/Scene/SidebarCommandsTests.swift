import SwiftUI
import Testing
import TrellisTesting

/// `SidebarCommands`: View ▸ Hide Sidebar / Show Sidebar (⌃⌘S) toggles the window's sidebar.
@MainActor
@Suite struct SidebarCommandsTests {
    private struct Mail: View {
        var body: some View {
            NavigationSplitView {
                List { Text("Inbox") }
            } detail: {
                Text("Message")
            }
        }
    }

    private func sidebarHidden(_ host: ViewHost) -> Bool {
        var hidden = false
        host.tree.forEach { node in
            if node.properties["column"] == "sidebar" { hidden = node.properties["hidden"] == "true" }
        }
        return hidden
    }

    @Test func theMenuItemAndItsShortcutToggleASplitViewsSidebar() throws {
        let host = ViewHost(Mail(), idiom: .mac, commands: [SidebarCommands()])
        #expect(!sidebarHidden(host))
        try host.find(.menuitem, "Hide Sidebar").tap()
        #expect(sidebarHidden(host))
        #expect(try host.find(.menuitem, "Show Sidebar").properties["disabled"] == nil)
        try host.pressKey("s", modifiers: ["control", "command"])
        #expect(!sidebarHidden(host))
        #expect(throws: Never.self) { try host.find(.menuitem, "Hide Sidebar") }
    }

    @Test func aWindowWithoutASidebarDisablesIt() throws {
        let host = ViewHost(NavigationStack { Text("One column") }, idiom: .mac, commands: [SidebarCommands()])
        #expect(try host.find(.menuitem, "Hide Sidebar").properties["disabled"] == "true")
    }
}
