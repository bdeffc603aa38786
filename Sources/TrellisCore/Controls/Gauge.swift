/// A value within a range, shown as a level: a bar (`.linearCapacity`, `.accessoryLinear`…) or a
/// ring (`.accessoryCircular`, `.accessoryCircularCapacity`).
///
///     Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// Where the value sits in the range (0…1, clamped).
    package let fraction: Double
    package let label: Label
    package let currentValueLabel: CurrentValueLabel?
    package let minimumValueLabel: BoundsLabel?
    package let maximumValueLabel: BoundsLabel?

    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound), v = Double(value)
        guard high > low, v.isFinite else { return 0 }
        return min(max((v - low) / (high - low), 0), 1)
    }

    public typealias Body = Never
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// The look of the gauges below `gaugeStyle(_:)`. Trellis draws the built-in styles.
// LIMITATION: custom `GaugeStyle` | the gauge draws as `.automatic` (a bar); the style's `makeBody` is not called | `GaugeStyleConfiguration` carries only the value so far
@preconcurrency @MainActor
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` gets: where the value sits in its range.
nonisolated public struct GaugeStyleConfiguration {
    public let value: Double
    package init(value: Double) { self.value = value }
}

/// A built-in gauge look: a bar or a ring.
package enum GaugeStyleKind: String, Sendable { case linear, circular }

package protocol BuiltinGaugeStyle { var kind: GaugeStyleKind { get } }

public struct DefaultGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    public init() {}
    nonisolated package var kind: GaugeStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    public init() {}
    nonisolated package var kind: GaugeStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    public init() {}
    nonisolated package var kind: GaugeStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    public init() {}
    nonisolated package var kind: GaugeStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    public init() {}
    nonisolated package var kind: GaugeStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    public init() {}
    nonisolated package var kind: GaugeStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue: GaugeStyleKind = .linear }

extension EnvironmentValues {
    package var _gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of the gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltinGaugeStyle)?.kind ?? .linear
        return modifier(_EnvironmentTransformModifier { $0._gaugeStyle = kind })
    }
}
