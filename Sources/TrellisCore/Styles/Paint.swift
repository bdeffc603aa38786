import Foundation

/// How the host tree spells a paint (docs/RENDERING.md, "Paint"):
///
/// - a colour: a system name (`red`, `secondary`, `systemBackground`), `name/alpha`, or `rgba(r,g,b,a)`;
/// - `linear;sx,sy,ex,ey;<stops>`: unit start and end points;
/// - `radial;cx,cy,r0,r1;<stops>`: unit centre, radii in points;
/// - `elliptical;cx,cy,f0,f1;<stops>`: unit centre, radii as fractions of the frame;
/// - `angular;cx,cy,a0,a1;<stops>`: unit centre, angles in degrees (0 = trailing, clockwise);
/// - `material:<thickness>`: `ultraThin thin regular thick ultraThick bar`.
///
/// `<stops>` are `colour@location` separated by `;`, locations from 0 to 1.
package enum Paint {
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10000).rounded() / 10000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(format: "%.4f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    package static func gradient(_ kind: String, _ geometry: [Double], _ gradient: Gradient) -> String {
        let stops = gradient.resolvedStops.map { $0.color.hostValue + "@" + number(Double($0.location)) }
        return ([kind, geometry.map(number).joined(separator: ",")] + stops).joined(separator: ";")
    }

    /// `paint` with its alpha multiplied by `opacity`.
    package static func withOpacity(_ paint: String, _ opacity: Double) -> String {
        let opacity = min(max(opacity, 0), 1)
        if paint.contains(";") {
            var parts = paint.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            for i in parts.indices.dropFirst(2) {
                if let at = parts[i].lastIndex(of: "@") {
                    parts[i] = withOpacity(String(parts[i][..<at]), opacity) + String(parts[i][at...])
                }
            }
            return parts.joined(separator: ";")
        }
        if paint.hasPrefix("material:") { return paint }
        if paint.hasPrefix("rgba("), paint.hasSuffix(")") {
            var parts = paint.dropFirst(5).dropLast().split(separator: ",").map(String.init)
            if parts.count == 4, let a = Double(parts[3]) {
                parts[3] = number(a * opacity)
                return "rgba(" + parts.joined(separator: ",") + ")"
            }
            return paint
        }
        if let slash = paint.firstIndex(of: "/"), let a = Double(paint[paint.index(after: slash)...]) {
            return String(paint[..<slash]) + "/" + number(a * opacity)
        }
        return paint + "/" + number(opacity)
    }
}
