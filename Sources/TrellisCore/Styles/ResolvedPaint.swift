/// A shape style resolved in an environment: what it draws with, as typed values. The graph spells
/// it for the host tree (TrellisGraph/Styles/PaintSpelling.swift); Core knows nothing of hosts.
package indirect enum ResolvedPaint: Hashable, Sendable {
    /// A colour: a system name or sRGB components, with its opacity.
    case color(Color)
    /// The label colour at a level: 0 is `.primary`, 4 is `.quinary`.
    case hierarchical(Int)
    /// The window's background colour (light and dark).
    case background
    /// The colour of separators and hairlines.
    case separator
    case gradient(ResolvedGradient)
    /// A blurring material, by thickness (`ultraThin` … `ultraThick`, `bar`).
    case material(thickness: String)
    /// A paint with its alpha multiplied: a style's `.opacity(_:)`, kept apart from the colour's own
    /// opacity because each step rounds.
    case opacity(ResolvedPaint, Double)
}

/// A gradient's geometry and its stops, in location order and clamped to 0…1.
package struct ResolvedGradient: Hashable, Sendable {
    package enum Geometry: Hashable, Sendable {
        /// Unit start and end points.
        case linear(start: UnitPoint, end: UnitPoint)
        /// A unit centre, radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// A unit centre, radii as fractions of the frame.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// A unit centre, angles (0° = trailing, clockwise).
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    package var geometry: Geometry
    package var stops: [Gradient.Stop]

    package init(_ geometry: Geometry, _ gradient: Gradient) {
        self.geometry = geometry
        stops = gradient.resolvedStops
    }
}
