import SwiftUI
import Testing
import TrellisTesting

private struct Mailboxes: View {
    @State private var selection: String? = "Inbox"
    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(["Inbox", "Drafts"], id: \.self) { Text($0).tag($0) }
            }
        } detail: {
            Text("Showing \(selection ?? "nothing")")
        }
    }
}

@MainActor
@Suite struct SplitViewTests {
    /// The columns that are not hidden, by name.
    func visibleColumns(_ host: ViewHost) -> [String] {
        var names: [String] = []
        host.tree.forEach { node in
            if let column = node.properties["column"], node.properties["hidden"] != "true" { names.append(column) }
        }
        return names
    }

    @Test func regularWidthShowsTheColumnsSideBySide() {
        let host = ViewHost(Mailboxes(), idiom: .mac)
        #expect(visibleColumns(host) == ["sidebar", "detail"])
    }

    @Test func compactWidthIsAStackThatPushesTheChosenRow() throws {
        let host = ViewHost(Mailboxes(), idiom: .phone, size: CGSize(width: 390, height: 844))
        #expect(visibleColumns(host) == ["sidebar"])
        try host.findAll(.listitem).first { $0.node.contentText == "Drafts" }.map { try $0.tap() }
        #expect(visibleColumns(host) == ["detail"])
        _ = try host.find(.text, "Showing Drafts")

        try host.find(.button, "Back").tap()
        #expect(visibleColumns(host) == ["sidebar"])
        // Choosing the row that is already selected shows it again, as on iPhone.
        try host.findAll(.listitem).first { $0.node.contentText == "Drafts" }.map { try $0.tap() }
        #expect(visibleColumns(host) == ["detail"])
    }

    @Test func anEnvironmentChangeDoesNotPushTheDetail() {
        let host = ViewHost(Mailboxes(), idiom: .phone, size: CGSize(width: 390, height: 844))
        host.setTraits(colorScheme: .dark)
        #expect(visibleColumns(host) == ["sidebar"])
    }
}
