import SwiftUI
import Testing
import TrellisTesting

private struct Profile: View {
    @State private var name = ""
    @State private var password = ""
    @State private var notes = "Hello"
    @State private var submitted: [String] = []
    @State private var age = 30
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onSubmit { submitted.append("name:\(name)") }
                .submitLabel(.done)
            TextField("Bio", text: $notes, prompt: Text("About you"), axis: .vertical)
            SecureField("Password", text: $password)
            TextEditor(text: $notes).font(.body.monospaced())
            TextField("Age", value: $age, format: .number)
            Text("Name: \(name)")
            Text("Age: \(age)")
            Text("Submitted: \(submitted.joined(separator: ","))")
        }
        .onSubmit { submitted.append("outer") }
    }
}

private struct Focus: View {
    enum Field: Hashable { case first, second }
    @FocusState private var field: Field?
    @FocusState private var flag: Bool
    @State private var a = ""
    @State private var b = ""
    @State private var c = ""
    var body: some View {
        VStack {
            TextField("First", text: $a).focused($field, equals: .first)
            TextField("Second", text: $b).focused($field, equals: .second)
            TextField("Flag", text: $c).focused($flag)
            Button("Go to second") { field = .second }
            Text("Focused: \(field == .first ? "first" : field == .second ? "second" : "none") \(flag)")
        }
    }
}

@MainActor
@Suite struct TextFieldTests {
    @Test func typingWritesTheBindingAndTheMirrorShowsIt() throws {
        let host = ViewHost(Profile())
        let field = try host.find(.textbox, "Name")
        #expect(field.properties["placeholder"] == "Name")
        #expect(field.properties["value"] == "")
        try field.type("Ada")
        _ = try host.find(.text, "Name: Ada")
        #expect(try host.find(.textbox, "Name").properties["value"] == "Ada")
    }

    @Test func returnRunsEverySubmitActionInnermostFirst() throws {
        let host = ViewHost(Profile())
        try host.find(.textbox, "Name").type("Ada")
        try host.find(.textbox, "Name").send(.key("return", modifiers: []))
        _ = try host.find(.text, "Submitted: name:Ada,outer")
        #expect(try host.find(.textbox, "Name").properties["submitLabel"] == "done")
        // Return in a multi-line field is a newline, not a submission.
        try host.find(.textbox, "Bio").send(.key("return", modifiers: []))
        _ = try host.find(.text, "Submitted: name:Ada,outer")
    }

    @Test func promptAxisSecureAndEditor() throws {
        let host = ViewHost(Profile())
        let bio = try host.find(.textbox, "Bio")
        #expect(bio.properties["placeholder"] == "About you")
        #expect(bio.properties["multiline"] == "true")
        #expect(try host.find(.textbox, "Password").properties["secure"] == "true")
        let editor = host.findAll(.textbox).first { $0.properties["label"] == nil }
        #expect(editor?.properties["multiline"] == "true")
        #expect(editor?.properties["monospaced"] == "true")
        try editor?.type("Changed")
        #expect(try host.find(.textbox, "Bio").properties["value"] == "Changed")
    }

    @Test func formattedValueParsesAndKeepsTheOldValueOnBadInput() throws {
        let host = ViewHost(Profile())
        try host.find(.textbox, "Age").type("42")
        _ = try host.find(.text, "Age: 42")
        try host.find(.textbox, "Age").type("forty")
        _ = try host.find(.text, "Age: 42")
    }

    @Test func wrongEventsAreRefused() throws {
        let host = ViewHost(Profile())
        let field = try host.find(.textbox, "Name")
        for event in [HostEvent.setBool(true), .setNumber(1), .select(0), .editing(true)] {
            #expect(throws: ViewHostError.self) { try field.send(event) }
        }
    }

    @Test func focusStateFollowsFocusEventsAndMovesFocus() throws {
        let host = ViewHost(Focus())
        _ = try host.find(.text, "Focused: none false")
        try host.find(.textbox, "First").send(.focus(true))
        _ = try host.find(.text, "Focused: first false")
        #expect(try host.find(.textbox, "First").properties["focused"] == "true")
        // Setting the state focuses the other field (the browser moves the caret).
        try host.find(.button, "Go to second").tap()
        _ = try host.find(.text, "Focused: second false")
        #expect(try host.find(.textbox, "First").properties["focused"] == nil)
        #expect(try host.find(.textbox, "Second").properties["focused"] == "true")
        // Leaving a field that isn't the focused one changes nothing; leaving the focused one clears it.
        try host.find(.textbox, "First").send(.focus(false))
        _ = try host.find(.text, "Focused: second false")
        try host.find(.textbox, "Second").send(.focus(false))
        _ = try host.find(.text, "Focused: none false")
        try host.find(.textbox, "Flag").send(.focus(true))
        _ = try host.find(.text, "Focused: none true")
    }
}
