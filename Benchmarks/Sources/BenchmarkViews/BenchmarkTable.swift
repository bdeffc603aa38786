import SwiftUI

/// The js-framework-benchmark page: a title, six buttons and the table.
public struct BenchmarkTable: View {
    let store: BenchmarkStore

    public init(store: BenchmarkStore) { self.store = store }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Trellis (keyed)").font(.title)
            HStack(spacing: 8) {
                Button("Create 1,000 rows") { store.run(1_000) }
                Button("Create 10,000 rows") { store.run(10_000) }
                Button("Append 1,000 rows") { store.add() }
                Button("Update every 10th row") { store.updateEveryTenth() }
                Button("Clear") { store.clear() }
                Button("Swap Rows") { store.swapRows() }
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(store.rows) { row in
                    TableRow(row: row, store: store)
                }
            }
        }
        .padding(16)
    }
}

/// One row: id, label (click selects), remove button.
struct TableRow: View {
    let row: RowData
    let store: BenchmarkStore

    var body: some View {
        HStack(spacing: 8) {
            Text(verbatim: String(row.id)).frame(width: 60, alignment: .leading)
            Button(row.label) { store.select(row) }
            Spacer()
            Button("×") { store.remove(row.id) }
        }
        .background(row.isSelected ? Color.accentColor.opacity(0.25) : Color.clear)
    }
}
