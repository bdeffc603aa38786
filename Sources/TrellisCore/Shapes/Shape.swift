public import Foundation

/// A 2D shape: a view that fills its space with the foreground style, drawn by `path(in:)`.
///
///     struct Triangle: Shape {
///         func path(in rect: CGRect) -> Path {
///             Path { p in
///                 p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///                 p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///                 p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///                 p.closeSubpath()
///             }
///         }
///     }
///
/// A shape is flexible: it takes the space it is offered. The built-in shapes render at any size
/// without the server knowing it; a custom shape's `path(in:)` runs for the frame's size when the
/// shape has a fixed `frame(width:height:)`, else for a nominal 100×100 rectangle that the browser
/// stretches to the real size (docs/LIMITATIONS.md).
@preconcurrency @MainActor
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    nonisolated static var role: ShapeRole { get }
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    public static var role: ShapeRole { .fill }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    /// A shape takes the whole proposal (10×10 where a dimension is unspecified).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape {
    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape that can be inset, so `strokeBorder` draws inside its bounds.
@preconcurrency @MainActor
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// What a shape is for: filling, stroking, or separating.
public enum ShapeRole: Equatable, Hashable, Sendable {
    case fill, stroke, separator
}

/// Whether a shape mirrors in right-to-left layouts.
public struct LayoutDirectionBehavior: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case fixed, mirrors }
    package let kind: Kind
    public static let fixed = LayoutDirectionBehavior(kind: .fixed)
    public static let mirrors = LayoutDirectionBehavior(kind: .mirrors)
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior { .mirrors }
}

/// The direction of text and leading/trailing edges.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// Fill rules and antialiasing for filling a shape.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked: width, caps, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
