import Observation
import SwiftUI
import Testing
@testable import TrellisGraph
@testable import TrellisTesting

/// A host that frees removed views later (the web server) also has a large clear or replacement
/// walked when it frees them, not before its patch. The patch is the same one operation; until the
/// walk the removed rows neither update nor take events; then their disappear actions run and
/// their elements are forgotten.
@MainActor
@Suite struct DeferredUnmountTests {
    final class Log {
        var disappeared = 0
        var taps = 0
    }

    @Observable final class Model {
        var items = Array(0..<100)
        var tick = 0
    }

    /// Reads the model in its own body: a node inside a row, below the row's root.
    private struct Tick: View {
        let model: Model
        var body: some View { Text("Tick \(model.tick)") }
    }

    private struct Rows: View {
        let model: Model
        let log: Log
        var body: some View {
            VStack {
                Button("Clear") { model.items = [] }
                Button("Remove ten") { model.items.removeLast(10) }
                // The rows alone in their stack, so a clear is one removeChildren.
                VStack {
                    ForEach(model.items, id: \.self) { item in
                        HStack {
                            Button("Item \(item)") { log.taps += 1 }
                            Tick(model: model)
                        }
                        .onDisappear { log.disappeared += 1 }
                    }
                }
            }
        }
    }

    /// Row 5 is a button with a keyboard shortcut, inside the row's `if`.
    private struct ShortcutRows: View {
        let model: Model
        let log: Log
        var body: some View {
            VStack {
                Button("Clear") { model.items = [] }
                VStack {
                    ForEach(model.items, id: \.self) { item in
                        if item == 5 {
                            Button("Item \(item)") { log.taps += 1 }.keyboardShortcut("k", modifiers: .command)
                        } else {
                            Text("Item \(item)")
                        }
                    }
                }
            }
        }
    }

    private func changeKinds(_ host: ViewHost) -> [String] {
        (host.updates.last?.changes ?? []).map { "\($0)".prefix { $0 != "(" }.description }
    }

    private func host(defers: Bool) -> (Model, Log, ViewHost) {
        let model = Model(), log = Log()
        let host = ViewHost(Rows(model: model, log: log))
        if defers { host.graph.onRetiredNodes = {} }
        return (model, log, host)
    }

    @Test func aClearForADeferringHostIsOnePatchAndTheRowsAreWalkedAfterIt() throws {
        let (model, log, host) = host(defers: true)
        let gone = try host.find(.button, "Item 7").id
        let updates = host.updates.count
        try host.find(.button, "Clear").tap()
        #expect(host.updates.count == updates + 1)
        #expect(changeKinds(host) == ["removeChildren"])
        // Not walked yet: no disappear action has run, and the removed rows take no events…
        #expect(log.disappeared == 0)
        #expect(throws: GraphEventError.unknownElement(gone)) { try host.graph.dispatch(.activate, to: gone) }
        #expect(log.taps == 0)
        // …nor update: a model their rows read changes, and nothing is sent for them.
        let sent = host.updates.count
        model.tick += 1
        host.graph.flush()
        #expect(host.updates.count == sent)
        // The host frees them: every row's disappear action, and its elements forgotten.
        host.graph.releaseRetiredNodes()
        #expect(log.disappeared == 100)
        #expect(host.graph.elementNodes[gone] == nil)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aRemovedRowsShortcutAndFocusAreGoneBeforeItsWalk() throws {
        let model = Model(), log = Log()
        let host = ViewHost(ShortcutRows(model: model, log: log))
        host.graph.onRetiredNodes = {}
        try host.pressKey("k", modifiers: ["command"])
        #expect(log.taps == 1)
        let button = try host.find(.button, "Item 5").id
        try host.find(.button, "Clear").tap()
        // Not walked yet, but its shortcut no longer triggers, and the page reporting that the
        // removed button lost focus is expected, not an error.
        try host.pressKey("k", modifiers: ["command"])
        #expect(log.taps == 1)
        try host.graph.dispatch(.focus(false), to: button)
        host.graph.releaseRetiredNodes()
        try host.pressKey("k", modifiers: ["command"])
        #expect(log.taps == 1)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func theNextLargeRemovalWalksTheBatchBeforeIt() throws {
        let (model, log, host) = host(defers: true)
        try host.find(.button, "Clear").tap()
        model.items = Array(200..<300)
        host.graph.flush()
        #expect(log.disappeared == 0)
        try host.find(.button, "Clear").tap()
        // The first hundred go now (walked, then freed); the second wait for the host.
        #expect(log.disappeared == 100)
        host.graph.releaseRetiredNodes()
        #expect(log.disappeared == 200)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aHostReleasesInStepsWalkingBeforeFreeing() throws {
        let (_, log, host) = host(defers: true)
        try host.find(.button, "Clear").tap()
        var steps = 0
        while host.graph.releaseRetiredNodes(upTo: 30) {
            steps += 1
            // Walked 30 rows a step: 30, 60, 90, then the last 10 with 20 rows freed.
            #expect(log.disappeared == min(100, 30 * steps))
        }
        // 4 steps to walk, then 80 more rows freed 30 at a time: the call that frees the last says so.
        #expect(steps == 6)
        #expect(log.disappeared == 100)
        #expect(!host.graph.releaseRetiredNodes(upTo: 30))
    }

    @Test func withoutADeferringHostAClearIsWalkedAtOnce() throws {
        let (_, log, host) = host(defers: false)
        try host.find(.button, "Clear").tap()
        #expect(changeKinds(host) == ["removeChildren"])
        #expect(log.disappeared == 100)
    }

    @Test func aFewRowsRemovedAreWalkedAtOnceEvenForADeferringHost() throws {
        let (_, log, host) = host(defers: true)
        try host.find(.button, "Remove ten").tap()
        #expect(log.disappeared == 10)
        _ = try host.find(.button, "Item 89")
    }

    @Test func tearingDownWalksWhatWasLeft() throws {
        let (_, log, host) = host(defers: true)
        try host.find(.button, "Clear").tap()
        #expect(log.disappeared == 0)
        host.graph.tearDown()
        #expect(log.disappeared == 100)
    }
}
