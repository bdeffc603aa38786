import Foundation

/// What the renderer needs to draw a shape: a resolution-independent primitive (the built-ins), or a
/// path function (custom shapes), with the insets, transforms and trim applied on the way.
package struct ShapeGeometry: @unchecked Sendable {
    package enum Kind {
        case rect
        /// Elliptical corners of one size.
        case roundedRect(CGSize)
        case uneven(RectangleCornerRadii)
        case capsule, circle, ellipse
        /// A custom shape: its path for a rectangle (run for the size the shape gets, or a nominal one).
        case path(@Sendable (CGRect) -> Path)
        /// A `Path` used as a shape or view: drawn in its own coordinates.
        case absolute(Path)
    }

    package var kind: Kind
    /// `inset(by:)` amounts, added up.
    package var inset: CGFloat = 0
    /// Offsets, rotations and scales from shape modifiers, innermost first.
    package var transforms: [ShapeTransform] = []
    /// `trim(from:to:)`, as fractions of the outline.
    package var trim: ClosedRange<CGFloat>?
    /// Set when the shape is itself a stroke (`stroke(lineWidth:)` returns a shape).
    package var stroke: StrokeStyle?

    package init(_ kind: Kind) { self.kind = kind }

    /// True for the primitives the renderer scales without knowing the size.
    package var isPrimitive: Bool {
        switch kind {
        case .path, .absolute: false
        default: true
        }
    }
}

/// One shape modifier's transform, applied around an anchor of the shape's frame.
package enum ShapeTransform: Sendable {
    case offset(CGSize)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case affine(CGAffineTransform)

    /// The transform in the coordinates of `rect`.
    package func affine(in rect: CGRect) -> CGAffineTransform {
        switch self {
        case let .offset(size):
            return CGAffineTransform(translationX: size.width, y: size.height)
        case let .rotation(angle, anchor):
            let p = anchor.point(in: rect)
            return CGAffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
                .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        case let .scale(size, anchor):
            let p = anchor.point(in: rect)
            return CGAffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(CGAffineTransform(scaleX: size.width, y: size.height))
                .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        case let .affine(t):
            return t
        }
    }
}

/// Shapes whose geometry Trellis knows (the built-ins and the shape modifiers).
package protocol _ShapeGeometryProviding {
    var _geometry: ShapeGeometry { get }
}

extension Shape {
    /// The geometry to render: the built-in's primitive, or a custom shape's path function.
    nonisolated package var geometry: ShapeGeometry {
        if let known = self as? any _ShapeGeometryProviding { return known._geometry }
        let shape = self
        return ShapeGeometry(.path { shape.path(in: $0) })
    }
}

extension ShapeGeometry {
    /// The outline for `rect`, with every modifier applied (for custom shapes and for tests).
    package func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        var path: Path
        switch kind {
        case .rect: path = Path(r)
        case let .roundedRect(size):
            path = Path(roundedRect: r, cornerSize: CGSize(width: max(0, size.width - inset), height: max(0, size.height - inset)))
        case let .uneven(radii):
            path = Path(roundedRect: r, cornerRadii: radii.inset(by: inset))
        case .capsule:
            path = Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2)
        case .circle:
            let side = min(r.width, r.height)
            path = Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case .ellipse: path = Path(ellipseIn: r)
        case let .path(make): path = make(r)
        case let .absolute(p): path = p
        }
        for transform in transforms { path = path.applying(transform.affine(in: rect)) }
        if let trim { path = path.trimmedPath(from: trim.lowerBound, to: trim.upperBound) }
        return path
    }
}
