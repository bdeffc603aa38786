import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

// Alerts and confirmation dialogs: presented as a modal `alertdialog`, every
// action dismisses, "OK" when there are none, cancel placed per idiom, Return
// and Escape, and a forged action for a dismissed alert does nothing.

private struct Fruit: Identifiable {
    let id: String
}

@MainActor private final class Counts {
    var deleted: [String] = []
    var cancelled = 0
}

private struct DeleteList: View {
    let counts: Counts
    @State private var fruits = ["Apple", "Pear"]
    @State private var pending: String?
    @State private var confirming = false
    var body: some View {
        VStack {
            ForEach(fruits, id: \.self) { fruit in
                Button("Delete \(fruit)") {
                    pending = fruit
                    confirming = true
                }
            }
            Text("\(fruits.count) fruits")
        }
        .alert("Delete fruit?", isPresented: $confirming, presenting: pending) { fruit in
            Button("Delete", role: .destructive) {
                counts.deleted.append(fruit)
                fruits.removeAll { $0 == fruit }
            }
            Button("Cancel", role: .cancel) { counts.cancelled += 1 }
        } message: { fruit in
            Text("\(fruit) will be removed.")
        }
    }
}

private struct SavedAlert: View {
    @State private var shown = true
    var body: some View {
        Text("Shown \(shown)")
            .alert("Saved", isPresented: $shown) {}
    }
}

private struct DefaultActionAlert: View {
    let counts: Counts
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Ask") { shown = true }
            Button("Window default") { counts.deleted.append("window") }.keyboardShortcut(.defaultAction)
        }
        .alert("Rename?", isPresented: $shown) {
            Button("Cancel", role: .cancel) { counts.cancelled += 1 }
            Button("Rename") { counts.deleted.append("rename") }
        }
    }
}

private struct LoadError: LocalizedError {
    var errorDescription: String? { "The file could not be opened." }
}

private struct ErrorAlert: View {
    @State private var shown = true
    var body: some View {
        Text("Body")
            .alert(isPresented: $shown, error: LoadError()) { _ in
                Button("Retry") {}
            } message: { error in
                Text("Try again later.")
            }
    }
}

private struct LegacyAlerts: View {
    let counts: Counts
    @State private var flag = false
    @State private var fruit: Fruit?
    var body: some View {
        VStack {
            Button("Flag") { flag = true }
            Button("Item") { fruit = Fruit(id: "Kiwi") }
        }
        .alert(isPresented: $flag) {
            Alert(title: Text("Erase all?"), message: Text("This cannot be undone."),
                  primaryButton: .destructive(Text("Erase")) { counts.deleted.append("all") },
                  secondaryButton: .cancel())
        }
        .alert(item: $fruit) { fruit in
            Alert(title: Text("Picked \(fruit.id)"))
        }
    }
}

private struct Dialog: View {
    let counts: Counts
    @State private var shown = false
    var body: some View {
        Button("Options") { shown = true }
            .confirmationDialog("Change photo", isPresented: $shown) {
                Button("Take Photo") { counts.deleted.append("photo") }
                Button("Remove Photo", role: .destructive) { counts.deleted.append("removed") }
            } message: {
                Text("Choose a source.")
            }
    }
}

private struct LegacyActionSheet: View {
    let counts: Counts
    @State private var shown = false
    var body: some View {
        Button("Share") { shown = true }
            .actionSheet(isPresented: $shown) {
                ActionSheet(title: Text("Share photo"), message: Text("Pick a destination."), buttons: [
                    .default(Text("Messages")) { counts.deleted.append("messages") },
                    .destructive(Text("Delete Photo")) { counts.deleted.append("photo") },
                    .cancel(),
                ])
            }
    }
}

