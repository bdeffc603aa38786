/// A control with − and + buttons that step a value, or run actions.
///
///     Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
///     Stepper("Pages", onIncrement: nextPage, onDecrement: previousPage)
///
/// With a range, the value stays inside it and the button that would leave it
/// is disabled.
nonisolated public struct Stepper<Label: View>: View {
    package let label: Label
    package let stepper: StepperModel
    package let onEditingChanged: (Bool) -> Void

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.stepper = StepperModel(actions: onIncrement, onDecrement)
        self.onEditingChanged = onEditingChanged
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.stepper = StepperModel(value: value, bounds: nil, step: step)
        self.onEditingChanged = onEditingChanged
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.stepper = StepperModel(value: value, bounds: bounds, step: step)
        self.onEditingChanged = onEditingChanged
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// What a stepper steps, with its generic value type erased: the value as a
/// number (when it has one) and the two actions.
package struct StepperModel {
    /// The current value, bounds and step as numbers, when the value type is numeric.
    package let number: () -> (value: Double, min: Double?, max: Double?, step: Double)?
    /// Whether each direction can move now (false at a bound).
    package let canStep: (_ up: Bool) -> Bool
    package let increment: (() -> Void)?
    package let decrement: (() -> Void)?
    /// The binding's storage, so two steppers on the same value compare equal.
    package let source: Any?

    init(actions increment: (() -> Void)?, _ decrement: (() -> Void)?) {
        number = { nil }
        canStep = { up in up ? increment != nil : decrement != nil }
        self.increment = increment
        self.decrement = decrement
        source = nil
    }

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
        func clamp(_ v: V) -> V {
            guard let bounds else { return v }
            return min(max(v, bounds.lowerBound), bounds.upperBound)
        }
        number = {
            guard let v = Self.double(value.wrappedValue), let s = Self.double(step) else { return nil }
            return (v, bounds.flatMap { Self.double($0.lowerBound) }, bounds.flatMap { Self.double($0.upperBound) }, s)
        }
        canStep = { up in
            guard let bounds else { return true }
            return up ? value.wrappedValue < bounds.upperBound : value.wrappedValue > bounds.lowerBound
        }
        increment = { value.wrappedValue = clamp(value.wrappedValue.advanced(by: step)) }
        decrement = { value.wrappedValue = clamp(value.wrappedValue.advanced(by: -step)) }
        source = value
    }

    /// A numeric value as a `Double`, or nil for non-numeric strideable types.
    static func double(_ value: Any) -> Double? {
        switch value {
        case let v as any BinaryInteger: Double(v)
        case let v as any BinaryFloatingPoint: Double(v)
        default: nil
        }
    }
}
