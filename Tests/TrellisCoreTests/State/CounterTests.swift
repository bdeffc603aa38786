import SwiftUI
import Testing
import TrellisTesting

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

private struct Parent: View {
    @State private var generation = 0
    @State private var resetID = 0
    var body: some View {
        VStack {
            Text("Generation \(generation)")
            Button("Rebuild parent") { generation += 1 }
            Button("Reset counter") { resetID += 1 }
            Counter().id(resetID)
        }
    }
}

@MainActor
@Suite struct CounterTests {
    @Test func tapUpdatesTheText() throws {
        let host = ViewHost(Counter())
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              generic layout=vstack
                text "Count: 0"
                button "Increment" style=bordered
                  text "Increment"
            """)
        try host.find(.button, "Increment").tap()
        _ = try host.find(.text, "Count: 1")
        try host.find(.button, "Increment").tap()
        _ = try host.find(.text, "Count: 2")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func tapChangesOnlyTheTextThatReadTheState() throws {
        let host = ViewHost(Counter())
        host.resetStats()
        try host.find(.button, "Increment").tap()
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.hostChanges == 1)
        #expect(host.updates.last?.changes.count == 1)
    }

    @Test func stateSurvivesParentReevaluation() throws {
        let host = ViewHost(Parent())
        try host.find(.button, "Increment").tap()
        try host.find(.button, "Increment").tap()
        try host.find(.button, "Rebuild parent").tap()
        _ = try host.find(.text, "Generation 1")
        _ = try host.find(.text, "Count: 2")
    }

    @Test func stateResetsWhenTheIDChanges() throws {
        let host = ViewHost(Parent())
        try host.find(.button, "Increment").tap()
        _ = try host.find(.text, "Count: 1")
        try host.find(.button, "Reset counter").tap()
        _ = try host.find(.text, "Count: 0")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func findListsNearMissesWhenNothingMatches() throws {
        let host = ViewHost(Counter())
        #expect {
            try host.find(.button, "Decrement")
        } throws: { error in
            String(describing: error).contains("button \"Increment\"")
        }
    }
}
