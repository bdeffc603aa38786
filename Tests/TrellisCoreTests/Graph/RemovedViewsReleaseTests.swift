import Observation
import SwiftUI
import Testing
@testable import TrellisGraph

/// A host may ask the graph to keep what removed views held until it says so (the web server waits
/// until the page has painted the patch). The views still disappear when they go; only the freeing
/// waits, and never for more than one transaction's removals.
@MainActor
@Suite(.serialized) struct RemovedViewsReleaseTests {
    /// Made on appear into a row's `@State`: alive exactly as long as the row's node.
    final class Token {
        nonisolated(unsafe) static var alive = 0
        init() { Token.alive += 1 }
        deinit { Token.alive -= 1 }
    }

    @Observable final class Model {
        var rows: [Int] = [1, 2, 3]
    }

    private struct Row: View {
        let id: Int
        let log: Log
        @State private var token: Token?
        var body: some View {
            Text("Row \(id)")
                .onAppear { token = Token() }
                .onDisappear { log.disappeared.append(id) }
        }
    }

    final class Log { var disappeared: [Int] = [] }

    private struct Rows: View {
        let model: Model
        let log: Log
        var body: some View {
            VStack { ForEach(model.rows, id: \.self) { Row(id: $0, log: log) } }
        }
    }

    /// A window of three rows, each holding a token; `defers`: the graph holds removed rows for a host.
    private func rows(defers: Bool = false) -> (model: Model, log: Log, window: HostWindow) {
        Token.alive = 0
        let model = Model(), log = Log()
        let window = HostWindow(content: Rows(model: model, log: log), title: "Window", menus: [], idiom: .mac, width: 1024, height: 768)
        if defers { window.graph.onRetiredNodes = {} }
        return (model, log, window)
    }

    /// Sets the rows and settles the graph.
    private func show(_ rows: [Int], in window: HostWindow, _ model: Model) {
        model.rows = rows
        window.graph.flush()
    }

    @Test func withoutAHostThatDefersRemovedRowsAreFreedAfterTheirPatch() {
        let (model, log, window) = rows()
        #expect(Token.alive == 3)
        show([1], in: window, model)
        #expect(log.disappeared.sorted() == [2, 3])
        #expect(Token.alive == 1)
        window.close()
    }

    @Test func aDeferringHostKeepsRemovedRowsUntilItReleasesThem() {
        let (model, log, window) = rows()
        var asked = 0
        window.graph.onRetiredNodes = { asked += 1 }
        show([1], in: window, model)
        // Gone from the page and told so, but their state is still in memory.
        #expect(log.disappeared.sorted() == [2, 3])
        #expect(asked == 1)
        #expect(Token.alive == 3)
        window.graph.releaseRetiredNodes()
        #expect(Token.alive == 1)
        window.close()
    }

    @Test func aLaterRemovalFreesTheBatchBeforeIt() {
        let (model, _, window) = rows(defers: true)
        show([1, 2], in: window, model)
        #expect(Token.alive == 3)
        show([1], in: window, model)
        // Row 3 (the first batch) is freed; row 2 (this batch) waits.
        #expect(Token.alive == 2)
        // An update that removes nothing keeps the batch held.
        show([1, 4], in: window, model)
        #expect(Token.alive == 3)
        window.graph.releaseRetiredNodes()
        #expect(Token.alive == 2)
        window.close()
    }

    @Test func closingTheWindowFreesWhatItHeld() {
        do {
            let (model, _, window) = rows(defers: true)
            show([], in: window, model)
            #expect(Token.alive == 3)
            window.close()
        }
        #expect(Token.alive == 0)
    }
}
