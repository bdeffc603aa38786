import Foundation
import TrellisCore
import TrellisHost

@MainActor extension _ShapeView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var geometry = shape.geometry
        var fillPaint = fill
        var strokeLayer = stroke
        // A stroked shape (`stroke(lineWidth:)` returns a shape) draws its "fill" as the stroke.
        if let strokeStyle = geometry.stroke {
            strokeLayer = StrokeLayer(paint: fillPaint ?? ForegroundStyle(), style: strokeStyle, isBorder: false)
            fillPaint = nil
            geometry.stroke = nil
        }
        let env = inputs.environment
        var knownSize = Self.knownSize(inputs.attributes)
        // A path computed here (not a primitive the renderer scales) is computed for the size the shape
        // gets: measured by the renderer, the nominal box until then.
        let measures = knownSize == nil && Self.computesPath(geometry, filled: fillPaint != nil)
        if measures {
            let measured = node.measurement(observed: true, proposal: nominalShapeSize)
            if measured.isMeasured { knownSize = DependencyRecorder.untracked { measured.size } }
        }
        var props = ShapeRenderer.geometryProperties(geometry, knownSize: knownSize, filled: fillPaint != nil)
        if measures { props["measure"] = "size" }
        if let fillPaint {
            props[ShapeProperty.fill] = fillPaint.hostPaint(in: env)
            if fillStyle.isEOFilled { props[ShapeProperty.eoFill] = "true" }
        }
        if let strokeLayer {
            ShapeRenderer.addStroke(strokeLayer.style, paint: strokeLayer.paint.hostPaint(in: env),
                                    border: strokeLayer.isBorder, geometry: geometry, into: &props)
        }
        if let own = props[ShapeProperty.transform] {
            props[ShapeProperty.transform] = composeTransforms(outer: inputs.attributes.values[ShapeProperty.transform], inner: own)
        }
        return NodeOutput(element: ElementSpec(role: .shape, properties: props))
    }

    /// Whether the graph computes the shape's path for a size (a custom shape, a trimmed filled primitive).
    static func computesPath(_ geometry: ShapeGeometry, filled: Bool) -> Bool {
        if case .absolute = geometry.kind { return false }
        return !geometry.isPrimitive || (filled && geometry.trim != nil)
    }

    /// The shape's size when a `frame(width:height:)` fixes both.
    static func knownSize(_ attributes: Attributes) -> CGSize? {
        guard let w = attributes.values["width"].flatMap(Double.init), let h = attributes.values["height"].flatMap(Double.init),
              w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
        return CGSize(width: w, height: h)
    }
}

