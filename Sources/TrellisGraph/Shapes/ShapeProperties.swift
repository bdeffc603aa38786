import Foundation
import TrellisCore
import TrellisHost

/// The element properties shapes and paints add to the vocabulary (docs/RENDERING.md, "Shapes").
package enum ShapeProperty {
    /// `rect capsule circle ellipse path`.
    package static let shape = "shape"
    /// Corner radii of a `rect`: one number, `rx,ry`, or four numbers `topLeading,topTrailing,bottomTrailing,bottomLeading`.
    package static let corners = "corners"
    /// How far the fill layer sits inside the frame (`inset(by:)`).
    package static let inset = "inset"
    /// How far the stroke's centre line sits inside the frame (`inset(by:)` plus half a `strokeBorder`).
    package static let strokeInset = "strokeInset"
    /// SVG path data of a `path` shape, and the `w,h` box it was computed for (absent: drawn in its own coordinates).
    package static let path = "path", pathBox = "pathBox"
    /// The fill layer's paint (docs/RENDERING.md, "Paint"); `eoFill` picks the even-odd rule.
    package static let fill = "shapeFill", eoFill = "eoFill"
    /// The stroke layer: paint, width, caps, joins, miter limit, dashes.
    package static let stroke = "stroke", strokeWidth = "strokeWidth", lineCap = "lineCap", lineJoin = "lineJoin"
    package static let miterLimit = "miterLimit", dash = "dash", dashPhase = "dashPhase"
    /// `from,to`: the part of the outline the stroke draws.
    package static let trim = "trim"
    /// Shape and view transforms (docs/RENDERING.md, "Effects").
    package static let transform = "transform"

    package static let all: [String] = [
        shape, corners, inset, strokeInset, path, pathBox, fill, eoFill, stroke, strokeWidth, lineCap, lineJoin,
        miterLimit, dash, dashPhase, trim, transform,
    ]
}

/// The nominal rectangle a custom shape's `path(in:)` runs in when the server does not know the
/// shape's size; the browser stretches the result to the real size.
package let nominalShapeSize = CGSize(width: 100, height: 100)

extension ShapeTransform {
    /// The transform as tokens of the `transform` property, for an element of unknown size:
    /// anchors become percentage translations around the element's centre.
    package var transformTokens: [String] {
        func n(_ v: CGFloat) -> String { formatNumber((Double(v) * 1000).rounded() / 1000) }
        func around(_ anchor: UnitPoint, _ token: String) -> [String] {
            let dx = (anchor.x - 0.5) * 100, dy = (anchor.y - 0.5) * 100
            if dx == 0 && dy == 0 { return [token] }
            return ["tp(\(n(dx)),\(n(dy)))", token, "tp(\(n(-dx)),\(n(-dy)))"]
        }
        switch self {
        case let .offset(size): return ["t(\(n(size.width)),\(n(size.height)))"]
        case let .rotation(angle, anchor): return around(anchor, "r(\(n(CGFloat(angle.degrees))))")
        case let .scale(size, anchor): return around(anchor, "s(\(n(size.width)),\(n(size.height)))")
        case let .affine(t): return ["m(\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty)))"]
        }
    }
}

/// Composes an element's own transform (applied first) with one inherited from modifiers further out.
package func composeTransforms(outer: String?, inner: String?) -> String? {
    switch (outer, inner) {
    case let (o?, i?): o + " " + i
    case let (o?, nil): o
    case let (nil, i?): i
    case (nil, nil): nil
    }
}
