/// The menu a view shows on a secondary click (Mac) or a long press (iPhone, iPad).
nonisolated package struct _ContextMenuModifier<MenuItems: View>: ViewModifier {
    package let menuItems: MenuItems
    package typealias Body = Never
}

/// A menu for the selection of the table below: `contextMenu(forSelectionType:menu:primaryAction:)`.
nonisolated package struct _SelectionContextMenuModifier<I: Hashable, M: View>: ViewModifier {
    package let menu: (Set<I>) -> M
    package let primaryAction: ((Set<I>) -> Void)?
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

    /// A context menu for the rows of a selectable `Table`, given the ids it
    /// acts on: the selection when the clicked row is selected, else that row.
    /// `primaryAction` runs on a double-click or Return on a row.
    ///
    ///     Table(people, selection: $selection) { … }
    ///         .contextMenu(forSelectionType: Person.ID.self) { ids in
    ///             Button("Delete") { delete(ids) }
    ///         } primaryAction: { ids in open(ids) }
    // LIMITATION: `contextMenu(forSelectionType:menu:primaryAction:)` on a `List` | no menu, no primary action | only `Table` rows read it so far
    public func contextMenu<I, M>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> some View where I: Hashable, M: View {
        modifier(_SelectionContextMenuModifier(menu: menu, primaryAction: primaryAction))
    }
}
