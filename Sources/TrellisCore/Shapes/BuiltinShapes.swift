public import Foundation

/// A rectangle aligned in the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape, _ShapeGeometryProviding {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.rect) }
}

/// How the corners of a rounded rectangle are drawn.
// LIMITATION: `RoundedCornerStyle.continuous` | drawn as `.circular` | CSS has no squircle corners in the supported Chromium
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Smoothly curved corners (drawn as `circular` in the browser, docs/LIMITATIONS.md).
    case continuous
}

/// A rectangle with rounded corners.
///
///     RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.blue)
nonisolated public struct RoundedRectangle: InsettableShape, _ShapeGeometryProviding {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.roundedRect(cornerSize)) }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    package func inset(by amount: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: max(0, topLeading - amount), bottomLeading: max(0, bottomLeading - amount),
            bottomTrailing: max(0, bottomTrailing - amount), topTrailing: max(0, topTrailing - amount))
    }
}

/// A rectangle whose corners each have their own radius.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, _ShapeGeometryProviding {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(cornerRadii: RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
            bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.uneven(cornerRadii)) }
}

/// A circle centred in the frame, as large as the frame's shorter side.
nonisolated public struct Circle: InsettableShape, _ShapeGeometryProviding {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { ShapeGeometry(.circle).path(in: rect) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.circle) }
    /// A circle is as wide as it is tall: it takes the shorter side of the proposal.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

/// An ellipse filling the frame.
nonisolated public struct Ellipse: InsettableShape, _ShapeGeometryProviding {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.ellipse) }
}

/// A rectangle whose shorter sides are half circles.
nonisolated public struct Capsule: InsettableShape, _ShapeGeometryProviding {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.capsule) }
}

/// The shape of the container the view is in, inset to fit. Trellis defines no container shapes
/// (widgets and similar), so it is a rectangle, as SwiftUI draws it outside such a container.
nonisolated public struct ContainerRelativeShape: InsettableShape, _ShapeGeometryProviding {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.rect) }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape, _ShapeGeometryProviding {
    private let box: ShapeGeometry
    private let pathFunction: @Sendable (CGRect) -> Path
    private let fits: @Sendable (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        box = shape.geometry
        pathFunction = { shape.path(in: $0) }
        fits = { shape.sizeThatFits($0) }
    }

    nonisolated public func path(in rect: CGRect) -> Path { pathFunction(rect) }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
    nonisolated package var _geometry: ShapeGeometry { box }
}

/// A `Path` is a shape drawn in its own coordinates.
extension Path: Shape, _ShapeGeometryProviding {
    nonisolated public func path(in rect: CGRect) -> Path { self }
    nonisolated package var _geometry: ShapeGeometry { ShapeGeometry(.absolute(self)) }
}
