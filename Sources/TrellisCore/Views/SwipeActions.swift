/// A list row's swipe actions (`swipeActions(edge:allowsFullSwipe:content:)`).
nonisolated package struct _SwipeActionsModifier: ViewModifier, @unchecked Sendable {
    package let edge: HorizontalEdge
    package let allowsFullSwipe: Bool
    package let actions: any View
    package typealias Body = Never
}

nonisolated extension View {
    /// Actions for a list row, revealed by swiping it from `edge` on iOS; the
    /// buttons' `tint` colours them.
    ///
    ///     Text(message.subject)
    ///         .swipeActions {
    ///             Button("Archive") { archive(message) }.tint(.green)
    ///         }
    ///
    /// Swiping a row toward its leading side reveals its trailing actions, toward its
    /// trailing side its leading ones (touch, or a pointer dragged sideways); a full swipe
    /// runs the edge's first action when `allowsFullSwipe` is true. The actions are also the
    /// row's context menu (secondary click, long press, or the keyboard's context-menu
    /// key), leading edge first.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
