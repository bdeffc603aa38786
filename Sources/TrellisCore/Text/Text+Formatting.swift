public import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        package enum Kind: String, Hashable, Sendable { case time, date, relative, offset, timer }
        package let kind: Kind

        /// The time of day: "2:30 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "November 25, 2026".
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, ticking: "2 hr, 15 min".
        public static let relative = DateStyle(kind: .relative)
        /// The difference from now with a sign, ticking: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch from or to the date, ticking: "2:15".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date, as the style says, in the window's locale and time zone. `.relative`, `.offset` and
    /// `.timer` keep counting in the browser every second with no work in the Swift process.
    ///
    ///     Text(order.date, style: .date)
    ///     Text(start, style: .timer)
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(dynamic: .date(date, style.kind))
    }

    /// A date range: "Nov 25, 2026 – Dec 1, 2026".
    public init(_ dates: ClosedRange<Date>) {
        self.init(dynamic: .range(dates.lowerBound, dates.upperBound))
    }

    /// A date interval: "Nov 25, 2026 – Dec 1, 2026".
    public init(_ interval: DateInterval) {
        self.init(dynamic: .range(interval.start, interval.end))
    }

    /// A value formatted with a Foundation format style, in the window's locale.
    ///
    ///     Text(price, format: .currency(code: "USD"))
    ///     Text(date, format: .dateTime.day().month())
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let spell: (Locale) -> String = { locale in format.locale(locale).format(input) }
        let identity = "\(F.self) \(format.hashValue) \(spell(DynamicContent.defaultLocale))"
        self.init(dynamic: .formatted(FormattedContent(identity: identity, speller: FormattedContent.Speller(spell: spell))))
    }

    /// A value formatted with a Foundation formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(plain: formatter.string(for: subject) ?? "")
    }

    /// A value formatted with a Foundation formatter.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(plain: formatter.string(for: subject) ?? "")
    }

    /// A timer over an interval: counts down to its end (or up from its start), ticking in the browser.
    ///
    ///     Text(timerInterval: Date.now...Date.now.addingTimeInterval(300))
    // LIMITATION: `Text(timerInterval:pauseTime:countsDown:showsHours:)` | `pauseTime` shows the time at the pause without ticking; counting up doesn't stop at the end; `showsHours: false` still shows hours past 59 minutes | the browser's ticker knows one anchor date
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(dynamic: .timer(timerInterval.lowerBound, timerInterval.upperBound, countsDown: countsDown, pause: pauseTime))
    }

    package init(dynamic: DynamicContent) {
        self.init(plain: dynamic.spelled(locale: DynamicContent.defaultLocale, timeZone: .current, now: Date()))
        self.dynamic = dynamic
    }
}

/// A value `Text` formats with a `FormatStyle`; equal when the format and its default spelling are.
package struct FormattedContent: Sendable, Equatable {
    package let identity: String
    let speller: Speller
    /// The format and its input; only ever called on the main actor, where views are built.
    final class Speller: @unchecked Sendable {
        let spell: (Locale) -> String
        init(spell: @escaping (Locale) -> String) { self.spell = spell }
    }
    package func spell(_ locale: Locale) -> String { speller.spell(locale) }
    package static func == (lhs: FormattedContent, rhs: FormattedContent) -> Bool { lhs.identity == rhs.identity }
}

/// Text content spelled when the view is built, in the window's locale and time zone.
package enum DynamicContent: Sendable, Equatable {
    case date(Date, Text.DateStyle.Kind)
    case range(Date, Date)
    case timer(Date, Date, countsDown: Bool, pause: Date?)
    case formatted(FormattedContent)

    package static let defaultLocale = Locale(identifier: "en_US")

    /// The words now; a ticking style's browser ticker takes over from here.
    // LIMITATION: `Text(_:style: .relative / .offset / .timer)` | units are English ("2 hr, 15 min", "+2 hours") in every locale | the browser's ticker spells them without a locale table
    package func spelled(locale: Locale, timeZone: TimeZone, now: Date) -> String {
        switch self {
        case let .date(date, kind):
            switch kind {
            case .date: return Self.formatter(locale, timeZone, date: .long, time: .none).string(from: date)
            case .time: return Self.formatter(locale, timeZone, date: .none, time: .short).string(from: date)
            case .relative: return TickingText.relative(date.timeIntervalSince(now))
            case .offset: return TickingText.offset(date.timeIntervalSince(now))
            case .timer: return TickingText.clock(abs(date.timeIntervalSince(now)))
            }
        case let .range(start, end):
            let f = Self.formatter(locale, timeZone, date: .medium, time: .none)
            return f.string(from: start) + " – " + f.string(from: end)
        case let .timer(start, end, countsDown, pause):
            let at = pause ?? now
            let elapsed = min(max(at.timeIntervalSince(start), 0), max(end.timeIntervalSince(start), 0))
            return TickingText.clock(countsDown ? max(end.timeIntervalSince(start), 0) - elapsed : elapsed)
        case let .formatted(content):
            return content.spell(locale)
        }
    }

    /// The ticking style and anchor date the browser counts with; nil for text that doesn't tick.
    package var ticker: (style: String, anchor: Date)? {
        switch self {
        case let .date(date, kind):
            switch kind {
            case .relative: return ("relative", date)
            case .offset: return ("offset", date)
            case .timer: return ("timer", date)
            case .date, .time: return nil
            }
        case let .timer(start, end, countsDown, pause):
            guard pause == nil else { return nil }
            return countsDown ? ("countdown", end) : ("timer", start)
        case .range, .formatted: return nil
        }
    }

    private static func formatter(_ locale: Locale, _ timeZone: TimeZone, date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateStyle = date
        f.timeStyle = time
        return f
    }
}

/// How a ticking text spells a time difference; trellis.js spells it the same way every second.
package enum TickingText {
    /// "2 hr, 15 min", "5 min, 3 sec", "12 sec", "3 days, 4 hr": the two largest units, no sign.
    package static func relative(_ interval: TimeInterval) -> String {
        let s = Int(abs(interval).rounded(.down))
        let d = s / 86_400, h = s % 86_400 / 3_600, m = s % 3_600 / 60, sec = s % 60
        if d > 0 { return "\(d) \(d == 1 ? "day" : "days"), \(h) hr" }
        if h > 0 { return "\(h) hr, \(m) min" }
        if m > 0 { return "\(m) min, \(sec) sec" }
        return "\(sec) sec"
    }

    /// "+2 hours", "-5 minutes", "+0 seconds": the largest unit, with a sign (future is +).
    package static func offset(_ interval: TimeInterval) -> String {
        let s = Int(abs(interval).rounded(.down))
        let sign = interval < 0 ? "-" : "+"
        let (n, unit) = s >= 86_400 ? (s / 86_400, "day") : s >= 3_600 ? (s / 3_600, "hour") : s >= 60 ? (s / 60, "minute") : (s, "second")
        return "\(sign)\(n) \(unit)\(n == 1 ? "" : "s")"
    }

    /// "0:05", "2:15", "1:02:15".
    package static func clock(_ interval: TimeInterval) -> String {
        let s = Int(max(interval, 0).rounded(.down))
        let h = s / 3_600, m = s % 3_600 / 60, sec = s % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(sec))" : "\(m):\(two(sec))"
    }
}
