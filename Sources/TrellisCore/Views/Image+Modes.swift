
extension Image {
    /// Whether an image draws in its own colours or as a template in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// How a bitmap image is resampled when it is scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// A symbol image's size relative to the text around it.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Draws the image as a template (in the foreground style) or in its own colours.
    // LIMITATION: `Image.renderingMode(_:)` | symbols always draw in the foreground style (the open icon set has no multicolour symbols); the mode is kept on the element | bootstrap-icons are single-colour
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How the image is resampled when scaled: `.none` keeps pixel art sharp.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The size of symbol images below, relative to their text.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sizes symbol images below relative to their text: `.small`, `.medium` (the default), `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
