public import Foundation

/// A calendar for choosing several days: each day toggles in and out of `selection`.
///
///     @State private var dates: Set<DateComponents> = []
///     MultiDatePicker("Travel days", selection: $dates, in: Date.now...)
///
/// Days are stored as Apple stores them (`.calendar`, `.era`, `.year`, `.month`, `.day` of the environment's
/// calendar); a day is selected when a member has its year, month and day, whatever other fields it carries.
/// Days outside `bounds` are shown but can't be chosen. Built from SwiftUI views, so it looks and works the
/// same in the browser and the test host.
public struct MultiDatePicker<Label: View>: View {
    @Binding private var selection: Set<DateComponents>
    private let bounds: (lower: Date?, upper: Date?)
    private let label: Label
    @Environment(\.calendar) private var calendar
    @Environment(\.locale) private var locale
    @State private var shownMonth: DateComponents?

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, nil), label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: label())
    }

    init(selection: Binding<Set<DateComponents>>, bounds: (lower: Date?, upper: Date?), label: Label) {
        _selection = selection
        self.bounds = bounds
        self.label = label
    }

    public var body: some View {
        let month = monthShown
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            HStack {
                Text(title(of: month)).font(.headline)
                Spacer()
                Button { move(by: -1) } label: { Image(systemName: "chevron.left") }
                    .accessibilityLabel("Previous Month")
                Button { move(by: 1) } label: { Image(systemName: "chevron.right") }
                    .accessibilityLabel("Next Month")
            }
            .buttonStyle(.borderless)
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 7), spacing: 4) {
                ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol).font(.caption).foregroundStyle(.secondary)
                }
                ForEach(cells(of: month), id: \.self) { day in
                    if day > 0 { dayButton(day, in: month) } else { Color.clear.frame(height: 32) }
                }
            }
        }
    }

    private func dayButton(_ day: Int, in month: DateComponents) -> some View {
        var components = month
        components.day = day
        let date = calendar.date(from: components)
        let isSelected = selection.contains { $0.year == components.year && $0.month == components.month && $0.day == day }
        let isAllowed = date.map(allows) ?? false
        return Button {
            toggle(components, date: date)
        } label: {
            Text("\(day)")
                .monospacedDigit()
                .frame(width: 32, height: 32)
                .foregroundStyle(isSelected ? Color.white : isAllowed ? Color.primary : Color.secondary)
                .background(Circle().fill(isSelected ? Color.accentColor : Color.clear))
        }
        .buttonStyle(.plain)
        .disabled(!isAllowed)
        .accessibilityLabel(date.map { $0.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar)) } ?? "\(day)")
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    private func allows(_ date: Date) -> Bool {
        let day = calendar.startOfDay(for: date)
        if let lower = bounds.lower, day < calendar.startOfDay(for: lower) { return false }
        if let upper = bounds.upper, day >= upper { return false }
        return true
    }

    private func toggle(_ components: DateComponents, date: Date?) {
        let matches = selection.filter { $0.year == components.year && $0.month == components.month && $0.day == components.day }
        if matches.isEmpty, let date {
            selection.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date))
        } else {
            selection.subtract(matches)
        }
    }

    /// The month on screen: the one the person moved to, else the earliest selected day's, else today's
    /// (or the first allowed one).
    private var monthShown: DateComponents {
        if let shownMonth { return shownMonth }
        let first = selection.compactMap { calendar.date(from: $0) }.min()
        let start = first ?? max(Date(), bounds.lower ?? .distantPast)
        return calendar.dateComponents([.year, .month], from: start)
    }

    private func move(by months: Int) {
        guard let start = calendar.date(from: monthShown), let next = calendar.date(byAdding: .month, value: months, to: start) else { return }
        shownMonth = calendar.dateComponents([.year, .month], from: next)
    }

    private func title(of month: DateComponents) -> String {
        guard let date = calendar.date(from: month) else { return "" }
        var style = Date.FormatStyle(locale: locale, calendar: calendar).month(.wide).year()
        style.timeZone = calendar.timeZone
        return date.formatted(style)
    }

    /// The week's day letters, from the calendar's first weekday.
    private var weekdaySymbols: [String] {
        var localized = calendar
        localized.locale = locale
        let symbols = localized.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The month's days in grid order, 0 for the blank cells before the first day (negative ids keep blanks distinct).
    private func cells(of month: DateComponents) -> [Int] {
        guard let start = calendar.date(from: month), let days = calendar.range(of: .day, in: .month, for: start) else { return [] }
        let lead = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        return (0..<lead).map { -$0 } + Array(days)
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: (nil, nil), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: (nil, nil), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: Text(title))
    }
}
