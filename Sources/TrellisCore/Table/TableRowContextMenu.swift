/// Modifiers that apply to table rows (`ModifiedContent` of rows is rows).
public protocol _TableRowContentModifier {}

/// The context menu of table rows: `TableRow(fish).contextMenu { … }`.
nonisolated public struct _ContextMenuTableRowModifier<M>: _TableRowContentModifier where M: View {
    package let menuItems: M
}

/// A row modifier that carries a context menu, read by the table without knowing `M`.
package protocol _TableRowMenuCarrying {
    var _rowMenu: any View { get }
}

extension _ContextMenuTableRowModifier: _TableRowMenuCarrying {
    package var _rowMenu: any View { menuItems }
}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("ModifiedContent") }
}


extension TableRowContent {
    /// Adds a context menu to these rows: a secondary click (Mac) or a long
    /// press (touch) on a row opens it.
    public func contextMenu<M>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> where M: View {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }
}

/// The context menu with a preview of table rows; Trellis shows the menu.
nonisolated public struct _ContextMenuPreviewTableRowModifier<M, P>: _TableRowContentModifier where M: View, P: View {
    package let menuItems: M
    package let preview: P
}

extension _ContextMenuPreviewTableRowModifier: _TableRowMenuCarrying {
    package var _rowMenu: any View { menuItems }
}

extension TableRowContent {
    /// Adds a context menu with a preview to these rows.
    // LIMITATION: `TableRowContent.contextMenu(menuItems:preview:)` | the menu works; the preview is not drawn | browsers have no lifted-preview presentation
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> where M: View, P: View {
        ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }
}
