import SwiftUI
import Testing
import TrellisTesting

/// `border(_:width:)` draws on the view's own element: no wrapper, no extra size.
@MainActor @Suite struct BorderTests {
    @Test func borderLandsOnTheContentsElement() throws {
        let host = ViewHost(Text("Framed").padding().border(Color.purple, width: 4))
        let text = try host.find(.text, "Framed")
        #expect(text.properties["borderColor"] == "purple")
        #expect(text.properties["borderWidth"] == "4")
        #expect(text.properties["padding"] == "16,16,16,16")
    }

    @Test func widthDefaultsToOnePointAndStylesConvert() throws {
        let host = ViewHost(VStack {
            Text("Default").border(.secondary)
            Text("RGB").border(Color(red: 1, green: 0, blue: 0), width: 0.5)
        })
        #expect(try host.find(.text, "Default").properties["borderWidth"] == "1")
        #expect(try host.find(.text, "Default").properties["borderColor"] == "secondary")
        #expect(try host.find(.text, "RGB").properties["borderColor"] == "rgba(255,0,0,1)")
        #expect(try host.find(.text, "RGB").properties["borderWidth"] == "0.5")
    }

    @Test func aNewColourUpdatesOnlyThatProperty() throws {
        struct Toggling: View {
            @State var on = false
            var body: some View {
                Button("Flip") { on.toggle() }.border(on ? Color.red : Color.blue, width: 2)
            }
        }
        let host = ViewHost(Toggling())
        #expect(try host.find(.button, "Flip").properties["borderColor"] == "blue")
        host.resetStats()
        try host.find(.button, "Flip").tap()
        #expect(try host.find(.button, "Flip").properties["borderColor"] == "red")
        #expect(host.stats.hostChanges == 1)
    }
}
