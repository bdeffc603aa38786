import Foundation
import SwiftUI
import Testing
@testable import TrellisCore
import TrellisTesting

@Observable @MainActor final class TabModel {
    var selection = 1
}

private struct BoundTabs: View {
    @Bindable var model: TabModel
    var body: some View {
        TabView(selection: $model.selection) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
            Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
            Tab("Three", systemImage: "3.circle", value: 3) { Text("Third") }
        }
    }
}

/// Counts how often each tab's content body runs.
@MainActor final class BuildLog { var built: [String] = [] }

private struct CounterTab: View {
    let name: String
    let log: BuildLog
    @State private var count = 0
    @State private var text = ""
    var body: some View {
        let _ = log.built.append(name)
        VStack {
            Text("\(name) \(count)")
            Button("Add to \(name)") { count += 1 }
            TextField("Note in \(name)", text: $text)
        }
    }
}

private struct StatefulTabs: View {
    let log: BuildLog
    var body: some View {
        TabView {
            Tab("A", systemImage: "a.circle") { CounterTab(name: "A", log: log) }
            Tab("B", systemImage: "b.circle") { CounterTab(name: "B", log: log) }
            Tab("C", systemImage: "c.circle") { CounterTab(name: "C", log: log) }
        }
    }
}

private struct LegacyTabs: View {
    @State private var selection = 2
    var body: some View {
        TabView(selection: $selection) {
            Text("Inbox view").tabItem { Label("Inbox", systemImage: "tray") }.tag(1).badge(3)
            Text("Sent view").tabItem { Label("Sent", systemImage: "paperplane") }.tag(2)
        }
    }
}

private struct BigTabs: View {
    var body: some View {
        TabView {
            ForEach(0..<10) { i in
                Tab("Tab \(i)", systemImage: "list.bullet") {
                    List(0..<1000) { row in Text("Row \(row) of tab \(i)") }
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct TabSelectionTests {
    @Test func theBindingDrivesTheShownTabBothWays() throws {
        let model = TabModel()
        let host = ViewHost(BoundTabs(model: model), idiom: .phone, size: TabProbe.phone)
        #expect(TabProbe.selected(host) == ["One"])
        model.selection = 3
        #expect(TabProbe.selected(host) == ["Three"])
        #expect(TabProbe.visiblePanels(host) == ["Three"])
        try TabProbe.tab(host, "Two").tap()
        #expect(model.selection == 2)
        #expect(TabProbe.visiblePanels(host) == ["Two"])
    }

    @Test func aValueNoTabHasSelectsNothingAndIsReportedOnce() throws {
        let model = TabModel()
        let host = ViewHost(BoundTabs(model: model), idiom: .phone, size: TabProbe.phone)
        let before = RuntimeIssue.reported.count
        model.selection = 42
        #expect(TabProbe.selected(host).isEmpty)
        #expect(TabProbe.visiblePanels(host).isEmpty)
        let reports = RuntimeIssue.reported[before...].filter { $0.contains("no tab has the selection value 42") }
        #expect(!reports.isEmpty)
        try TabProbe.tab(host, "One").tap()
        #expect(model.selection == 1)
    }

    @Test func aTabIsBuiltWhenFirstShownAndKeepsItsStateWhileHidden() throws {
        let log = BuildLog()
        let host = ViewHost(StatefulTabs(log: log), idiom: .mac)
        #expect(log.built == ["A"])
        #expect(TabProbe.panels(host) == ["A"])
        try host.find(.button, "Add to A").tap()
        try host.find(.textbox, "Note in A").type("draft")

        try TabProbe.tab(host, "B").tap()
        #expect(TabProbe.panels(host) == ["A", "B"])
        #expect(TabProbe.visiblePanels(host) == ["B"])
        #expect(log.built.filter { $0 == "C" }.isEmpty)

        try TabProbe.tab(host, "A").tap()
        _ = try host.find(.text, "A 1")
        #expect(try host.find(.textbox, "Note in A").properties["value"] == "draft")
    }

    @Test func switchingCostsWhatChangedNotTheHiddenTabs() throws {
        let host = ViewHost(BigTabs(), idiom: .mac)
        for i in 1..<10 { try TabProbe.tab(host, "Tab \(i)").tap() }
        try TabProbe.tab(host, "Tab 0").tap()
        host.resetStats()
        try TabProbe.tab(host, "Tab 5").tap()
        // Two tabs' selected flags and two panels' hidden flags.
        #expect(host.stats.hostChanges <= 6, "\(host.stats)")
        #expect(host.stats.bodiesEvaluated <= 2, "\(host.stats)")
    }

    @Test func arrowKeysMoveBetweenTabs() throws {
        let host = ViewHost(PlainTabs(), idiom: .mac)
        try TabProbe.tab(host, "One").send(.key("ArrowRight", modifiers: []))
        #expect(TabProbe.selected(host) == ["Two"])
        try TabProbe.tab(host, "Two").send(.key("End", modifiers: []))
        #expect(TabProbe.selected(host) == ["Three"])
        try TabProbe.tab(host, "Three").send(.key("ArrowRight", modifiers: []))
        #expect(TabProbe.selected(host) == ["One"])
        try TabProbe.tab(host, "One").send(.key("ArrowLeft", modifiers: []))
        #expect(TabProbe.selected(host) == ["Three"])
    }

    @Test func theBrowserCannotSendTabsOtherEvents() throws {
        let host = ViewHost(PlainTabs(), idiom: .mac)
        #expect(throws: ViewHostError.self) { try TabProbe.tab(host, "One").send(.setText("x")) }
        #expect(throws: ViewHostError.self) { try TabProbe.tab(host, "One").send(.select(99)) }
    }

    @Test func legacyTabItemsAndTagsWork() throws {
        let host = ViewHost(LegacyTabs(), idiom: .phone, size: TabProbe.phone)
        #expect(TabProbe.tabs(host) == ["Inbox", "Sent"])
        #expect(TabProbe.selected(host) == ["Sent"])
        #expect(try TabProbe.tab(host, "Inbox").properties["badge"] == "3")
        try TabProbe.tab(host, "Inbox").tap()
        _ = try host.find(.text, "Inbox view")
        #expect(TabProbe.visiblePanels(host) == ["Inbox"])
    }

    @Test func buildersTakeConditionsGroupsAndCustomContent() throws {
        struct Extra: TabContent {
            var body: some TabContent<Int> {
                Tab("Extra", systemImage: "plus", value: 9) { Text("Extra") }
            }
        }
        struct Built: View {
            @State var selection = 0
            let flag: Bool
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Zero", systemImage: "0.circle", value: 0) { Text("Zero") }
                    if flag {
                        Tab("Yes", systemImage: "checkmark", value: 1) { Text("Yes") }
                    } else {
                        Tab("No", systemImage: "xmark", value: 2) { Text("No") }
                    }
                    Group {
                        Tab("G1", systemImage: "g.circle", value: 3) { Text("G1") }
                        Tab("G2", systemImage: "g.circle", value: 4) { Text("G2") }.hidden()
                    }
                    Extra()
                    if #available(iOS 18, macOS 15, *) {
                        Tab("New", systemImage: "sparkles", value: 5) { Text("New") }.badge(2)
                    }
                }
            }
        }
        #expect(TabProbe.tabs(ViewHost(Built(flag: true), idiom: .pad)) == ["Zero", "Yes", "G1", "Extra", "New"])
        #expect(TabProbe.tabs(ViewHost(Built(flag: false), idiom: .pad)) == ["Zero", "No", "G1", "Extra", "New"])
    }
}
