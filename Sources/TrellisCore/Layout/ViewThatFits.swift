/// A view that shows the first of its children whose ideal size fits in the space it has along `axes`.
///
///     ViewThatFits(in: .horizontal) {
///         HStack { Image(systemName: "star"); Text("Add to favourites") }
///         Image(systemName: "star")
///     }
///
/// The renderer measures the space and each child's ideal size; the last child is shown when none fits.
// LIMITATION: `ViewThatFits` | every child is built (the ones not shown are hidden and inert, so they can be measured): their `onAppear` and `task` run too | the browser measures a child's ideal size by laying it out
nonisolated public struct ViewThatFits<Content: View>: View {
    package let axes: Axis.Set
    package let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}
