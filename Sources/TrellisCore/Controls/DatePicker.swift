public import Foundation

/// A control for choosing a date, a time of day, or both.
///
///     @State private var birthday = Date()
///
///     DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
///     DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: .hourAndMinute)
///     DatePicker(selection: $start, in: ...deadline) { Label("Start", systemImage: "clock") }
///
/// The browser shows its native picker (`<input type="date">`, `type="time"` or `datetime-local`)
/// with the range as its `min`/`max`, in the environment's time zone and calendar. A value outside
/// the range is clamped to it; a value that doesn't parse is refused.
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    package let selection: Binding<Date>
    package let lowerBound: Date?
    package let upperBound: Date?
    package let displayedComponents: DatePickerComponents
    package let label: Label

    package init(_selection selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.lowerBound = lower
        self.upperBound = upper
        self.displayedComponents = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    public typealias Body = Never
}

extension DatePicker {
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(_selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(_selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(_selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(_selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows: `.date`, `.hourAndMinute`, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Hours and minutes (a `type="time"` input).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year (a `type="date"` input).
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// Hours, minutes and seconds (a `type="time"` input with one-second steps).
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}
