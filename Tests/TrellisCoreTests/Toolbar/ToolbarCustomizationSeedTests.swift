import Foundation
import SwiftUI
import Testing
import TrellisGraph
import TrellisTesting

// Seed 001's examples ("Populating a customizable toolbar"), verbatim from
// shared/conformance/seeds/CustomizableToolbarSeed.swift.

private struct ToolsEditorView: View {
    @State private var text = ""
    @State private var bold = false
    @State private var italic = false
    @State private var fontSize = 12.0

    var displayFont: Font {
        let font = Font.system(
            size: CGFloat(fontSize),
            weight: bold == true ? .bold : .regular)
        return italic == true ? font.italic() : font
    }

    var body: some View {
        TextEditor(text: $text)
            .font(displayFont)
            .toolbar(id: "editingtools") {
                ToolbarItem(
                    id: "sizeSelector", placement: .secondaryAction
                ) {
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
                }
                ToolbarItem(
                    id: "bold", placement: .secondaryAction
                ) {
                    Toggle(isOn: $bold) {
                        Image(systemName: "bold")
                    }
                }
                ToolbarItem(
                    id: "italic", placement: .secondaryAction
                ) {
                    Toggle(isOn: $italic) {
                        Image(systemName: "italic")
                    }
                }
            }
            .navigationTitle("My Note")
    }
}

private struct ContentView: View {
    var body: some View {
        Text("Document")
    }
}

private struct HiddenByDefaultToolbar: View {
    var body: some View {
        ContentView()
            .toolbar(id: "main") {
                ToolbarItem(id: "new") {
                    Button("New", systemImage: "plus") {}
                }
                .defaultCustomization(.hidden)
            }
    }
}

private struct AlwaysAvailableToolbar: View {
    var body: some View {
        ContentView()
            .toolbar(id: "main") {
                ToolbarItem(id: "new") {
                    Button("New", systemImage: "plus") {}
                }
                .defaultCustomization(options: .alwaysAvailable)
            }
    }
}

private struct FixedItemToolbar: View {
    var body: some View {
        ContentView()
            .toolbar(id: "main") {
                ToolbarItem(id: "new") {
                    Button("New", systemImage: "plus") {}
                }
                .customizationBehavior(.disabled)
            }
    }
}

@MainActor
private func seedHost(_ view: some View, idiom: Idiom = .mac, commands: [any Commands] = []) throws -> (ViewHost, ToolbarCustomizationStore) {
    let store = ToolbarCustomizationStore(defaults: try #require(UserDefaults(suiteName: "trellis.tests.seed001.\(UUID().uuidString)")))
    return (ViewHost(NavigationStack { view }.environment(\._toolbarCustomizationStore, store), idiom: idiom, commands: commands), store)
}

@MainActor
extension ViewHost {
    /// The regions holding the items placed as `placement` (outside the editor), in order.
    func regions(ofPlacement placement: String) -> [String] {
        var result: [String] = []
        func walk(_ node: HostNode, region: String?) {
            if node.role == .dialog { return }
            let here = node.properties["region"] ?? region
            if node.properties["placement"] == placement { result.append(here ?? "none"); return }
            node.children.forEach { walk($0, region: here) }
        }
        walk(tree, region: nil)
        return result
    }
}

@MainActor
@Suite struct ToolbarCustomizationSeedTests {
    @Test func theSeedsEditorIsCustomizableOnTheMacFromTheViewMenu() throws {
        let (host, store) = try seedHost(ToolsEditorView(), commands: [ToolbarCommands()])
        #expect(host.regions(ofPlacement: "secondaryAction") == ["titlebar.leading", "titlebar.leading", "titlebar.leading"])
        try host.find(.menuitem, "Customize Toolbar…").tap()
        #expect(try host.editorItems("Toolbar items") == ["Size Selector", "Bold", "Italic"])
        try host.editorButton("Size Selector", in: "Toolbar items").send(.key("delete", modifiers: []))
        try host.find(.button, "Done").tap()
        #expect(host.regions(ofPlacement: "secondaryAction").count == 2)
        #expect(store.customization(for: "editingtools")?.items == ["bold", "italic"])
        // The remaining tools still drive the font.
        try #require(host.findAll(.button).first { $0.properties["toggle"] == "true" }).tap()
        #expect(try #require(host.findAll(.textbox).first).properties["fontWeight"] == "bold")
    }

    /// Where seeds 000 and 001 meet: the seed's items are all `secondaryAction`, which seed 000 hides on iPad;
    /// in a customizable toolbar they show in the centre of the bar (docs/TOOLBAR-PLACEMENT.md).
    @Test func onPadTheSeedsItemsShowInTheCentre() throws {
        let (host, _) = try seedHost(ToolsEditorView(), idiom: .pad)
        #expect(host.regions(ofPlacement: "secondaryAction") == ["titlebar.center", "titlebar.center", "titlebar.center"])
        // Without `toolbarRole(.editor)` iPadOS offers no editor.
        #expect(!host.overflowButtons().contains("Customize Toolbar"))
    }

    @Test func onPhoneTheSeedsItemsAreInTheOverflowMenu() throws {
        let (host, _) = try seedHost(ToolsEditorView(), idiom: .phone)
        #expect(host.regions(ofPlacement: "secondaryAction") == ["overflowMenu", "overflowMenu", "overflowMenu"])
    }

    @Test func hiddenByDefaultIsOnlyInThePalette() throws {
        let (host, _) = try seedHost(HiddenByDefaultToolbar())
        #expect(!host.barButtons().contains("New"))
        try host.openEditorFromContextMenu()
        #expect(try host.editorItems("Available items") == ["New"])
        #expect(try host.editorItems("Toolbar items") == [])
        try host.editorButton("New", in: "Available items").tap()
        #expect(host.barButtons().contains("New"))
    }

    @Test func alwaysAvailableStaysInTheOverflowMenu() throws {
        let (host, _) = try seedHost(AlwaysAvailableToolbar())
        try host.openEditorFromContextMenu()
        try host.editorButton("New", in: "Toolbar items").send(.key("delete", modifiers: []))
        try host.find(.button, "Done").tap()
        #expect(!host.barButtons().contains("New"))
        #expect(host.overflowButtons().contains("New"))
    }

    @Test func aDisabledItemCannotBeRemoved() throws {
        let (host, _) = try seedHost(FixedItemToolbar())
        try host.openEditorFromContextMenu()
        try host.editorButton("New", in: "Toolbar items").send(.key("delete", modifiers: []))
        #expect(try host.editorItems("Toolbar items") == ["New"])
        let locked = host.findAll(.listitem).filter { $0.properties["customizeLock"] == "fixed" }
        #expect(locked.count == 2, "the item is marked fixed in the bar list and the palette")
    }
}
