public import Foundation

/// A shape inset by an amount on every side (`inset(by:)`, `strokeBorder`).
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape, _ShapeGeometryProviding {
    package var base: Base
    package var amount: CGFloat
    package init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }
    public func path(in rect: CGRect) -> Path { _geometry.path(in: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    package var _geometry: ShapeGeometry {
        var g = base.geometry
        g.inset += amount
        return g
    }
}

/// A shape moved by an offset.
nonisolated public struct OffsetShape<Content: Shape>: Shape, _ShapeGeometryProviding {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    package var _geometry: ShapeGeometry { shape.geometry.adding(.offset(offset)) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape rotated around an anchor of its frame.
nonisolated public struct RotatedShape<Content: Shape>: Shape, _ShapeGeometryProviding {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.rotation(angle, anchor: anchor).affine(in: rect))
    }
    package var _geometry: ShapeGeometry { shape.geometry.adding(.rotation(angle, anchor: anchor)) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around an anchor of its frame.
nonisolated public struct ScaledShape<Content: Shape>: Shape, _ShapeGeometryProviding {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.scale(scale, anchor: anchor).affine(in: rect))
    }
    package var _geometry: ShapeGeometry { shape.geometry.adding(.scale(scale, anchor: anchor)) }
}

/// A shape with an affine transform applied to its path.
nonisolated public struct TransformedShape<Content: Shape>: Shape, _ShapeGeometryProviding {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    package var _geometry: ShapeGeometry { shape.geometry.adding(.affine(transform)) }
}

/// A part of a shape's outline (`trim(from:to:)`).
nonisolated public struct _TrimmedShape<S: Shape>: Shape, _ShapeGeometryProviding {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    package var _geometry: ShapeGeometry {
        var g = shape.geometry
        let from = min(max(startFraction, 0), 1), to = min(max(endFraction, 0), 1)
        if let existing = g.trim {
            let length = existing.upperBound - existing.lowerBound
            g.trim = (existing.lowerBound + from * length)...(existing.lowerBound + max(from, to) * length)
        } else {
            g.trim = from...max(from, to)
        }
        return g
    }
}

/// A shape's outline stroked, as a shape of its own (`stroke(lineWidth:)`, `stroke(style:)`).
nonisolated public struct _StrokedShape<S: Shape>: Shape, _ShapeGeometryProviding {
    public var shape: S
    public var style: StrokeStyle
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
// LIMITATION: `stroke(style:)` as a shape's `path(in:)` | returns the unstroked outline (it draws correctly as a stroke) | no stroke-outline computation
    /// The outline's path (Trellis does not compute stroke outlines: docs/LIMITATIONS.md).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    package var _geometry: ShapeGeometry {
        var g = shape.geometry
        g.stroke = style
        return g
    }
}

extension ShapeGeometry {
    package func adding(_ transform: ShapeTransform) -> ShapeGeometry {
        var copy = self
        copy.transforms.append(transform)
        return copy
    }
}

nonisolated extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
    /// The part of the outline between two fractions of its length (a progress ring's arc).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    /// The outline, stroked, as a shape (fill it or give it a foreground style).
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }
}

extension Path {
    /// The part of the path between two fractions of its length. Curves are followed as short
    /// line segments.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        if from == 0 && to == 1 { return self }
        guard to > from else { return Path() }
        // Flatten into polylines, one per subpath.
        var polylines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func sample(_ count: Int, _ f: (CGFloat) -> CGPoint) {
            for i in 1...count { current.append(f(CGFloat(i) / CGFloat(count))) }
        }
        for element in elements {
            let last = current.last ?? start
            switch element {
            case let .move(p):
                if current.count > 1 { polylines.append(current) }
                current = [p]
                start = p
            case let .line(p): current.append(p)
            case let .quadCurve(p, c):
                sample(16) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x, y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
                }
            case let .curve(p, c1, c2):
                sample(24) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y)
                }
            case .closeSubpath:
                current.append(start)
                polylines.append(current)
                current = [start]
            }
        }
        if current.count > 1 { polylines.append(current) }
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let total = polylines.reduce(CGFloat(0)) { sum, line in
            sum + zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        }
        guard total > 0 else { return Path() }
        let lo = from * total, hi = to * total
        var out = Path()
        var travelled: CGFloat = 0
        for line in polylines {
            var penDown = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                let s = travelled, e = travelled + length
                travelled = e
                guard e > lo, s < hi, length > 0 else { continue }
                func at(_ d: CGFloat) -> CGPoint {
                    let t = (d - s) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !penDown { out.move(to: at(max(s, lo))); penDown = true }
                out.addLine(to: at(min(e, hi)))
            }
        }
        return out
    }
}
