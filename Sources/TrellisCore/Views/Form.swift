/// A container for grouping controls used for data entry: settings, an inspector.
///
///     Form {
///         Section("Notifications") {
///             Toggle("Show Previews", isOn: $showPreviews)
///             Picker("Sound", selection: $sound) { … }
///         }
///     }
///     .formStyle(.grouped)
///
/// Controls inside adapt: each is a row, labels lead and values trail. On the
/// Mac the automatic style is `.columns` (labels right-aligned in a column
/// beside the controls); elsewhere it is `.grouped`.
nonisolated public struct Form<Content: View>: View {
    package let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a custom ``FormStyle`` wraps: the system look with the configuration's content.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}

/// The look of every form below `formStyle(_:)`.
@preconcurrency @MainActor
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

/// What a ``FormStyle`` gets: the form's content.
nonisolated public struct FormStyleConfiguration {
    nonisolated public struct Content: View {
        package let content: AnyView
        public typealias Body = Never
    }

    public let content: FormStyleConfiguration.Content

    package init(content: AnyView) { self.content = Content(content: content) }
}

package enum FormStyleKind: String, Sendable { case automatic, grouped, columns }

package protocol BuiltinFormStyle { var kind: FormStyleKind { get } }

public struct AutomaticFormStyle: FormStyle, BuiltinFormStyle {
    public init() {}
    nonisolated package var kind: FormStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration).formStyle(self) }
}

/// Rows in rounded sections on a grouped background (iOS Settings, macOS System Settings).
public struct GroupedFormStyle: FormStyle, BuiltinFormStyle {
    public init() {}
    nonisolated package var kind: FormStyleKind { .grouped }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration).formStyle(self) }
}

/// Labels in a trailing-aligned column beside their controls (the Mac's default).
public struct ColumnsFormStyle: FormStyle, BuiltinFormStyle {
    public init() {}
    nonisolated package var kind: FormStyleKind { .columns }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration).formStyle(self) }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

/// The form style in effect.
package enum FormStyleValue: Equatable, @unchecked Sendable {
    case builtin(FormStyleKind)
    case custom(style: Any, body: @MainActor (FormStyleConfiguration) -> AnyView)

    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.builtin(a), .builtin(b)): a == b
        case let (.custom(a, _), .custom(b, _)): sameStyle(a, b)
        default: false
        }
    }
}

struct FormStyleKey: EnvironmentKey { static let defaultValue = FormStyleValue.builtin(.automatic) }

extension EnvironmentValues {
    package var _formStyle: FormStyleValue {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinFormStyle {
                environment._formStyle = .builtin(builtin.kind)
            } else {
                environment._formStyle = .custom(style: style) { AnyView(style.makeBody(configuration: $0)) }
            }
        })
    }
}
