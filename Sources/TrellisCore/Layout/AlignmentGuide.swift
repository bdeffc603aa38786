public import Foundation

/// A kind of alignment: what a custom `HorizontalAlignment` or `VerticalAlignment` is made from.
///
///     private struct LabelColumn: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
///     }
///     extension HorizontalAlignment { static let labelColumn = HorizontalAlignment(LabelColumn.self) }
public protocol AlignmentID {
    /// The guide's value for a view that doesn't set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identity: its `AlignmentID` type.
package struct CustomAlignmentKey: Hashable, @unchecked Sendable {
    package let type: any AlignmentID.Type
    package static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.type) == ObjectIdentifier(b.type) }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

    /// The default guide as an offset plus a fraction of the view's length (`d[.leading]` → 0, 0;
    /// `d.width / 2` → 0, 0.5), sampled from `defaultValue(in:)`.
    package func affineDefault(horizontal: Bool) -> (offset: CGFloat, fraction: CGFloat) {
        let zero = type.defaultValue(in: ViewDimensions(width: 0, height: 0))
        let unit = horizontal ? ViewDimensions(width: 100, height: 0) : ViewDimensions(width: 0, height: 100)
        return (zero, (type.defaultValue(in: unit) - zero) / 100)
    }
}

extension HorizontalAlignment {
    /// An alignment of your own, identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        let key = CustomAlignmentKey(type: id)
        let (offset, fraction) = key.affineDefault(horizontal: true)
        // The host spells the stack by the default guide's position; children's guides shift from it.
        let name = offset != 0 ? "leading" : fraction == 0.5 ? "center" : fraction == 1 ? "trailing" : "leading"
        self.init(name: name, custom: key)
    }
}

extension VerticalAlignment {
    /// An alignment of your own, identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        let key = CustomAlignmentKey(type: id)
        let (offset, fraction) = key.affineDefault(horizontal: false)
        let name = offset != 0 ? "top" : fraction == 0.5 ? "center" : fraction == 1 ? "bottom" : "top"
        self.init(name: name, custom: key)
    }
}

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    package init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The value of a horizontal guide: `.leading` is 0, `.trailing` the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let custom = guide.custom { return custom.type.defaultValue(in: self) }
        switch guide.name {
        case "leading": return 0
        case "trailing": return width
        default: return width / 2
        }
    }

    /// The value of a vertical guide: `.top` is 0, `.bottom` the height (text baselines too).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let custom = guide.custom { return custom.type.defaultValue(in: self) }
        switch guide.name {
        case "top": return 0
        case "center": return height / 2
        default: return height
        }
    }

    /// An explicitly set guide; nil, as no guide of the view's children is visible here.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// An explicitly set guide; nil, as no guide of the view's children is visible here.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// `alignmentGuide(_:computeValue:)`: where the view's guide for an alignment is.
nonisolated package struct _AlignmentGuideModifier: ViewModifier {
    package let horizontal: HorizontalAlignment?
    package let vertical: VerticalAlignment?
    package let computeValue: (ViewDimensions) -> CGFloat
    package typealias Body = Never
}

nonisolated extension View {
    /// Moves the view's guide for `g`: a stack aligned by `g` lines this value up with its other children's.
    ///
    ///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
    // LIMITATION: `alignmentGuide(_:computeValue:)` | the view moves by the guide's distance from the default, computed from `ViewDimensions` when it is an offset plus a fraction of the width (height); the stack doesn't grow to hold it, and guides that depend on the other axis or not linearly on size use their value for a zero size | applied in CSS without measuring the view; a custom alignment lines up siblings of one stack, not views in different stacks
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(horizontal: g, vertical: nil, computeValue: computeValue))
    }

    /// Moves the view's guide for the vertical alignment `g`.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(horizontal: nil, vertical: g, computeValue: computeValue))
    }
}
