import Foundation
import TrellisCore

/// How SwiftUI's effects and view attributes are spelled as host properties: the one place that knows
/// the token language of `transform` and `filter` (docs/RENDERING.md) and the property names.
@MainActor
package enum EffectSpelling {
    /// The property an effect composes into, and its tokens.
    static func tokens(_ effect: _VisualEffect) -> (key: String, tokens: String) {
        switch effect {
        case let .scale(size, anchor):
            ("transform", around(anchor, "s(\(number(Double(size.width))),\(number(Double(size.height))))"))
        case let .rotation(angle, anchor):
            ("transform", around(anchor, "r(\(number(angle.degrees)))"))
        case let .rotation3D(angle, axis, anchor, perspective):
            ("transform", around(anchor, rotation3D(angle, axis: axis, perspective: perspective)))
        case let .offset(size):
            ("transform", "t(\(number(Double(size.width))),\(number(Double(size.height))))")
        case let .shadow(color, radius, x, y):
            ("filter", "shadow(\(color.hostValue)@\(number(Double(max(radius, 0)))),\(number(Double(x))),\(number(Double(y))))")
        case let .blur(radius): ("filter", "blur(\(number(Double(max(radius, 0)))))")
        case let .brightness(amount): ("filter", "brightness(\(number(max(0, 1 + amount))))")
        case let .contrast(amount): ("filter", "contrast(\(number(max(0, amount))))")
        case let .saturation(amount): ("filter", "saturate(\(number(max(0, amount))))")
        case let .grayscale(amount): ("filter", "grayscale(\(number(min(max(amount, 0), 1))))")
        case let .hueRotation(angle): ("filter", "hue(\(number(angle.degrees)))")
        case .colorInvert: ("filter", "invert(1)")
        }
    }

    /// The element properties of an attribute; none where SwiftUI's default needs nothing drawn.
    static func properties(_ attribute: _ViewAttribute) -> [(String, String)] {
        switch attribute {
        case let .opacity(value): [("opacity", number(min(max(value, 0), 1)))]
        case .hidden: [("hidden", "true")]
        case let .cornerRadius(radius): [("cornerRadius", number(Double(radius)))]
        case let .zIndex(value): [("zIndex", number(value))]
        case .compositingGroup: [("isolate", "true")]
        case let .allowsHitTesting(enabled): enabled ? [] : [("noHitTesting", "true")]
        case .contentShape: [] // the browser hit-tests the whole box already (LIMITATION at the declaration)
        case let .redacted(reasons): reasons.contains(.placeholder) ? [("redacted", "true")] : []
        case .unredacted: [("unredacted", "true")]
        case let .colorMultiply(color): [("colorMultiply", color.hostValue)]
        case let .blendMode(mode): mode == .normal ? [] : [("blendMode", "\(mode)")]
        case let .gridCellColumns(count): [("gridColumns", String(max(1, min(count, 64))))]
        case let .gridColumnAlignment(guide): [("cellAlignment", guide.name)]
        case let .gridCellAnchor(anchor): [("cellAnchor", nearestAlignment(anchor).name)]
        case let .textAlignment(alignment): [("textAlignment", "\(alignment)")]
        case let .truncation(mode): [("truncation", "\(mode)")]
        case let .textSelection(enabled): [("textSelection", enabled ? "enabled" : "disabled")]
        case let .tracking(points): [("tracking", number(Double(points)))]
        case let .baselineOffset(points): [("baselineOffset", number(Double(points)))]
        case let .textCase(textCase): textCase.map { [("textCase", "\($0)")] } ?? []
        case let .fontWidth(width): width.map { [("fontWidth", fontWidthName($0))] } ?? []
        case let .bold(isActive): isActive ? [("bold", "true")] : []
        case let .italic(isActive): isActive ? [("italic", "true")] : []
        case let .fontWeight(weight): weight.map { [("fontWeight", $0.name)] } ?? []
        case let .fontDesign(design): design.map { [("fontDesign", "\($0)")] } ?? []
        case let .help(text): text.isEmpty ? [] : [("help", text)]
        case let .contentTransition(spelling): spelling == "identity" ? [] : [("contentTransition", spelling)]
        case let .matchedGeometry(key): [("matchedGeometry", key)]
        case .monospacedDigit: [("monospacedDigit", "true")]
        }
    }

    /// Numbers as the effect tokens spell them: at most three decimals.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return PaintSpelling.number((value * 1000).rounded() / 1000)
    }

    /// Transform tokens that apply `token` around `anchor` of the view's frame.
    static func around(_ anchor: UnitPoint, _ token: String) -> String {
        let dx = (anchor.x - 0.5) * 100, dy = (anchor.y - 0.5) * 100
        if dx == 0 && dy == 0 { return token }
        return "tp(\(number(Double(dx))),\(number(Double(dy)))) \(token) tp(\(number(-Double(dx))),\(number(-Double(dy))))"
    }

    private static func rotation3D(_ angle: Angle, axis: [CGFloat], perspective: CGFloat) -> String {
        let p = perspective > 0 ? 800 / Double(perspective) : 0
        let a = axis + Array(repeating: 0, count: max(0, 3 - axis.count))
        return "r3(\(number(Double(a[0]))),\(number(Double(a[1]))),\(number(Double(a[2]))),\(number(angle.degrees)),\(number(p)))"
    }

    /// CSS `font-stretch` names for a glyph width.
    private static func fontWidthName(_ width: Font.Width) -> String {
        switch width.value {
        case ...(-0.25): "compressed"
        case ..<(-0.05): "condensed"
        case let v where v > 0.05: "expanded"
        default: "standard"
        }
    }

    /// The nearest of the nine alignments to a unit point.
    private static func nearestAlignment(_ anchor: UnitPoint) -> Alignment {
        let h = anchor.x < 1.0 / 3 ? HorizontalAlignment.leading : anchor.x > 2.0 / 3 ? .trailing : .center
        let v = anchor.y < 1.0 / 3 ? VerticalAlignment.top : anchor.y > 2.0 / 3 ? .bottom : .center
        return Alignment(horizontal: h, vertical: v)
    }
}
