public import Foundation

/// The outline of a bordered button (`.bordered`, `.borderedProminent`, glass).
///
///     Button("Prominent") { … }
///         .buttonStyle(.borderedProminent)
///         .buttonBorderShape(.capsule)
public struct ButtonBorderShape: Equatable, Sendable {
    package let name: String
    package let radius: CGFloat?

    /// The style's and idiom's own shape (a rounded rectangle on the Mac and iPhone).
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)

    /// A rounded rectangle with this corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle", radius: radius)
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    package var _buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the outline of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\._buttonBorderShape, shape)
    }
}
