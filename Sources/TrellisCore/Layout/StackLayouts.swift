public import Foundation

/// `HStack` as a `Layout` value: `HStackLayout { … }` renders exactly as an `HStack`, and it can be
/// switched with other layouts through `AnyLayout` without the children losing their identity.
public struct HStackLayout: Layout, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic.size(subviews, axis: .horizontal, spacing: spacing)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic.place(subviews, in: bounds, axis: .horizontal, spacing: spacing, cross: StackArithmetic.fraction(alignment))
    }
}

/// `VStack` as a `Layout` value (see `HStackLayout`).
public struct VStackLayout: Layout, Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic.size(subviews, axis: .vertical, spacing: spacing)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic.place(subviews, in: bounds, axis: .vertical, spacing: spacing, cross: StackArithmetic.fraction(alignment))
    }
}

/// `ZStack` as a `Layout` value (see `HStackLayout`).
public struct ZStackLayout: Layout, Sendable {
    public var alignment: Alignment

    nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }

    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let anchor = UnitPoint(x: StackArithmetic.fraction(alignment.horizontal), y: StackArithmetic.fraction(alignment.vertical))
        for subview in subviews { subview.place(at: anchor.point(in: bounds), anchor: anchor, proposal: .unspecified) }
    }
}

/// The arithmetic of the stack layouts when a custom layout calls them directly (the graph renders a
/// stack layout's own container with CSS, as `HStack`).
enum StackArithmetic {
    static func fraction(_ alignment: HorizontalAlignment) -> CGFloat {
        alignment.name == "leading" ? 0 : alignment.name == "trailing" ? 1 : 0.5
    }

    static func fraction(_ alignment: VerticalAlignment) -> CGFloat {
        alignment.name == "top" ? 0 : alignment.name == "center" ? 0.5 : 1
    }

    private static func gaps(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        zip(subviews.dropLast(), subviews.dropFirst()).map { spacing ?? $0.spacing.distance(to: $1.spacing, along: axis) }
    }

    static func size(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let along = sizes.reduce(0) { $0 + (axis == .horizontal ? $1.width : $1.height) } + gaps(subviews, axis: axis, spacing: spacing).reduce(0, +)
        let across = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: CGFloat?, cross: CGFloat) {
        let gaps = gaps(subviews, axis: axis, spacing: spacing) + [0]
        var offset: CGFloat = 0
        for (subview, gap) in zip(subviews, gaps) {
            let size = subview.sizeThatFits(.unspecified)
            if axis == .horizontal {
                subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + cross * bounds.height),
                              anchor: UnitPoint(x: 0, y: cross), proposal: .unspecified)
                offset += size.width + gap
            } else {
                subview.place(at: CGPoint(x: bounds.minX + cross * bounds.width, y: bounds.minY + offset),
                              anchor: UnitPoint(x: cross, y: 0), proposal: .unspecified)
                offset += size.height + gap
            }
        }
    }
}

/// `Grid` as a `Layout` value: `GridLayout { GridRow { … } }` renders exactly as a `Grid`.
// LIMITATION: `GridLayout.sizeThatFits`/`placeSubviews` called directly (from another layout) | stack the subviews in one column, each as one row | a subview proxy does not expose a `GridRow`'s cells
public struct GridLayout: Layout, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    nonisolated public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public typealias Cache = Void
    public typealias AnimatableData = EmptyAnimatableData

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic.size(subviews, axis: .vertical, spacing: verticalSpacing)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic.place(subviews, in: bounds, axis: .vertical, spacing: verticalSpacing, cross: StackArithmetic.fraction(alignment.horizontal))
    }
}
