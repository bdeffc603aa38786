// The system button styles. Each is a `PrimitiveButtonStyle` (as in SwiftUI,
// so `.buttonStyle(.bordered)` picks that overload); the graph draws them
// itself from `hostStyle`, and `makeBody` gives a custom style the same look.

/// The system styles the renderer draws, by their host `style` name.
package protocol _SystemButtonStyle: PrimitiveButtonStyle {
    var hostStyle: String { get }
}

extension _SystemButtonStyle {
    /// A button with this style: what calling a system style's `makeBody` gives.
    package func systemBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The default: adapts to the container (list row, form, menu, toolbar) and the idiom.
public struct DefaultButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A tinted rounded-rectangle bezel (on the Mac, the push button).
public struct BorderedButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "bordered" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// A filled bezel in the accent (or tint) colour, for the one main action.
public struct BorderedProminentButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "borderedProminent" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// No bezel; the label in the accent colour.
public struct BorderlessButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "borderless" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// No bezel and no tint: the label as it is, dimmed while pressed.
public struct PlainButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "plain" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// Looks like a link (macOS); underlined on hover.
public struct LinkButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "link" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// Liquid Glass: a translucent capsule over the content behind it.
public struct GlassButtonStyle: _SystemButtonStyle {
    package let glass: Glass
    public init() { glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }
    package var hostStyle: String { "glass" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// Liquid Glass tinted with the accent colour, for the main action.
public struct GlassProminentButtonStyle: _SystemButtonStyle {
    public init() {}
    package var hostStyle: String { "glassProminent" }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// The Liquid Glass material a glass style uses.
public struct Glass: Equatable, Sendable {
    package var variant: String
    package var tintColor: Color?
    package var isInteractive = false

    public static let regular = Glass(variant: "regular")
    public static let clear = Glass(variant: "clear")
    public static let identity = Glass(variant: "identity")

    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    @MainActor @preconcurrency public static var link: LinkButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    @MainActor @preconcurrency public static var glass: GlassButtonStyle { .init() }
    @MainActor @preconcurrency public static func glass(_ glass: Glass) -> GlassButtonStyle { .init(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle { .init() }
}
