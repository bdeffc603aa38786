public import Observation

/// Sets one environment value for the subtree below.
nonisolated package struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    package let keyPath: WritableKeyPath<EnvironmentValues, Value>
    package let value: Value
    package typealias Body = Never
}

/// Changes the environment for the subtree below with a function of its current value.
@usableFromInline nonisolated package struct _EnvironmentTransformModifier: ViewModifier {
    package let transform: (inout EnvironmentValues) -> Void
    /// Set when `transform` is the same function every time this key is given (a button style with
    /// no stored properties): what it made of one environment stands for it on any equal one.
    package let derivation: EnvironmentDerivation?
    @usableFromInline package init(transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
        derivation = nil
    }
    package init(derivation: EnvironmentDerivation?, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
        self.derivation = derivation
    }
    @usableFromInline package typealias Body = Never
}

/// What an environment transform does, when it always does the same: a type and which of its
/// uses (a style type pushed as a `ButtonStyle` or as a `PrimitiveButtonStyle`).
nonisolated package struct EnvironmentDerivation: Hashable, Sendable {
    package let type: ObjectIdentifier
    package let use: Int
    package init(_ type: Any.Type, use: Int) {
        self.type = ObjectIdentifier(type)
        self.use = use
    }
}

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: ResolvedPaint? = nil }

extension EnvironmentValues {
    /// The foreground style, resolved where it was set; nil for the primary label colour.
    package var _foregroundStyle: ResolvedPaint? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Puts an `@Observable` object in the environment for `@Environment(Type.self)`.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentTransformModifier { $0[object: T.self] = object })
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Draws text, symbols and shapes below in a style. `.tint` and `.foreground` resolve where
    /// the modifier applies.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { $0._foregroundStyle = style.resolvedPaint(in: $0) })
    }

    public func foregroundColor(_ color: Color?) -> some View {
        environment(\._foregroundStyle, color.map(ResolvedPaint.color))
    }

    /// Disables the controls below. A descendant cannot enable them again.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { if disabled { $0.isEnabled = false } })
    }
}
