// Environment-carried button behaviours: repeat, sizing, control size, tint.

/// Whether a held button keeps triggering its action.
///
/// With `.enabled`, pressing and holding (pointer, Space, or the button's
/// keyboard shortcut) triggers the action once, then again at a steady
/// cadence after a short delay, until released.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    package let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How a button sizes itself along its container's main axis.
public struct ButtonSizing: Hashable, Sendable {
    package let name: String
    /// The idiom's and container's default.
    public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
    /// Fills the available space along the primary axis.
    public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
    /// Hugs the label.
    public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
}

/// The size of controls: padding and text size of buttons and the like.
public enum ControlSize: CaseIterable, Comparable, Sendable {
    case mini, small, regular, large, extraLarge

    package var name: String {
        switch self {
        case .mini: "mini"
        case .small: "small"
        case .regular: "regular"
        case .large: "large"
        case .extraLarge: "extraLarge"
        }
    }
}

struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }
struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct TintKey: EnvironmentKey { static let defaultValue: ResolvedPaint? = nil }

extension EnvironmentValues {
    /// Whether buttons here repeat their action while held.
    public var buttonRepeatBehavior: ButtonRepeatBehavior { self[ButtonRepeatBehaviorKey.self] }

    package var _buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// How buttons here size themselves.
    public var buttonSizing: ButtonSizing { self[ButtonSizingKey.self] }

    package var _buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint, resolved where it was set; nil for the accent colour.
    package var _tint: ResolvedPaint? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the buttons in this view repeat their action while held.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\._buttonRepeatBehavior, behavior)
    }

    /// Sets how the buttons in this view size themselves.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\._buttonSizing, sizing)
    }

    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Keeps the controls in this view within a range of sizes: a size set
    /// further out that falls outside it is clamped to its nearest end.
    public func controlSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == ControlSize {
        nonisolated(unsafe) let range = range
        return modifier(_EnvironmentTransformModifier { env in
            let current = env.controlSize
            guard !range.contains(current) else { return }
            let allowed = ControlSize.allCases.filter { range.contains($0) }
            guard let low = allowed.first, let high = allowed.last else { return }
            env.controlSize = current < low ? low : high
        })
    }

    /// Tints the controls in this view: bordered buttons, switches, sliders, links.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\._tint, tint?.resolvedPaint)
    }

    /// Tints the controls in this view with a colour.
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> some View {
        environment(\._tint, tint.map(ResolvedPaint.color))
    }
}
