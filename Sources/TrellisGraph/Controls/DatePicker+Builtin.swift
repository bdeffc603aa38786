import Foundation
import TrellisCore
import TrellisHost

/// A date picker is a `textbox` element with `inputType` `date`, `time` or `datetime-local` (the
/// browser's native picker): `value` is the selection in the field's own format (`2026-11-25`,
/// `14:30`, `2026-11-25T14:30`) in the environment's time zone, `lowerBound`/`upperBound` the range.
/// The label is inside (`slot=label`; the accessible name is its text).
///
/// `setText` is parsed in the same format and time zone: a date-only field keeps the selection's time of
/// day and a time-only field its day; a value outside the range is clamped to it; a value that doesn't
/// parse is refused (the event fails and is logged, the selection stays).
@MainActor extension DatePicker: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let format = DateFieldFormat(components: displayedComponents, timeZone: env.timeZone)
        var properties: [String: String] = [
            "inputType": format.inputType, "value": format.string(from: selection.wrappedValue),
        ]
        if let lowerBound { properties["lowerBound"] = format.string(from: lowerBound) }
        if let upperBound { properties["upperBound"] = format.string(from: upperBound) }
        if let name = StaticText.of(label) { properties["label"] = name }
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }

        let binding = selection, lower = lowerBound, upper = upperBound
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setText(text):
                guard let parsed = format.date(from: text, keeping: binding.wrappedValue) else {
                    throw GraphEventError.wrongValue(event, role: .textbox)
                }
                guard enabled else { return }
                var date = parsed
                if let lower, date < lower { date = lower }
                if let upper, date > upper { date = upper }
                if date != binding.wrappedValue { binding.wrappedValue = date }
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu, .activate:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .textbox)
            }
        }
        var labelInputs = inputs.forElementChildren
        labelInputs.attributes.addInner("slot", "label")
        let children = [ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs.hidingLabelIfAsked)]
        return NodeOutput(element: ElementSpec(role: .textbox, properties: properties, handler: handler), children: children)
    }
}

/// The wire format of a date field: what `<input type="date|time|datetime-local">` reads and writes
/// (always the Gregorian calendar, ISO 8601 order), in one time zone.
package struct DateFieldFormat: Sendable {
    package let hasDate: Bool
    package let hasTime: Bool
    package let hasSeconds: Bool
    let calendar: Calendar

    package init(components: DatePickerComponents, timeZone: TimeZone) {
        hasSeconds = components.contains(.hourMinuteAndSecond)
        hasTime = components.contains(.hourAndMinute) || hasSeconds
        hasDate = components.contains(.date) || !hasTime
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    package var inputType: String { hasDate && hasTime ? "datetime-local" : hasDate ? "date" : "time" }

    package func string(from date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ v: Int?, _ width: Int = 2) -> String {
            let s = String(v ?? 0)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        let day = pad(c.year, 4) + "-" + pad(c.month) + "-" + pad(c.day)
        var time = pad(c.hour) + ":" + pad(c.minute)
        if hasSeconds { time += ":" + pad(c.second) }
        return hasDate && hasTime ? day + "T" + time : hasDate ? day : time
    }

    /// Parses a field value; the parts the field doesn't show come from `base`. Nil when it doesn't parse
    /// or names no real day (`2026-02-30`).
    package func date(from text: String, keeping base: Date) -> Date? {
        guard text.utf8.count <= 32 else { return nil }
        var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
        var rest = Substring(text)
        if hasDate {
            let datePart = hasTime ? rest.prefix { $0 != "T" } : rest
            let fields = datePart.split(separator: "-", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count >= 4, fields[1].count == 2, fields[2].count == 2,
                  let y = Self.number(fields[0]), let m = Self.number(fields[1]), let d = Self.number(fields[2]),
                  (1...12).contains(m), (1...31).contains(d) else { return nil }
            components.year = y; components.month = m; components.day = d
            rest = hasTime ? rest.dropFirst(datePart.count) : ""
            if hasTime { guard rest.first == "T" else { return nil }; rest = rest.dropFirst() }
        }
        if hasTime {
            let fields = rest.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 }),
                  let h = Self.number(fields[0]), let mi = Self.number(fields[1]), h < 24, mi < 60 else { return nil }
            let s = fields.count == 3 ? Self.number(fields[2]) : 0
            guard let s, s < 60 else { return nil }
            components.hour = h; components.minute = mi; components.second = hasSeconds ? s : 0
            components.nanosecond = 0
        }
        guard let date = calendar.date(from: components) else { return nil }
        // Reject days the calendar rolled over (Feb 30 → Mar 2).
        if hasDate, calendar.component(.day, from: date) != components.day { return nil }
        return date
    }

    private static func number(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(s)
    }
}
