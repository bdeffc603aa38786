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

/// One row of a table, for the rows-builder form: `Table(of: Animal.self) { … } rows: { TableRow(fish) }`.
nonisolated public struct TableRow<Value>: TableRowContent where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("TableRow") }
    package let value: Value

    public init(_ value: Value) { self.value = value }
}


/// Several rows, in order: what ``TableRowBuilder`` builds from a block.
nonisolated public struct TupleTableRowContent<Value, T>: TableRowContent where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("TupleTableRowContent") }
    /// The block's row contents, in order (the graph reads them: ``TableRows``).
    package let children: [Any]
}


/// The rows of a table made from a collection: one per element.
nonisolated public struct TableForEachContent<Data>: TableRowContent where Data: RandomAccessCollection, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("TableForEachContent") }
    package let data: Data

    package init(data: Data) { self.data = data }
}


extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return neverBody("ForEach") }
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
        TupleTableRowContent(children: [c0, c1])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3, c4])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3, c4, c5])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3, c4, c5, c6])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value, C7: TableRowContent, C7.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value, C7: TableRowContent, C7.TableRowValue == Value, C8: TableRowContent, C8.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    @MainActor
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableRowContent, C0.TableRowValue == Value, C1: TableRowContent, C1.TableRowValue == Value, C2: TableRowContent, C2.TableRowValue == Value, C3: TableRowContent, C3.TableRowValue == Value, C4: TableRowContent, C4.TableRowValue == Value, C5: TableRowContent, C5.TableRowValue == Value, C6: TableRowContent, C6.TableRowValue == Value, C7: TableRowContent, C7.TableRowValue == Value, C8: TableRowContent, C8.TableRowValue == Value, C9: TableRowContent, C9.TableRowValue == Value {
        TupleTableRowContent(children: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    @MainActor
    public static func buildIf<Content>(_ content: Content?) -> TupleTableRowContent<Value, Content?> where Content: TableRowContent, Value == Content.TableRowValue {
        TupleTableRowContent(children: content.map { [$0] } ?? [])
    }

    @MainActor
    public static func buildEither<T, F>(first: T) -> TupleTableRowContent<Value, (T?, F?)>
    where T: TableRowContent, F: TableRowContent, Value == T.TableRowValue, Value == F.TableRowValue {
        TupleTableRowContent(children: [first])
    }

    @MainActor
    public static func buildEither<T, F>(second: F) -> TupleTableRowContent<Value, (T?, F?)>
    where T: TableRowContent, F: TableRowContent, Value == T.TableRowValue, Value == F.TableRowValue {
        TupleTableRowContent(children: [second])
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> Content where Content: TableRowContent, Value == Content.TableRowValue {
        content
    }
}
