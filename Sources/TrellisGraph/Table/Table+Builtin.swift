import TrellisCore
import TrellisHost

/// A table renders as a `table` element: a header `row` of `columnheader`s
/// (a sortable column's header holds a button that sorts), then a `rowgroup`
/// of `row`s with one `cell` per column.
///
/// Selection works as in a `List` (``ListSelectionBox``, by row id): `activate`
/// on a row selects it (single) or toggles it (multiple). Sorting only writes
/// the `sortOrder` binding: a header's button makes its column's comparator
/// the first, or reverses it when it already is; the table element also takes
/// `select(column)` as a sort request, and drops one for a column that doesn't
/// exist or can't sort with a logged error. In a compact width only the first
/// column shows (``TableMetrics``). More rows than
/// `ListMetrics.virtualizationThreshold` are windowed exactly like a list's
/// (``ListWindow``; the `rowgroup` carries the `lazy…` properties and takes
/// `visibleRange`).
@MainActor extension Table: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let state = node.state(orMake: TableState())
        let box = state.selection
        box.update(selection, enabled: env.isEnabled)

        var specs = tableColumnSpecs(columns)
        if !TableMetrics.showsAllColumns(env.idiom, compact: env.horizontalSizeClass == .compact) { specs = Array(specs.prefix(1)) }
        let comparators = specs.map(\.comparator)
        let sort = sort
        let leading = sort?.leading(comparators)
        let resizable = TableMetrics.columnsResizable(env.idiom)

        let requestSort: @MainActor (Int) -> Void = { [weak node] column in
            guard let sort, comparators.indices.contains(column), let comparator = comparators[column] else {
                RuntimeIssue.report("Table: dropped a sort request for column \(column), which \(comparators.indices.contains(column) ? "can't sort" : "doesn't exist") (\(comparators.count) columns).")
                return
            }
            if !sort.click(comparator) {
                RuntimeIssue.report("Table: column \(column)'s comparator is not of the table's sort type; sort request dropped.")
            }
            node?.invalidate()
        }

        let header = TableHeaderRow(columns: specs.enumerated().map { i, spec in
            TableHeaderCell.Model(index: i, title: spec.title, sortable: sort != nil && spec.comparator != nil,
                                  sort: leading?.column == i ? (leading?.ascending == true ? "ascending" : "descending") : nil,
                                  width: state.width(of: i, spec.width), range: resizable && !spec.width.isFixed ? spec.width : nil)
        }, requestSort: requestSort, resize: { [weak node] i, width in
            guard specs.indices.contains(i) else { return }
            state.setWidth(width, of: i, range: specs[i].width)
            node?.invalidate()
        })

        // Rows as a `ForEach` of row references: the list machinery windows them by index.
        let rows = TableRows<Value>.of(self.rows)
        let cells = specs.map(\.cell)
        let selectionMenu = env._selectionContextMenu
        let forEach = ForEach(TableRowReferences(rows: rows)) { ref in
            TableRowView(cells: cells.map { cell in { cell(ref.value) } }, tag: AnyHashable(ref.value.id), box: box,
                         menu: TableRowMenu(own: ref.menu, selection: selectionMenu))
        }
        var groupProps: [String: String] = [:]
        let items: [ViewListItem]
        if rows.count > ListMetrics.virtualizationThreshold, let lazy = ViewList.lazyItems(of: forEach) {
            items = state.window.settle(in: lazy).map(lazy.item(at:))
            groupProps.merge(state.window.properties(rowHeight: TableMetrics.estimatedRowHeight(env.idiom))) { $1 }
        } else {
            state.window.deactivate()
            items = ViewList.items(of: forEach)
        }
        var rowInputs = inputs.forElementChildren
        rowInputs.environment._container = .list
        rowInputs.environment._selectionContextMenu = nil
        let window = state.window
        let groupHandler: @MainActor (HostEvent) throws -> Void = { [weak node] event in
            switch event {
            case let .visibleRange(from, to):
                guard from >= 0, from <= to else { throw GraphEventError.wrongValue(event, role: "rowgroup") }
                if window.show(from..<to) { node?.invalidate() }
            case .focus, .key: break
            default: throw GraphEventError.wrongValue(event, role: "rowgroup")
            }
        }
        let body = TableBody(items: items, properties: groupProps, handler: groupHandler)

        var props = [TableProperty.columnCount: String(specs.count)]
        if box.isSelectable { props["selectable"] = "true" }
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .select(column): requestSort(column)
            case .focus, .key: break
            default: throw GraphEventError.wrongValue(event, role: "table")
            }
        }
        return NodeOutput(element: ElementSpec(role: "table", properties: props, handler: handler), children: [
            ChildSpec(key: AnyHashable("header"), view: header, inputs: inputs.forElementChildren),
            ChildSpec(key: AnyHashable("body"), view: body, inputs: rowInputs),
        ])
    }
}

