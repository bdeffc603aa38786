/// List editing (`onDelete`, `onMove`, `EditButton`; TrellisGraph/Views/List+Editing.swift).
extension HostVocabulary {
    static let listEditingProperties: [HostProperty] = [
        HostProperty("listEditing", .flag, isStyle: true, roles: [.list],
                     "a list in edit mode (`\\.editMode` active): its editable rows show delete and move controls"),
        HostProperty("deletable", .flag, isStyle: true, roles: [.listitem],
                     "a row with `onDelete`: focusable; Delete / Backspace sends `key delete` (trellis-client.js)"),
        HostProperty("movable", .flag, isStyle: true, roles: [.listitem],
                     "a row that can be dragged (`onMove`; in edit mode, or always on the Mac): its `handle` (or the row) drags, the drop sends `reorder` to the list or section; ⌥↑ / ⌥↓ move it"),
        HostProperty("editControls", .flag, isStyle: true, roles: [.listitem],
                     "a row that shows edit controls (edit mode, and the row can be deleted or moved): its content fills the room between them"),
        HostProperty("editControl", .oneOf(["delete", "moveUp", "moveDown", "handle"]), isStyle: true,
                     "a row's edit-mode control: the red delete button, the move up / move down buttons, the drag handle (`data-edit-control`)"),
        HostProperty("refreshControl", .oneOf(["idle", "pull", "refreshing"]), isStyle: true, roles: [.button],
                     "a `refreshable` list's Refresh button at its top; `pull` on touch idioms: hidden until the list is pulled down from its top (trellis-lists.js), read by screen readers; `refreshing` (disabled, a spinner) while the action runs"),
        HostProperty("insertable", .oneOf(["text", "url", "both"]), isStyle: true, roles: [.list, .group],
                     "a list (or section) whose `ForEach` has `onInsert` taking these kinds: text or links dropped between its rows send `insert` (trellis-lists.js)"),
        // Swipe actions (TrellisGraph/Views/ListRow+Swipe.swift).
        HostProperty("swipeEdges", .oneOf(["leading", "trailing", "both"]), isStyle: true, roles: [.listitem],
                     "a row with swipe actions on these edges: a horizontal drag on it sends `swipe` (trellis-lists.js)"),
        HostProperty("fullSwipe", .oneOf(["leading", "trailing", "both"]), isStyle: true, roles: [.listitem],
                     "the edges whose swipe actions allow a full swipe (`allowsFullSwipe`): a swipe past most of the row's width runs the first action"),
        HostProperty("swiped", .oneOf(["leading", "trailing"]), isStyle: true, roles: [.listitem],
                     "the row's edge whose actions are revealed: its content stays moved aside by the tray's width"),
        HostProperty("swipeTray", .oneOf(["leading", "trailing"]), isStyle: true, roles: [.group],
                     "a row's revealed swipe actions, at that edge of the row: full-height buttons in their tint (red when destructive)"),
    ]
}
