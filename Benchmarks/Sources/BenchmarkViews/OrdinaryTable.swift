import SwiftUI

// js-framework-benchmark's table written the way a user writes it, untuned: plain struct rows
// in an `@Observable` store, the selection kept in the store and compared in the `ForEach`
// closure, each row built inline (a `Text`, a plain-style `Button`, a `Spacer` and an
// icon-only `Button`). `BenchmarkTable` is the tuned twin (selection on an observed row
// model, a row view of its own). Only `public` is added, so GraphProfile can drive it.

public struct OrdinaryRow: Identifiable {
    public let id: Int
    public var label: String
}

@MainActor
@Observable
public final class OrdinaryStore {
    public var rows: [OrdinaryRow] = []
    public var selected: Int?
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var labels = LabelGenerator()

    public init() {}

    private func makeRows(_ count: Int) -> [OrdinaryRow] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return OrdinaryRow(id: nextID, label: labels.label())
        }
    }

    public func run(_ count: Int) {
        rows = makeRows(count)
        selected = nil
    }

    public func add() { rows += makeRows(1_000) }

    public func update() {
        for i in stride(from: 0, to: rows.count, by: 10) { rows[i].label += " !!!" }
    }

    public func clear() {
        rows = []
        selected = nil
    }

    public func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }

    public func select(_ id: Int) { selected = id }

    public func remove(_ id: Int) { rows.removeAll { $0.id == id } }
}

public struct OrdinaryTable: View {
    @State private var store: OrdinaryStore

    public init(store: OrdinaryStore = OrdinaryStore()) { _store = State(initialValue: store) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Trellis (keyed, ordinary)").font(.title)
            HStack(spacing: 8) {
                Button("Create 1,000 rows") { store.run(1_000) }
                Button("Create 10,000 rows") { store.run(10_000) }
                Button("Append 1,000 rows") { store.add() }
                Button("Update every 10th row") { store.update() }
                Button("Clear") { store.clear() }
                Button("Swap Rows") { store.swapRows() }
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(store.rows) { row in
                    HStack {
                        Text("\(row.id)")
                        Button(row.label) { store.select(row.id) }
                            .buttonStyle(.plain)
                        Spacer()
                        Button {
                            store.remove(row.id)
                        } label: {
                            Image(systemName: "xmark")
                        }
                    }
                    .background(store.selected == row.id ? Color.accentColor.opacity(0.25) : Color.clear)
                }
            }
        }
        .padding(16)
    }
}

/// The value the table's `ForEach` closure builds for one row, spelled the same way, for
/// GraphProfile's timing of the row comparison alone.
@MainActor
public func ordinaryRowValue(_ row: OrdinaryRow, store: OrdinaryStore) -> some View {
    HStack {
        Text("\(row.id)")
        Button(row.label) { store.select(row.id) }
            .buttonStyle(.plain)
        Spacer()
        Button {
            store.remove(row.id)
        } label: {
            Image(systemName: "xmark")
        }
    }
    .background(store.selected == row.id ? Color.accentColor.opacity(0.25) : Color.clear)
}