/// Property names a table adds (docs/RENDERING.md, "Tables").
enum TableProperty {
    static let sort = "sort", columnIndex = "columnIndex", columnCount = "columnCount", header = "header"
}

/// A table's state across updates: selection, the row window, column widths a person chose.
@MainActor
final class TableState: NodeState {
    let selection = ListSelectionBox()
    let window = ListWindow()
    private var widths: [Int: Double] = [:]

    func width(of column: Int, _ spec: TableColumnWidth) -> Double? {
        if let chosen = widths[column] { return clamp(chosen, spec) }
        return spec.ideal ?? (spec.isFixed ? spec.min : nil)
    }

    func setWidth(_ width: Double, of column: Int, range: TableColumnWidth) {
        widths[column] = clamp(width, range)
    }

    private func clamp(_ value: Double, _ range: TableColumnWidth) -> Double {
        let lower = max(range.min ?? 16, 16)
        let upper = max(range.max ?? 10_000, lower)
        return min(max(value, lower), upper)
    }
}

/// Row `i` of a table, identified by its value's id.
struct TableRowReference<Value: Identifiable>: Identifiable {
    let value: Value
    /// The row's own context menu (`TableRowContent.contextMenu`).
    var menu: (any View)?
    var id: AnyHashable { AnyHashable(value.id) }
}

/// A table's rows by index, built one at a time.
struct TableRowReferences<Value: Identifiable>: RandomAccessCollection {
    let rows: TableRows<Value>
    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }
    subscript(position: Int) -> TableRowReference<Value> { TableRowReference(value: rows.row(position), menu: rows.menu(position)) }
}

struct TableHeaderRow: View, BuiltinView {
    typealias Body = Never
    let columns: [TableHeaderCell.Model]
    let requestSort: @MainActor (Int) -> Void
    let resize: @MainActor (Int, Double) -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: "row", properties: [TableProperty.header: "true"]),
                   children: columns.map { ChildSpec(key: AnyHashable($0.index), view: TableHeaderCell(model: $0, requestSort: requestSort, resize: resize), inputs: inputs.forElementChildren) })
    }
}

/// A column's header: its title, or a button that sorts by the column; on the
/// Mac a resizable column's header takes a new width (`setNumber`) and ← →.
struct TableHeaderCell: View, BuiltinView {
    typealias Body = Never
    struct Model {
        var index: Int
        var title: String
        var sortable: Bool
        var sort: String?
        var width: Double?
        var range: TableColumnWidth?
    }
    let model: Model
    let requestSort: @MainActor (Int) -> Void
    let resize: @MainActor (Int, Double) -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var props = ["label": model.title, TableProperty.columnIndex: String(model.index)]
        if let sort = model.sort { props[TableProperty.sort] = sort }
        if let width = model.width { props["width"] = formatNumber(width.rounded()) }
        if model.range != nil { props["resizable"] = "true" }
        let model = model, resize = resize
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setNumber(width):
                guard model.range != nil, width.isFinite else { throw GraphEventError.wrongValue(event, role: "columnheader") }
                resize(model.index, width)
            case let .key(key, _):
                guard model.range != nil else { return }
                let now = model.width ?? 100
                if key == "leftArrow" { resize(model.index, now - TableMetrics.keyboardStep) }
                if key == "rightArrow" { resize(model.index, now + TableMetrics.keyboardStep) }
            case .focus: break
            default: throw GraphEventError.wrongValue(event, role: "columnheader")
            }
        }
        let title: any View = model.sortable
            ? TableSortButton(index: model.index, title: model.title, sort: model.sort, requestSort: requestSort)
            : Text(verbatim: model.title)
        return NodeOutput(element: ElementSpec(role: "columnheader", properties: props, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: title, inputs: inputs.forElementChildren)])
    }
}

