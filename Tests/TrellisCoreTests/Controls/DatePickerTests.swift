import Foundation
import SwiftUI
import Testing
import TrellisTesting

/// 2026-11-25 14:30:00 UTC.
private let noon = Date(timeIntervalSince1970: 1_795_617_000)
private let utc = TimeZone(identifier: "UTC") ?? .current

private struct Booking: View {
    @State var day = noon
    var body: some View {
        Form {
            DatePicker("Day", selection: $day, in: noon.addingTimeInterval(-86_400 * 10)...noon.addingTimeInterval(86_400 * 30),
                       displayedComponents: .date)
            DatePicker("Time", selection: $day, displayedComponents: .hourAndMinute)
            DatePicker(selection: $day, in: noon...) { Text("Both") }
            DatePicker("Until", selection: $day, in: ...noon.addingTimeInterval(86_400))
            Text("Picked \(Int(day.timeIntervalSince1970))")
        }
        .datePickerStyle(.compact)
        .environment(\.timeZone, utc)
    }
}

@MainActor
@Suite struct DatePickerTests {
    @Test func rendersNativeFieldsInTheEnvironmentsTimeZone() throws {
        let host = ViewHost(Booking())
        let day = try host.find(.textbox, "Day")
        #expect(day.properties["inputType"] == "date")
        #expect(day.properties["value"] == "2026-11-25")
        #expect(day.properties["lowerBound"] == "2026-11-15")
        #expect(day.properties["upperBound"] == "2026-12-25")
        let time = try host.find(.textbox, "Time")
        #expect(time.properties["inputType"] == "time")
        #expect(time.properties["value"] == "14:30")
        let both = try host.find(.textbox, "Both")
        #expect(both.properties["inputType"] == "datetime-local")
        #expect(both.properties["value"] == "2026-11-25T14:30")
        #expect(both.properties["lowerBound"] == "2026-11-25T14:30")
        #expect(both.properties["upperBound"] == nil)
        #expect(try host.find(.textbox, "Until").properties["upperBound"] == "2026-11-26T14:30")
    }

    @Test func aDateKeepsTheTimeOfDayAndATimeKeepsTheDay() throws {
        let host = ViewHost(Booking())
        try host.find(.textbox, "Day").type("2026-12-01")
        #expect(try host.find(.textbox, "Time").properties["value"] == "14:30")
        #expect(try host.find(.textbox, "Day").properties["value"] == "2026-12-01")
        try host.find(.textbox, "Time").type("09:05")
        #expect(try host.find(.textbox, "Day").properties["value"] == "2026-12-01")
        #expect(try host.find(.textbox, "Time").properties["value"] == "09:05")
        #expect(try host.find(.textbox, "Both").properties["value"] == "2026-12-01T09:05")
    }

    @Test func outOfRangeValuesAreClamped() throws {
        let host = ViewHost(Booking())
        try host.find(.textbox, "Day").type("2030-01-01")
        #expect(try host.find(.textbox, "Day").properties["value"] == "2026-12-25")
        try host.find(.textbox, "Day").type("1999-01-01")
        #expect(try host.find(.textbox, "Day").properties["value"] == "2026-11-15")
    }

    @Test func unparseableValuesAreRefused() throws {
        let host = ViewHost(Booking())
        for bad in ["", "tomorrow", "2026-02-30", "2026-13-01", "2026-11-25T99:00", "25/11/2026", "2026-1-5"] {
            #expect(throws: (any Error).self) { try host.find(.textbox, "Day").type(bad) }
        }
        #expect(throws: (any Error).self) { try host.find(.textbox, "Time").type("24:00") }
        #expect(throws: (any Error).self) { try host.find(.textbox, "Both").type("2026-11-25") }
        #expect(try host.find(.textbox, "Day").properties["value"] == "2026-11-25")
        #expect(try host.find(.text, "Picked 1795617000").text == "Picked 1795617000")
    }

    @Test func otherTimeZonesShiftTheFields() throws {
        struct Tokyo: View {
            @State var day = noon
            var body: some View {
                DatePicker("When", selection: $day).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo") ?? .current)
            }
        }
        let host = ViewHost(Tokyo())
        #expect(try host.find(.textbox, "When").properties["value"] == "2026-11-25T23:30")
    }
}
