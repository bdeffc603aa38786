public import Foundation

/// Colours at locations from 0 to 1, for the gradient styles.
public struct Gradient: Equatable, Hashable, Sendable {
    /// One colour of a gradient, at a location from 0 to 1.
    public struct Stop: Equatable, Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colours blend between stops.
    public struct ColorSpace: Hashable, Sendable {
        package let name: String
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { i, color in
            Stop(color: color, location: count > 1 ? CGFloat(i) / CGFloat(count - 1) : 0)
        }
    }

    /// The gradient in another colour space (browsers blend in sRGB: docs/LIMITATIONS.md).
// LIMITATION: `Gradient.colorSpace(_:)` | gradients blend in sRGB | CSS gradients blend in sRGB by default
// LIMITATION: `LinearGradient` | start and end points map onto CSS's gradient line for a square box: on other aspect ratios the angle is approximate | a CSS linear gradient has one angle for any size
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }

    /// Stops in location order, clamped to 0…1.
    package var resolvedStops: [Stop] {
        stops.map { Stop(color: $0.color, location: min(max($0.location, 0), 1)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

/// A gradient used as a shape style: drawn top to bottom.
public struct AnyGradient: Hashable, ShapeStyle, _PaintProviding {
    package let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(ResolvedGradient(.linear(start: .top, end: .bottom), gradient))
    }
}

extension Color {
    /// A subtle top-to-bottom gradient of this colour (lighter at the top), as SwiftUI's `.gradient`.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [self.mix(with: .white, by: 0.18), self]))
    }
}

/// A linear gradient between two unit points.
///
///     LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
nonisolated public struct LinearGradient: ShapeStyle, View, _PaintProviding {
    package var gradient: Gradient
    package var startPoint: UnitPoint
    package var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(ResolvedGradient(.linear(start: startPoint, end: endPoint), gradient))
    }
    /// As a view, the gradient fills its space.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

/// A radial gradient: colours in circles around a unit centre, radii in points.
nonisolated public struct RadialGradient: ShapeStyle, View, _PaintProviding {
    package var gradient: Gradient
    package var center: UnitPoint
    package var startRadius: CGFloat
    package var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(ResolvedGradient(.radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)), gradient))
    }
    /// As a view, the gradient fills its space.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

/// A radial gradient stretched to the frame: radii are fractions of the frame's size.
nonisolated public struct EllipticalGradient: ShapeStyle, View, _PaintProviding {
    package var gradient: Gradient
    package var center: UnitPoint
    package var startRadiusFraction: CGFloat
    package var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(ResolvedGradient(
            .elliptical(center: center, startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction)), gradient))
    }
    /// As a view, the gradient fills its space.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }
}

/// An angular (conic) gradient around a unit centre; 0° points to the trailing edge and angles run
/// clockwise.
nonisolated public struct AngularGradient: ShapeStyle, View, _PaintProviding {
    package var gradient: Gradient
    package var center: UnitPoint
    package var startAngle: Angle
    package var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean a full turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(ResolvedGradient(.angular(center: center, start: startAngle, end: endAngle), gradient))
    }
    /// As a view, the gradient fills its space.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
