public import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size, the spacing after it, and how its
/// cells align.
///
///     let columns = [GridItem(.adaptive(minimum: 80))]
///     LazyVGrid(columns: columns) { ForEach(photos) { PhotoView($0) } }
// LIMITATION: `GridItem.alignment`, per-item `spacing` | cells centre in their track (the grid's `alignment` applies); the first item's spacing is used between all tracks | CSS grid has one gap and one alignment per axis
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// One track of exactly this size.
        case fixed(CGFloat)
        /// One track that shares the space left, between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows vertically: its columns are `GridItem`s, its children fill them row by row (CSS grid).
nonisolated public struct LazyVGrid<Content: View>: View {
    package let columns: [GridItem]
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A grid that grows horizontally: its rows are `GridItem`s, its children fill them column by column.
nonisolated public struct LazyHGrid<Content: View>: View {
    package let rows: [GridItem]
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A two-dimensional layout of `GridRow`s whose cells line up in columns (CSS grid with subgrid rows).
///
///     Grid {
///         GridRow { Text("Name"); Text("Ada") }
///         GridRow { Text("Born"); Text("1815") }
///     }
nonisolated public struct Grid<Content: View>: View {
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat?
    package let verticalSpacing: CGFloat?
    package let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

/// One row of a `Grid`: each child is a cell.
nonisolated public struct GridRow<Content: View>: View {
    package let alignment: VerticalAlignment?
    package let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

nonisolated extension View {
    /// Makes a grid cell span several columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_ViewAttributeModifier(attribute: .gridCellColumns(count)))
    }

    /// Aligns this cell horizontally in its column.
    // LIMITATION: `gridColumnAlignment(_:)` | aligns the cell it is applied to, not its whole column | CSS grid has no per-column alignment
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_ViewAttributeModifier(attribute: .gridColumnAlignment(guide)))
    }

    /// Places this cell's content at a unit point of its cell (the nearest of nine positions).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_ViewAttributeModifier(attribute: .gridCellAnchor(anchor)))
    }
}
