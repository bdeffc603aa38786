public import Foundation

/// The look of the date pickers below `datePickerStyle(_:)`.
// LIMITATION: `datePickerStyle(_:)` | every style shows the browser's native date/time input; `.graphical` and `.wheel` open its popup calendar or list instead of drawing one inline | one native control keeps keyboard, locale and accessibility right; `.field`/`.stepperField` already look like it
// LIMITATION: custom `DatePickerStyle` (`makeBody(configuration:)`) | drawn as `.automatic` | SwiftUI's own requirement is private API; the body isn't called
public protocol DatePickerStyle {
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a custom `DatePickerStyle` receives.
public struct DatePickerStyleConfiguration {
    /// The picker's label, as a type-erased view.
    public struct Label: View {
        public typealias Body = Never
    }
    public let label: DatePickerStyleConfiguration.Label
    @Binding public var selection: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents
}

package enum DatePickerStyleKind: String, Sendable { case automatic, compact, graphical, wheel, field, stepperField }

package protocol BuiltinDatePickerStyle: DatePickerStyle { var kind: DatePickerStyleKind { get } }

public struct DefaultDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    package var kind: DatePickerStyleKind { .automatic }
}

public struct CompactDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    package var kind: DatePickerStyleKind { .compact }
}

public struct GraphicalDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    package var kind: DatePickerStyleKind { .graphical }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    package var kind: DatePickerStyleKind { .wheel }
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct FieldDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    package var kind: DatePickerStyleKind { .field }
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct StepperFieldDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    package var kind: DatePickerStyleKind { .stepperField }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { .init() }
}
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { .init() }
}
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { .init() }
}

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue: DatePickerStyleKind = .automatic }

extension EnvironmentValues {
    package var _datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of the date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltinDatePickerStyle)?.kind ?? .automatic
        return modifier(_EnvironmentTransformModifier { $0._datePickerStyle = kind })
    }
}
