public import Foundation

/// Rows of data in columns, with selection and sortable headers.
///
///     Table(animals, selection: $selection, sortOrder: $sortOrder) {
///         TableColumn("Name", value: \.name)
///         TableColumn("Favorite Fruits", value: \.favoriteFruits)
///     }
///     .onChange(of: sortOrder) { animals.sort(using: sortOrder) }
///
/// Clicking a sortable column's header makes its comparator the first of
/// `sortOrder`; clicking it again reverses it. The table doesn't sort the
/// data itself: sort it when `sortOrder` changes. In a compact width only the
/// first column shows, as on iPhone. Long tables build only the rows on screen.
// LIMITATION: `Table` `columnCustomization`, `TableColumn.customizationID`, `DisclosureTableRow` | not declared yet (does not compile) | —
// LIMITATION: `Table` column resizing by keyboard | pointer only in the browser (a header takes `setNumber` and ← →, but the page sends no keys for it) | a focusable header edge would add a tab stop per column
nonisolated public struct Table<Value, Rows, Columns>: View
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    package let rows: Rows
    package let columns: Columns
    package let selection: ListSelection<Value.ID>
    package let sort: TableSortBinding?

    package init(rows: Rows, columns: Columns, selection: ListSelection<Value.ID>, sort: TableSortBinding?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sort = sort
    }

    public typealias Body = Never
}

/// A table's `sortOrder` binding with its comparator type erased.
package struct TableSortBinding {
    /// Which column (by its comparator) leads the sort order, and whether it ascends.
    package let leading: @MainActor ([Any?]) -> (column: Int, ascending: Bool)?
    /// A header was clicked: that column leads, or reverses if it already did. False when the
    /// comparator isn't of the table's sort type.
    package let click: @MainActor (Any) -> Bool

    package init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var a = a
            a.order = b.order
            return a == b
        }
        leading = { comparators in
            guard let first = binding.wrappedValue.first else { return nil }
            for (i, c) in comparators.enumerated() {
                if let c = c as? Sort, same(c, first) { return (i, first.order == .forward) }
            }
            return nil
        }
        click = { comparator in
            guard let c = comparator as? Sort else { return false }
            var order = binding.wrappedValue
            if let first = order.first, same(c, first) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { same($0, c) }
                order.insert(c, at: 0)
            }
            binding.wrappedValue = order
            return true
        }
    }
}

// MARK: - Tables of a collection

extension Table {
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none, sort: nil)
    }

    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sort: nil)
    }

    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sort: nil)
    }

    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none, sort: TableSortBinding(sortOrder))
    }

    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sort: TableSortBinding(sortOrder))
    }

    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sort: TableSortBinding(sortOrder))
    }
}

// MARK: - Tables of columns and rows

extension Table {
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .none, sort: nil)
    }

    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .none, sort: nil)
    }

    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sort: nil)
    }

    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sort: nil)
    }

    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sort: nil)
    }

    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sort: nil)
    }

    public init<Sort>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none, sort: TableSortBinding(sortOrder))
    }

    public init<Sort>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none, sort: TableSortBinding(sortOrder))
    }

    public init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sort: TableSortBinding(sortOrder))
    }

    public init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sort: TableSortBinding(sortOrder))
    }
}
