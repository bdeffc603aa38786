import SwiftUI

/// The table's model and the nine js-framework-benchmark operations, written
/// the way an app would write them.
@MainActor
@Observable
public final class BenchmarkStore {
    public var rows: [RowData] = []
    /// The selected row (its `isSelected` is set too).
    public private(set) var selected: RowData?
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var labels = LabelGenerator()

    public init() {}

    public func makeRows(_ count: Int) -> [RowData] {
        var result: [RowData] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            result.append(RowData(id: nextID, label: labels.label()))
            nextID += 1
        }
        return result
    }

    /// Create 1,000 rows (or 10,000): replaces all rows.
    public func run(_ count: Int) {
        rows = makeRows(count)
        selected = nil
    }

    /// Append 1,000 rows.
    public func add(_ count: Int = 1_000) { rows.append(contentsOf: makeRows(count)) }

    /// Update every 10th row: append " !!!" to its label.
    public func updateEveryTenth() {
        for i in stride(from: 0, to: rows.count, by: 10) { rows[i].label += " !!!" }
    }

    /// Swap rows 2 and 999 (indices 1 and 998).
    public func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }

    public func select(_ row: RowData) {
        selected?.isSelected = false
        row.isSelected = true
        selected = row
    }

    public func remove(_ id: Int) {
        if let index = rows.firstIndex(where: { $0.id == id }) { rows.remove(at: index) }
    }

    public func clear() {
        rows = []
        selected = nil
    }
}
