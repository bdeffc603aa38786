import Foundation
import SwiftUI
import Testing
import TrellisTesting

private struct Disclosures: View {
    @State private var open = true
    var body: some View {
        VStack {
            DisclosureGroup("Advanced") { Text("Secret setting") }
            DisclosureGroup("Details", isExpanded: $open) { Text("Detail text") }
            Text(open ? "details open" : "details closed")
        }
    }
}

private struct Boxes: View {
    var body: some View {
        VStack {
            GroupBox("Account") { Text("Plan: Pro") }
            GroupBox { Text("No label here") }
        }
    }
}

private struct Links: View {
    var body: some View {
        VStack {
            Link("Docs", destination: URL(string: "https://example.com/docs")!)
            Link(destination: URL(string: "mailto:hi@example.com")!) { Label("Write", systemImage: "envelope") }
            Link("Evil", destination: URL(string: "javascript:alert(1)")!)
            Link("Data", destination: URL(string: "data:text/html,hi")!)
        }
    }
}

private struct Gauges: View {
    var body: some View {
        VStack {
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            Gauge(value: 0.5) { Text("Battery") }.gaugeStyle(.accessoryCircular)
            Gauge(value: 200.0, in: 0...100) { Text("Over") }
        }
    }
}

private struct Hidden: View {
    @State private var on = false
    @State private var level = 0.5
    var body: some View {
        Form {
            Toggle("Airplane", systemImage: "airplane", isOn: $on)
            Toggle("Quiet", isOn: $on).labelsHidden()
            Slider(value: $level) { Text("Volume") }.labelsHidden()
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
            TextField("Plain", text: .constant("")).textFieldStyle(.plain)
            TextField("Default", text: .constant(""))
        }
    }
}

@MainActor
@Suite struct EverydayControlsTests {
    @Test func aDisclosureGroupStartsCollapsedAndATapShowsItsContent() throws {
        let host = ViewHost(Disclosures())
        let row = try host.find(.button, "Advanced")
        #expect(row.properties["expanded"] == "false")
        #expect(host.findAll(.text, "Secret setting").isEmpty)
        try row.tap()
        #expect(try host.find(.button, "Advanced").properties["expanded"] == "true")
        _ = try host.find(.text, "Secret setting")
        try host.find(.button, "Advanced").tap()
        #expect(host.findAll(.text, "Secret setting").isEmpty)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func isExpandedIsTheCallersBinding() throws {
        let host = ViewHost(Disclosures())
        #expect(try host.find(.button, "Details").properties["expanded"] == "true")
        _ = try host.find(.text, "Detail text")
        try host.find(.button, "Details").tap()
        _ = try host.find(.text, "details closed")
        #expect(host.findAll(.text, "Detail text").isEmpty)
        #expect(try host.find(.button, "Details").properties["expanded"] == "false")
    }

    @Test func aGroupBoxIsAGroupNamedByItsLabel() throws {
        let host = ViewHost(Boxes())
        let box = try host.find(.group, "Account")
        #expect(box.properties["boxStyle"] == "groupBox")
        #expect(box.node.contentText.contains("Plan: Pro"))
        let unlabelled = host.findAll(.group).filter { $0.properties["boxStyle"] == "groupBox" && $0.name.isEmpty }
        #expect(unlabelled.count == 1)
        #expect(unlabelled.first?.node.contentText.contains("No label here") == true)
    }

    @Test func linksCarryOnlySafeURLs() throws {
        let host = ViewHost(Links())
        #expect(try host.find(.link, "Docs").properties["url"] == "https://example.com/docs")
        #expect(try host.find(.link, "Write").properties["url"] == "mailto:hi@example.com")
        #expect(try host.find(.link, "Evil").properties["url"] == nil)
        #expect(try host.find(.link, "Data").properties["url"] == nil)
        try host.find(.link, "Docs").tap()
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func contentUnavailableViewShowsTitleSymbolAndDescription() throws {
        let host = ViewHost(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")))
        _ = try host.find(.text, "No Mail")
        #expect(host.findAll(.group).contains { $0.properties["boxStyle"] == "unavailable" })
        _ = try host.find(.text, "New mail appears here.")
        #expect(host.findAll(.img).contains { $0.properties["systemName"] == "tray" })
    }

    @Test func theSearchFormsSayNoResults() throws {
        let plain = ViewHost(ContentUnavailableView.search)
        _ = try plain.find(.text, "No Results")
        _ = try plain.find(.text, "Check the spelling or try a new search.")
        let text = ViewHost(ContentUnavailableView.search(text: "kiwi"))
        _ = try text.find(.text, "No Results for \u{201C}kiwi\u{201D}")
        #expect(text.findAll(.img).contains { $0.properties["systemName"] == "magnifyingglass" })
    }

    @Test func aControlGroupHoldsItsButtons() throws {
        var count = 0
        let host = ViewHost(ControlGroup {
            Button("Minus") { count -= 1 }
            Button("Plus") { count += 1 }
        })
        let group = host.findAll(.group).first { $0.properties["boxStyle"] == "controlGroup" }
        #expect(group?.node.children.count == 2)
        try host.find(.button, "Plus").tap()
        #expect(count == 1)
    }

    @Test func aGaugeIsWhereTheValueSitsInItsRange() throws {
        let host = ViewHost(Gauges())
        let speed = try host.find(.progressbar, "Speed")
        #expect(speed.properties["value"] == "0.25")
        #expect(speed.properties["max"] == "1")
        #expect(speed.properties["gaugeStyle"] == "linear")
        #expect(speed.properties["gaugeFill"] == "25")
        #expect(speed.node.contentText.contains("30"))
        let battery = try host.find(.progressbar, "Battery")
        #expect(battery.properties["gaugeStyle"] == "circular")
        #expect(battery.properties["value"] == "0.5")
        #expect(try host.find(.progressbar, "Over").properties["value"] == "1")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func labelsHiddenKeepsTheNameButHidesTheText() throws {
        let host = ViewHost(Hidden(), idiom: .phone)
        let quiet = try host.find(.switch, "Quiet")
        #expect(quiet.node.children.first?.properties["visuallyHidden"] == "true")
        let volume = try host.find(.slider, "Volume")
        #expect(volume.node.children.first?.properties["visuallyHidden"] == "true")
        let airplane = try host.find(.switch, "Airplane")
        #expect(airplane.node.children.first?.properties["visuallyHidden"] == nil)
        #expect(host.findAll(.img).contains { $0.properties["systemName"] == "airplane" })
    }

    @Test func textFieldStyleReachesTheField() throws {
        let host = ViewHost(Hidden())
        #expect(try host.find(.textbox, "Name").properties["fieldStyle"] == "roundedBorder")
        #expect(try host.find(.textbox, "Plain").properties["fieldStyle"] == "plain")
        #expect(try host.find(.textbox, "Default").properties["fieldStyle"] == nil)
        #expect(host.rendererErrors.isEmpty)
    }
}
