/// A translucent background that blurs what is behind it (sheets, bars).
///
///     .presentationBackground(.thinMaterial)
public struct Material: Sendable {
    package let thickness: String

    public static let regular = Material(thickness: "regular")
    public static let thick = Material(thickness: "thick")
    public static let thin = Material(thickness: "thin")
    public static let ultraThin = Material(thickness: "ultraThin")
    public static let ultraThick = Material(thickness: "ultraThick")
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: "bar")
}

extension Material: ShapeStyle {}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
