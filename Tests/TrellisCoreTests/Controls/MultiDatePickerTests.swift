import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// MultiDatePicker: a month of day buttons that toggle days in and out of the selection.
@MainActor
@Suite struct MultiDatePickerTests {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        calendar.firstWeekday = 1
        return calendar
    }

    static func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d)) ?? .distantPast
    }

    struct Trip: View {
        @State var dates: Set<DateComponents>
        let from: Date
        var body: some View {
            VStack {
                MultiDatePicker("Travel days", selection: $dates, in: from...)
                Text("chosen: " + dates.compactMap(\.day).sorted().map(String.init).joined(separator: ","))
            }
            .environment(\.calendar, MultiDatePickerTests.calendar)
            .environment(\.timeZone, MultiDatePickerTests.calendar.timeZone)
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    static func chosen(_ host: ViewHost) -> String? {
        host.findAll(.text).first { $0.text?.hasPrefix("chosen:") == true }?.text
    }

    @Test func daysToggleInAndOutAndAreStoredAsApplesComponents() throws {
        let start = Self.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: Self.day(2026, 11, 26))
        let host = ViewHost(Trip(dates: [start], from: Self.day(2026, 11, 10)))
        #expect(host.findAll(.text).contains { $0.text == "November 2026" }, "opens on the selected day's month")
        #expect(host.findAll(.text).filter { ["S", "M", "T", "W", "F"].contains($0.text ?? "") }.count == 7, "a row of weekday letters")
        let selected = try host.find(.button, "November 26, 2026")
        #expect(selected.properties["selected"] == "true")
        try host.find(.button, "November 12, 2026").tap()
        #expect(Self.chosen(host) == "chosen: 12,26")
        // A day from a set made elsewhere (no calendar, no era) still counts as that day: tapping removes it.
        try host.find(.button, "November 26, 2026").tap()
        #expect(Self.chosen(host) == "chosen: 12")
        #expect(try host.find(.button, "November 9, 2026").properties["disabled"] == "true", "before the range")
        try host.find(.button, "November 9, 2026").send(.activate)
        #expect(Self.chosen(host) == "chosen: 12")
    }

    @Test func theMonthMovesForwardAndBack() throws {
        let host = ViewHost(Trip(dates: [DateComponents(year: 2026, month: 1, day: 31)], from: Self.day(2025, 1, 1)))
        #expect(host.findAll(.text).contains { $0.text == "January 2026" })
        try host.find(.button, "Next Month").tap()
        #expect(host.findAll(.text).contains { $0.text == "February 2026" })
        #expect(host.findAll(.button).filter { $0.name.hasPrefix("February") }.count == 28)
        try host.find(.button, "Previous Month").tap()
        try host.find(.button, "Previous Month").tap()
        #expect(host.findAll(.text).contains { $0.text == "December 2025" })
    }
}
