import Combine
import Foundation

/// A model that imports Combine itself, as many do: subjects, `assign`, `receive(on:)`,
/// notifications and timers, spelled as on Apple's systems.
final class Clock: ObservableObject {
    @Published var now = Date()
    @Published var ticks = 0
    let events = PassthroughSubject<String, Never>()
    let status = CurrentValueSubject<String, Never>("idle")

    private var cancellables: Set<AnyCancellable> = []
    private var timer: AnyCancellable?

    init() {
        Just("ready")
            .assign(to: \.value, on: status)
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .clockDidReset)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.ticks = 0 }
            .store(in: &cancellables)
        events
            .map { $0.uppercased() }
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.status.send($0) }
            .store(in: &cancellables)
    }

    func start(every interval: TimeInterval) {
        timer = Timer.publish(every: interval, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] date in
                self?.now = date
                self?.ticks += 1
            }
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }
}

extension Notification.Name {
    static let clockDidReset = Notification.Name("ClockDidReset")
}
