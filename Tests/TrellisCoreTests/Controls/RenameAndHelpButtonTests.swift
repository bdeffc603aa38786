import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct RenameAndHelpButtonTests {
    struct Renamable: View {
        @State private var name = "Draft"
        @FocusState private var isRenaming: Bool

        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($isRenaming)
                Text(isRenaming ? "renaming" : "idle")
                RenameButton()
            }
            .renameAction($isRenaming)
        }
    }

    @Test func renameButtonFocusesTheFieldItsActionNames() throws {
        let host = ViewHost(Renamable())
        #expect(try host.find(.button, "Rename").properties["disabled"] == nil)
        try host.find(.button, "Rename").tap()
        #expect(try host.find(.textbox, "Name").properties["focused"] == "true")
        #expect(host.findAll(.text).contains { $0.text == "renaming" })
    }

    @Test func renameButtonRunsAClosureAndIsDisabledWithoutAnAction() throws {
        let renamed = RenameBox(0)
        let host = ViewHost(VStack {
            RenameButton().renameAction { renamed.value += 1 }
            RenameButton()
        })
        let buttons = host.findAll(.button, "Rename")
        #expect(buttons.count == 2)
        try buttons[0].tap()
        #expect(renamed.value == 1)
        #expect(buttons[1].properties["disabled"] == "true", "no rename action: nothing to do, so it is disabled")
        #expect(buttons[0].node.dump(includeRoot: true).contains("systemName=pencil"), "labelled with a pencil, as SwiftUI's")
    }

    @Test func helpLinkRunsItsActionOrOpensItsURL() throws {
        let helped = RenameBox(0)
        let opened = RenameBox<[URL]>([])
        let url = try #require(URL(string: "https://example.com/help"))
        let host = ViewHost(VStack {
            HelpLink { helped.value += 1 }
            HelpLink(destination: url)
        }.environment(\.openURL, OpenURLAction { opened.value.append($0); return .handled }))
        let links = host.findAll(.button, "Help")
        #expect(links.count == 2, "both are buttons named Help for assistive technology")
        try links[0].tap()
        try links[1].tap()
        #expect(helped.value == 1)
        #expect(opened.value == [url])
    }
}

/// A reference a test's closures write into.
final class RenameBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
