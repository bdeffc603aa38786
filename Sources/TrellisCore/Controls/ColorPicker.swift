import Foundation

/// A control for choosing a colour.
///
///     @State private var tint = Color.blue
///
///     ColorPicker("Tint", selection: $tint)
///     ColorPicker("Background", selection: $background, supportsOpacity: false)
///
/// The browser shows its native colour well (`<input type="color">`) and, when
/// `supportsOpacity` is true, an opacity slider next to it. A system colour
/// (`.blue`) shows as its light-appearance value until the person picks another.
nonisolated public struct ColorPicker<Label: View>: View {
    /// The colour as sRGB components, read and written through the caller's binding.
    package let selection: Binding<ColorPickerValue>
    package let supportsOpacity: Bool
    package let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.converted("ColorPickerValue", get: { ColorPickerValue($0) }, set: { $0.color })
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.converted("ColorPickerValue", get: { ColorPickerValue($0) }, set: { $0.cgColor })
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public typealias Body = Never
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A picked colour: sRGB components in 0...1.
package struct ColorPickerValue: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = unit(red); self.green = unit(green); self.blue = unit(blue); self.opacity = unit(opacity)
    }

    package init(_ color: Color) {
        let (r, g, b, a) = color.sRGBComponents
        self.init(red: r, green: g, blue: b, opacity: a)
    }

    package init(_ cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: Double(c.first ?? 0), green: Double(c.count > 1 ? c[1] : 0), blue: Double(c.count > 2 ? c[2] : 0),
                  opacity: Double(cgColor.alpha))
    }

    package var color: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: opacity) }
    package var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: opacity) }

    /// `#rrggbb`, as `<input type="color">` takes it.
    package var hex: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// Parses `#rrggbb` (what the browser sends); nil for anything else.
    package static func parse(hex: String, opacity: Double) -> ColorPickerValue? {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [Double] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let v = UInt8(String(decoding: digits[i...i + 1], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(Double(v) / 255)
        }
        return ColorPickerValue(red: bytes[0], green: bytes[1], blue: bytes[2], opacity: opacity)
    }
}

extension Color {
    /// Makes a colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        let v = ColorPickerValue(cgColor)
        self.init(.sRGB, red: v.red, green: v.green, blue: v.blue, opacity: v.opacity)
    }

    /// The colour as a Core Graphics colour (system colours as their light-appearance value).
    public var cgColor: CGColor? { ColorPickerValue(self).cgColor }

    /// sRGB components; system colours as Apple's light-appearance values.
    package var sRGBComponents: (Double, Double, Double, Double) {
        let c = components
        return (c.red, c.green, c.blue, c.opacity)
    }
}