/// The button in a sortable column's header.
struct TableSortButton: View, BuiltinView {
    typealias Body = Never
    let index: Int
    let title: String
    let sort: String?
    let requestSort: @MainActor (Int) -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let index = index, requestSort = requestSort
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: requestSort(index)
            case .focus, .key, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        var props = ["label": title, "style": "plain"]
        if let sort { props[TableProperty.sort] = sort }
        return NodeOutput(element: ElementSpec(role: .button, text: title, properties: props, handler: handler))
    }
}

/// The rows: a `rowgroup`, windowed when long.
struct TableBody: View, BuiltinView {
    typealias Body = Never
    let items: [ViewListItem]
    let properties: [String: String]
    let handler: @MainActor (HostEvent) throws -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: "rowgroup", properties: properties, handler: handler),
                   children: items.map { ChildSpec(key: $0.key, view: $0.view, inputs: inputs) })
    }
}

/// One row: a `row` of `cell`s; selectable when the table has a selection.
/// With a context menu (its own, or the table's selection menu) a secondary
/// click or long press (`contextMenu`) opens it as the row's `menu` child;
/// with a selection menu's `primaryAction`, Return (and a double-click, which
/// the page sends as Return) runs it instead of selecting.
struct TableRowView: View, BuiltinView {
    typealias Body = Never
    let cells: [() -> AnyView]
    let tag: AnyHashable
    let box: ListSelectionBox
    var menu = TableRowMenu(own: nil, selection: nil)

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let selectable = box.isSelectable && box.accepts(tag)
        var props: [String: String] = [:]
        if selectable { props["selectable"] = "true" }
        if selectable, box.selected.contains(tag) { props["selected"] = "true" }
        let tag = tag, box = box
        let presentation = menu.exists ? MenuPresentation.of(node) : nil
        let primary = menu.selection?.primaryAction
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: if selectable { box.choose(tag) }
            case let .key(key, modifiers):
                guard modifiers.isEmpty else { break }
                if key == "return", let primary {
                    primary(TableRowMenu.ids(for: tag, selected: box.selected))
                } else if selectable, key == "space" || key == "return" {
                    box.choose(tag)
                }
            case .contextMenu: presentation?.present()
            case .dismiss: presentation?.dismiss()
            case .focus, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: "row")
            }
        }
        var children = cells.enumerated().map { i, cell in
            ChildSpec(key: PositionKey.at(i), view: TableCellView(content: cell()), inputs: inputs)
        }
        if primary != nil { props["primaryAction"] = "true" }
        if let presentation {
            props["contextMenu"] = "true"
            if presentation.isOpen, let items = menu.items(for: tag, selected: box.selected) {
                props["expanded"] = "true"
                children.append(ChildSpec(key: AnyHashable("menu"), view: MenuPopup(items: items),
                                          inputs: inputs.forMenuItems(.contextMenu, presentation: presentation)))
            }
        }
        return NodeOutput(element: ElementSpec(role: "row", properties: props, handler: handler), children: children)
    }
}

struct TableCellView: View, BuiltinView {
    typealias Body = Never
    let content: AnyView

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: "cell"), children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}
