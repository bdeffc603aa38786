import Foundation
import SwiftUI
import Testing
import TrellisTesting

private struct HelpButton: View {
    @Environment(\.openURL) private var openURL
    var destination: String
    var body: some View {
        Button("Help") {
            if let url = URL(string: destination) { openURL(url) }
        }
    }
}

private struct Routed: View {
    @State private var handled: [String] = []
    var body: some View {
        VStack {
            Link("Docs", destination: URL(string: "https://example.com/docs")!)
            Link("Settings", destination: URL(string: "myapp://settings")!)
            Text("Read the [guide](https://example.com/guide).")
            Text("Handled: \(handled.joined(separator: ","))")
        }
        .environment(\.openURL, OpenURLAction { url in
            if url.scheme == "myapp" || url.path == "/guide" {
                handled.append(url.scheme == "myapp" ? url.host ?? "" : url.path)
                return .handled
            }
            return .systemAction(URL(string: "https://example.com/elsewhere")!)
        })
    }
}

@MainActor
@Suite struct OpenURLTests {
    @Test func theSystemActionOpensWebMailAndPhoneURLs() throws {
        let host = ViewHost(VStack {
            HelpButton(destination: "https://example.com/help")
            HelpButton(destination: "mailto:help@example.com")
        })
        for button in host.findAll(.button, "Help") { try button.tap() }
        #expect(host.openedURLs.map(\.absoluteString) == ["https://example.com/help", "mailto:help@example.com"])
    }

    @Test func theSystemActionRefusesScriptsAndData() throws {
        let host = ViewHost(VStack {
            HelpButton(destination: "javascript:alert(1)")
            HelpButton(destination: "data:text/html,<script>alert(1)</script>")
            HelpButton(destination: "file:///etc/passwd")
        })
        for button in host.findAll(.button, "Help") { try button.tap() }
        #expect(host.openedURLs.isEmpty)
        #expect(host.refusedURLs.count == 3)
    }

    @Test func aLinkUnderTheSystemActionIsAnHrefTheBrowserOpens() throws {
        let host = ViewHost(Link("Docs", destination: URL(string: "https://example.com/docs")!))
        #expect(try host.find(.link, "Docs").properties["url"] == "https://example.com/docs")
        let unsafe = ViewHost(Link("Run", destination: URL(string: "javascript:alert(1)")!))
        #expect(try unsafe.find(.link, "Run").properties["url"] == nil)
    }

    @Test func aHandlerReceivesLinksAndMarkdownLinks() throws {
        let host = ViewHost(Routed())
        let settings = try host.find(.link, "Settings")
        #expect(settings.properties["url"] == nil, "a routed link has no href: activating it calls the handler")
        try settings.tap()
        try host.find(.link, "guide").tap()
        #expect(try host.find(.text, "Handled: settings,/guide").name == "Handled: settings,/guide")
        #expect(host.openedURLs.isEmpty)
    }

    @Test func aHandlerCanHandTheSystemAnotherURL() throws {
        let host = ViewHost(Routed())
        try host.find(.link, "Docs").tap()
        #expect(host.openedURLs.map(\.absoluteString) == ["https://example.com/elsewhere"])
    }

    @Test func theCompletionSaysWhetherTheURLWasAccepted() throws {
        var results: [Bool] = []
        let action = OpenURLAction { url in url.scheme == "https" ? .handled : .discarded }
        action(URL(string: "https://a.example")!) { results.append($0) }
        action(URL(string: "ftp://a.example")!) { results.append($0) }
        #expect(results == [true, false])
    }
}
