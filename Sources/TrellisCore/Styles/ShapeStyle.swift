import Foundation

/// Something a shape can be filled or stroked with, and text drawn in: colours, gradients,
/// materials and the hierarchical styles.
///
///     Circle().fill(.blue.gradient)
///     Text("Title").foregroundStyle(.secondary)
///     card.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
// LIMITATION: custom `ShapeStyle` types | draw as `.primary` | `resolve(in:)` is not declared yet
public protocol ShapeStyle: Sendable {}

/// Styles Trellis knows how to draw.
package protocol _PaintProviding {
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    /// What this style draws with in `environment` (`.foreground` is the current foreground style,
    /// `.tint` the tint).
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        // A colour, the most common style, by its type alone: the cast to a protocol asks the
        // runtime's conformance tables (hundreds of instructions, for every row's background).
        if Self.self == Color.self {
            return withUnsafePointer(to: self) { $0.withMemoryRebound(to: Color.self, capacity: 1) { .color($0.pointee) } }
        }
        return (self as? any _PaintProviding)?._resolvePaint(in: environment) ?? .hierarchical(0)
    }

    /// What this style draws with in a default environment.
    package var resolvedPaint: ResolvedPaint { resolvedPaint(in: EnvironmentValues()) }
}

extension Color: ShapeStyle, _PaintProviding {
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(self) }
}

/// The hierarchical foreground styles: `.primary` … `.quinary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, _PaintProviding {
    package let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .hierarchical(min(max(level, 0), 4)) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The current foreground style (`foregroundStyle`, else the primary label colour).
public struct ForegroundStyle: ShapeStyle, Hashable, _PaintProviding {
    public init() {}
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyle ?? .hierarchical(0)
    }
}

/// The window's background colour (light and dark).
public struct BackgroundStyle: ShapeStyle, Hashable, _PaintProviding {
    public init() {}
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .background }
}

/// The current tint (`tint(_:)`, else the accent colour).
public struct TintShapeStyle: ShapeStyle, Hashable, _PaintProviding {
    public init() {}
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { environment._tint ?? .color(.accentColor) }
}

/// The colour of separators and hairlines.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, _PaintProviding {
    public init() {}
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .separator }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, _PaintProviding {
    private let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { style.resolvedPaint(in: environment) }
}

/// A style at an opacity (`.opacity(_:)` on any style).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, _PaintProviding {
    package let base: Base
    package let opacity: Double
    package func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .opacity(base.resolvedPaint(in: environment), min(max(opacity, 0), 1))
    }
}

extension ShapeStyle {
    /// This style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
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
