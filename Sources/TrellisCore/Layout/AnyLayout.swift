public import Foundation

/// A layout whose type is erased, to switch layouts while the children keep their identity and state:
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Avatar(); Details() }
public struct AnyLayout: Layout, @unchecked Sendable {
    /// The layout it stands for (a value, never mutated: safe to share, as SwiftUI's is `Sendable`).
    nonisolated(unsafe) package let base: any Layout

    nonisolated public init<L>(_ layout: L) where L: Layout {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The erased layout's cache.
    public struct Cache {
        var value: Any?
    }

    public typealias AnimatableData = EmptyAnimatableData

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var value = cache.value as? L.Cache else { cache.value = layout.makeCache(subviews: subviews); return }
            layout.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        update(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return run(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L) {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        run(base)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return run(base)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return run(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return run(base)
    }
}
