import Foundation

/// The app's store, shared through the environment.
final class ReminderStore: ObservableObject {
    @Published var reminders: [Reminder]
    @Published var filter = ""
    @Published private(set) var lastSaved: Date?

    private var cancellables = Set<AnyCancellable>()

    init(reminders: [Reminder] = ReminderStore.samples) {
        self.reminders = reminders
        // Save a moment after the last change, on the main queue.
        $reminders
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [weak self] _ in self?.lastSaved = Date() }
            .store(in: &cancellables)
    }

    var visible: [Reminder] {
        filter.isEmpty ? reminders : reminders.filter { $0.title.localizedCaseInsensitiveContains(filter) }
    }

    func add(_ title: String) {
        reminders.append(Reminder(title: title))
    }

    func delete(_ reminder: Reminder) {
        reminders.removeAll { $0.id == reminder.id }
    }

    func toggle(_ reminder: Reminder) {
        guard let index = reminders.firstIndex(where: { $0.id == reminder.id }) else { return }
        reminders[index].isDone.toggle()
    }

    static let samples = [
        Reminder(title: "Buy milk"),
        Reminder(title: "Call the bank"),
        Reminder(title: "Water the plants", isDone: true),
    ]
}
