import Foundation
import TrellisCore
import TrellisHost

/// List editing: the rows of a `ForEach` with `onDelete` / `onMove` (or
/// `editActions:`) get delete and move controls in edit mode (`\.editMode`),
/// the Delete key and ⌥↑ / ⌥↓ on a focused row, and drag reordering (a
/// `reorder(from:to:)` event on the list or section that holds the rows;
/// `from`/`to` index its rows, `to` is "before row `to`").
///
/// Everything the browser sends is checked against the rows as last built
/// (``ListEditState``): a row that is gone, an offset out of range, a move
/// across two `ForEach`es or onto a `moveDisabled` row is refused with
/// ``GraphEventError/refused(_:)`` (logged by the server) and changes nothing.
@MainActor
final class ListEditState: NodeState {
    struct Group {
        let actions: _ListEditActions
        let count: Int
    }

    struct RowRef {
        let group: Int
        let offset: Int
    }

    private(set) var groups: [Group] = []
    private(set) var rows: [AnyHashable: RowRef] = [:]
    /// The rows in the order the element holds them (for `reorder`).
    var order: [AnyHashable] = []
    /// Rows built with `moveDisabled(true)` / `deleteDisabled(true)`.
    var moveDisabled: Set<AnyHashable> = []
    var deleteDisabled: Set<AnyHashable> = []

    var isEmpty: Bool { groups.isEmpty }

    /// Finds the editable `ForEach`es of `content` and keys their rows as the list keys them.
    ///
    /// - Complexity: O(n) in the rows of editable `ForEach`es (ids only; no row is built).
    func update(content: any View) {
        groups = []
        rows = [:]
        ViewStructure.walk(content, openingElements: false) { leaf in
            guard case let .elements(elements, path) = leaf, let actions = elements.listEditActions, !actions.isEmpty else { return true }
            let group = groups.count
            groups.append(Group(actions: actions, count: elements.elementCount))
            for offset in 0..<elements.elementCount {
                rows[ViewList.key(path + [elements.elementID(at: offset)])] = RowRef(group: group, offset: offset)
            }
            return true
        }
    }

    /// How the row keyed `key` can be edited, nil when it can't.
    func editing(for key: AnyHashable, isEditing: Bool, movesWithoutEditMode: Bool) -> RowEditing? {
        guard let row = rows[key], groups.indices.contains(row.group) else { return nil }
        let actions = groups[row.group].actions
        return RowEditing(state: self, key: key,
                          canDelete: actions.onDelete != nil && !deleteDisabled.contains(key),
                          canMove: actions.onMove != nil && !moveDisabled.contains(key),
                          showsControls: isEditing, dragsWithoutEditMode: movesWithoutEditMode)
    }

    /// Records the row's `deleteDisabled` / `moveDisabled`, read from its view.
    func noteDisabled(_ key: AnyHashable, view: any View) {
        let (delete, move) = ListEditing.disabled(of: view)
        if delete { deleteDisabled.insert(key) } else { deleteDisabled.remove(key) }
        if move { moveDisabled.insert(key) } else { moveDisabled.remove(key) }
    }

    private func current(_ key: AnyHashable) throws -> (RowRef, Group) {
        guard let row = rows[key], groups.indices.contains(row.group) else { throw GraphEventError.refused("the row is gone") }
        let group = groups[row.group]
        guard row.offset >= 0, row.offset < group.count else { throw GraphEventError.refused("row offset \(row.offset) is out of range") }
        return (row, group)
    }

    func delete(_ key: AnyHashable) throws {
        let (row, group) = try current(key)
        guard let onDelete = group.actions.onDelete, !deleteDisabled.contains(key) else { throw GraphEventError.refused("the row can't be deleted") }
        onDelete(IndexSet(integer: row.offset))
    }

    /// Moves a row one place up (-1) or down (+1) within its `ForEach`.
    func step(_ key: AnyHashable, by delta: Int) throws {
        let (row, group) = try current(key)
        guard let onMove = group.actions.onMove, !moveDisabled.contains(key) else { throw GraphEventError.refused("the row can't be moved") }
        let target = row.offset + delta
        guard target >= 0, target < group.count else { throw GraphEventError.refused("the row is already at the end") }
        onMove(IndexSet(integer: row.offset), delta < 0 ? target : target + 1)
    }

