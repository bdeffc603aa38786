import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// ShareLink's button carries what it shares; PasteButton turns the clipboard's text into its items.
@MainActor
@Suite struct ShareLinkAndPasteButtonTests {
    static let url = URL(string: "https://example.com/recipes/42")!

    @Test func aURLSharesWithItsSubjectAndMessageUnderTheStandardLabel() throws {
        let host = ViewHost(ShareLink(item: Self.url, subject: Text("Soup"), message: Text("Try this")))
        let button = try host.find(.button, "Share")
        #expect(button.properties["shareLink"] == "https://example.com/recipes/42")
        #expect(button.properties["shareTitle"] == "Soup" && button.properties["shareMessage"] == "Try this")
        #expect(button.properties["disabled"] == nil)
        #expect(button.node.dump(includeRoot: true).contains("systemName=square.and.arrow.up"))
    }

    @Test func titledAndCustomLabelledLinksShareTextAndSeveralItemsOnePerLine() throws {
        let host = ViewHost(VStack {
            ShareLink("Share Quote", item: "To be or not to be")
            ShareLink(items: ["one", "two"]) { Text("Both") }
            ShareLink(item: "Soup", preview: SharePreview("Tomato soup"))
        })
        #expect(try host.find(.button, "Share Quote").properties["shareText"] == "To be or not to be")
        #expect(try host.find(.button, "Both").properties["shareText"] == "one\ntwo")
        #expect(try host.find(.button, "Share").properties["shareTitle"] == "Tomato soup", "the preview's title names the share")
    }

    @Test func anItemWithNothingToShareDisablesTheLink() throws {
        let host = ViewHost(ShareLink(item: Image(systemName: "star")) { Text("Star") })
        let button = try host.find(.button, "Star")
        #expect(button.properties["disabled"] == "true")
        #expect(button.properties["shareText"] == nil && button.properties["shareLink"] == nil)
    }

    struct Pasting: View {
        @State private var links: [URL] = []
        @State private var words: [String] = []
        var body: some View {
            VStack {
                PasteButton(payloadType: URL.self) { links.append(contentsOf: $0) }
                Text("links: \(links.map(\.absoluteString).joined(separator: ","))")
                Text("words: \(words.joined(separator: ","))")
            }
        }
    }

    /// Waits (up to a second) for a paste's task to land.
    static func until(_ condition: () -> Bool) async throws {
        for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        #expect(condition())
    }

    @Test func pasteButtonTurnsTheClipboardsTextIntoItsItems() async throws {
        let host = ViewHost(Pasting())
        let paste = try host.find(.button, "Paste")
        #expect(paste.properties["paste"] == "true")
        try paste.send(.setText("https://example.com/a"))
        try await Self.until { host.findAll(.text).contains { $0.text == "links: https://example.com/a" } }
        try paste.send(.setText("plain words, no link"))
        try await Task.sleep(for: .milliseconds(20))
        try paste.send(.setText("https://example.com/b"))
        try await Self.until { host.findAll(.text).contains { $0.text == "links: https://example.com/a,https://example.com/b" } }
        try paste.tap() // the click itself pastes nothing: the page sends the text after reading the clipboard
        #expect(host.findAll(.text).contains { $0.text == "links: https://example.com/a,https://example.com/b" })
    }
}
