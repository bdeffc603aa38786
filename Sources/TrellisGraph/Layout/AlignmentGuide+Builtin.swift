import Foundation
import TrellisCore
import TrellisHost

/// `alignmentGuide`: the view is moved by how far its guide is from the alignment's default, as an
/// offset in points plus a fraction of its own width (height): `guideH=<pt>,<fraction>` and
/// `guideHFor=<alignment>` (`guideV…` for vertical ones). CSS applies the move (`translate`) only in a
/// stack aligned by that alignment (layout.css), so a `.leading` guide does nothing in an `HStack`.
@MainActor extension _AlignmentGuideModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        if let horizontal {
            let shift = Self.shift(computeValue, defaultGuide: Self.defaultGuide(horizontal.custom, name: horizontal.name, horizontal: true), horizontal: true)
            return withAttributes(content, inputs, [("guideH", shift), ("guideHFor", horizontal.custom == nil ? horizontal.name : "custom")])
        }
        if let vertical {
            let name = ["firstTextBaseline", "lastTextBaseline"].contains(vertical.name) ? "bottom" : vertical.name
            let shift = Self.shift(computeValue, defaultGuide: Self.defaultGuide(vertical.custom, name: name, horizontal: false), horizontal: false)
            return withAttributes(content, inputs, [("guideV", shift), ("guideVFor", vertical.custom == nil ? vertical.name : "custom")])
        }
        return passThrough(content, inputs)
    }

    /// The alignment's default guide as (offset, fraction of the length).
    static func defaultGuide(_ custom: CustomAlignmentKey?, name: String, horizontal: Bool) -> (CGFloat, CGFloat) {
        if let custom { return custom.affineDefault(horizontal: horizontal) }
        switch name {
        case "leading", "top": return (0, 0)
        case "trailing", "bottom": return (0, 1)
        default: return (0, 0.5)
        }
    }

    /// `<pt>,<fraction>`: default guide minus this one, sampled at a few sizes. A guide that isn't an
    /// offset plus a fraction of the length along its axis counts by its value at a zero size.
    static func shift(_ compute: (ViewDimensions) -> CGFloat, defaultGuide: (CGFloat, CGFloat), horizontal: Bool) -> String {
        func at(_ along: CGFloat, _ across: CGFloat) -> CGFloat {
            let value = horizontal ? compute(ViewDimensions(width: along, height: across)) : compute(ViewDimensions(width: across, height: along))
            return value.isFinite ? value : 0
        }
        let zero = at(0, 0)
        var fraction = (at(100, 0) - zero) / 100
        let affine = abs(at(200, 0) - zero - 200 * fraction) < 0.01 && abs(at(100, 100) - at(100, 0)) < 0.01
        if !affine { fraction = 0 }
        let offset = defaultGuide.0 - zero, share = defaultGuide.1 - fraction
        func spell(_ x: CGFloat) -> String { formatNumber((min(max(Double(x), -100_000), 100_000) * 1000).rounded() / 1000) }
        return spell(offset) + "," + spell(share)
    }
}
