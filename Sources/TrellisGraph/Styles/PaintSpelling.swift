import Foundation
import Synchronization
import TrellisCore

/// How the host tree spells a paint (docs/RENDERING.md, "Paint"):
///
/// - a colour: a system name (`red`, `secondary`, `systemBackground`), `name/alpha`, `rgba(r,g,b,a)`, or
///   `light-dark(rgba(…),rgba(…))` (an asset colour set with a dark variant);
/// - `linear;sx,sy,ex,ey;<stops>`: unit start and end points;
/// - `radial;cx,cy,r0,r1;<stops>`: unit centre, radii in points;
/// - `elliptical;cx,cy,f0,f1;<stops>`: unit centre, radii as fractions of the frame;
/// - `angular;cx,cy,a0,a1;<stops>`: unit centre, angles in degrees (0 = trailing, clockwise);
/// - `material:<thickness>`: `ultraThin thin regular thick ultraThick bar`.
///
/// `<stops>` are `colour@location` separated by `;`, locations from 0 to 1.
package enum PaintSpelling {
    /// A number with at most four decimals and no trailing zeros.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10000).rounded() / 10000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return decimals.spelling(of: rounded) {
            var s = String(format: "%.4f", $0)
            while s.hasSuffix("0") { s.removeLast() }
            return s
        }
    }

    /// A colour's own alpha: whole numbers bare, else three significant digits.
    static func alpha(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : alphas.spelling(of: value) { String(format: "%.3g", $0) }
    }

    private static let decimals = SpellingCache()
    private static let alphas = SpellingCache()

    /// Numbers already spelled: Foundation's `String(format:)` costs more than the rest of a paint, and
    /// an app's paints use a handful of values. Bounded: past `limit` values, new ones are spelled each time.
    private final class SpellingCache: Sendable {
        private let spellings = Mutex<[Double: String]>([:])
        private let limit = 512

        func spelling(of value: Double, _ spell: (Double) -> String) -> String {
            if let known = spellings.withLock({ $0[value] }) { return known }
            let spelled = spell(value)
            spellings.withLock { if $0.count < limit { $0[value] = spelled } }
            return spelled
        }
    }

    static func hierarchical(_ level: Int) -> String {
        ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(max(level, 0), 4)]
    }

    /// `paint`, with each style opacity in `opacities` (innermost first) multiplied into its alpha.
    static func spell(_ paint: ResolvedPaint, opacities: [Double]) -> String {
        switch paint {
        case let .opacity(base, opacity): return spell(base, opacities: [opacity] + opacities)
        case let .color(color): return spell(color, opacities: opacities)
        case let .hierarchical(level): return named(hierarchical(level), alpha: nil, opacities: opacities)
        case .background: return named("background", alpha: nil, opacities: opacities)
        case .separator: return named("separator", alpha: nil, opacities: opacities)
        case let .material(thickness): return "material:" + thickness
        case let .gradient(gradient):
            let stops = gradient.stops.map { spell($0.color, opacities: opacities) + "@" + number(Double($0.location)) }
            return ([kind(gradient.geometry), geometry(gradient.geometry).map(number).joined(separator: ",")] + stops)
                .joined(separator: ";")
        }
    }

    static func spell(_ color: Color, opacities: [Double]) -> String {
        switch color.storage {
        case let .system(name):
            return named(name, alpha: color.alpha == 1 ? nil : alpha(color.alpha), opacities: opacities)
        case let .rgba(r, g, b, a):
            return rgba(Color.Components(r, g, b, a), alpha: color.alpha, opacities: opacities)
        case let .adaptive(light, dark):
            return "light-dark(" + rgba(light, alpha: color.alpha, opacities: opacities) + ","
                + rgba(dark, alpha: color.alpha, opacities: opacities) + ")"
        }
    }

    /// `rgba(r,g,b,a)` with 0–255 channels.
    static func rgba(_ c: Color.Components, alpha colorAlpha: Double, opacities: [Double]) -> String {
        func channel(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        // Each opacity multiplies the alpha as spelled so far, as it did when paints were strings.
        var spelled = alpha(min(max(c.opacity * colorAlpha, 0), 1))
        for opacity in opacities { spelled = number((Double(spelled) ?? 1) * opacity) }
        return "rgba(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)),\(spelled))"
    }

    /// `name`, or `name/alpha` once it has an alpha of its own or an opacity.
    static func named(_ name: String, alpha: String?, opacities: [Double]) -> String {
        var spelled = alpha
        for opacity in opacities { spelled = number((spelled.flatMap(Double.init) ?? 1) * opacity) }
        return spelled.map { name + "/" + $0 } ?? name
    }

    static func kind(_ geometry: ResolvedGradient.Geometry) -> String {
        switch geometry {
        case .linear: "linear"
        case .radial: "radial"
        case .elliptical: "elliptical"
        case .angular: "angular"
        }
    }

    static func geometry(_ geometry: ResolvedGradient.Geometry) -> [Double] {
        switch geometry {
        case let .linear(start, end): [start.x, start.y, end.x, end.y].map(Double.init)
        case let .radial(center, r0, r1): [Double(center.x), Double(center.y), r0, r1]
        case let .elliptical(center, f0, f1): [Double(center.x), Double(center.y), f0, f1]
        case let .angular(center, start, end): [Double(center.x), Double(center.y), start.degrees, end.degrees]
        }
    }
}

extension ResolvedPaint {
    /// The paint as the host tree spells it.
    package var hostValue: String { PaintSpelling.spell(self, opacities: []) }
}

extension Color {
    /// The colour as the host tree spells it: a system name, `name/alpha`, or `rgba(r,g,b,a)` with
    /// 0–255 channels.
    package var hostValue: String { PaintSpelling.spell(self, opacities: []) }
}

extension ShapeStyle {
    /// The paint as the host tree spells it, resolved in `environment`.
    package func hostPaint(in environment: EnvironmentValues) -> String { resolvedPaint(in: environment).hostValue }

    /// The paint as the host tree spells it, in a default environment.
    package var hostStyleValue: String { resolvedPaint.hostValue }
}
