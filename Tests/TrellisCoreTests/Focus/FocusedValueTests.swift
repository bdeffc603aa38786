import SwiftUI
import Testing
import TrellisTesting

struct Note: Equatable {
    var title: String
    var isArchived = false
}

extension FocusedValues {
    @Entry var focusedNote: Binding<Note>?
    @Entry var sceneLabel: String?
}

extension EnvironmentValues {
    @Entry var noteAccent: String = "blue"
    @Entry var noteCount = 3
    @Entry var noteSubtitle: String?
}

/// The menu's commands act on the note whose field has focus, as a document app's do.
private struct NoteCommands: Commands {
    @FocusedValue(\.focusedNote) private var note
    @FocusedValue(\.sceneLabel) private var label

    var body: some Commands {
        CommandMenu("Note") {
            Button("Archive \(note?.wrappedValue.title ?? "nothing")") { note?.wrappedValue.isArchived = true }
                .disabled(note == nil)
            Text("Scene: \(label ?? "none")")
        }
    }
}

private struct NoteEditor: View {
    @State var note: Note
    var body: some View {
        VStack {
            TextField("Title of \(note.title)", text: $note.title)
            Text(note.isArchived ? "\(note.title) archived" : "\(note.title) open")
        }
        .focusedValue(\.focusedNote, $note)
    }
}

private struct Notes: View {
    @State private var search = ""
    var body: some View {
        VStack {
            NoteEditor(note: Note(title: "Groceries"))
            NoteEditor(note: Note(title: "Trip"))
            TextField("Search", text: $search)
        }
        .focusedSceneValue(\.sceneLabel, "Notes")
    }
}

@MainActor
@Suite struct FocusedValueTests {
    private func notes() -> ViewHost { ViewHost(Notes(), idiom: .mac, commands: [NoteCommands()]) }

    @Test func withNothingFocusedTheCommandIsDisabledAndSceneValuesStillReachIt() throws {
        let host = notes()
        let archive = try host.find(.menuitem, "Archive nothing")
        #expect(archive.properties["disabled"] == "true")
        #expect(host.findAll(.text).contains { $0.text == "Scene: Notes" })
    }

    @Test func theFocusedFieldsValueReachesTheCommandWhichActsOnIt() throws {
        let host = notes()
        try host.find(.textbox, "Title of Trip").send(.focus(true))
        let archive = try host.find(.menuitem, "Archive Trip")
        #expect(archive.properties["disabled"] == nil)
        try archive.tap()
        #expect(host.findAll(.text).contains { $0.text == "Trip archived" })
        #expect(host.findAll(.text).contains { $0.text == "Groceries open" }, "only the focused note is archived")
    }

    @Test func focusMovingElsewhereChangesOrClearsTheValue() throws {
        let host = notes()
        try host.find(.textbox, "Title of Groceries").send(.focus(true))
        #expect(throws: Never.self) { try host.find(.menuitem, "Archive Groceries") }
        // A field outside every editor: no note is focused.
        try host.find(.textbox, "Title of Groceries").send(.focus(false))
        try host.find(.textbox, "Search").send(.focus(true))
        #expect(try host.find(.menuitem, "Archive nothing").properties["disabled"] == "true")
        // Typing in the focused note's field renames what the command acts on.
        try host.find(.textbox, "Title of Trip").send(.focus(true))
        try host.find(.textbox, "Title of Trip").type("Holiday")
        #expect(throws: Never.self) { try host.find(.menuitem, "Archive Holiday") }
    }

    @Test func standardCommandsInsideCommandsWithFocusedValuesKeepTheirItems() throws {
        struct Both: Commands {
            @FocusedValue(\.sceneLabel) private var label
            var body: some Commands {
                SidebarCommands()
                CommandMenu("Label") { Text("Label \(label ?? "none")") }
            }
        }
        let host = ViewHost(Notes(), idiom: .mac, commands: [Both()])
        #expect(throws: Never.self) { try host.find(.menuitem, "Hide Sidebar") }
        #expect(host.findAll(.text).contains { $0.text == "Label Notes" })
    }

