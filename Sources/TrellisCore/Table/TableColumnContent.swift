public import Foundation

/// Columns of a ``Table``: a ``TableColumn``, or several built by ``TableColumnBuilder``.
@preconcurrency @MainActor
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    @TableColumnBuilder<Self.TableRowValue, Self.TableColumnSortComparator>
    var tableColumnBody: Self.TableColumnBody { get }
}

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { self }
}

/// One column with its row type erased: what the table builtin reads.
package struct TableColumnSpec<RowValue> {
    package var title: String
    package var label: AnyView?
    package var cell: (RowValue) -> AnyView
    package var width: TableColumnWidth
    /// The column's sort comparator (of the table's `Sort` type), nil when it can't sort.
    package var comparator: Any?
}

/// A table column's width.
package struct TableColumnWidth: Hashable, Sendable {
    package var min: Double?
    package var ideal: Double?
    package var max: Double?
    package init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
    /// A fixed width: it can't be resized.
    package var isFixed: Bool { min != nil && min == max }
}

/// Column content that can list its columns (every column type Trellis declares).
@MainActor
package protocol _TableColumnsReadable {
    associatedtype _Row
    var _columnSpecs: [TableColumnSpec<_Row>] { get }
}

/// Several columns, in order: what ``TableColumnBuilder`` builds from a block.
nonisolated public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent where RowValue: Identifiable, Sort: SortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return neverBody("TupleTableColumnContent") }
    package let columns: [TableColumnSpec<RowValue>]
}

extension TupleTableColumnContent: _TableColumnsReadable {
    package var _columnSpecs: [TableColumnSpec<RowValue>] { columns }
}

/// Reads the columns of any column content.
@MainActor
package func tableColumnSpecs<C: TableColumnContent>(_ content: C) -> [TableColumnSpec<C.TableRowValue>] {
    if let readable = content as? any _TableColumnsReadable,
       let specs = readable._columnSpecsErased as? [TableColumnSpec<C.TableRowValue>] {
        return specs
    }
    if C.TableColumnBody.self == Never.self { return [] }
    return tableColumnSpecs(content.tableColumnBody).compactMap { $0.retyped(to: C.TableRowValue.self) }
}

extension _TableColumnsReadable {
    var _columnSpecsErased: Any { _columnSpecs }
}

extension TableColumnSpec {
    /// The same column for a row type known equal at run time.
    func retyped<R>(to: R.Type) -> TableColumnSpec<R>? {
        if let same = self as? TableColumnSpec<R> { return same }
        return nil
    }
}

/// Builds a table's columns.
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> where RowValue: Identifiable, Sort: SortComparator {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator, Content: TableColumnContent {
        content
    }

    /// An unsortable column in a sortable table.
    @MainActor @_disfavoredOverload
    public static func buildExpression<Content>(_ content: Content) -> TupleTableColumnContent<RowValue, Sort, Content>
    where RowValue == Content.TableRowValue, Content: TableColumnContent, Content.TableColumnSortComparator == Never {
        TupleTableColumnContent(columns: tableColumnSpecs(content))
    }

    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    @MainActor
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4: TableColumnContent, C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3) + tableColumnSpecs(c4))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4: TableColumnContent, C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort, C5: TableColumnContent, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3) + tableColumnSpecs(c4) + tableColumnSpecs(c5))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4: TableColumnContent, C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort, C5: TableColumnContent, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort, C6: TableColumnContent, C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3) + tableColumnSpecs(c4) + tableColumnSpecs(c5) + tableColumnSpecs(c6))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4: TableColumnContent, C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort, C5: TableColumnContent, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort, C6: TableColumnContent, C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7: TableColumnContent, C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3) + tableColumnSpecs(c4) + tableColumnSpecs(c5) + tableColumnSpecs(c6) + tableColumnSpecs(c7))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4: TableColumnContent, C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort, C5: TableColumnContent, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort, C6: TableColumnContent, C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7: TableColumnContent, C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort, C8: TableColumnContent, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3) + tableColumnSpecs(c4) + tableColumnSpecs(c5) + tableColumnSpecs(c6) + tableColumnSpecs(c7) + tableColumnSpecs(c8))
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableColumnContent, C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1: TableColumnContent, C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort, C2: TableColumnContent, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort, C3: TableColumnContent, C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort, C4: TableColumnContent, C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort, C5: TableColumnContent, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort, C6: TableColumnContent, C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort, C7: TableColumnContent, C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort, C8: TableColumnContent, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort, C9: TableColumnContent, C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort {
        TupleTableColumnContent(columns: tableColumnSpecs(c0) + tableColumnSpecs(c1) + tableColumnSpecs(c2) + tableColumnSpecs(c3) + tableColumnSpecs(c4) + tableColumnSpecs(c5) + tableColumnSpecs(c6) + tableColumnSpecs(c7) + tableColumnSpecs(c8) + tableColumnSpecs(c9))
    }

    @MainActor
    public static func buildIf<Column>(_ column: Column?) -> TupleTableColumnContent<RowValue, Sort, Column?>
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        TupleTableColumnContent(columns: column.map { tableColumnSpecs($0) } ?? [])
    }

    @MainActor
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> TupleTableColumnContent<RowValue, Sort, (TrueContent?, FalseContent?)>
    where RowValue == TrueContent.TableRowValue, Sort == TrueContent.TableColumnSortComparator, TrueContent: TableColumnContent,
          RowValue == FalseContent.TableRowValue, Sort == FalseContent.TableColumnSortComparator, FalseContent: TableColumnContent {
        TupleTableColumnContent(columns: tableColumnSpecs(first))
    }

    @MainActor
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> TupleTableColumnContent<RowValue, Sort, (TrueContent?, FalseContent?)>
    where RowValue == TrueContent.TableRowValue, Sort == TrueContent.TableColumnSortComparator, TrueContent: TableColumnContent,
          RowValue == FalseContent.TableRowValue, Sort == FalseContent.TableColumnSortComparator, FalseContent: TableColumnContent {
        TupleTableColumnContent(columns: tableColumnSpecs(second))
    }

    public static func buildLimitedAvailability<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }
}
