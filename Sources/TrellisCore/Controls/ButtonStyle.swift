/// A look for buttons, with the standard interaction (tap, click, Return, Space).
///
/// Conform to it to draw buttons your way; read ``ButtonStyleConfiguration``
/// for the label, the role and whether the button is held down right now.
///
///     struct PressedScaleStyle: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding(8)
///                 .opacity(configuration.isPressed ? 0.5 : 1)
///         }
///     }
///     Button("Custom") { … }.buttonStyle(PressedScaleStyle())
///
/// In the browser, `isPressed` is true while the pointer or Space/Return is
/// really held down on the button; the body re-renders when it changes.
@preconcurrency @MainActor
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws: the button's label, role and pressed state.
public struct ButtonStyleConfiguration {
    /// Stands for the button's label inside a style's body.
    @MainActor @preconcurrency
    public struct Label: View {
        package let provider: ModifierContentProvider
        package init(provider: ModifierContentProvider) { self.provider = provider }
        public typealias Body = Never
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// True while the person holds the button down.
    public let isPressed: Bool

    package init(role: ButtonRole?, label: ButtonStyleConfiguration.Label, isPressed: Bool) {
        self.role = role
        self.label = label
        self.isPressed = isPressed
    }
}

/// A style that decides both the look and the interaction of buttons.
///
/// Call ``PrimitiveButtonStyleConfiguration/trigger()`` when your interaction
/// completes. Every built-in style (`.bordered`, `.plain`, …) is one of these.
///
///     struct DoubleTapStyle: PrimitiveButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Button(configuration)
///                 .onTapGesture(count: 2) { configuration.trigger() }
///         }
///     }
@preconcurrency @MainActor
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` gets: the label, the role and the action.
public struct PrimitiveButtonStyleConfiguration {
    /// Stands for the button's label inside a style's body.
    @MainActor @preconcurrency
    public struct Label: View {
        package let provider: ModifierContentProvider
        package init(provider: ModifierContentProvider) { self.provider = provider }
        public typealias Body = Never
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    package let action: @MainActor () -> Void

    package init(role: ButtonRole?, label: PrimitiveButtonStyleConfiguration.Label, action: @escaping @MainActor () -> Void) {
        self.role = role
        self.label = label
        self.action = action
    }

    /// Performs the button's action.
    public func trigger() {
        let action = action
        assumeMainActor { action() }
    }
}

/// A style in the environment's stack (innermost last): `buttonStyle(_:)` pushes one.
package enum ButtonStyleBox {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

struct ButtonStylesKey: EnvironmentKey { static var defaultValue: [ButtonStyleBox] { [] } }

extension EnvironmentValues {
    /// The button styles set above, innermost last. A custom style's body sees
    /// the stack without its own entry, so `Button(configuration)` there gets
    /// the style from further out.
    package var _buttonStyles: [ButtonStyleBox] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }

    /// Pushes a style on the stack (`buttonStyle(_:)`): always a change, so stored without comparing.
    package mutating func pushButtonStyle(_ style: ButtonStyleBox) {
        var styles = _buttonStyles
        styles.append(style)
        setChanged(ButtonStylesKey.self, styles)
    }

    /// Takes the innermost style off the stack (a custom style's body sees the ones further out).
    package mutating func popButtonStyle() {
        var styles = _buttonStyles
        guard !styles.isEmpty else { return }
        styles.removeLast()
        setChanged(ButtonStylesKey.self, styles)
    }
}

nonisolated extension View {
    /// Sets the look of the buttons in this view, keeping their standard interaction.
    ///
    /// Applies to every button inside, also when set on a container:
    ///
    ///     HStack { Button("Sign In", action: signIn); Button("Register", action: register) }
    ///         .buttonStyle(.bordered)
    @inlinable public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier(appendingButtonStyle: style))
    }

    /// Sets the look and interaction of the buttons in this view (`.bordered`,
    /// `.borderedProminent`, `.plain`, a custom `PrimitiveButtonStyle`…).
    @inlinable public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier(appendingPrimitiveButtonStyle: style))
    }
}

extension _EnvironmentTransformModifier {
    // A style with no stored properties (`.plain`, `.bordered`, most custom styles) is the same style in
    // every value: every row of a list that applies it can share the environment it makes.
    @usableFromInline package init<S: ButtonStyle>(appendingButtonStyle style: S) {
        nonisolated(unsafe) let style = style
        self.init(derivation: MemoryLayout<S>.size == 0 ? EnvironmentDerivation(S.self, use: 0) : nil) {
            $0.pushButtonStyle(.style(style))
        }
    }

    @usableFromInline package init<S: PrimitiveButtonStyle>(appendingPrimitiveButtonStyle style: S) {
        nonisolated(unsafe) let style = style
        self.init(derivation: MemoryLayout<S>.size == 0 ? EnvironmentDerivation(S.self, use: 1) : nil) {
            $0.pushButtonStyle(.primitive(style))
        }
    }
}