    @Test func aValueNearerTheFocusedViewWins() throws {
        struct Nested: View {
            @FocusedValue(\.sceneLabel) private var label
            var body: some View {
                VStack {
                    Text("Reads \(label ?? "none")")
                    VStack {
                        TextField("Inner", text: .constant(""))
                    }
                    .focusedValue(\.sceneLabel, "inner")
                    TextField("Outer", text: .constant(""))
                }
                .focusedValue(\.sceneLabel, "outer")
            }
        }
        let host = ViewHost(Nested(), idiom: .mac)
        #expect(throws: Never.self) { try host.find(.text, "Reads none") }
        try host.find(.textbox, "Inner").send(.focus(true))
        #expect(throws: Never.self) { try host.find(.text, "Reads inner") }
        try host.find(.textbox, "Outer").send(.focus(true))
        #expect(throws: Never.self) { try host.find(.text, "Reads outer") }
    }

    @Test func aFocusOnAButtonCountsAndNeedsNoHandlerForIt() throws {
        struct Buttons: View {
            @FocusedValue(\.sceneLabel) private var label
            var body: some View {
                VStack {
                    Text("Reads \(label ?? "none")")
                    Button("Plain") {}.focusedValue(\.sceneLabel, "button")
                    Text("Focusable").focusable().focusedValue(\.sceneLabel, "text")
                }
            }
        }
        let host = ViewHost(Buttons(), idiom: .mac)
        try host.find(.button, "Plain").send(.focus(true))
        #expect(throws: Never.self) { try host.find(.text, "Reads button") }
        try host.find(.button, "Plain").send(.focus(false))
        #expect(throws: Never.self) { try host.find(.text, "Reads none") }
    }

    @Observable final class Draft { var title = "Letter" }

    @Test func anObservableObjectIsReadByItsType() throws {
        struct Drafts: View {
            @FocusedValue(Draft.self) private var draft
            @State private var model = Draft()
            var body: some View {
                VStack {
                    Text(draft.map { "Draft \($0.title)" } ?? "No draft")
                    TextField("Body", text: .constant("")).focusedValue(model)
                }
            }
        }
        let host = ViewHost(Drafts(), idiom: .mac)
        #expect(throws: Never.self) { try host.find(.text, "No draft") }
        try host.find(.textbox, "Body").send(.focus(true))
        #expect(throws: Never.self) { try host.find(.text, "Draft Letter") }
    }

    @Test func entryDeclaresEnvironmentValuesWithTheirDefaults() throws {
        struct Reader: View {
            @Environment(\.noteAccent) private var accent
            @Environment(\.noteCount) private var count
            @Environment(\.noteSubtitle) private var subtitle
            var body: some View { Text("\(accent) \(count) \(subtitle ?? "-")") }
        }
        let plain = ViewHost(Reader(), idiom: .mac)
        #expect(throws: Never.self) { try plain.find(.text, "blue 3 -") }
        let set = ViewHost(Reader().environment(\.noteAccent, "red").environment(\.noteCount, 7).environment(\.noteSubtitle, "sub"), idiom: .mac)
        #expect(throws: Never.self) { try set.find(.text, "red 7 sub") }
    }
}

@MainActor
@Suite struct IsFocusedTests {
    private struct Swatch: View {
        @Environment(\.isFocused) private var isFocused
        var body: some View { Text(isFocused ? "Swatch focused" : "Swatch idle") }
    }

    @Test func aFocusableViewTellsTheViewsInsideWhetherItHasFocus() throws {
        let host = ViewHost(VStack { Swatch().focusable(); TextField("Other", text: .constant("")) }, idiom: .mac)
        let swatch = try host.find(.text, "Swatch idle")
        try swatch.send(.focus(true))
        #expect(throws: Never.self) { try host.find(.text, "Swatch focused") }
        #expect(host.findAll(.text).contains { $0.id == swatch.id }, "the same element, updated")
        try host.find(.textbox, "Other").send(.focus(true))
        #expect(throws: Never.self) { try host.find(.text, "Swatch idle") }
    }
}
