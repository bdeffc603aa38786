import SwiftUI

struct RemindersView: View {
    @EnvironmentObject var store: ReminderStore
    @StateObject private var clock = Clock()
    @State private var preferences = Preferences()
    @State private var newTitle = ""
    @State private var secondsOpen = 0
    @State private var lastEvent = "none"

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            List {
                Section("Add") {
                    HStack {
                        TextField("New reminder", text: $newTitle)
                        Button("Add") {
                            store.add(newTitle)
                            newTitle = ""
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }
                Section("Reminders") {
                    ForEach(store.visible) { reminder in
                        if preferences.showCompleted || !reminder.isDone {
                            ReminderRow(reminder: reminder)
                        }
                    }
                }
                Section("Status") {
                    Toggle("Show completed", isOn: $preferences.showCompleted)
                    TextField("Filter", text: $store.filter)
                    Text("Open for \(secondsOpen) s")
                    Text("Clock ticks: \(clock.ticks)")
                    Text("Last event: \(lastEvent)")
                }
            }
            .navigationTitle("Reminders")
        }
        .onReceive(timer) { _ in secondsOpen += 1 }
        .onReceive(clock.status) { lastEvent = $0 }
        .onAppear { clock.start(every: preferences.tickInterval) }
        .onDisappear { clock.stop() }
    }
}

struct ReminderRow: View {
    @EnvironmentObject var store: ReminderStore
    let reminder: Reminder

    var body: some View {
        HStack {
            Button(reminder.isDone ? "Undo" : "Done") { store.toggle(reminder) }
            Text(reminder.title)
            Spacer()
            Button("Delete", role: .destructive) { store.delete(reminder) }
        }
    }
}
