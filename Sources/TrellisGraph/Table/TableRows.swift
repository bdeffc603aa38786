import TrellisCore

/// A table's rows, read from its row content by index.
///
/// Row content opens up through the one structure walk (``ContentStructure``):
/// a `TableRowBuilder` block, `if`/`else` and `ForEach` are structure; a
/// `TableRow`, the rows of `Table(data)` and rows with a context menu are the
/// leaves (``TableRowsLeaf``); any other row content is read through its
/// `tableRowBody`.
///
/// - Complexity: `Table(data)` rows are read lazily, O(1) a row; a `ForEach`
///   of row content makes each element's rows once, when the rows are read.
struct TableRows<Value: Identifiable> {
    let count: Int
    let row: (Int) -> Value
    /// Row `i`'s own context menu (`TableRowContent.contextMenu`), if it has one.
    let menu: (Int) -> (any View)?

    init(count: Int, row: @escaping (Int) -> Value, menu: @escaping (Int) -> (any View)? = { _ in nil }) {
        self.count = count
        self.row = row
        self.menu = menu
    }

    static var none: TableRows { TableRows(count: 0, row: { _ in fatalError("TableRows.none has no rows") }) }

    /// The rows of any row content.
    @MainActor static func of(_ content: Any) -> TableRows {
        var parts: [TableRows] = []
        ContentStructure.walk(content, openingElements: false) { leaf in
            switch leaf {
            case let .elements(elements, _):
                parts.append(eager((0..<elements.elementCount).map { of(elements.makeContent(at: $0)) }))
            case let .content(part, _, _):
                if let leaf = part as? any TableRowsLeaf {
                    parts.append(leaf.tableRows(as: Value.self))
                } else if let custom = part as? any TableRowContent, let body = body(of: custom) {
                    parts.append(of(body))
                }
            }
            return true
        }
        return parts.count == 1 ? parts[0] : joined(parts.filter { $0.count > 0 })
    }

    @MainActor private static func body<R: TableRowContent>(of content: R) -> Any? {
        R.TableRowBody.self == Never.self ? nil : content.tableRowBody
    }

    /// Several parts one after another (a builder block).
    private static func joined(_ parts: [TableRows]) -> TableRows {
        guard parts.count > 1 else { return parts.first ?? .none }
        var starts: [Int] = []
        var total = 0
        for part in parts {
            starts.append(total)
            total += part.count
        }
        // The part holding row `i`: the last whose start is ≤ i (indices come from 0..<count).
        let locate = { (i: Int) -> (TableRows, Int) in
            let p = max(0, (starts.lastIndex { $0 <= i }) ?? 0)
            return (parts[p], min(i - starts[p], parts[p].count - 1))
        }
        return TableRows(count: total, row: { let (part, offset) = locate($0); return part.row(offset) },
                         menu: { let (part, offset) = locate($0); return part.menu(offset) })
    }

    /// A `ForEach`'s rows, made once: each element may be one row or several.
    private static func eager(_ elements: [TableRows]) -> TableRows {
        var values: [Value] = []
        var menus: [Int: any View] = [:]
        for rows in elements {
            for i in 0..<rows.count {
                if let menu = rows.menu(i) { menus[values.count] = menu }
                values.append(rows.row(i))
            }
        }
        return TableRows(count: values.count, row: { values[min(max($0, 0), values.count - 1)] }, menu: { menus[$0] })
    }
}

/// Row content that makes rows itself.
@MainActor
protocol TableRowsLeaf {
    func tableRows<V: Identifiable>(as type: V.Type) -> TableRows<V>
}

@MainActor extension TableRow: TableRowsLeaf {
    func tableRows<V: Identifiable>(as type: V.Type) -> TableRows<V> {
        // The builder's types make `Value` the table's; anything else has no rows.
        guard let value = value as? V else { return .none }
        return TableRows(count: 1, row: { _ in value })
    }
}

@MainActor extension TableForEachContent: TableRowsLeaf {
    func tableRows<V: Identifiable>(as type: V.Type) -> TableRows<V> {
        guard let typed = data as? any RandomAccessCollection<V> else { return .none }
        return TableRows<V>.reading(typed)
    }
}

extension TableRows {
    /// The rows of a collection, read by index when asked (`Table(data)`: 100,000 rows cost a count).
    fileprivate static func reading<C: RandomAccessCollection>(_ data: C) -> TableRows<C.Element> {
        let count = data.count
        return TableRows<C.Element>(count: count, row: { i in data[data.index(data.startIndex, offsetBy: min(max(i, 0), count - 1))] })
    }
}

@MainActor extension ModifiedContent: TableRowsLeaf where Content: TableRowContent, Modifier: _TableRowContentModifier {
    func tableRows<V: Identifiable>(as type: V.Type) -> TableRows<V> {
        let inner = TableRows<V>.of(content)
        let own = (modifier as? any _TableRowMenuCarrying)?._rowMenu
        // An inner row's own menu wins over this one.
        return TableRows<V>(count: inner.count, row: inner.row, menu: { inner.menu($0) ?? own })
    }
}

// MARK: - Table row structure (the shared kinds are in ``ContentStructure``)

@MainActor extension TupleTableRowContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { ContentStructure.visitTuple(children, visit) }
}
