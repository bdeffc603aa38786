
/// `fixedSize(horizontal:vertical:)`: the view takes its ideal size on those axes, whatever it is offered.
nonisolated package struct _FixedSizeModifier: ViewModifier {
    package let horizontal: Bool
    package let vertical: Bool
    package typealias Body = Never
}

/// `layoutPriority(_:)`: in a stack, higher-priority children are offered space first.
nonisolated package struct _LayoutPriorityModifier: ViewModifier {
    package let priority: Double
    package typealias Body = Never
}

nonisolated extension View {
    /// Fixes the view at its ideal size on the axes given: text stays on one line (horizontal) or shows
    /// all its lines (vertical) instead of being squeezed.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Sets the priority by which a stack offers this child space: higher first (the default is 0).
    ///
    ///     HStack { Text(longTitle); Text(price).layoutPriority(1) }   // the price never truncates
    // LIMITATION: `layoutPriority(_:)` | three tiers: above 0 is offered space before its siblings, below 0 after them, 0 between; two positive priorities rank the same | CSS flexbox has no ordered rounds of space offers
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value.isFinite ? value : 0))
    }
}
