import Observation
import SwiftUI
import Testing
@testable import TrellisGraph
@testable import TrellisTesting

/// An event (a click, a key, new sizes) changes state and then settles the graph itself, in the same
/// turn of the main actor: its patch is out when the event's delivery returns, and nothing is left
/// posted to the main queue for later. A change from anywhere else (a model written by a task, a
/// timer) still posts one flush to the main queue, however many changes it makes.
@MainActor
@Suite struct EventBatchingTests {
    @Observable final class Model {
        var count = 0
    }

    private struct Counter: View {
        let model: Model
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                Text("Model \(model.count)")
                Button("Tap") { taps += 1 }
                Button("Tap twice") {
                    taps += 1
                    model.count += 1
                }
            }
        }
    }

    /// One change or two (a `@State` and an `@Observable` property), the tap is one patch.
    @Test(arguments: [("Tap", ["Taps 1", "Model 0"]), ("Tap twice", ["Taps 1", "Model 1"])])
    func aTapIsOnePatchWhenItsDeliveryReturnsAndPostsNothing(button: String, shown: [String]) throws {
        let host = ViewHost(Counter(model: Model()))
        let before = host.updates.count, posted = host.graph.stats.postedFlushes
        try host.find(.button, button).tap()
        #expect(host.updates.count == before + 1)
        #expect(host.graph.stats.postedFlushes == posted)
        for text in shown { _ = try host.find(.text, text) }
    }

    @Test func aChangeOutsideAnEventPostsOneFlush() throws {
        let model = Model()
        let host = ViewHost(Counter(model: model))
        let before = host.updates.count, posted = host.graph.stats.postedFlushes
        model.count = 5
        model.count = 6
        #expect(host.graph.stats.postedFlushes == posted + 1)
        #expect(host.updates.count == before)
        host.update()
        #expect(host.updates.count == before + 1)
        _ = try host.find(.text, "Model 6")
    }

    @Test func anEventForAnElementThatIsGoneChangesNothingAndPostsNothing() throws {
        let host = ViewHost(Counter(model: Model()))
        let before = host.updates.count, posted = host.graph.stats.postedFlushes
        #expect(throws: GraphEventError.self) { try host.graph.dispatch(.activate, to: HostElementID(999_999)) }
        #expect(host.updates.count == before)
        #expect(host.graph.stats.postedFlushes == posted)
    }
}
