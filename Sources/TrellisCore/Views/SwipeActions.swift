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
    /// In Trellis the actions are in the row's context menu (secondary click, long
    /// press, or the keyboard's context-menu key), leading edge first.
    // LIMITATION: `swipeActions(edge:allowsFullSwipe:content:)` | the actions are the row's context menu (pointer, long press, keyboard); no swipe gesture reveals them and `allowsFullSwipe` has no effect | the browser has no row swipe gesture yet; the context menu reaches every action on every idiom
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
