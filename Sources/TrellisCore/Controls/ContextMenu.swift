/// The menu a view shows on a secondary click (Mac) or a long press (iPhone, iPad).
nonisolated package struct _ContextMenuModifier<MenuItems: View>: ViewModifier {
    package let menuItems: MenuItems
    package typealias Body = Never
}

nonisolated extension View {
    /// Adds a context menu: a right-click (Mac) or long press (touch) shows it.
    ///
    ///     Text("Edit")
    ///         .contextMenu {
    ///             Button("Cut", action: cut)
    ///             Button("Copy", action: copy)
    ///             Button("Paste", action: paste)
    ///         }
    ///
    /// Buttons inside are menu items; choosing one runs its action and closes
    /// the menu, as do Escape and a click elsewhere.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }

    /// A context menu with a preview. Trellis shows the menu; the preview is
    /// not drawn (browsers have no lifted-preview presentation).
    // LIMITATION: `contextMenu(menuItems:preview:)` | the menu works; the preview is not drawn | browsers have no lifted-preview presentation
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }
}
