public import Foundation

/// A Core Graphics colour: red, green, blue and alpha components in sRGB.
///
/// Linux has no Core Graphics; this is the part SwiftUI code uses with `ColorPicker`
/// and `Color(cgColor:)`: making one from components and reading them back.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha (grey colours are stored as equal red, green and blue).
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components, c.count == 4 else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}
