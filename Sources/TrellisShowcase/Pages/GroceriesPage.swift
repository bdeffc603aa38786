import SwiftUI

/// List editing the way most apps write it: `onDelete` confirmed in an alert,
/// `onMove`, `deleteDisabled`, an `EditButton`, and a list that searching narrows.
struct GroceriesPage: View {
    struct Grocery: Identifiable, Hashable {
        let id: Int
        var name: String
        var isStaple = false
    }

    static let samples = [
        Grocery(id: 1, name: "Apples"), Grocery(id: 2, name: "Bread", isStaple: true), Grocery(id: 3, name: "Carrots"),
        Grocery(id: 4, name: "Dates"), Grocery(id: 5, name: "Eggs"), Grocery(id: 6, name: "Figs"),
    ]

    @State private var groceries = GroceriesPage.samples
    @State private var pendingDelete: IndexSet?
    @State private var confirmingDelete = false
    @State private var query = ""
    @State private var refreshes = 0

    private var shown: [Grocery] {
        query.isEmpty ? groceries : groceries.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Groceries").font(.largeTitle).bold()
                Spacer()
                EditButton()
            }
            Text("Tap Edit to delete and reorder rows; Delete on a focused row, ⌥↑ / ⌥↓ move it. Bread is a staple: it can't be deleted. Swipe a row left to delete it (a full swipe deletes at once), right to mark it a staple; the actions are in its context menu too. Pull the list down to refresh it on a phone or iPad. Drop text from another app between the rows to add it.")
                .foregroundStyle(.secondary)
            Text("Order: \(groceries.map(\.name).joined(separator: ", "))")
            Text("Staples: \(groceries.filter(\.isStaple).map(\.name).joined(separator: ", "))")
            Text("Showing \(shown.count) of \(groceries.count)")
            Text("Refreshed \(refreshes) times")
            List {
                ForEach(shown) { grocery in
                    Label(grocery.name, systemImage: grocery.isStaple ? "star.fill" : "cart")
                        .deleteDisabled(grocery.isStaple)
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button(grocery.isStaple ? "Not a Staple" : "Mark as Staple") { toggleStaple(grocery) }
                                .tint(.orange)
                        }
                }
                .onDelete { offsets in
                    // Offsets are into the rows shown: map them back to the whole list.
                    let ids = Set(offsets.compactMap { shown.indices.contains($0) ? shown[$0].id : nil })
                    pendingDelete = IndexSet(groceries.indices.filter { ids.contains(groceries[$0].id) })
                    confirmingDelete = true
                }
                .onMove(perform: query.isEmpty ? { groceries.move(fromOffsets: $0, toOffset: $1) } : nil)
                .onInsert(of: [.plainText]) { offset, providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { name, _ in
                            guard let name else { return }
                            DispatchQueue.main.async { addGrocery(name, at: offset) }
                        }
                    }
                }
            }
            .frame(minHeight: 340)
            .searchable(text: $query, prompt: "Search groceries")
            .refreshable {
                try? await Task.sleep(for: .milliseconds(300))
                await countRefresh()
            }
            .alert("Delete item?", isPresented: $confirmingDelete, presenting: pendingDelete) { offsets in
                Button("Delete", role: .destructive) { groceries.remove(atOffsets: offsets) }
                Button("Cancel", role: .cancel) {}
            } message: { offsets in
                Text("\(offsets.map { groceries.indices.contains($0) ? groceries[$0].name : "?" }.joined(separator: ", ")) will be removed.")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func countRefresh() { refreshes += 1 }

    private func addGrocery(_ name: String, at offset: Int) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let id = (groceries.map(\.id).max() ?? 0) + 1
        groceries.insert(Grocery(id: id, name: String(trimmed.prefix(40))), at: min(max(offset, 0), groceries.count))
    }

    private func toggleStaple(_ grocery: Grocery) {
        guard let index = groceries.firstIndex(where: { $0.id == grocery.id }) else { return }
        groceries[index].isStaple.toggle()
    }
}
