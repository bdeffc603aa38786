import SwiftUI

// A settings form the way apps write one: pickers for a reminder, a theme colour, a currency.

enum Currency: String, CaseIterable, Identifiable {
    case usd = "USD", eur = "EUR", gbp = "GBP"
    var id: String { rawValue }
}

struct ReminderSettingsView: View {
    @State private var reminderTime = Date()
    @State private var startDate = Date.now
    @State private var birthday = Calendar.current.date(from: DateComponents(year: 1990, month: 1, day: 1)) ?? Date()
    @State private var accent: Color = .blue
    @State private var background = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    @State private var currency: Currency = .usd
    @State private var remindersOn = true
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    private var dateRange: ClosedRange<Date> {
        let start = calendar.date(byAdding: .year, value: -1, to: Date()) ?? Date()
        let end = calendar.date(byAdding: .year, value: 1, to: Date()) ?? Date()
        return start...end
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Reminders") {
                    Toggle("Daily reminder", isOn: $remindersOn)
                    DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                        .disabled(!remindersOn)
                    DatePicker("Starts", selection: $startDate, in: Date()..., displayedComponents: [.date])
                    DatePicker(selection: $birthday, in: ...Date(), displayedComponents: .date) {
                        Label("Birthday", systemImage: "gift")
                    }
                    DatePicker("Window", selection: $startDate, in: dateRange)
                        .datePickerStyle(.graphical)
                }
                Section("Appearance") {
                    ColorPicker("Accent colour", selection: $accent)
                    ColorPicker("Background", selection: $background, supportsOpacity: false)
                    HStack {
                        ColorPicker(selection: $accent) { Text("Custom") }
                        if let cgColor = accent.cgColor, cgColor.alpha > 0 {
                            Spacer()
                            RoundedRectangle(cornerRadius: 6).fill(accent).frame(width: 24, height: 24)
                        }
                    }
                }
                Section {
                    Picker("Currency", selection: $currency) {
                        ForEach(Currency.allCases) { Text($0.rawValue).tag($0) }
                    }
                    LabeledContent("Time zone", value: timeZone.identifier)
                } footer: {
                    Text("Next reminder: ") + Text(reminderTime, style: .time).bold()
                }
            }
            .datePickerStyle(.compact)
            .navigationTitle("Settings")
        }
    }
}
