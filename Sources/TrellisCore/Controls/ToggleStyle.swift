/// The appearance and interaction of every toggle below `toggleStyle(_:)`.
///
///     struct CheckmarkStyle: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Button { configuration.isOn.toggle() } label: {
///                 Label { configuration.label } icon: {
///                     Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 }
///             }
///         }
///     }
@preconcurrency @MainActor
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` gets to draw a toggle: its label and its value.
nonisolated public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    nonisolated public struct Label: View {
        package let content: AnyView
        package init(content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    /// True when the toggle stands for several values that disagree.
    public var isMixed: Bool

    package init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

/// The built-in looks, as the host tree names them.
package enum ToggleStyleKind: String, Sendable {
    case automatic, `switch`, checkbox, button
}

/// A built-in style: the graph draws it, `makeBody` is only for direct calls.
package protocol BuiltinToggleStyle {
    var kind: ToggleStyleKind { get }
}

extension BuiltinToggleStyle {
    func body(_ configuration: ToggleStyleConfiguration) -> some View {
        Toggle(configuration).modifier(_ToggleStyleKindModifier(kind: kind))
    }
}

/// The platform's default: a switch on iOS, a checkbox on the Mac, a button in a toolbar.
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    nonisolated package var kind: ToggleStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { body(configuration) }
}

/// A switch that slides on and off.
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    package let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    nonisolated package var kind: ToggleStyleKind { .switch }
    public func makeBody(configuration: Configuration) -> some View { body(configuration) }
}

/// A square box with a checkmark, the label beside it (the Mac's default).
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    nonisolated package var kind: ToggleStyleKind { .checkbox }
    public func makeBody(configuration: Configuration) -> some View { body(configuration) }
}

/// A button that stays pressed while the toggle is on.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    nonisolated package var kind: ToggleStyleKind { .button }
    public func makeBody(configuration: Configuration) -> some View { body(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { .init() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { .init() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { .init() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { .init() }
}

/// The toggle style in effect: a built-in kind, or a custom style's body.
package enum ToggleStyleValue: Equatable, @unchecked Sendable {
    case builtin(ToggleStyleKind, tint: Color?)
    /// The style value (for comparing) and how to draw with it.
    case custom(style: Any, body: @MainActor (ToggleStyleConfiguration) -> AnyView)

    package static func == (lhs: ToggleStyleValue, rhs: ToggleStyleValue) -> Bool {
        switch (lhs, rhs) {
        case let (.builtin(a, x), .builtin(b, y)): a == b && x == y
        case let (.custom(a, _), .custom(b, _)): sameStyle(a, b)
        default: false
        }
    }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: ToggleStyleValue? = nil }

extension EnvironmentValues {
    package var _toggleStyle: ToggleStyleValue? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

/// Sets a built-in toggle style kind (what a built-in style's `makeBody` applies).
nonisolated package struct _ToggleStyleKindModifier: ViewModifier {
    package let kind: ToggleStyleKind
    package typealias Body = Never
}

nonisolated extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinToggleStyle {
                environment._toggleStyle = .builtin(builtin.kind, tint: (style as? SwitchToggleStyle)?.tint)
            } else {
                environment._toggleStyle = .custom(style: style) { AnyView(style.makeBody(configuration: $0)) }
            }
        })
    }
}
