// `fullScreenCover(…)`: like a sheet, but covering the whole window on every
// idiom (PresentationTable). It has no swipe or click-outside dismissal:
// dismiss it with `dismiss`, the binding, or Escape where the idiom allows.

nonisolated extension View {
    /// Presents a cover over the whole window while `isPresented` is true. Dismissing it
    /// sets the binding to false and runs `onDismiss`.
    @available(macOS, unavailable)
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(
            presented: isPresented.wrappedValue ? AnyHashable(true) : nil,
            content: { content() },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss,
            isCover: true
        ))
    }

    /// Presents a cover for `item` while it is non-nil; a different item's identity
    /// presents a fresh cover. Dismissing sets the binding to nil.
    @available(macOS, unavailable)
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(_SheetModifier(
            presented: current.map { AnyHashable($0.id) },
            content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss,
            isCover: true
        ))
    }
}
