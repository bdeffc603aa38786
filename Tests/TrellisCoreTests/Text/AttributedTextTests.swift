import Foundation
import SwiftUI
import Testing
import TrellisTesting

@MainActor
@Suite struct AttributedTextTests {
    @Test func eachRunKeepsItsSwiftUIAttributes() throws {
        var price = AttributedString("Now ")
        var amount = AttributedString("$4.99")
        amount.foregroundColor = .green
        amount.font = .headline
        var old = AttributedString(" was $6")
        old.strikethroughStyle = .single
        old.underlineStyle = Text.LineStyle(pattern: .dash, color: .red)
        price += amount
        price += old
        let host = ViewHost(Text(price))
        let group = try #require(host.findAll(.group).first { $0.properties["layout"] == "text" })
        #expect(group.name == "Now $4.99 was $6")
        let spans = group.node.children
        #expect(spans.map(\.text) == ["Now ", "$4.99", " was $6"])
        #expect(spans[1].properties["foreground"] == "green")
        #expect(spans[1].properties["font"] == "headline")
        #expect(spans[2].properties["strikethrough"] == "true" && spans[2].properties["underline"] == "true")
    }

    @Test func aLinkRunOpensThroughOpenURL() throws {
        var text = AttributedString("Read the guide")
        if let range = text.range(of: "guide") { text[range].link = URL(string: "https://example.com/guide") }
        let host = ViewHost(Text(text))
        let link = try host.find(.link, "guide")
        #expect(link.properties["url"] == "https://example.com/guide")
    }

    @Test func aSingleRunIsOneStyledTextAndMarkupStaysLiteral() throws {
        var text = AttributedString("<b>**not markdown**</b>")
        text.kern = 2
        text.foregroundColor = .red
        let host = ViewHost(Text(text))
        let element = try host.find(.text, "<b>**not markdown**</b>")
        #expect(element.properties["foreground"] == "red")
        #expect(element.properties["tracking"] == "2")
        #expect(element.properties["bold"] == nil)
    }
}
