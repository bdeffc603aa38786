/// Runs an action when the pointer enters or leaves the view.
nonisolated package struct _HoverModifier: ViewModifier {
    package let action: (Bool) -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves.
    ///
    ///     Text("Hover me").foregroundStyle(isHovered ? .blue : .primary).onHover { isHovered = $0 }
    ///
    /// Mouse and pen pointers only (a touch screen has no hover), as on iPad.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }
}
