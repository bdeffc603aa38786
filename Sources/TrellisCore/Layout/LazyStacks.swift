public import Foundation

/// Which section views stay pinned to the scroll view's edge in a lazy stack or grid.
// LIMITATION: `pinnedViews:` of lazy stacks and grids | accepted; section headers and footers scroll with their content | not built yet
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A column that, in SwiftUI, builds its children as they scroll into view. Trellis lays it out like a
/// `VStack` that fills the width it is offered.
// LIMITATION: `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid` | build every child (laid out by CSS flex and grid) | windowing like `List` is not built for stacks yet; keep them to a few hundred children
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

/// A row that, in SwiftUI, builds its children as they scroll into view. Trellis lays it out like an
/// `HStack` that fills the height it is offered.
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
