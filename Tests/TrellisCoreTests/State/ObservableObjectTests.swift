import Combine
import SwiftUI
import Testing
import TrellisCore
import TrellisTesting

// `ObservableObject` with `@StateObject`, `@ObservedObject`, `@EnvironmentObject`
// and `onReceive`: objects live as long as their view's identity, and a change
// re-evaluates only the views that hold the object, once per transaction.

private final class Counter: ObservableObject {
    @MainActor static var made = 0
    @Published var count = 0
    @Published var label = "Taps"
    @MainActor init() { Counter.made += 1 }
}

private struct CounterView: View {
    @StateObject private var counter = Counter()
    var body: some View {
        VStack {
            Text("\(counter.label): \(counter.count)")
            Button("Increment") { counter.count += 1 }
        }
    }
}

private struct Parent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("Generation \(generation)")
            Button("Rebuild parent") { generation += 1 }
            CounterView()
        }
    }
}

private final class Score: ObservableObject {
    @Published var points = 0
    @Published var name: String
    init(name: String) { self.name = name }
}

private struct ScoreView: View {
    @ObservedObject var score: Score
    var body: some View { Text("\(score.name) \(score.points)") }
}

private struct Plain: View {
    var body: some View { Text("Plain") }
}

private struct Board: View {
    let home: Score
    let away: Score
    var body: some View {
        VStack {
            ScoreView(score: home)
            ScoreView(score: away)
            Plain()
        }
    }
}

private struct NameEditor: View {
    @ObservedObject var score: Score
    var body: some View {
        VStack {
            TextField("Name", text: $score.name)
            Text("Hello \(score.name)")
        }
    }
}

private final class Store: ObservableObject {
    @Published var items = ["Milk"]
}

private struct ItemCount: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("\(store.items.count) items") }
}

private struct AddButton: View {
    @EnvironmentObject var store: Store
    var body: some View { Button("Add") { store.items.append("Eggs") } }
}

private struct StoreRoot: View {
    @StateObject private var store = Store()
    var body: some View {
        VStack {
            ItemCount()
            AddButton()
        }
        .environmentObject(store)
    }
}

@MainActor private final class Log {
    var values: [Int] = []
}

private struct Receiver: View {
    let subject: PassthroughSubject<Int, Never>
    let log: Log
    @State private var received: [Int] = []
    var body: some View {
        Text("Received \(received.map(String.init).joined(separator: ","))")
            .onReceive(subject) { value in
                log.values.append(value)
                received.append(value)
            }
    }
}

private struct ReceiverHost: View {
    let subject: PassthroughSubject<Int, Never>
    let log: Log
    @State private var showing = true
    var body: some View {
        VStack {
            Button("Hide") { showing = false }
            if showing { Receiver(subject: subject, log: log) }
        }
    }
}

private struct JustReceiver: View {
    @State private var value = "none"
    var body: some View {
        Text("Value \(value)").onReceive(Just("first")) { value = $0 }
    }
}

/// Swift 6 apps often isolate their stores to the main actor.
@MainActor private final class Session: ObservableObject {
    @Published var user = "guest"
}

private struct SessionView: View {
    @StateObject private var session = Session()
    var body: some View {
        VStack {
            Text("Signed in as \(session.user)")
            Button("Sign in") { session.user = "ada" }
        }
    }
}

private struct StoreApp: App {
    let store = Store()
    var body: some Scene {
        WindowGroup { ItemCount() }
            .environmentObject(store)
    }
}

@MainActor
@Suite struct ObservableObjectTests {
    @Test func stateObjectSurvivesParentReevaluation() throws {
        Counter.made = 0
        let host = ViewHost(Parent())
        try host.find(.button, "Increment").tap()
        try host.find(.button, "Increment").tap()
        _ = try host.find(.text, "Taps: 2")
        try host.find(.button, "Rebuild parent").tap()
        _ = try host.find(.text, "Generation 1")
        _ = try host.find(.text, "Taps: 2")
        #expect(Counter.made == 1)
    }

    @Test func aPublishedChangeReevaluatesOnlyItsReadersOncePerTransaction() throws {
        let home = Score(name: "Home"), away = Score(name: "Away")
        let host = ViewHost(Board(home: home, away: away))
        host.resetStats()
        home.points = 3
        home.name = "Hosts"
        home.points = 4
        host.update()
        _ = try host.find(.text, "Hosts 4")
        _ = try host.find(.text, "Away 0")
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.updates == 1)
    }

    @Test func aViewThatHoldsButDoesNotReadIsStillInvalidated() throws {
        struct Holder: View {
            @ObservedObject var score: Score
            @MainActor static var evaluations = 0
            var body: some View {
                Holder.evaluations += 1
                return Text("Holder")
            }
        }
        let score = Score(name: "X")
        Holder.evaluations = 0
        let host = ViewHost(Holder(score: score))
        score.points += 1
        host.update()
        #expect(Holder.evaluations == 2)
    }

    @Test func bindingsFromTheProjectedValueWriteTheObject() throws {
        let score = Score(name: "Ada")
        let host = ViewHost(NameEditor(score: score))
        try host.find(.textbox, "Name").type("Grace")
        #expect(score.name == "Grace")
        _ = try host.find(.text, "Hello Grace")
    }

    @Test func environmentObjectsReachDescendantsAndUpdateThem() throws {
        let host = ViewHost(StoreRoot())
        _ = try host.find(.text, "1 items")
        host.resetStats()
        try host.find(.button, "Add").tap()
        _ = try host.find(.text, "2 items")
        // ItemCount and AddButton hold the store; StoreRoot holds it too.
        #expect(host.stats.bodiesEvaluated == 3)
    }

    @Test func onReceiveRunsTheActionForEachValueUntilTheViewGoes() throws {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        let host = ViewHost(ReceiverHost(subject: subject, log: log))
        subject.send(1)
        subject.send(2)
        _ = try host.find(.text, "Received 1,2")
        try host.find(.button, "Hide").tap()
        #expect(host.findAll(.text, "Received").isEmpty)
        // The subscription went with the view.
        subject.send(3)
        host.update()
        #expect(log.values == [1, 2])
    }

    @Test func onReceiveDeliversAValuePublishedOnSubscription() throws {
        let host = ViewHost(JustReceiver())
        _ = try host.find(.text, "Value first")
    }

    @Test func aSceneSuppliesEnvironmentObjectsToItsWindows() throws {
        let app = StoreApp()
        let store = app.store
        let scenes = SceneDescription(app.body)
        let content = try #require(scenes.makeContent)
        let host = ViewHost(AnyView(erasing: content()))
        _ = try host.find(.text, "1 items")
        store.items.append("Tea")
        _ = try host.find(.text, "2 items")
    }

    @Test func aMissingEnvironmentObjectStopsWithTheTypeName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewHost(ItemCount()) }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("No ObservableObject of type Store found"))
    }

    @Test func aMainActorStoreWorksAsAStateObject() throws {
        let host = ViewHost(SessionView())
        try host.find(.button, "Sign in").tap()
        _ = try host.find(.text, "Signed in as ada")
    }
}
