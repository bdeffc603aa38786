import SwiftUI
import Testing
import TrellisTesting

private struct Folders: View {
    @State var folders = ["Inbox", "Drafts"]
    var body: some View {
        List {
            ForEach(folders, id: \.self) { Text($0) }
            Button(action: { folders.append("Folder \(folders.count + 1)") }) {
                Label("Add Folder", systemImage: "folder.badge.plus")
            }
            Button("Delete All", role: .destructive) { folders.removeAll() }
        }
    }
}

/// Buttons take their container's look: the seed's List and Form examples.
@MainActor
@Suite struct ButtonContainerTests {
    @Test func aButtonInAListIsAWholeRow() throws {
        let host = ViewHost(Folders(), idiom: .phone)
        let add = try host.find(.button, "Add Folder")
        #expect(add.properties["container"] == "list")
        #expect(add.properties["style"] == "borderless")
        #expect(add.properties["maxWidth"] == "infinity")
        try add.tap()
        _ = try host.find(.text, "Folder 3")
        #expect(try host.find(.button, "Delete All").properties["buttonRole"] == "destructive")
    }

    @Test func aButtonInAFormGetsTheFormLook() throws {
        let host = ViewHost(Form { Button("Sign Out") {} }.formStyle(.grouped), idiom: .phone)
        let button = try host.find(.button, "Sign Out")
        #expect(button.properties["container"] == "form")
        // On the Mac a form button stays a push button.
        let mac = ViewHost(Form { Button("Sign Out") {} }.formStyle(.grouped), idiom: .mac)
        #expect(try mac.find(.button, "Sign Out").properties["style"] == "bordered")
    }

    @Test func sectionsInMenusGroupTheirItems() throws {
        let host = ViewHost(Menu("Actions") {
            Section("Share") { Button("Copy Link") {} }
            Button("Delete", role: .destructive) {}
        })
        try host.find(.button, "Actions").tap()
        let group = try host.find(.group, "Share")
        #expect(group.node.children.contains { $0.role == .menuitem && $0.accessibleName == "Copy Link" })
    }
}
