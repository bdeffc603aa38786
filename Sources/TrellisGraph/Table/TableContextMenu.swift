import TrellisCore
import TrellisHost

/// `contextMenu(forSelectionType:menu:primaryAction:)`, type-erased for the
/// table below: the menu for a set of row ids, and the action a double-click
/// or Return runs.
struct SelectionContextMenu {
    let menu: @MainActor (Set<AnyHashable>) -> any View
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
}

struct SelectionContextMenuKey: EnvironmentKey { static var defaultValue: SelectionContextMenu? { nil } }

extension EnvironmentValues {
    /// The selection menu the next table down shows on its rows (the table clears it for its cells).
    var _selectionContextMenu: SelectionContextMenu? {
        get { self[SelectionContextMenuKey.self] }
        set { self[SelectionContextMenuKey.self] = newValue }
    }
}

@MainActor extension _SelectionContextMenuModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let menu = menu, primary = primaryAction
        // Ids of another type (a forged or mismatched selection) are left out, as SwiftUI's typed set would.
        func typed(_ ids: Set<AnyHashable>) -> Set<I> { Set(ids.compactMap { $0.base as? I }) }
        var primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
        if let primary { primaryAction = { ids in primary(typed(ids)) } }
        var childInputs = inputs
        childInputs.environment._selectionContextMenu = SelectionContextMenu(menu: { ids in menu(typed(ids)) }, primaryAction: primaryAction)
        return passThrough(content, childInputs)
    }
}

/// What a table row shows on a secondary click: its own menu (`TableRowContent.contextMenu`) or the
/// table's selection menu for the ids it acts on.
@MainActor
struct TableRowMenu {
    let own: (any View)?
    let selection: SelectionContextMenu?

    var exists: Bool { own != nil || selection != nil }

    /// The selection when the row is part of it, else the row alone (as on macOS).
    static func ids(for tag: AnyHashable, selected: Set<AnyHashable>) -> Set<AnyHashable> {
        selected.contains(tag) ? selected : [tag]
    }

    func items(for tag: AnyHashable, selected: Set<AnyHashable>) -> (any View)? {
        own ?? selection.map { $0.menu(Self.ids(for: tag, selected: selected)) }
    }
}
