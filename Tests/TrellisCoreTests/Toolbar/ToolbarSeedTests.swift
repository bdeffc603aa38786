import SwiftUI
import Testing
import TrellisTesting

/// Seed 000's `StructToolbarItemGroupView`, verbatim from
/// `shared/conformance/seeds/ToolbarSeed.swift`.
private struct StructToolbarItemGroupView: View {
    @State private var text = ""
    @State private var bold = false
    @State private var italic = false
    @State private var fontSize = 12.0

    var displayFont: Font {
        let font = Font.system(size: CGFloat(fontSize),
                               weight: bold == true ? .bold : .regular)
        return italic == true ? font.italic() : font
    }

    var body: some View {
        TextEditor(text: $text)
            .font(displayFont)
            .toolbar {
                ToolbarItemGroup {
                    Slider(
                        value: $fontSize,
                        in: 8...120,
                        minimumValueLabel:
                            Text("A").font(.system(size: 8)),
                        maximumValueLabel:
                            Text("A").font(.system(size: 16))
                    ) {
                        Text("Font Size (\(Int(fontSize)))")
                    }
                    .frame(width: 150)
                    Toggle(isOn: $bold) {
                        Image(systemName: "bold")
                    }
                    Toggle(isOn: $italic) {
                        Image(systemName: "italic")
                    }
                }
            }
            .navigationTitle("My Note")
    }
}

@MainActor
@Suite struct ToolbarSeedTests {
    func editor(_ host: ViewHost) throws -> [String: String] {
        try #require(host.findAll(.textbox).first).properties
    }

    @Test(arguments: [Idiom.mac, .pad])
    func noteEditorToolbarDrivesTheFont(idiom: Idiom) throws {
        let host = ViewHost(NavigationStack { StructToolbarItemGroupView() }, idiom: idiom)
        // The title reads "My Note".
        #expect(host.findAll(.heading, "My Note").count == 1)
        #expect(try editor(host)["fontSize"] == "12")
        #expect(try editor(host)["fontWeight"] == "regular")

        // The slider (in the toolbar) sets the editor's font size live.
        let slider = try #require(host.findAll(.slider).first)
        #expect(host.region(of: slider.name, role: .slider) != nil, "the slider sits in the toolbar")
        try slider.setValue(40)
        #expect(try editor(host)["fontSize"] == "40")
        #expect(host.findAll(.slider).first?.name.contains("40") == true || host.contains("Font Size (40)"))

        // Bold and italic toggle the editor's font.
        let toggles = host.findAll(.checkbox) + host.findAll(.button).filter { $0.properties["toggle"] != nil || $0.properties["pressed"] != nil }
        try #require(toggles.count == 2, "two toggles in the toolbar: \(host.dump())")
        // In a toolbar a Toggle is a toggle button (pressed/unpressed); elsewhere a checkbox or switch.
        func flip(_ toggle: ViewHost.Element) throws {
            if toggle.role == .button { try toggle.tap() } else { try toggle.toggle() }
        }
        #expect(toggles.allSatisfy { $0.role == .button && host.region(of: $0.name, role: .button) != nil })
        try flip(toggles[0])
        #expect(try editor(host)["fontWeight"] == "bold")
        #expect(try editor(host)["italic"] == nil)
        try flip(toggles[1])
        #expect(try editor(host)["italic"] == "true")
        #expect(try editor(host)["fontSize"] == "40")
        try flip(toggles[0])
        #expect(try editor(host)["fontWeight"] == "regular")
        #expect(host.rendererErrors.isEmpty)
    }
}
