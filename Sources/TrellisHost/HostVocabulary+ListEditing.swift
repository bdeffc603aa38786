/// List editing (`onDelete`, `onMove`, `EditButton`; TrellisGraph/Views/List+Editing.swift).
extension HostVocabulary {
    static let listEditingProperties: [HostProperty] = [
        HostProperty("listEditing", .flag, isStyle: true, roles: [.list],
                     "a list in edit mode (`\\.editMode` active): its editable rows show delete and move controls"),
        HostProperty("deletable", .flag, isStyle: true, roles: [.listitem],
                     "a row with `onDelete`: focusable; Delete / Backspace sends `key delete` (trellis-client.js)"),
        HostProperty("movable", .flag, isStyle: true, roles: [.listitem],
                     "a row that can be dragged (`onMove`; in edit mode, or always on the Mac): its `handle` (or the row) drags, the drop sends `reorder` to the list or section; ⌥↑ / ⌥↓ move it"),
        HostProperty("editControl", .oneOf(["delete", "moveUp", "moveDown", "handle"]), isStyle: true,
                     "a row's edit-mode control: the red delete button, the move up / move down buttons, the drag handle (`data-edit-control`)"),
        HostProperty("refreshControl", .oneOf(["idle", "refreshing"]), isStyle: true, roles: [.button],
                     "a `refreshable` list's Refresh button at its top; `refreshing` (disabled, a spinner) while the action runs"),
    ]
}
