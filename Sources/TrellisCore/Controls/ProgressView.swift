/// Shows progress toward completion: a bar with a value, a spinner without.
///
///     ProgressView()                                  // indeterminate: a spinner
///     ProgressView(value: downloaded, total: size)    // a bar
///     ProgressView("Downloading…", value: 0.4)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction done (0…1), or nil when indeterminate.
    package let fractionCompleted: Double?
    package let label: Label?
    package let currentValueLabel: CurrentValueLabel?
    package let isFromConfiguration: Bool

    init(_fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, fromConfiguration: Bool = false) {
        fractionCompleted = _fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
        isFromConfiguration = fromConfiguration
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let t = Double(total)
        return t > 0 ? Double(value) / t : 0
    }

    public typealias Body = Never
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView { self.init(_fraction: nil, label: nil, currentValueLabel: nil) }

    public init(@ViewBuilder label: () -> Label) { self.init(_fraction: nil, label: label(), currentValueLabel: nil) }

    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(_fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(_fraction: nil, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(_fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(_fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(_fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(_fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(_fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// The progress view a custom ``ProgressViewStyle`` wraps: the system look.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(_fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel, fromConfiguration: true)
    }
}

/// The look of every progress view below `progressViewStyle(_:)`.
@preconcurrency @MainActor
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` gets: the fraction done and the labels.
nonisolated public struct ProgressViewStyleConfiguration {
    nonisolated public struct Label: View {
        package let content: AnyView
        public typealias Body = Never
    }

    nonisolated public struct CurrentValueLabel: View {
        package let content: AnyView
        public typealias Body = Never
    }

    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    package init(fractionCompleted: Double?, label: AnyView?, currentValueLabel: AnyView?) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map { Label(content: $0) }
        self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
    }
}

package enum ProgressViewStyleKind: String, Sendable { case automatic, linear, circular }

/// A built-in progress style: the graph draws it.
package protocol BuiltinProgressViewStyle { var kind: ProgressViewStyleKind { get } }

public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    nonisolated package var kind: ProgressViewStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    nonisolated package var kind: ProgressViewStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    nonisolated package var kind: ProgressViewStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}

/// The progress style in effect.
package enum ProgressViewStyleValue: Equatable, @unchecked Sendable {
    case builtin(ProgressViewStyleKind)
    case custom(style: Any, body: @MainActor (ProgressViewStyleConfiguration) -> AnyView)

    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.builtin(a), .builtin(b)): a == b
        case let (.custom(a, _), .custom(b, _)): sameStyle(a, b)
        default: false
        }
    }
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue: ProgressViewStyleValue? = nil }

extension EnvironmentValues {
    package var _progressViewStyle: ProgressViewStyleValue? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinProgressViewStyle {
                environment._progressViewStyle = .builtin(builtin.kind)
            } else {
                environment._progressViewStyle = .custom(style: style) { AnyView(style.makeBody(configuration: $0)) }
            }
        })
    }
}