    /// Whether a `ForEach` here has `onInsert`: drops between the rows go to it.
    var isInsertable: Bool { groups.contains { $0.actions.onInsert != nil } }

    /// What drops the `onInsert`s here take (`text`, `url`, `both`), nil for none: the page offers a drop only then.
    var insertableKinds: String? {
        let types = groups.flatMap { $0.actions.onInsert?.types ?? [] }
        let text = types.contains { UTType.utf8PlainText.conforms(to: $0) }
        let url = types.contains { UTType.url.conforms(to: $0) }
        switch (text, url) {
        case (true, true): return "both"
        case (true, false): return "text"
        case (false, true): return "url"
        case (false, false): return nil
        }
    }

    /// A drop before the row at `at` in ``order`` (the count: after the last): the dropped
    /// items the `onInsert` takes, as item providers, at the offset among its `ForEach`'s rows.
    func insert(at: Int, items: [HostDropItem]) throws {
        guard at >= 0, at <= order.count else { throw GraphEventError.refused("insert at \(at) is out of range (\(order.count) rows)") }
        let target: (group: Int, offset: Int)
        if at < order.count, let row = rows[order[at]], groups.indices.contains(row.group), groups[row.group].actions.onInsert != nil {
            target = (row.group, row.offset)
        } else if at > 0, let row = rows[order[at - 1]], groups.indices.contains(row.group), groups[row.group].actions.onInsert != nil {
            target = (row.group, row.offset + 1)
        } else if let only = groups.indices.first(where: { groups[$0].actions.onInsert != nil }), groups[only].count == 0 {
            // An empty ForEach: its rows start wherever the drop is.
            target = (only, 0)
        } else {
            throw GraphEventError.refused("no ForEach with onInsert around row \(at)")
        }
        guard let insert = groups[target.group].actions.onInsert, target.offset >= 0, target.offset <= groups[target.group].count else {
            throw GraphEventError.refused("insert offset out of range")
        }
        let providers = items.compactMap { ListInsertion.provider(for: $0, accepting: insert.types) }
        guard !providers.isEmpty else {
            throw GraphEventError.refused("the drop holds none of \(insert.types.map(\.identifier).joined(separator: ", "))")
        }
        insert.action(target.offset, providers)
    }

    /// A drag: the row at `from` goes before the row at `to` (or after the last
    /// row when `to` is the count), both in ``order``.
    func reorder(from: Int, to: Int) throws {
        guard order.indices.contains(from), to >= 0, to <= order.count else {
            throw GraphEventError.refused("reorder \(from) → \(to) is out of range (\(order.count) rows)")
        }
        let key = order[from]
        let (row, group) = try current(key)
        guard let onMove = group.actions.onMove, !moveDisabled.contains(key) else { throw GraphEventError.refused("the row can't be moved") }
        let destination: Int
        if to < order.count, let target = rows[order[to]], target.group == row.group {
            destination = target.offset
        } else if to > 0, let before = rows[order[to - 1]], before.group == row.group {
            destination = before.offset + 1
        } else {
            throw GraphEventError.refused("rows move only among the rows of their ForEach")
        }
        guard destination >= 0, destination <= group.count else { throw GraphEventError.refused("destination out of range") }
        // Dropping a row where it already is changes nothing.
        if destination == row.offset || destination == row.offset + 1 { return }
        onMove(IndexSet(integer: row.offset), destination)
    }
}

/// How one row can be edited, handed to ``ListRow``.
@MainActor
struct RowEditing {
    let state: ListEditState
    let key: AnyHashable
    let canDelete: Bool
    let canMove: Bool
    /// Edit mode is on: delete and move controls show.
    let showsControls: Bool
    /// The idiom drags rows without edit mode (``ListEditingTable``).
    let dragsWithoutEditMode: Bool

    var isDraggable: Bool { canMove && (showsControls || dragsWithoutEditMode) }

    /// The row's element properties.
    var properties: [String: String] {
        var properties: [String: String] = [:]
        if canDelete { properties["deletable"] = "true" }
        if isDraggable { properties["movable"] = "true" }
        // Set with the controls (``leadingControls(_:)``, ``trailingControls(_:)``), so it is always right; the CSS
        // reads it instead of `:has(> [data-edit-control])`, which restyles the whole page on every insert.
        if showsControls, canDelete || canMove { properties["editControls"] = "true" }
        return properties
    }

