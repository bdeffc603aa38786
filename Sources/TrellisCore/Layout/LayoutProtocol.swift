public import Foundation

/// A type that places a collection of views: a container of your own, used like a stack.
///
///     struct FlowLayout: Layout {
///         var spacing: CGFloat = 8
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
///     }
///
///     FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
///
/// The graph runs `sizeThatFits` and `placeSubviews` with the subviews' sizes as the renderer measures
/// them (ARCHITECTURE.md, "Sizes flowing back from a renderer"), and the renderer puts each subview
/// where `place(at:anchor:proposal:)` said. Until the sizes arrive, the subviews show in a wrapping flow.
// LIMITATION: `Layout` | the container is proposed its measured width and an unspecified height, once per measurement; its returned height sizes it, its returned width is not used (it takes the width its parent offers; inside another custom layout, the width of a frame on it, else none) | the browser lays out the parent; Trellis learns the container's width from it rather than proposing sizes itself
@preconcurrency @MainActor
public protocol Layout: Animatable {
    /// Properties of the layout as a whole: its stack orientation, if it has one.
    static var layoutProperties: LayoutProperties { get }

    /// Storage the layout computes once and keeps between calls (`Void` when it has none).
    associatedtype Cache = Void

    /// The subviews the layout's methods receive.
    typealias Subviews = LayoutSubviews

    /// The size of the container, given a proposal and the subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview with `place(at:anchor:proposal:)`, within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Where the container's horizontal guide is, if the layout says (nil: the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// Where the container's vertical guide is, if the layout says (nil: the default).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The spacing the container prefers around it.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Makes the cache, before the first call that takes it.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the subviews changed (by default, makes it again).
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    // LIMITATION: `Layout.explicitAlignment(of:in:proposal:subviews:cache:)` | never consulted: the container sits in its parent by its own edges | parent stacks align with CSS, which has no guide a layout could move
    /// Nil: the guide's default position.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// Nil: the guide's default position.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
}

extension Layout where Self.Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// A container that arranges `content`'s views with this layout.
    ///
    ///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    ///     layout { Text("One"); Text("Two") }
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// A layout applied to content: `layout { … }`. Each view the content lists (builder statements,
/// `ForEach` elements, `if` branches) is one subview.
nonisolated package struct _LayoutContainer<L: Layout, Content: View>: View {
    package let layout: L
    package let content: Content
    package typealias Body = Never
}
