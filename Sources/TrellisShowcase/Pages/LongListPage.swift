import SwiftUI

/// A List of 100,000 rows: only the rows on screen (and a margin) are built,
/// on the server and in the browser; scrolling moves the window.
struct LongListPage: View {
    struct Item: Identifiable {
        let id: Int
        var title: String { id >= 0 ? "Row \(id)" : "New \(-id)" }
        var detail: String { Self.kinds[abs(id) % Self.kinds.count] }
        static let kinds = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Figs", "Grapes"]
    }

    static let initialItems = (0..<100_000).map(Item.init)
    @State private var items = LongListPage.initialItems
    @State private var selection: Item.ID?
    @State private var showAs = ShowAs.list

    /// The same rows as a `List` or as a `Table` (both windowed).
    enum ShowAs: String, CaseIterable, Identifiable {
        case list = "List", table = "Table"
        var id: Self { self }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Long List").font(.largeTitle).bold()
            Text("\(items.count) rows. Only the rows on screen and a margin around them exist, in the Swift process and in the page; scrolling asks the server for the next window.")
                .foregroundStyle(.secondary)
            Text("Selected: \(selection.map { id in items.first { $0.id == id }?.title ?? "?" } ?? "none")")
            Picker("Show As", selection: $showAs) {
                ForEach(ShowAs.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            if showAs == .list {
                List(items, selection: $selection) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        Text(item.detail).foregroundStyle(.secondary)
                    }
                }
            } else {
                Table(items, selection: $selection) {
                    TableColumn("Name", value: \.title)
                    TableColumn("Kind", value: \.detail)
                }
            }
        }
        .toolbar {
            // Rows inserted above the rows on screen don't move them (scroll anchoring).
            Button("Insert Row at Top", systemImage: "plus") {
                items.insert(Item(id: -(items.count - 99_999)), at: 0)
            }
        }
    }
}

#Preview("Long List") {
    LongListPage()
}
