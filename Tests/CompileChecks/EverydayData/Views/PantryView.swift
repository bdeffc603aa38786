import SwiftUI

/// An editable list as apps write it: `onDelete` confirmed with an alert,
/// `onMove`, `EditButton` in the toolbar, `List($items, editActions:)`.
struct PantryView: View {
    @State private var items = ["Rice", "Beans", "Flour", "Oats"]
    @State private var staples: [PantryItem] = [PantryItem(name: "Salt"), PantryItem(name: "Oil")]
    @State private var offsetsToDelete: IndexSet?
    @State private var showingDeleteAlert = false
    @Environment(\.editMode) private var editMode

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Pantry")) {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                    }
                    .onDelete(perform: confirmDelete)
                    .onMove(perform: move)
                }
                Section("Staples") {
                    ForEach($staples, editActions: .all) { $item in
                        TextField("Name", text: $item.name)
                    }
                }
                if editMode?.wrappedValue.isEditing == true {
                    Text("Editing")
                }
            }
            .navigationTitle("Pantry")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    EditButton()
                }
            }
            .alert(isPresented: $showingDeleteAlert) {
                Alert(
                    title: Text("Delete item?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) {
                        if let offsets = offsetsToDelete { items.remove(atOffsets: offsets) }
                    },
                    secondaryButton: .cancel())
            }
        }
    }

    func confirmDelete(at offsets: IndexSet) {
        offsetsToDelete = offsets
        showingDeleteAlert = true
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

struct PantryItem: Identifiable {
    let id = UUID()
    var name: String
}
