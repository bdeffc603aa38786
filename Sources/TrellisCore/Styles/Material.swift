/// A translucent background that blurs what is behind it (CSS `backdrop-filter` in the browser).
///
///     Text("Now Playing").padding().background(.ultraThinMaterial, in: Capsule())
public struct Material: Sendable, ShapeStyle, _PaintProviding {
    package let thickness: String

    public static let ultraThin = Material(thickness: "ultraThin")
    public static let thin = Material(thickness: "thin")
    public static let regular = Material(thickness: "regular")
    public static let thick = Material(thickness: "thick")
    public static let ultraThick = Material(thickness: "ultraThick")
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let bar = Material(thickness: "bar")

    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .material(thickness: thickness) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var bar: Material { .bar }
}