/// How a shape's geometry and layers become element properties.
package enum ShapeRenderer {
    /// `shape`, `corners`, `inset`, `path`/`pathBox`, `transform` and `trim` for `geometry`.
    ///
    /// Primitives (rectangles, capsules, circles, ellipses) are drawn by the renderer at any size.
    /// A custom shape's path is computed here: for `knownSize` when the frame fixes it, else for
    /// ``nominalShapeSize`` (stretched by the browser). A filled primitive that is trimmed becomes a
    /// path too (a trimmed fill is the trimmed outline, closed).
// LIMITATION: custom `Shape.path(in:)` | runs for the frame's size when `frame(width:height:)` fixes both, else for the size the renderer measures; the first paint, before that measurement arrives, draws a 100×100 path stretched to the real size | the size comes back from the browser one round trip after the first paint (ARCHITECTURE.md, "Sizes flowing back from a renderer")
// LIMITATION: `trim(from:to:)` on a filled built-in shape | fills the trimmed outline computed for the measured size (a nominal box, stretched, until it is measured) | a CSS/SVG primitive can trim only its stroke
// LIMITATION: `stroke` with a gradient or material | strokes in the gradient's first colour | SVG strokes take colours; CSS gradients can't paint an SVG stroke without per-element ids
// LIMITATION: `UnevenRoundedRectangle` stroked | the stroke uses the top-leading radius for every corner (the fill is exact) | an SVG `rect` has one radius
// LIMITATION: shape transforms (`rotation`, `scale`, `offset`) on built-in shapes | CSS transforms on the element: a scaled shape's stroke scales too | the geometry stays resolution-independent
    package static func geometryProperties(_ geometry: ShapeGeometry, knownSize: CGSize?, filled: Bool) -> [String: String] {
        var props: [String: String] = [:]
        let asPath = !geometry.isPrimitive || (filled && geometry.trim != nil)
        if asPath {
            props[ShapeProperty.shape] = "path"
            if case let .absolute(path) = geometry.kind {
                var g = geometry
                g.trim = filled ? geometry.trim : nil
                props[ShapeProperty.path] = g.path(in: path.boundingRect).svgPathData
            } else {
                let size = knownSize ?? nominalShapeSize
                var g = geometry
                if !filled { g.trim = nil }
                props[ShapeProperty.path] = g.path(in: CGRect(origin: .zero, size: size)).svgPathData
                props[ShapeProperty.pathBox] = formatNumber(Double(size.width)) + "," + formatNumber(Double(size.height))
            }
            if !filled, let trim = geometry.trim { props[ShapeProperty.trim] = trimValue(trim) }
            return props
        }
        switch geometry.kind {
        case .rect: props[ShapeProperty.shape] = "rect"
        case let .roundedRect(size):
            props[ShapeProperty.shape] = "rect"
            if size.width == size.height {
                if size.width > 0 { props[ShapeProperty.corners] = num(size.width) }
            } else {
                props[ShapeProperty.corners] = num(size.width) + "," + num(size.height)
            }
        case let .uneven(r):
            props[ShapeProperty.shape] = "rect"
            props[ShapeProperty.corners] = [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map(num).joined(separator: ",")
        case .capsule: props[ShapeProperty.shape] = "capsule"
        case .circle: props[ShapeProperty.shape] = "circle"
        case .ellipse: props[ShapeProperty.shape] = "ellipse"
        case .path, .absolute: break
        }
        if geometry.inset != 0 { props[ShapeProperty.inset] = num(geometry.inset) }
        if !geometry.transforms.isEmpty {
            // Innermost first in the geometry; CSS applies the rightmost function first.
            props[ShapeProperty.transform] = geometry.transforms.reversed().flatMap(\.transformTokens).joined(separator: " ")
        }
        if let trim = geometry.trim { props[ShapeProperty.trim] = trimValue(trim) }
        return props
    }

    /// The stroke layer's properties.
    package static func addStroke(_ style: StrokeStyle, paint: String, border: Bool, geometry: ShapeGeometry, into props: inout [String: String]) {
        props[ShapeProperty.stroke] = paint
        props[ShapeProperty.strokeWidth] = num(max(0, style.lineWidth))
        let inset = (props[ShapeProperty.shape] == "path" ? 0 : geometry.inset) + (border ? max(0, style.lineWidth) / 2 : 0)
        if inset != 0 { props[ShapeProperty.strokeInset] = num(inset) }
        switch style.lineCap {
        case .butt: break
        case .round: props[ShapeProperty.lineCap] = "round"
        case .square: props[ShapeProperty.lineCap] = "square"
        @unknown default: break
        }
        switch style.lineJoin {
        case .miter: break
        case .round: props[ShapeProperty.lineJoin] = "round"
        case .bevel: props[ShapeProperty.lineJoin] = "bevel"
        @unknown default: break
        }
        if style.miterLimit != 10 { props[ShapeProperty.miterLimit] = num(max(1, style.miterLimit)) }
        if !style.dash.isEmpty {
            props[ShapeProperty.dash] = style.dash.map { num(max(0, $0)) }.joined(separator: ",")
            if style.dashPhase != 0 { props[ShapeProperty.dashPhase] = num(style.dashPhase) }
        }
    }

    static func trimValue(_ trim: ClosedRange<CGFloat>) -> String { num(trim.lowerBound) + "," + num(trim.upperBound) }

    static func num(_ v: CGFloat) -> String { formatNumber((Double(v) * 1000).rounded() / 1000) }
}
