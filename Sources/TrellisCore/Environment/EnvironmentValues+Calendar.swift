public import Foundation

struct TimeZoneKey: EnvironmentKey { static let defaultValue: TimeZone = .current }
struct CalendarKey: EnvironmentKey { static let defaultValue: Calendar = Calendar(identifier: .gregorian) }

extension EnvironmentValues {
    /// The time zone dates are shown and picked in (`DatePicker`, `Text(_:style:)`, date formats).
    // LIMITATION: `EnvironmentValues.timeZone` | defaults to the Swift process's time zone, not the browser's | the page does not report its time zone yet; set `.environment(\.timeZone, …)` for another one
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are picked and formatted in (Gregorian unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
