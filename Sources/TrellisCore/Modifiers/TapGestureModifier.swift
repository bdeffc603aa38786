/// Runs an action when the view is tapped `count` times in a row.
nonisolated package struct _TapGestureModifier: ViewModifier {
    package let count: Int
    package let action: () -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Runs `action` when the view is tapped or clicked `count` times in a row.
    ///
    /// The taps of a multi-tap must each follow the previous within 0.5 s (a
    /// double click's interval). The view becomes clickable in the browser.
    /// On a `Button`, the gesture takes the button's own taps: a button with
    /// `.onTapGesture(count: 2)` acts on double taps only.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: max(1, count), action: action))
    }
}
