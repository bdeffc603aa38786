import SwiftUI

/// An editable, searchable list as apps write it: `onDelete` confirmed with an
/// alert, `onMove`, `EditButton` in the toolbar, `List($items, editActions:)`,
/// `searchable` with suggestions, and the iOS 13 bar names.
struct PantryView: View {
    @State private var items = ["Rice", "Beans", "Flour", "Oats"]
    @State private var staples: [PantryItem] = [PantryItem(name: "Salt"), PantryItem(name: "Oil")]
    @State private var offsetsToDelete: IndexSet?
    @State private var showingDeleteAlert = false
    @State private var searchText = ""
    @State private var quantity = ""
    @State private var showingClearDialog = false
    @Environment(\.editMode) private var editMode

    var filteredItems: [String] {
        searchText.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Pantry")) {
                    ForEach(filteredItems, id: \.self) { item in
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
                Section("Quantity") {
                    TextField("How many?", text: $quantity)
                        .keyboardType(.numberPad)
                        .textContentType(.oneTimeCode)
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                }
            }
            .searchable(text: $searchText, prompt: "Search pantry") {
                ForEach(items.filter { $0.hasPrefix(searchText) }, id: \.self) { item in
                    Text(item).searchCompletion(item)
                }
            }
            .onSubmit(of: .search) { print("searched", searchText) }
            .navigationBarTitle("Pantry", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Clear") { showingClearDialog = true },
                trailing: EditButton())
            .listStyle(.insetGrouped)
            .confirmationDialog("Clear the pantry?", isPresented: $showingClearDialog, titleVisibility: .visible) {
                Button("Clear All", role: .destructive) { items.removeAll() }
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
        .navigationViewStyle(.stack)
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
