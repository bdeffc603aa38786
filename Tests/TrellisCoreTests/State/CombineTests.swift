import Combine
import Foundation
import Testing

// `import Combine` on Linux: the spellings apps use behave as on Apple's systems.

private final class Thermostat: ObservableObject {
    @Published var celsius = 20.0
    @Published var fahrenheit = 68.0

    init() {
        $celsius.map { $0 * 9 / 5 + 32 }.assign(to: &$fahrenheit)
    }
}

private extension Notification.Name {
    static let trellisTestPing = Notification.Name("TrellisTestPing")
}

@Suite struct CombineTests {
    @Test func publishedPropertiesFeedEachOtherAndAnnounceChanges() {
        let thermostat = Thermostat()
        var announcements = 0
        let cancellable = thermostat.objectWillChange.sink { announcements += 1 }
        thermostat.celsius = 100
        #expect(thermostat.fahrenheit == 212)
        // celsius, then fahrenheit through the assign.
        #expect(announcements == 2)
        cancellable.cancel()
    }

    @Test func notificationCenterPublishesPostedNotifications() {
        var received: [String] = []
        let cancellable = NotificationCenter.default.publisher(for: .trellisTestPing)
            .compactMap { $0.object as? String }
            .sink { received.append($0) }
        NotificationCenter.default.post(name: .trellisTestPing, object: "one")
        NotificationCenter.default.post(name: .trellisTestPing, object: "two")
        #expect(received == ["one", "two"])
        cancellable.cancel()
    }

    @Test @MainActor func receiveOnTheMainQueueDeliversThere() async {
        // Not Sendable (nor is Apple's): sent from another queue on purpose.
        nonisolated(unsafe) let subject = PassthroughSubject<Int, Never>()
        var cancellable: AnyCancellable?
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            cancellable = subject
                .receive(on: DispatchQueue.main)
                .sink { value in
                    dispatchPrecondition(condition: .onQueue(.main))
                    continuation.resume(returning: value)
                }
            DispatchQueue.global().async { subject.send(42) }
        }
        #expect(value == 42)
        cancellable?.cancel()
    }

    @Test func justAndCurrentValueSubjectDeliverOnSubscription() {
        var values: [String] = []
        let status = CurrentValueSubject<String, Never>("idle")
        let a = Just("ready").assign(to: \.value, on: status)
        let b = status.sink { values.append($0) }
        status.send("busy")
        #expect(values == ["ready", "busy"])
        a.cancel()
        b.cancel()
    }
}
