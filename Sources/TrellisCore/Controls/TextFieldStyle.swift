/// The look of the text fields below `textFieldStyle(_:)`: `.roundedBorder` draws a rounded,
/// bordered box, `.plain` no box at all, `.automatic` the idiom's field.
// LIMITATION: custom `TextFieldStyle` | only `.automatic`, `.plain`, `.roundedBorder`, `.squareBorder` draw; another conforming type draws as `.automatic` | SwiftUI's own requirement (`_body(configuration:)`) is private API, so real apps use only the built-ins
public protocol TextFieldStyle {}

package enum TextFieldStyleKind: String, Sendable { case automatic, plain, roundedBorder, squareBorder }

package protocol BuiltinTextFieldStyle: TextFieldStyle { var kind: TextFieldStyleKind { get } }

public struct DefaultTextFieldStyle: BuiltinTextFieldStyle {
    public init() {}
    package var kind: TextFieldStyleKind { .automatic }
}

public struct PlainTextFieldStyle: BuiltinTextFieldStyle {
    public init() {}
    package var kind: TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: BuiltinTextFieldStyle {
    public init() {}
    package var kind: TextFieldStyleKind { .roundedBorder }
}

public struct SquareBorderTextFieldStyle: BuiltinTextFieldStyle {
    public init() {}
    package var kind: TextFieldStyleKind { .squareBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { .init() }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue: TextFieldStyleKind = .automatic }

extension EnvironmentValues {
    package var _textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of the text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltinTextFieldStyle)?.kind ?? .automatic
        return modifier(_EnvironmentTransformModifier { $0._textFieldStyle = kind })
    }
}
