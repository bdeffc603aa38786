public import Foundation

/// A colour, and a view that fills its space with it.
///
/// System colours adapt to light and dark like Apple's; the renderer maps
/// their names onto its palette.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package enum Storage: Hashable, Sendable {
        case system(String)
        case rgba(Double, Double, Double, Double)
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

    public init(_ name: String, bundle: Bundle? = nil) { storage = .system(name) }

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

    /// The colour as the host tree spells it: a system name, or `rgba(r,g,b,a)` with 0–255 channels.
    package var hostValue: String {
        switch storage {
        case let .system(name):
            return alpha == 1 ? name : "\(name)/\(Self.format(alpha))"
        case let .rgba(r, g, b, a):
            func channel(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
            return "rgba(\(channel(r)),\(channel(g)),\(channel(b)),\(Self.format(min(max(a * alpha, 0), 1))))"
        }
    }

    public var description: String { hostValue }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
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

/// Something that can fill or tint: colours (and, in SwiftUI, gradients and materials).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The hierarchical foreground styles.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    package let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var accentColor: Color { Color.accentColor }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

extension ShapeStyle {
    /// The value the host tree uses for this style.
    package var hostStyleValue: String {
        switch self {
        case let color as Color: return color.hostValue
        case let level as HierarchicalShapeStyle: return ["primary", "secondary", "tertiary", "quaternary"][min(level.level, 3)]
        default: return "primary"
        }
    }
}
