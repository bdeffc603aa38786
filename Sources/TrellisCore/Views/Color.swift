public import Foundation

/// A colour, and a view that fills its space with it.
///
/// System colours adapt to light and dark like Apple's; the renderer maps
/// their names onto its palette.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package enum Storage: Hashable, Sendable {
        case system(String)
        case rgba(Double, Double, Double, Double)
        /// An asset-catalog colour set with a dark-appearance variant: the renderer picks by appearance.
        case adaptive(light: Components, dark: Components)
    }

    /// sRGB components and opacity.
    package struct Components: Hashable, Sendable {
        package var red, green, blue, opacity: Double
        package init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }
    }

    package var storage: Storage
    package var alpha: Double = 1

    package init(system name: String) { storage = .system(name) }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgba(red, green, blue, opacity)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = .rgba(white, white, white, opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        storage = .rgba(r, g, b, opacity)
    }

    /// A colour set from the app's asset catalog (`Assets.xcassets`, shipped as a resource), or the palette
    /// colour of that name when no catalog has it.
    // LIMITATION: Color(_ name:bundle:) from an asset catalog | the any-appearance and dark-appearance sRGB colours (the browser picks by the window's appearance); high-contrast variants and system-colour references are not used | a set without components falls back to the palette colour of its name
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color(assetNamed: name, bundle: bundle) ?? Color(system: name)
    }

    /// The colour set `name` from an asset catalog, or nil when none has it.
    package init?(assetNamed name: String, bundle: Bundle?) {
        guard let set = AssetCatalog.color(named: name, in: bundle) else { return nil }
        if let dark = set.dark, dark != set.light {
            storage = .adaptive(light: set.light, dark: dark)
        } else {
            storage = .rgba(set.light.red, set.light.green, set.light.blue, set.light.opacity)
        }
    }

    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha *= opacity
        return copy
    }

    public static let accentColor = Color(system: "accentColor")
    public static let primary = Color(system: "primary")
    public static let secondary = Color(system: "secondary")
    public static let clear = Color(system: "clear")
    public static let black = Color(system: "black")
    public static let white = Color(system: "white")
    public static let gray = Color(system: "gray")
    public static let red = Color(system: "red")
    public static let orange = Color(system: "orange")
    public static let yellow = Color(system: "yellow")
    public static let green = Color(system: "green")
    public static let mint = Color(system: "mint")
    public static let teal = Color(system: "teal")
    public static let cyan = Color(system: "cyan")
    public static let blue = Color(system: "blue")
    public static let indigo = Color(system: "indigo")
    public static let purple = Color(system: "purple")
    public static let pink = Color(system: "pink")
    public static let brown = Color(system: "brown")

    /// As SwiftUI prints colours: `red`, `50% red`, or `#RRGGBBAA` for components.
    public var description: String {
        switch storage {
        case let .system(name):
            return alpha == 1 ? name : "\(Int((alpha * 100).rounded()))% \(name)"
        case .rgba, .adaptive:
            func hex(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
            let c = components
            return "#" + hex(c.red) + hex(c.green) + hex(c.blue) + hex(c.opacity)
        }
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}

extension Color: View {
    public typealias Body = Never
}

