import SwiftUI
import Testing
import TrellisTesting

private struct Palette: View {
    @State var tint = Color.blue
    @State var paper = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
    @State var ink = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var body: some View {
        Form {
            ColorPicker("Tint", selection: $tint, supportsOpacity: false)
            ColorPicker("Paper", selection: $paper)
            ColorPicker(selection: $ink, supportsOpacity: false) { Text("Ink") }
            Text("Tint \(tint.description)")
            Text("Paper \(paper.description)")
            Text("Ink \(ink.components?.map { "\($0)" }.joined(separator: ",") ?? "")")
        }
    }
}

@MainActor
@Suite struct ColorPickerTests {
    @Test func rendersAColourField() throws {
        let host = ViewHost(Palette())
        let tint = try host.find(.textbox, "Tint")
        #expect(tint.properties["inputType"] == "color")
        #expect(tint.properties["value"] == "#007aff")
        #expect(try host.find(.textbox, "Paper").properties["value"] == "#ff8000")
        #expect(try host.find(.textbox, "Ink").properties["value"] == "#000000")
        #expect(host.findAll(.slider).count == 1)
    }

    @Test func pickingWritesTheBindingAndKeepsOpacity() throws {
        let host = ViewHost(Palette())
        try host.find(.textbox, "Tint").type("#ff0000")
        #expect(host.findAll(.text, "Tint #FF0000FF").count == 1)
        try host.find(.textbox, "Paper").type("#00FF00")
        #expect(host.findAll(.text, "Paper #00FF0080").count == 1)
        try host.find(.textbox, "Ink").type("#ffffff")
        #expect(host.findAll(.text, "Ink 1.0,1.0,1.0,1.0").count == 1)
    }

    @Test func theOpacitySliderSetsAlpha() throws {
        let host = ViewHost(Palette())
        let slider = try #require(host.findAll(.slider).first)
        #expect(slider.properties["value"] == "0.5")
        try slider.setValue(1)
        #expect(host.findAll(.text, "Paper #FF8000FF").count == 1)
        try slider.setValue(7)
        #expect(host.findAll(.text, "Paper #FF8000FF").count == 1)
    }

    @Test func malformedColoursAreRefused() throws {
        let host = ViewHost(Palette())
        for bad in ["", "red", "#fff", "#gg0000", "#ff00000", "rgb(1,2,3)"] {
            #expect(throws: (any Error).self) { try host.find(.textbox, "Tint").type(bad) }
        }
        #expect(try host.find(.textbox, "Tint").properties["value"] == "#007aff")
    }
}
