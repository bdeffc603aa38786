import SwiftUI
import Testing
import TrellisTesting

// Sheets: presenting with a flag or an item, `onDismiss` once per dismissal,
// `dismiss` and `isPresented` inside, Escape on the Mac, and the presentation
// style per idiom.

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    let title: String
    var body: some View {
        VStack {
            Text(title)
            Text("isPresented \(isPresented)")
            Button("Close") { dismiss() }
        }
    }
}

private struct FlagSheet: View {
    @State private var showing = false
    @State private var dismissals = 0
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Button("Present") { showing = true }
            Button("Unset flag") { showing = false }
            Text("Dismissed \(dismissals)")
            Text("Outside isPresented \(isPresented)")
        }
        .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) {
            SheetBody(title: "Flag sheet")
        }
    }
}

private struct Fruit: Identifiable {
    let id: String
}

private struct ItemSheet: View {
    @State private var fruit: Fruit?
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Button("Apple") { fruit = Fruit(id: "Apple") }
            Button("Pear") { fruit = Fruit(id: "Pear") }
            Text("Dismissed \(dismissals)")
        }
        .sheet(item: $fruit, onDismiss: { dismissals += 1 }) { fruit in
            SheetBody(title: "Fruit \(fruit.id)")
        }
    }
}

/// A sheet holding a stack: `dismiss` at the stack's root closes the sheet; on a pushed level it pops.
private struct StackInSheet: View {
    @State private var showing = true
    var body: some View {
        Text("Presenter")
            .sheet(isPresented: $showing) {
                NavigationStack {
                    VStack {
                        SheetBody(title: "Root")
                        NavigationLink("Deeper") { SheetBody(title: "Pushed") }
                    }
                    .navigationTitle("Sheet")
                }
            }
    }
}

@MainActor
@Suite struct SheetTests {
    @Test func presentsAndDismissesFromInsideOnce() throws {
        let host = ViewHost(FlagSheet())
        #expect(host.findAll(.dialog).isEmpty)
        try host.find(.button, "Present").tap()
        #expect(host.findAll(.dialog).count == 1)
        _ = try host.find(.text, "isPresented true")
        _ = try host.find(.text, "Outside isPresented false")
        try host.find(.button, "Close").tap()
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Dismissed 1")

        // Setting the binding to false is a dismissal too; each one runs onDismiss once.
        try host.find(.button, "Present").tap()
        try host.find(.button, "Unset flag").tap()
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Dismissed 2")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func itemSheetRepresentsForANewItem() throws {
        let host = ViewHost(ItemSheet())
        try host.find(.button, "Apple").tap()
        _ = try host.find(.text, "Fruit Apple")
        let firstDialog = try host.find(.dialog, "").id
        // A different item replaces the sheet: the old one is dismissed (onDismiss once), a new one presented.
        try host.find(.button, "Pear").tap()
        _ = try host.find(.text, "Fruit Pear")
        #expect(host.findAll(.text, "Fruit Apple").isEmpty)
        #expect(try host.find(.dialog, "").id != firstDialog)
        _ = try host.find(.text, "Dismissed 1")
        try host.find(.button, "Close").tap()
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Dismissed 2")
    }

    @Test func dismissPopsAPushedLevelBeforeClosingTheSheet() throws {
        let host = ViewHost(StackInSheet(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Deeper").tap()
        _ = try host.find(.text, "Pushed")
        let closes = host.findAll(.button, "Close").filter { host.isOnTopLevel($0.node) }
        try #require(closes.count == 1)
        try closes[0].tap()
        #expect(host.findAll(.dialog).count == 1, "dismiss on a pushed level pops it")
        #expect(host.findAll(.text, "Pushed").isEmpty)
        try host.find(.button, "Close").tap()
        #expect(host.findAll(.dialog).isEmpty)
    }

    @Test func escapeDismissesAMacSheet() throws {
        let host = ViewHost(FlagSheet(), idiom: .mac)
        try host.find(.button, "Present").tap()
        // The browser sends Escape to the frontmost dialog (trellis-toolbars.js); the same event here.
        try host.findAll(.dialog).last?.send(.key("escape", modifiers: []))
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Dismissed 1")
    }

    @Test func escapeDoesNotDismissAPhoneSheet() throws {
        let host = ViewHost(FlagSheet(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Present").tap()
        try host.findAll(.dialog).last?.send(.key("escape", modifiers: []))
        #expect(host.findAll(.dialog).count == 1)
        _ = try host.find(.text, "Dismissed 0")
    }

    @Test(arguments: [(Idiom.mac, "centered"), (.phone, "bottomSheet"), (.pad, "formSheet")])
    func presentationStyleFollowsTheIdiom(idiom: Idiom, style: String) throws {
        let host = ViewHost(FlagSheet(), idiom: idiom, size: idiom == .phone ? CGSize(width: 390, height: 844) : CGSize(width: 1024, height: 768))
        try host.find(.button, "Present").tap()
        let dialog = try #require(host.findAll(.dialog).first)
        #expect(dialog.properties["presentation"] == style)
    }
}
