public import Foundation

/// The outline of a 2D shape: lines and Bézier curves in subpaths.
///
///     Path { path in
///         path.move(to: CGPoint(x: 0, y: 0))
///         path.addLine(to: CGPoint(x: 100, y: 0))
///         path.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 50, y: 60))
///         path.closeSubpath()
///     }
///
/// As a view, a path fills its space with the foreground style, drawn in its own coordinates
/// (top-leading origin, y down). The web renderer draws it as SVG (docs/RENDERING.md, "Shapes").
public struct Path: Equatable, Sendable {
    /// One segment of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package private(set) var elements: [Element] = []
    /// Where the current subpath started (for `closeSubpath`).
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case let .move(p)?, let .line(p)?, let .quadCurve(p, _)?, let .curve(p, _, _)?: p
        case .closeSubpath?: subpathStart
        case nil: nil
        }
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for element in elements {
            switch element {
            case let .move(p), let .line(p): xs.append(p.x); ys.append(p.y)
            case let .quadCurve(p, c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case let .curve(p, c1, c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: - Building

    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    public mutating func addLine(to end: CGPoint) {
        startIfNeeded()
        elements.append(.line(to: end))
    }

    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        startIfNeeded()
        elements.append(.quadCurve(to: end, control: control))
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded()
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addPolygon([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        let radius = CGSize(width: rx, height: ry)
        addCorneredRect(r, radii: [radius, radius, radius, radius], transform)
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
            .map { CGSize(width: min(max($0, 0), limit), height: min(max($0, 0), limit)) }
        addCorneredRect(r, radii: radii, transform)
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let k: CGFloat = 0.5522847498
        var sub = Path()
        sub.move(to: CGPoint(x: r.maxX, y: cy))
        sub.addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: r.maxY))
        sub.addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + k * ry))
        sub.addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: r.minY))
        sub.addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - k * ry))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// Adds an arc of a circle, from `startAngle` to `endAngle`. In SwiftUI's y-down space,
    /// `clockwise: false` runs the angles upwards, which is clockwise on screen (as in CoreGraphics).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var delta = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            while delta > 0 { delta -= full }
            if delta < -full { delta = -full }
        } else {
            while delta < 0 { delta += full }
            if delta > full { delta = full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: delta), transform: transform)
    }

    /// Adds an arc of `delta` from `startAngle` (positive deltas run clockwise on screen).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a))).applying(transform)
        }
        let start = startAngle.radians
        let segments = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(segments)
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let c1 = CGPoint(x: center.x + radius * CGFloat(cos(a0) - k * sin(a0)), y: center.y + radius * CGFloat(sin(a0) + k * cos(a0)))
            let c2 = CGPoint(x: center.x + radius * CGFloat(cos(a1) + k * sin(a1)), y: center.y + radius * CGFloat(sin(a1) - k * cos(a1)))
            addCurve(to: point(a1), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End` (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { move(to: tangent1End.applying(transform)); return }
        let p1 = tangent1End, p2 = tangent2End
        let v1 = Vec(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = Vec(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { addLine(to: p1.applying(transform)); return }
        let u1 = Vec(dx: v1.dx / l1, dy: v1.dy / l1), u2 = Vec(dx: v2.dx / l2, dy: v2.dy / l2)
        let angle = acos(max(-1, min(1, Double(u1.dx * u2.dx + u1.dy * u2.dy))))
        let distance = radius / CGFloat(tan(angle / 2))
        let t1 = CGPoint(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
        let t2 = CGPoint(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
        let bisector = Vec(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / CGFloat(sin(angle / 2))
        let center = CGPoint(x: p1.x + bisector.dx / bl * centerDistance, y: p1.y + bisector.dy / bl * centerDistance)
        let a0 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a1 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        addLine(to: t1.applying(transform))
        addArc(center: center, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: cross > 0, transform: transform)
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case let .move(p): move(to: p)
            default: elements.append(element)
            }
        }
    }

    // MARK: - Transforming

    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var out = Path()
        out.elements = elements.map { element in
            switch element {
            case let .move(p): .move(to: p.applying(transform))
            case let .line(p): .line(to: p.applying(transform))
            case let .quadCurve(p, c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case let .curve(p, c1, c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        out.subpathStart = subpathStart?.applying(transform)
        return out
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    // MARK: - Private helpers

    private mutating func startIfNeeded() {
        if elements.isEmpty || elements.last == .closeSubpath { move(to: subpathStart ?? .zero) }
    }

    private mutating func addPolygon(_ points: [CGPoint], _ transform: CGAffineTransform) {
        addLines(points.map { $0.applying(transform) })
        closeSubpath()
    }

    /// A rectangle with elliptical corners `[topLeading, topTrailing, bottomTrailing, bottomLeading]`,
    /// starting at the top edge after the top-leading corner and running clockwise on screen.
    private mutating func addCorneredRect(_ r: CGRect, radii: [CGSize], _ transform: CGAffineTransform) {
        guard radii.contains(where: { $0.width > 0 && $0.height > 0 }) else { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        var sub = Path()
        sub.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        sub.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                     control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        sub.addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                     control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)), control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        sub.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        sub.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                     control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        sub.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        sub.addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                     control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)), control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }
}

extension Path: CustomStringConvertible {
    /// The path as SVG path data (`M0 0L10 0…Z`), which is also how the host tree carries it.
    public var description: String { svgPathData }
}

extension Path {
    /// SVG path data with at most three decimals per number and no exponents.
    package var svgPathData: String {
        var out = ""
        func n(_ v: CGFloat) -> String {
            let d = Double(v)
            guard d.isFinite else { return "0" }
            let rounded = (d * 1000).rounded() / 1000
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            var s = String(format: "%.3f", rounded)
            while s.hasSuffix("0") { s.removeLast() }
            return s
        }
        func p(_ point: CGPoint) -> String { n(point.x) + " " + n(point.y) }
        for element in elements {
            switch element {
            case let .move(to): out += "M" + p(to)
            case let .line(to): out += "L" + p(to)
            case let .quadCurve(to, c): out += "Q" + p(c) + " " + p(to)
            case let .curve(to, c1, c2): out += "C" + p(c1) + " " + p(c2) + " " + p(to)
            case .closeSubpath: out += "Z"
            }
        }
        return out
    }
}

private struct Vec {
    var dx: CGFloat
    var dy: CGFloat
}
