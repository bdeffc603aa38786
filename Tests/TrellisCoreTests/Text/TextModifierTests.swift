import SwiftUI
import Testing
import TrellisTesting

/// Text formatting modifiers land on the content's element as properties the stylesheet draws.
@MainActor @Suite struct TextModifierTests {
    @Test func lineLimitFormsSetTheMostAndTheReservedLines() throws {
        let host = ViewHost(VStack {
            Text("One").lineLimit(1)
            Text("Range").lineLimit(2...4)
            Text("Reserved").lineLimit(3, reservesSpace: true)
            Text("From").lineLimit(2...)
            Text("Unlimited").lineLimit(nil)
            Text("Many").lineLimit(40)
        })
        #expect(try host.find(.text, "One").properties["lineLimit"] == "1")
        #expect(try host.find(.text, "One").properties["lineReserve"] == nil)
        #expect(try host.find(.text, "Range").properties["lineLimit"] == "4")
        #expect(try host.find(.text, "Range").properties["lineReserve"] == "2")
        #expect(try host.find(.text, "Reserved").properties["lineLimit"] == "3")
        #expect(try host.find(.text, "Reserved").properties["lineReserve"] == "3")
        #expect(try host.find(.text, "From").properties["lineLimit"] == nil)
        #expect(try host.find(.text, "From").properties["lineReserve"] == "2")
        #expect(try host.find(.text, "Unlimited").properties["lineLimit"] == nil)
        #expect(try host.find(.text, "Many").properties["lineLimit"] == nil)
    }

    @Test func aLimitOnAStackReachesTheStacksElement() throws {
        let host = ViewHost(VStack { Text("a"); Text("b") }.lineLimit(2).multilineTextAlignment(.center))
        let stack = try #require(host.findAll(.generic).first { $0.properties["layout"] == "vstack" })
        #expect(stack.properties["lineLimit"] == "2")
        #expect(stack.properties["textAlignment"] == "center")
    }

    @Test func spacingCaseWidthAndSelection() throws {
        let host = ViewHost(VStack {
            Text("Tracked").tracking(2)
            Text("Kerned").kerning(-0.5)
            Text("Raised").baselineOffset(4)
            Text("loud").textCase(.uppercase)
            Text("As written").textCase(nil)
            Text("Narrow").fontWidth(.condensed)
            Text("Copy me").textSelection(.enabled)
            Text("Cut").truncationMode(.middle)
        })
        #expect(try host.find(.text, "Tracked").properties["tracking"] == "2")
        #expect(try host.find(.text, "Kerned").properties["tracking"] == "-0.5")
        #expect(try host.find(.text, "Raised").properties["baselineOffset"] == "4")
        #expect(try host.find(.text, "loud").properties["textCase"] == "uppercase")
        #expect(try host.find(.text, "As written").properties["textCase"] == nil)
        #expect(try host.find(.text, "Narrow").properties["fontWidth"] == "condensed")
        #expect(try host.find(.text, "Copy me").properties["textSelection"] == "enabled")
        #expect(try host.find(.text, "Cut").properties["truncation"] == "middle")
    }

    @Test func viewLevelBoldItalicWeightAndDesign() throws {
        let host = ViewHost(VStack {
            Label("Bold label", systemImage: "star").bold()
            HStack { Text("Leaning") }.italic()
            Button("Heavy") {}.fontWeight(.heavy)
            Text("Serif").fontDesign(.serif)
            Text("Not bold").bold(false)
        })
        let label = try #require(host.findAll(.generic).first { $0.properties["layout"] == "label" } ?? host.findAll(.group).first)
        #expect(label.properties["bold"] == "true")
        #expect(try host.find(.button, "Heavy").properties["fontWeight"] == "heavy")
        #expect(try host.find(.text, "Serif").properties["fontDesign"] == "serif")
        #expect(try host.find(.text, "Not bold").properties["bold"] == nil)
        let hstack = try #require(host.findAll(.generic).first { $0.properties["layout"] == "hstack" })
        #expect(hstack.properties["italic"] == "true")
    }

    @Test func helpIsATooltipInEveryForm() throws {
        let host = ViewHost(VStack {
            Button("Sync") {}.help("Fetches new mail")
            Text("Info").help(Text("More about this"))
        })
        #expect(try host.find(.button, "Sync").properties["help"] == "Fetches new mail")
        #expect(try host.find(.text, "Info").properties["help"] == "More about this")
    }

    @Test func tighteningAndScalingAreAcceptedWithoutProperties() throws {
        let host = ViewHost(VStack { Text("Fit").allowsTightening(true).minimumScaleFactor(0.5); Text("Plain") })
        #expect(try host.find(.text, "Fit").properties == host.find(.text, "Plain").properties)
    }
}
