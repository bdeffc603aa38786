import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private struct NoteEditor: View {
    @State var text = ""
    var body: some View {
        TextField("Note", text: $text)
    }
}

@MainActor
@Suite struct TextEditingCommandsTests {
    @Test func theEditMenuHasTheTextCommandsWithTheirShortcuts() throws {
        let host = ViewHost(NoteEditor(), idiom: .mac, commands: [TextEditingCommands()])
        let edit = try host.find(.menuitem, "Edit")
        var names: [String] = []
        edit.node.forEach { node in if node.role == .menuitem, node.id != edit.id { names.append(node.accessibleName) } }
        #expect(names == ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All", "Make Upper Case", "Make Lower Case", "Capitalize"])
        let copy = try host.find(.menuitem, "Copy")
        #expect(copy.properties["textCommand"] == "copy")
        #expect(copy.properties["shortcut"] == "⌘C")
        #expect(try host.find(.menuitem, "Redo").properties["shortcut"] == "⇧⌘Z")
        #expect(try host.find(.menuitem, "Make Upper Case").properties["textCommand"] == "uppercase")
    }

    @Test func withoutThemTheEditMenuHasNoTextCommands() throws {
        let host = ViewHost(NoteEditor(), idiom: .mac, commands: [SidebarCommands()])
        #expect(host.findAll(.menuitem, "Copy").isEmpty)
    }
}
