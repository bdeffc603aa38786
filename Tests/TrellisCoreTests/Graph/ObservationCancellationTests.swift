import Observation
import SwiftUI
import Testing
@testable import TrellisGraph
@testable import TrellisTesting

/// A view's `@Observable` registrations don't pile up in a model that lives on: a body evaluated
/// again cancels the registration its last evaluation left, and so does a removed view whose
/// type's registrations were seen to outlive its views.
@MainActor
@Suite struct ObservationCancellationTests {
    @Observable final class Model {
        var title = "A"
        var rows: [RowModel] = (1...3).map { RowModel(label: "Row \($0)") }
    }

    @Observable final class RowModel {
        var label: String
        init(label: String) { self.label = label }
    }

    /// Reads the model, and is evaluated again by its own state.
    private struct Counter: View {
        let model: Model
        @State private var taps = 0
        var body: some View { Button("\(model.title) \(taps)") { taps += 1 } }
    }

    @Test func aViewTappedManyTimesKeepsAtMostTwoRegistrations() throws {
        let model = Model()
        let host = ViewHost(Counter(model: model))
        for taps in 0..<200 { try host.find(.button, "A \(taps)").tap() }
        host.graph.resetStats()
        model.title = "B"
        host.update()
        _ = try host.find(.button, "B 200")
        // The current registration, and the first stale one (left before the node had a key).
        // Without cancelling: 201 callbacks, one per evaluation.
        #expect(host.graph.stats.observationCallbacks <= 2)

        // Still observed after cancelling, tapped or not.
        try host.find(.button, "B 200").tap()
        model.title = "C"
        host.update()
        _ = try host.find(.button, "C 201")
        #expect(host.rendererErrors.isEmpty)
    }

    /// Shown and hidden by a button; reads a property that never changes while it comes and goes.
    private struct Detail: View {
        let model: Model
        var body: some View { Text("Detail of \(model.title)") }
    }

    private struct Screen: View {
        let model: Model
        @State private var showsDetail = true
        var body: some View {
            VStack {
                Button(showsDetail ? "Hide" : "Show") { showsDetail.toggle() }
                if showsDetail { Detail(model: model) }
            }
        }
    }

    /// A handle held weakly: it outlives its node only while a registration holds it.
    private struct WeakHandle {
        weak var handle: ObserverHandle?
    }

    /// The handle of the mounted node whose view is a `V`, if there is one.
    private func mountedHandle<V: View>(of type: V.Type, in host: ViewHost) -> WeakHandle? {
        var visit: [Node] = [host.graph.root]
        while let node = visit.popLast() {
            // The type itself: `is` would also find the `Optional` around it.
            if node.isMounted, node.viewType == ObjectIdentifier(V.self) { return WeakHandle(handle: node.handle) }
            visit += node.children
        }
        return nil
    }

    @Test func aRemovedViewsRegistrationIsCancelledOnceItsTypeIsSeenToOutliveIt() throws {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        // Each `Detail` node's registration retains its handle: a handle that outlives its node
        // is a registration Observation still holds.
        var handles: [WeakHandle] = []
        for _ in 0..<50 {
            handles.append(try #require(mountedHandle(of: Detail.self, in: host)))
            try host.find(.button, "Hide").tap()
            try host.find(.button, "Show").tap()
        }
        #expect(ObservationCanceller.shared.givesKeys(to: Detail.self))
        // The first one taught the graph that `Detail`'s registrations outlive it.
        #expect(handles.dropFirst().allSatisfy { $0.handle == nil })
        // The one showing now is still observed.
        model.title = "B"
        host.update()
        _ = try host.find(.text, "Detail of B")
    }

    private struct Row: View {
        let row: RowModel
        var body: some View { Text(row.label) }
    }

    private struct Rows: View {
        let model: Model
        var body: some View {
            VStack { ForEach(model.rows, id: \.label) { Row(row: $0) } }
        }
    }

    @Test func rowsWhoseModelsGoWithThemReadNoKey() throws {
        let model = Model()
        let host = ViewHost(Rows(model: model))
        let first = try #require(mountedHandle(of: Row.self, in: host))
        model.rows = []
        host.update()
        // The rows' registrations went with their models: nothing to cancel, now or later.
        #expect(first.handle == nil)
        #expect(!ObservationCanceller.shared.givesKeys(to: Row.self))
        model.rows = [RowModel(label: "New")]
        host.update()
        model.rows[0].label = "Renamed"
        host.update()
        _ = try host.find(.text, "Renamed")
    }

    private struct Plain: View {
        @State private var taps = 0
        var body: some View { Button("Plain \(taps)") { taps += 1 } }
    }

    @Test func aBodyThatReadsNoModelNeedsNoKey() throws {
        let host = ViewHost(Plain())
        for taps in 0..<3 { try host.find(.button, "Plain \(taps)").tap() }
        var visit: [Node] = [host.graph.root]
        while let node = visit.popLast() {
            visit += node.children
            guard node.viewType == ObjectIdentifier(Plain.self) else { continue }
            #expect(!node.hasLiveObservation)
            #expect(node.state(ObservationKey.self) == nil)
        }
    }
}
