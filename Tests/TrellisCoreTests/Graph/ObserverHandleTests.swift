import Observation
import SwiftUI
import Testing
@testable import TrellisGraph
@testable import TrellisTesting

/// What a view read keeps a handle to its node, not the node: an `@Observable` property or a
/// `@State` value that changes after the view is gone finds the handle empty and does nothing.
@MainActor
@Suite struct ObserverHandleTests {
    @Observable final class Model {
        var showsDetail = true
        var detail = "first"
        var rows = [1, 2, 3]
        var highlighted = 0
    }

    private struct Detail: View {
        let model: Model
        var body: some View { Text("Detail: \(model.detail)") }
    }

    private struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                if model.showsDetail { Detail(model: model) }
                Text("Screen")
            }
        }
    }

    @Test func aChangeAfterTheReaderIsGoneDoesNothing() throws {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        _ = try host.find(.text, "Detail: first")
        model.showsDetail = false
        host.update()
        #expect(throws: (any Error).self) { try host.find(.text, "Detail: first") }
        let updates = host.updates.count
        // The removed `Detail` read `detail`: Observation still holds its callback, whose handle
        // no longer names a node.
        model.detail = "second"
        host.update()
        #expect(host.updates.count == updates)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aReaderThatStaysIsStillInvalidated() throws {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        model.detail = "second"
        host.update()
        _ = try host.find(.text, "Detail: second")
        model.detail = "third"
        host.update()
        _ = try host.find(.text, "Detail: third")
    }

    private struct Row: View {
        let id: Int
        let model: Model
        @State private var taps = 0
        var body: some View {
            Button("Row \(id) tapped \(taps)\(model.highlighted == id ? " *" : "")") { taps += 1 }
        }
    }

    private struct Rows: View {
        let model: Model
        var body: some View {
            VStack { ForEach(model.rows, id: \.self) { Row(id: $0, model: model) } }
        }
    }

    @Test func rowsThatReadStateAndAModelKeepWorkingAfterOthersAreRemoved() throws {
        let model = Model()
        let host = ViewHost(Rows(model: model))
        try host.find(.button, "Row 2 tapped 0").tap()
        model.rows = [2]
        host.update()
        model.highlighted = 1
        host.update()
        try host.find(.button, "Row 2 tapped 1").tap()
        model.highlighted = 2
        host.update()
        _ = try host.find(.button, "Row 2 tapped 2 *")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aNodeThatReadSomethingHasAHandleNamingIt() throws {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        var named = 0
        var visit: [Node] = [host.graph.root]
        while let node = visit.popLast() {
            visit += node.children
            if !node.sources.isEmpty || node.observationGeneration > 0 {
                #expect(node.handle.observer === node)
                named += 1
            }
        }
        #expect(named > 0)
    }
}
