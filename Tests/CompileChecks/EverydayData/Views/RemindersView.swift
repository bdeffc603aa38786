import SwiftUI

struct RemindersView: View {
    @EnvironmentObject var store: ReminderStore
    @StateObject private var clock = Clock()
    @State private var preferences = Preferences()
    @State private var newTitle = ""
    @State private var secondsOpen = 0
    @State private var lastEvent = "none"
    @State private var pendingDelete: Reminder?
    @State private var confirmingClear = false
    @State private var showingSaved = false

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
                Section("Done") {
                    ForEach(store.reminders.filter(\.isDone)) { reminder in
                        Button("Remove \(reminder.title)") { pendingDelete = reminder }
                    }
                    Button("Clear Done…", role: .destructive) { confirmingClear = true }
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
        .alert(item: $pendingDelete) { reminder in
            Alert(
                title: Text("Remove \(reminder.title)?"),
                primaryButton: .destructive(Text("Remove")) { store.delete(reminder) },
                secondaryButton: .cancel())
        }
        .alert("Clear every done reminder?", isPresented: $confirmingClear) {
            Button("Clear", role: .destructive) {
                for reminder in store.reminders where reminder.isDone { store.delete(reminder) }
                showingSaved = true
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("\(store.reminders.filter(\.isDone).count) reminders will be removed.")
        }
        .alert("Saved", isPresented: $showingSaved) {}
        .onReceive(timer) { _ in secondsOpen += 1 }
        .onReceive(clock.status) { lastEvent = $0 }
        .onAppear { clock.start(every: preferences.tickInterval) }
        .onDisappear { clock.stop() }
    }
}

struct ReminderRow: View {
    @EnvironmentObject var store: ReminderStore
    let reminder: Reminder
    @State private var confirmingDelete = false

    var body: some View {
        HStack {
            Button(reminder.isDone ? "Undo" : "Done") { store.toggle(reminder) }
            Text(reminder.title)
            Spacer()
            Button("Delete", role: .destructive) { confirmingDelete = true }
        }
        .confirmationDialog("Delete \(reminder.title)?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { store.delete(reminder) }
        } message: {
            Text("This cannot be undone.")
        }
    }
}