    /// The row's keyboard editing: Delete deletes, ⌥↑ / ⌥↓ move. False when the key isn't one of those.
    func handleKey(_ key: String, modifiers: [String]) throws -> Bool {
        switch (key, modifiers) {
        case ("delete", []):
            guard canDelete else { throw GraphEventError.refused("the row can't be deleted") }
            try state.delete(self.key)
        case ("upArrow", ["option"]), ("downArrow", ["option"]):
            guard canMove else { throw GraphEventError.refused("the row can't be moved") }
            try state.step(self.key, by: key == "upArrow" ? -1 : 1)
        default: return false
        }
        return true
    }

    /// The controls before the row's content (delete) and after it (move).
    func leadingControls(_ inputs: NodeInputs) -> [ChildSpec] {
        guard showsControls, canDelete else { return [] }
        return [control(.delete, inputs)]
    }

    func trailingControls(_ inputs: NodeInputs) -> [ChildSpec] {
        guard showsControls, canMove else { return [] }
        return [control(.moveUp, inputs), control(.moveDown, inputs), control(.handle, inputs)]
    }

    private func control(_ kind: ListEditControl.Kind, _ inputs: NodeInputs) -> ChildSpec {
        ChildSpec(key: AnyHashable("edit-\(kind.rawValue)"), view: ListEditControl(kind: kind, editing: self), inputs: inputs)
    }
}

/// A row's delete button, move up / move down buttons, or drag handle (`editControl`).
struct ListEditControl: View, BuiltinView {
    enum Kind: String { case delete, moveUp, moveDown, handle }
    let kind: Kind
    let editing: RowEditing
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var iconInputs = inputs.forElementChildren
        iconInputs.environment._isLabelIcon = true
        let (label, symbol): (String, String) = switch kind {
        case .delete: ("Delete", "minus.circle.fill")
        case .moveUp: ("Move Up", "chevron.up")
        case .moveDown: ("Move Down", "chevron.down")
        case .handle: ("Reorder", "line.3.horizontal")
        }
        let icon = ChildSpec(key: PositionKey.first, view: Image(systemName: symbol), inputs: iconInputs)
        var properties = ["editControl": kind.rawValue, "label": label]
        if kind == .delete { properties["buttonRole"] = "destructive" }
        if kind == .handle {
            // The handle is for the pointer; the keyboard has the buttons and ⌥↑ / ⌥↓.
            properties["decorative"] = "true"
            return NodeOutput(element: ElementSpec(role: .generic, properties: properties), children: [icon])
        }
        let editing = editing, kind = kind
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate:
                switch kind {
                case .delete: try editing.state.delete(editing.key)
                case .moveUp: try editing.state.step(editing.key, by: -1)
                case .moveDown: try editing.state.step(editing.key, by: 1)
                case .handle: break
                }
            case .focus, .key, .pressBegan, .pressEnded:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        return NodeOutput(element: ElementSpec(role: .button, properties: properties, handler: handler), children: [icon])
    }
}

@MainActor
enum ListEditing {
    /// `deleteDisabled` / `moveDisabled` anywhere in a row's modifier chain (the outermost wins).
    static func disabled(of view: any View) -> (delete: Bool, move: Bool) {
        var delete: Bool?, move: Bool?
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let disabled = modified.anyModifier as? _EditDisabledModifier {
                delete = delete ?? disabled.delete
                move = move ?? disabled.move
            }
            current = modified.anyContent
        }
        return (delete ?? false, move ?? false)
    }
}

extension ListEditing {
    /// A row's swipe actions (every `swipeActions` in its modifier chain), leading edge first.
    static func swipeActions(of view: any View) -> [any View] {
        var leading: [any View] = [], trailing: [any View] = []
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let swipe = modified.anyModifier as? _SwipeActionsModifier {
                if swipe.edge == .leading { leading.append(swipe.actions) } else { trailing.append(swipe.actions) }
            }
            current = modified.anyContent
        }
        return leading + trailing
    }

    /// The row's content with its swipe actions as its context menu too: the keyboard's
    /// and screen reader's way to them (the swipe itself is ``RowSwipeActions``).
    static func withSwipeActions(_ content: any View) -> any View {
        let actions = swipeActions(of: content)
        guard !actions.isEmpty else { return content }
        return AnyView(content).contextMenu {
            ForEach(0..<actions.count, id: \.self) { AnyView(actions[$0]) }
        }
    }
}

