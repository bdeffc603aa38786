public import Foundation

/// UIKit's colour, as SwiftUI on iOS brings it: the system colours (adapting to light and dark),
/// the fixed colours and the initializers, so `Color(.systemGray6)` and `Color(uiColor:)` compile.
/// `import UIKit` works too (a tiny module exporting this name on Linux).
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The colour Trellis draws.
    package let color: Color

    package init(color: Color) { self.color = color }
    package convenience init(system name: String) { self.init(color: Color(system: name)) }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A SwiftUI colour as a UIKit one.
    public init(_ color: Color) { self.color = color }

    /// A colour set from the app's asset catalog, or nil when no catalog has one of that name.
    // LIMITATION: `UIColor(named:)`, `NSColor(named:)` | the set's any-appearance sRGB colour, as `Color(_:bundle:)` | see `Color(_ name:bundle:)`
    public convenience init?(named name: String) {
        guard let color = Color(assetNamed: name, bundle: nil) else { return nil }
        self.init(color: color)
    }

    /// This colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.replacingAlpha(Double(alpha)))
    }

    /// The sRGB components (the light appearance for system colours).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.components
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    open var description: String { "UIColor(\(color))" }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // MARK: - Adaptable system colours

    open class var systemRed: UIColor { UIColor(system: "red") }
    open class var systemOrange: UIColor { UIColor(system: "orange") }
    open class var systemYellow: UIColor { UIColor(system: "yellow") }
    open class var systemGreen: UIColor { UIColor(system: "green") }
    open class var systemMint: UIColor { UIColor(system: "mint") }
    open class var systemTeal: UIColor { UIColor(system: "teal") }
    open class var systemCyan: UIColor { UIColor(system: "cyan") }
    open class var systemBlue: UIColor { UIColor(system: "blue") }
    open class var systemIndigo: UIColor { UIColor(system: "indigo") }
    open class var systemPurple: UIColor { UIColor(system: "purple") }
    open class var systemPink: UIColor { UIColor(system: "pink") }
    open class var systemBrown: UIColor { UIColor(system: "brown") }
    open class var systemGray: UIColor { UIColor(system: "gray") }
    open class var systemGray2: UIColor { UIColor(system: "systemGray2") }
    open class var systemGray3: UIColor { UIColor(system: "systemGray3") }
    open class var systemGray4: UIColor { UIColor(system: "systemGray4") }
    open class var systemGray5: UIColor { UIColor(system: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(system: "systemGray6") }
    open class var tintColor: UIColor { UIColor(system: "accentColor") }

    // MARK: - Adaptable UI element colours

    open class var label: UIColor { UIColor(system: "label") }
    open class var secondaryLabel: UIColor { UIColor(system: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(system: "tertiaryLabel") }
    open class var quaternaryLabel: UIColor { UIColor(system: "quaternaryLabel") }
    open class var link: UIColor { UIColor(system: "link") }
    open class var placeholderText: UIColor { UIColor(system: "placeholderText") }
    open class var separator: UIColor { UIColor(system: "separator") }
    open class var opaqueSeparator: UIColor { UIColor(system: "opaqueSeparator") }
    open class var systemBackground: UIColor { UIColor(system: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(system: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(system: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(system: "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(system: "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(system: "tertiarySystemGroupedBackground") }
    open class var systemFill: UIColor { UIColor(system: "systemFill") }
    open class var secondarySystemFill: UIColor { UIColor(system: "secondarySystemFill") }
    open class var tertiarySystemFill: UIColor { UIColor(system: "tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { UIColor(system: "quaternarySystemFill") }

    // MARK: - Fixed colours

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}

/// AppKit's colour, as SwiftUI on macOS brings it: the system and element colours (adapting to
/// light and dark) and the initializers, so `Color(nsColor: .windowBackgroundColor)` compiles.
open class NSColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    package let color: Color

    package init(color: Color) { self.color = color }
    package convenience init(system name: String) { self.init(color: Color(system: name)) }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    public init(_ color: Color) { self.color = color }
    /// A colour set from the app's asset catalog, or nil when no catalog has one of that name.
    public convenience init?(named name: String) {
        guard let color = Color(assetNamed: name, bundle: nil) else { return nil }
        self.init(color: color)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(color: color.replacingAlpha(Double(alpha)))
    }

    open var description: String { "NSColor(\(color))" }
    public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    open class var systemRed: NSColor { NSColor(system: "red") }
    open class var systemOrange: NSColor { NSColor(system: "orange") }
    open class var systemYellow: NSColor { NSColor(system: "yellow") }
    open class var systemGreen: NSColor { NSColor(system: "green") }
    open class var systemMint: NSColor { NSColor(system: "mint") }
    open class var systemTeal: NSColor { NSColor(system: "teal") }
    open class var systemCyan: NSColor { NSColor(system: "cyan") }
    open class var systemBlue: NSColor { NSColor(system: "blue") }
    open class var systemIndigo: NSColor { NSColor(system: "indigo") }
    open class var systemPurple: NSColor { NSColor(system: "purple") }
    open class var systemPink: NSColor { NSColor(system: "pink") }
    open class var systemBrown: NSColor { NSColor(system: "brown") }
    open class var systemGray: NSColor { NSColor(system: "gray") }
    open class var controlAccentColor: NSColor { NSColor(system: "accentColor") }

    open class var labelColor: NSColor { NSColor(system: "label") }
    open class var secondaryLabelColor: NSColor { NSColor(system: "secondaryLabel") }
    open class var tertiaryLabelColor: NSColor { NSColor(system: "tertiaryLabel") }
    open class var quaternaryLabelColor: NSColor { NSColor(system: "quaternaryLabel") }
    open class var textColor: NSColor { NSColor(system: "text") }
    open class var placeholderTextColor: NSColor { NSColor(system: "placeholderText") }
    open class var linkColor: NSColor { NSColor(system: "link") }
    open class var separatorColor: NSColor { NSColor(system: "separator") }
    open class var windowBackgroundColor: NSColor { NSColor(system: "windowBackground") }
    open class var controlBackgroundColor: NSColor { NSColor(system: "controlBackground") }
    open class var textBackgroundColor: NSColor { NSColor(system: "textBackground") }
    open class var underPageBackgroundColor: NSColor { NSColor(system: "underPageBackground") }
    open class var selectedContentBackgroundColor: NSColor { NSColor(system: "selectedContentBackground") }
    open class var systemFill: NSColor { NSColor(system: "systemFill") }
    open class var secondarySystemFill: NSColor { NSColor(system: "secondarySystemFill") }
    open class var tertiarySystemFill: NSColor { NSColor(system: "tertiarySystemFill") }
    open class var quaternarySystemFill: NSColor { NSColor(system: "quaternarySystemFill") }

    open class var black: NSColor { NSColor(white: 0, alpha: 1) }
    open class var darkGray: NSColor { NSColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: NSColor { NSColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: NSColor { NSColor(white: 1, alpha: 1) }
    open class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    open class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: NSColor { NSColor(white: 0, alpha: 0) }
}

extension Color {
    /// A UIKit colour; system colours keep adapting to light and dark.
    ///
    ///     Color(uiColor: .secondarySystemBackground)
    public init(uiColor: UIColor) { self = uiColor.color }

    /// A UIKit colour: `Color(.systemGray6)`.
    public init(_ color: UIColor) { self = color.color }

    /// An AppKit colour; system colours keep adapting to light and dark.
    public init(nsColor: NSColor) { self = nsColor.color }

    /// An AppKit colour: `Color(.windowBackgroundColor)`. Where UIKit has a colour of the same name
    /// (`.systemBlue`), `Color(_:)` takes UIKit's, as on iOS.
    @_disfavoredOverload
    public init(_ color: NSColor) { self = color.color }
}