private struct RenameAlert: View {
    @State private var name = "Untitled"
    @State private var draft = ""
    @State private var renaming = false
    var body: some View {
        VStack {
            Button("Rename…") {
                draft = name
                renaming = true
            }
            Text("Name: \(name)")
        }
        .alert("Rename document", isPresented: $renaming) {
            TextField("Name", text: $draft)
            Button("Cancel", role: .cancel) {}
            Button("Rename") { name = draft }
        }
    }
}

private struct PresentationModeSheet: View {
    @State private var showing = true
    var body: some View {
        Text("Behind \(showing)")
            .sheet(isPresented: $showing) { Closer() }
    }
}

private struct Closer: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Done \(presentationMode.wrappedValue.isPresented)") { presentationMode.wrappedValue.dismiss() }
    }
}

@MainActor
@Suite struct AlertTests {
    private func buttonNames(in dialog: ViewHost.Element) -> [String] {
        func collect(_ node: HostNode) -> [String] {
            node.role == .button ? [node.accessibleName] : node.children.flatMap(collect)
        }
        return collect(dialog.node)
    }

    @Test func aDeleteConfirmedInAnAlertRunsOnceAndDismisses() throws {
        let counts = Counts()
        let host = ViewHost(DeleteList(counts: counts))
        #expect(host.findAll(.alertdialog).isEmpty)
        try host.find(.button, "Delete Pear").tap()
        let alert = try host.find(.alertdialog, "Delete fruit?")
        _ = try host.find(.text, "Pear will be removed.")
        // A row of two on the Mac: Cancel first, the destructive action red (its role).
        #expect(buttonNames(in: alert) == ["Cancel", "Delete"])
        #expect(try host.find(.button, "Delete").properties["buttonRole"] == "destructive")
        try host.find(.button, "Delete").tap()
        #expect(host.findAll(.alertdialog).isEmpty)
        _ = try host.find(.text, "1 fruits")
        #expect(counts.deleted == ["Pear"])
    }

    @Test func aForgedActionForADismissedAlertDoesNothing() throws {
        let counts = Counts()
        let host = ViewHost(DeleteList(counts: counts))
        try host.find(.button, "Delete Apple").tap()
        let delete = try host.find(.button, "Delete")
        try delete.tap()
        #expect(throws: (any Error).self) { try delete.tap() }
        #expect(counts.deleted == ["Apple"])
    }

    @Test func escapeRunsTheCancelActionAndReturnTheDefault() throws {
        let counts = Counts()
        let host = ViewHost(DefaultActionAlert(counts: counts))
        try host.find(.button, "Ask").tap()
        // Rename is the default (Return) action, Cancel the Escape one.
        #expect(try host.find(.button, "Rename").properties["shortcut"] == "↩")
        #expect(try host.find(.button, "Cancel").properties["shortcut"] == "⎋")
        try host.find(.alertdialog, "Rename?").send(.key("escape", modifiers: []))
        #expect(host.findAll(.alertdialog).isEmpty)
        #expect(counts.cancelled == 1)

        try host.find(.button, "Ask").tap()
        // Return reaches the window; while the alert is up only its default action takes it.
        try host.pressKey("return")
        #expect(host.findAll(.alertdialog).isEmpty)
        #expect(counts.deleted == ["rename"])
        // With the alert gone, the window's own default button has Return again.
        try host.pressKey("return")
        #expect(counts.deleted == ["rename", "window"])
    }

    @Test func anAlertWithNoActionsGetsOK() throws {
        let host = ViewHost(SavedAlert())
        let alert = try host.find(.alertdialog, "Saved")
        #expect(buttonNames(in: alert) == ["OK"])
        try host.pressKey("return")
        #expect(host.findAll(.alertdialog).isEmpty)
        _ = try host.find(.text, "Shown false")
    }

    @Test func escapeDismissesAnAlertWithoutACancelAction() throws {
        let host = ViewHost(SavedAlert())
        try host.find(.alertdialog, "Saved").send(.key("escape", modifiers: []))
        _ = try host.find(.text, "Shown false")
    }