@MainActor extension _SwipeActionsModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // Read by the list row (``ListEditing/withSwipeActions(_:)``).
        passThrough(content, inputs)
    }
}

@MainActor extension _EditDisabledModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // Read by the list from the row's view (``ListEditing/disabled(of:)``).
        passThrough(content, inputs)
    }
}

// MARK: - `onDelete` / `onMove` as structure

@MainActor extension _EditActionsContent: StructuralContent, IndexedElements where Content: View {
    private var inner: (any IndexedElements)? { content as? any IndexedElements }

    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        // Same keys as the bare ForEach: adding onDelete keeps every row's identity.
        inner != nil ? visit(.elements(self)) : visit(.child(content, key: nil))
    }

    package var elementCount: Int { inner?.elementCount ?? 0 }
    package func elementID(at offset: Int) -> AnyHashable { inner?.elementID(at: offset) ?? AnyHashable(offset) }
    package func makeElement(at offset: Int) -> any View { inner?.makeElement(at: offset) ?? EmptyView() }
    package var rowsAreSingleItems: Bool { inner?.rowsAreSingleItems ?? false }
    package var listEditActions: _ListEditActions? { actions.over(inner?.listEditActions) }
}

@MainActor extension _EditActionsContent: BuiltinView where Content: View {
    /// Outside a list the actions have no controls to show: the content renders as it is.
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

/// A refreshable list's Refresh control (`refreshable`): a button that runs the
/// action once at a time, and a spinning progress indicator until it returns.
/// On touch idioms (``ListEditingTable/refreshesByPulling(_:)``) it is hidden until
/// the list is pulled down from its top (trellis-lists.js activates it).
struct ListRefreshControl: View, BuiltinView {
    let refresh: RefreshAction
    typealias Body = Never

    final class Running: NodeState { var isRunning = false }

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let running = node.state(orMake: Running())
        let refresh = refresh
        var childInputs = inputs.forElementChildren
        childInputs.environment._isLabelIcon = true
        let children: [ChildSpec] = running.isRunning
            ? [ChildSpec(key: AnyHashable("progress"), view: ProgressView(), inputs: childInputs)]
            : [ChildSpec(key: AnyHashable("icon"), view: Image(systemName: "arrow.clockwise"), inputs: childInputs)]
        let handler: @MainActor (HostEvent) throws -> Void = { [weak node] event in
            switch event {
            case .activate:
                guard !running.isRunning else { throw GraphEventError.refused("a refresh is already running") }
                running.isRunning = true
                node?.invalidate()
                Task { @MainActor [weak node] in
                    await refresh()
                    running.isRunning = false
                    node?.invalidate()
                }
            case .focus, .key, .pressBegan, .pressEnded:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        let idle = ListEditingTable.refreshesByPulling(inputs.environment.idiom) ? "pull" : "idle"
        var properties = ["label": running.isRunning ? "Refreshing" : "Refresh", "refreshControl": running.isRunning ? "refreshing" : idle]
        if running.isRunning { properties["disabled"] = "true" }
        return NodeOutput(element: ElementSpec(role: .button, properties: properties, handler: handler), children: children)
    }
}

/// Dropped items as `NSItemProvider`s (`onInsert(of:perform:)`).
@MainActor
enum ListInsertion {
    /// A provider holding the item, when its type conforms to one of `types`.
    static func provider(for item: HostDropItem, accepting types: [UTType]) -> NSItemProvider? {
        let provider: NSItemProvider
        switch item.kind {
        case .text: provider = NSItemProvider(object: NSString(string: item.value))
        case .url:
            guard let url = NSURL(string: item.value) else { return nil }
            provider = NSItemProvider(object: url)
        }
        let accepted = provider.registeredTypeIdentifiers.contains { identifier in
            guard let type = UTType(identifier) else { return false }
            return types.contains { type.conforms(to: $0) }
        }
        return accepted ? provider : nil
    }
}
