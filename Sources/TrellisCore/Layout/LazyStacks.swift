public import Foundation

/// Which section views stay pinned to the scroll view's edge in a lazy stack or grid.
// LIMITATION: `pinnedViews:` of `LazyVGrid` and `LazyHGrid` | accepted; section headers and footers scroll with their content | only lazy stacks pin them (CSS `position: sticky` on the section's header)
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A column that builds its children as they scroll into view. Trellis lays it out like a `VStack` that
/// fills the width it is offered; beyond 200 rows it builds only the rows on screen and a margin, as a
/// long `List` does; its sections (a `ForEach` of `Section`s too) are windowed row by row, each
/// section's value built to count its rows.
// LIMITATION: `pinnedViews: .sectionFooters` of a windowed `LazyVStack` (over 200 rows) | footers scroll with their rows (headers pin) | a windowed stack's rows are siblings, and a later sticky footer would cover the section's own
// LIMITATION: `LazyVGrid`, `LazyHGrid`, a `LazyHStack` with sections, and a lazy stack whose `ForEach` rows are `if`/`Group`/several views or whose sections hold sections | build every child (laid out by CSS flex and grid) | a window counts single rows along one axis (a grid's cells span two); keep these to a few hundred children
nonisolated public struct LazyVStack<Content: View>: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A row that builds its children as they scroll into view. Trellis lays it out like an `HStack` that
/// fills the height it is offered; beyond 200 columns it builds only those on screen and a margin.
nonisolated public struct LazyHStack<Content: View>: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}