    @Test func anErrorAlertIsTitledByItsDescription() throws {
        let host = ViewHost(ErrorAlert())
        _ = try host.find(.alertdialog, "The file could not be opened.")
        _ = try host.find(.text, "Try again later.")
        _ = try host.find(.button, "Retry")
    }

    @Test func legacyAlertValuesPresentWithTheirButtons() throws {
        let counts = Counts()
        let host = ViewHost(LegacyAlerts(counts: counts))
        try host.find(.button, "Flag").tap()
        let alert = try host.find(.alertdialog, "Erase all?")
        #expect(buttonNames(in: alert) == ["Cancel", "Erase"])
        try host.find(.button, "Erase").tap()
        #expect(counts.deleted == ["all"])
        try host.find(.button, "Item").tap()
        let picked = try host.find(.alertdialog, "Picked Kiwi")
        #expect(buttonNames(in: picked) == ["OK"])
        try host.find(.button, "OK").tap()
        #expect(host.findAll(.alertdialog).isEmpty)
    }

    @Test func aConfirmationDialogIsAnActionSheetOnIPhone() throws {
        let counts = Counts()
        let host = ViewHost(Dialog(counts: counts), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Options").tap()
        let dialog = try host.find(.alertdialog, "Change photo")
        #expect(dialog.properties["dialogStyle"] == "actionSheet")
        // The title is hidden (automatic on iPhone), the message shows, and Cancel is added last.
        #expect(host.findAll(.heading).isEmpty)
        _ = try host.find(.text, "Choose a source.")
        #expect(buttonNames(in: dialog) == ["Take Photo", "Remove Photo", "Cancel"])
        try host.find(.button, "Cancel").tap()
        #expect(host.findAll(.alertdialog).isEmpty)
        #expect(counts.deleted.isEmpty)
    }

    @Test func aConfirmationDialogOnTheMacShowsItsTitleAndStacksItsActions() throws {
        let counts = Counts()
        let host = ViewHost(Dialog(counts: counts), idiom: .mac)
        try host.find(.button, "Options").tap()
        let dialog = try host.find(.alertdialog, "Change photo")
        #expect(dialog.properties["dialogStyle"] == "alert")
        _ = try host.find(.heading, "Change photo")
        #expect(buttonNames(in: dialog) == ["Take Photo", "Remove Photo"])
        try host.find(.button, "Remove Photo").tap()
        #expect(counts.deleted == ["removed"])
    }

    @Test func presentationModeDismissesASheet() throws {
        let host = ViewHost(PresentationModeSheet())
        try host.find(.button, "Done true").tap()
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Behind false")
    }

    @Test func aLegacyActionSheetShowsItsTitleAndButtonsCancelLast() throws {
        let counts = Counts()
        let host = ViewHost(LegacyActionSheet(counts: counts), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Share").tap()
        let sheet = try host.find(.alertdialog, "Share photo")
        #expect(sheet.properties["dialogStyle"] == "actionSheet")
        _ = try host.find(.heading, "Share photo")
        _ = try host.find(.text, "Pick a destination.")
        #expect(buttonNames(in: sheet) == ["Messages", "Delete Photo", "Cancel"])
        try host.find(.button, "Messages").tap()
        #expect(counts.deleted == ["messages"])
        #expect(host.findAll(.alertdialog).isEmpty)
    }

    @Test func aTextFieldInAnAlertSitsAboveTheButtons() throws {
        let host = ViewHost(RenameAlert())
        try host.find(.button, "Rename…").tap()
        let alert = try host.find(.alertdialog, "Rename document")
        let parts = alert.node.children.map { $0.properties["dialogPart"] ?? "" }
        #expect(parts == ["title", "fields", "actions"])
        #expect(buttonNames(in: alert) == ["Cancel", "Rename"])
        try host.find(.textbox, "Name").type("Report")
        try host.find(.button, "Rename").tap()
        _ = try host.find(.text, "Name: Report")
        #expect(host.findAll(.alertdialog).isEmpty)
    }
}
