/// A button that turns the environment's edit mode on and off: "Edit", then
/// "Done". Usually in a toolbar, above a list with `onDelete` or `onMove`.
///
///     NavigationStack {
///         List { ForEach(items) { … }.onDelete(perform: delete) }
///             .toolbar { EditButton() }
///     }
///
/// Every window provides an edit mode (`\.editMode`), so the button works
/// wherever it is; `.environment(\.editMode, $mode)` gives a subtree its own.
// LIMITATION: `EditButton` on the Mac | shown and working, as on iPad | macOS has no EditButton; Trellis keeps it so iOS code runs unchanged on the Mac idiom
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}
