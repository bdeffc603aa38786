public import Foundation

/// A frame sized from the nearest container's size (`containerRelativeFrame`).
nonisolated package struct _ContainerRelativeFrameModifier: ViewModifier {
    package let axes: Axis.Set
    package let alignment: Alignment
    package let length: (CGFloat, Axis) -> CGFloat
    package typealias Body = Never
}

// LIMITATION: `containerRelativeFrame` | the container is always the window's content area | a scroll view's or a split view column's size is not measured as a container yet; in a full-width scroll view (the usual carousel) the sizes agree
nonisolated extension View {
    /// Sizes this view to the container's size along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Sizes this view to `span` of `count` equal columns (or rows) of the container, with `spacing` between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1), span = min(max(span, 1), max(count, 1))
        return modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        }))
    }

    /// Sizes this view to what `length` returns for the container's length along each of `axes`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
