import Foundation

extension Color {
    /// Light-appearance sRGB components of the system colours (Apple's values), for arithmetic that
    /// needs numbers: `mix(with:by:)`. The renderer still draws names adaptively.
    package static let lightComponents: [String: (Double, Double, Double, Double)] = [
        "red": (1, 0.231, 0.188, 1), "orange": (1, 0.584, 0, 1), "yellow": (1, 0.8, 0, 1),
        "green": (0.204, 0.78, 0.349, 1), "mint": (0, 0.78, 0.745, 1), "teal": (0.188, 0.69, 0.78, 1),
        "cyan": (0.196, 0.678, 0.902, 1), "blue": (0, 0.478, 1, 1), "indigo": (0.345, 0.337, 0.839, 1),
        "purple": (0.686, 0.322, 0.871, 1), "pink": (1, 0.176, 0.333, 1), "brown": (0.635, 0.518, 0.369, 1),
        "gray": (0.557, 0.557, 0.576, 1), "white": (1, 1, 1, 1), "black": (0, 0, 0, 1), "clear": (0, 0, 0, 0),
        "primary": (0, 0, 0, 1), "secondary": (0.235, 0.235, 0.263, 0.6), "accentColor": (0, 0.478, 1, 1),
    ]

    /// sRGB components (light appearance for system colours), alpha included.
    package var components: (red: Double, green: Double, blue: Double, opacity: Double) {
        switch storage {
        case let .rgba(r, g, b, a): return (r, g, b, a * alpha)
        case let .adaptive(light, _): return (light.red, light.green, light.blue, light.opacity * alpha)
        case let .system(name):
            let (r, g, b, a) = Color.lightComponents[name] ?? (0, 0, 0, 1)
            return (r, g, b, a * alpha)
        }
    }

    /// This colour mixed with another: `fraction` 0 is this colour, 1 is `rhs`.
    ///
    /// A system colour takes part with its light-appearance value, so the mix no longer adapts to
    /// dark mode (docs/LIMITATIONS.md).
// LIMITATION: `Color.mix(with:by:in:)`, `Color.gradient` | mix a system colour by its light-appearance value (the result no longer adapts to dark mode); the colour space is ignored | the server does not know the appearance a browser draws in
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = min(max(fraction, 0), 1)
        let a = components, b = rhs.components
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), opacity: lerp(a.opacity, b.opacity))
    }
}

extension Color {
    /// This colour with its alpha replaced (not multiplied).
    package func replacingAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = 1
        switch storage {
        case let .rgba(r, g, b, _): copy.storage = .rgba(r, g, b, alpha)
        case var .adaptive(light, dark):
            light.opacity = alpha
            dark.opacity = alpha
            copy.storage = .adaptive(light: light, dark: dark)
        case .system: copy.alpha = alpha
        }
        return copy
    }
}
