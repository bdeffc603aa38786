/// Presents content over this view while a condition holds: a centred dialog
/// on the Mac, a bottom sheet on iPhone, a form sheet on iPad.
nonisolated package struct _SheetModifier: ViewModifier {
    /// The identity of what is presented (`true` for `isPresented`, the item's id for `item:`); nil when nothing is.
    package let presented: AnyHashable?
    package let content: () -> any View
    package let dismiss: () -> Void
    package let onDismiss: (() -> Void)?
    /// A `fullScreenCover` rather than a sheet: it covers the whole window on every idiom.
    package var isCover = false
    package typealias Body = Never
}

nonisolated extension View {
    /// Presents a sheet while `isPresented` is true. Dismissing it (its
    /// `dismiss` action, Escape on the Mac) sets the binding to false and runs `onDismiss`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(
            presented: isPresented.wrappedValue ? AnyHashable(true) : nil,
            content: { content() },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss
        ))
    }

    /// Presents a sheet for `item` while it is non-nil; a different item's
    /// identity presents a fresh sheet. Dismissing sets the binding to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(_SheetModifier(
            presented: current.map { AnyHashable($0.id) },
            content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss
        ))
    }
}
