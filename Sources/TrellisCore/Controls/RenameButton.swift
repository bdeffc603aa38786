/// A button that starts renaming: it runs the environment's ``RenameAction`` (set with `renameAction(_:)`),
/// and is disabled where none is set. Labelled "Rename" with a pencil, as SwiftUI's.
///
///     .contextMenu { RenameButton() }
///     .renameAction { isRenaming = true }
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public init() where Label == TrellisCore.Label<Text, Image> {}

    public var body: some View {
        Button {
            rename?()
        } label: {
            TrellisCore.Label("Rename", systemImage: "pencil")
        }
        .disabled(rename == nil)
    }
}
