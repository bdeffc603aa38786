import Foundation
import SwiftUI
import Testing
import TrellisTesting

@MainActor
@Suite struct MarkdownTextTests {
    private func spans(_ host: ViewHost) -> [(String, [String: String])] {
        guard let group = host.findAll(.group).first(where: { $0.properties["layout"] == "text" }) else { return [] }
        return group.node.children.map { child in
            child.role == .link ? (child.children.first?.text ?? "", child.properties.merging(["link": "true"]) { $1 }) : (child.text ?? "", child.properties)
        }
    }

    @Test func literalMarkdownStylesTheRuns() throws {
        let host = ViewHost(Text("**Bold** and _italic_, `code` and ~~gone~~."))
        let runs = spans(host)
        try #require(runs.map(\.0) == ["Bold", " and ", "italic", ", ", "code", " and ", "gone", "."])
        #expect(runs[0].1["bold"] == "true")
        #expect(runs[2].1["italic"] == "true")
        #expect(runs[4].1["monospaced"] == "true")
        #expect(runs[6].1["strikethrough"] == "true")
        #expect(runs[1].1["bold"] == nil)
        // The accessible name is the words, not the markers.
        #expect(host.findAll(.group).contains { $0.name == "Bold and italic, code and gone." })
    }

    @Test func nestedEmphasisAndALink() throws {
        let host = ViewHost(Text("***Both*** then *one **two** one* [site](https://example.com \"Title\")"))
        let runs = spans(host)
        #expect(runs.first?.1["bold"] == "true" && runs.first?.1["italic"] == "true")
        let two = try #require(runs.first { $0.0 == "two" })
        #expect(two.1["bold"] == "true" && two.1["italic"] == "true")
        let site = try host.find(.link, "site")
        #expect(site.properties["url"] == "https://example.com")
    }

    @Test func aSingleStyledRunStaysOneText() throws {
        let host = ViewHost(Text("**Total**"))
        let text = try host.find(.text, "Total")
        #expect(text.properties["bold"] == "true")
    }

    @Test func verbatimStringsAndInterpolationsStayLiteral() throws {
        let name = "**not bold** [x](javascript:alert(1))"
        let host = ViewHost(VStack {
            Text(verbatim: "**verbatim**")
            Text(name)
            Text("Hello \(name)!")
            Text("snake_case_name, 2 * 3 * 4, [1], _open")
        })
        #expect(try host.find(.text, "**verbatim**").properties["bold"] == nil)
        #expect(try host.find(.text, name).properties["bold"] == nil)
        #expect(try host.find(.text, "Hello \(name)!").name == "Hello \(name)!")
        #expect(try host.find(.text, "snake_case_name, 2 * 3 * 4, [1], _open").properties.isEmpty)
        #expect(host.findAll(.link).isEmpty)
    }

    /// The key is built as one string until a value has a marker character; from there its Markdown
    /// reading escapes that value, and literals after it still style.
    @Test func aValueWithMarkersAfterPlainOnesStaysLiteralAndLaterMarkdownStyles() throws {
        let count = 3, name = "a_b*c"
        let host = ViewHost(Text("**\(count)** by \(name) *now*"))
        let runs = spans(host)
        try #require(runs.map(\.0) == ["3", " by a_b*c ", "now"])
        #expect(runs[0].1["bold"] == "true")
        #expect(runs[1].1["bold"] == nil && runs[1].1["italic"] == nil)
        #expect(runs[2].1["italic"] == "true")
    }

    @Test func markdownAroundAnInterpolationStylesIt() throws {
        let count = 3
        let host = ViewHost(Text("You have **\(count) items**"))
        let runs = spans(host)
        try #require(runs.map(\.0) == ["You have ", "3 items"])
        #expect(runs[1].1["bold"] == "true")
    }

    @Test func aLinkWithAnUnsafeSchemeHasNoDestination() throws {
        let host = ViewHost(Text("[run](javascript:alert(1)) <b>&amp;</b>"))
        let link = try host.find(.link, "run")
        #expect(link.properties["url"] == nil)
        #expect(spans(host).last?.0 == " <b>&amp;</b>")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func unclosedAndOverlongSourcesShowAsTheyAre() throws {
        let host = ViewHost(VStack {
            Text("**open `tick [text](")
            Text(LocalizedStringKey(String(repeating: "*a", count: 3000)))
        })
        #expect(try host.find(.text, "**open `tick [text](").properties["bold"] == nil)
        #expect(try host.find(.text, String(repeating: "*a", count: 3000)).text?.count == 6000)
    }

    @Test func markdownFromARuntimeStringThroughLocalizedStringKey() throws {
        let source = "Tap **Save**"
        let host = ViewHost(Text(LocalizedStringKey(source)))
        #expect(spans(host).map(\.0) == ["Tap ", "Save"])
    }
}
