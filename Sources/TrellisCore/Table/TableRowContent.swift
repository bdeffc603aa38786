/// Rows of a ``Table``: a ``TableRow``, a `ForEach` of them, or several built
/// by ``TableRowBuilder``.
@preconcurrency @MainActor
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    @TableRowBuilder<Self.TableRowValue>
    var tableRowBody: Self.TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { self }
}

/// Row content that can list its rows by index without building the others.
@MainActor
package protocol _TableRowsReadable {
    associatedtype _Value: Identifiable
    var _rowCount: Int { get }
    func _row(at index: Int) -> _Value
    /// Row `index`'s context menu (`TableRowContent.contextMenu`), if it has one.
    func _menu(at index: Int) -> (any View)?
}

extension _TableRowsReadable {
    package func _menu(at index: Int) -> (any View)? { nil }
}

/// Reads the rows of any row content (rows are values; a `ForEach` of rows is read by index).
package struct TableRows<Value: Identifiable> {
    package let count: Int
    package let row: (Int) -> Value
    /// Row `i`'s context menu, if it has one.
    package let menu: (Int) -> (any View)?

    package init(count: Int, row: @escaping (Int) -> Value, menu: @escaping (Int) -> (any View)? = { _ in nil }) {
        self.count = count
        self.row = row
        self.menu = menu
    }

    @MainActor
    package static func of<R: TableRowContent>(_ content: R) -> TableRows<Value> {
        if let readable = content as? any _TableRowsReadable, let rows = readable._erased(as: Value.self) { return rows }
        if R.TableRowBody.self == Never.self { return TableRows(count: 0, row: { _ in fatalError("no rows") }) }
        return of(content.tableRowBody)
    }
}

extension _TableRowsReadable {
    func _erased<V>(as: V.Type) -> TableRows<V>? {
        guard _Value.self == V.self else { return nil }
        let count = _rowCount
        return TableRows<V>(count: count, row: { index in self._row(at: index) as! V }, menu: { self._menu(at: $0) })
    }
}

/// One row of a table, for the rows-builder form: `Table(of: Animal.self) { … } rows: { TableRow(fish) }`.
nonisolated public struct TableRow<Value>: TableRowContent where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("TableRow") }
    package let value: Value

    public init(_ value: Value) { self.value = value }
}

extension TableRow: _TableRowsReadable {
    package var _rowCount: Int { 1 }
    package func _row(at index: Int) -> Value { value }
}

/// Several rows, in order: what ``TableRowBuilder`` builds from a block.
nonisolated public struct TupleTableRowContent<Value, T>: TableRowContent where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("TupleTableRowContent") }
    package let parts: [TableRows<Value>]
}

extension TupleTableRowContent: _TableRowsReadable {
    package var _rowCount: Int { parts.reduce(0) { $0 + $1.count } }
    package func _row(at index: Int) -> Value {
        var i = index
        for part in parts {
            if i < part.count { return part.row(i) }
            i -= part.count
        }
        return parts[parts.count - 1].row(0)
    }
    package func _menu(at index: Int) -> (any View)? {
        var i = index
        for part in parts {
            if i < part.count { return part.menu(i) }
            i -= part.count
        }
        return nil
    }
}

/// The rows of a table made from a collection: one per element.
nonisolated public struct TableForEachContent<Data>: TableRowContent where Data: RandomAccessCollection, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("TableForEachContent") }
    package let data: Data

    package init(data: Data) { self.data = data }
}

extension TableForEachContent: _TableRowsReadable {
    package var _rowCount: Int { data.count }
    package func _row(at index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("ForEach") }
}

extension ForEach: _TableRowsReadable where Content: TableRowContent {
    package typealias _Value = Content.TableRowValue
    package var _rowCount: Int {
        var total = 0
        for element in data { total += TableRows<Content.TableRowValue>.of(content(element)).count }
        return total
    }
    package func _row(at index: Int) -> Content.TableRowValue {
        var i = index
        for element in data {
            let rows = TableRows<Content.TableRowValue>.of(content(element))
            if i < rows.count { return rows.row(i) }
            i -= rows.count
        }
        fatalError("TableRows: row \(index) out of range")
    }
    package func _menu(at index: Int) -> (any View)? {
        var i = index
        for element in data {
            let rows = TableRows<Content.TableRowValue>.of(content(element))
            if i < rows.count { return rows.menu(i) }
            i -= rows.count
        }
        return nil
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: TableRowContent {
    /// Table rows for each element of identifiable data.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Content: TableRowContent {
    /// Table rows for each element, identified by the key path's value.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.data = data
        self.content = content
        nonisolated(unsafe) let id = id
        self.idOf = { $0[keyPath: id] }
    }
}

/// Builds a table's rows.
@resultBuilder
public struct TableRowBuilder<Value> where Value: Identifiable {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: TableRowContent, Value == Content.TableRowValue {
        content
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: TableRowContent, Value == Content.TableRowValue {
        content
    }

    @MainActor
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3), TableRows<Value>.of(c4)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3), TableRows<Value>.of(c4), TableRows<Value>.of(c5)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3), TableRows<Value>.of(c4), TableRows<Value>.of(c5), TableRows<Value>.of(c6)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value, C7: TableRowContent, C7.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3), TableRows<Value>.of(c4), TableRows<Value>.of(c5), TableRows<Value>.of(c6), TableRows<Value>.of(c7)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value, C7: TableRowContent, C7.TableRowValue == Value, C8: TableRowContent, C8.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3), TableRows<Value>.of(c4), TableRows<Value>.of(c5), TableRows<Value>.of(c6), TableRows<Value>.of(c7), TableRows<Value>.of(c8)])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value, C7: TableRowContent, C7.TableRowValue == Value, C8: TableRowContent, C8.TableRowValue == Value, C9: TableRowContent, C9.TableRowValue == Value {
        TupleTableRowContent(parts: [TableRows<Value>.of(c0), TableRows<Value>.of(c1), TableRows<Value>.of(c2), TableRows<Value>.of(c3), TableRows<Value>.of(c4), TableRows<Value>.of(c5), TableRows<Value>.of(c6), TableRows<Value>.of(c7), TableRows<Value>.of(c8), TableRows<Value>.of(c9)])
    }

    @MainActor
    public static func buildIf<Content>(_ content: Content?) -> TupleTableRowContent<Value, Content?> where Content: TableRowContent, Value == Content.TableRowValue {
        TupleTableRowContent(parts: content.map { [TableRows<Value>.of($0)] } ?? [])
    }

    @MainActor
    public static func buildEither<T, F>(first: T) -> TupleTableRowContent<Value, (T?, F?)>
    where T: TableRowContent, F: TableRowContent, Value == T.TableRowValue, Value == F.TableRowValue {
        TupleTableRowContent(parts: [TableRows<Value>.of(first)])
    }

    @MainActor
    public static func buildEither<T, F>(second: F) -> TupleTableRowContent<Value, (T?, F?)>
    where T: TableRowContent, F: TableRowContent, Value == T.TableRowValue, Value == F.TableRowValue {
        TupleTableRowContent(parts: [TableRows<Value>.of(second)])
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> Content where Content: TableRowContent, Value == Content.TableRowValue {
        content
    }
}
