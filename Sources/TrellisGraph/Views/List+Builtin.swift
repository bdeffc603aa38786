import TrellisCore
import TrellisHost

/// A list renders as a `list` element (`listStyle=…`) whose rows are
/// `listitem`s, one per item of its content (see ``ViewList``); sections are
/// `group`s (named by their header) holding their rows. Rows get
/// `_container = .list`, so a `Button` in a row becomes the whole row.
///
/// Selection: a row whose tag (or `ForEach` id) has the selection's type is
/// `selectable`; `activate` on it selects it (single), toggles it (multiple).
/// Rows are the only element a list adds per item, so a long list's DOM
/// stays as light as its content.
///
/// A list of more than `ListMetrics.virtualizationThreshold` rows whose items
/// can be indexed without building them (``LazyViewList``: static rows and
/// `ForEach`es, no top-level sections) builds only a window of rows
/// (``ListWindow``); the `list` element then carries `lazyCount`, `lazyBefore`,
/// `lazyAfter` and `rowHeight`, and takes `visibleRange` events.
@MainActor extension List: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let box = node.state(orMake: ListSelectionBox())
        box.update(selection, enabled: env.isEnabled)
        let style = ControlStyles.list(env._listStyle, idiom: env.idiom, container: env._container)
        var rowInputs = inputs.forElementChildren
        rowInputs.environment._container = style == .sidebar ? .sidebar : .list
        rowInputs.environment._listSelectionBox = box
        let window = node.state(orMake: ListWindow())
        var properties = ["listStyle": style.rawValue]
        let items: [ViewListItem]
        let expansion = node.state(orMake: OutlineExpansion(node: node))
        if let lazy = expansion.whileReading({ ViewList.lazyItems(of: content) }), lazy.count > ListMetrics.virtualizationThreshold {
            // A long list builds only the window's rows; the renderer sizes the rest.
            items = expansion.whileReading { window.settle(in: lazy).map(lazy.item(at:)) }
            let rowHeight = ListMetrics.estimatedRowHeight(idiom: env.idiom, style: style)
            properties.merge(window.properties(rowHeight: rowHeight)) { $1 }
            node.state(orMake: LazyRows()).record(items, windowed: lazy)
        } else {
            window.deactivate()
            items = expansion.whileReading { ViewList.items(of: content) }
            node.state(orMake: LazyRows()).record(items, windowed: nil)
        }
        // `ScrollViewProxy.scrollTo` a row (ScrollTargeting).
        if let target = node.state(ScrollRequests.self)?.target { properties["scrollTarget"] = target }
        let edit = ListEditMode(environment: env)
        let editState = node.state(orMake: ListEditState())
        editState.update(content: content)
        editState.order = items.filter { $0.section == nil }.map(\.key)
        let appearances = ListRowTraits.appearances(of: items)
        var children = zip(items, appearances).map { item, appearance in
            ChildSpec(key: item.key, view: ListRows.view(for: item, box: box, edit: edit, state: editState, appearance: appearance), inputs: rowInputs)
        }
        // Also in a windowed list: the control isn't a row (the runtime counts rows only) and sits above the spacer.
        if let refresh = env._refresh {
            children.insert(ChildSpec(key: AnyHashable("trellis.refresh"), view: ListRefreshControl(refresh: refresh), inputs: inputs.forElementChildren), at: 0)
        }
        // Sections are cards of their own; without any, the list itself is the card.
        if items.contains(where: { $0.section != nil }) { properties["sectioned"] = "true" }
        if box.isSelectable { properties["selectable"] = "true" }
        if edit.isEditing { properties["listEditing"] = "true" }
        if properties["lazyCount"] == nil, let kinds = editState.insertableKinds { properties["insertable"] = kinds }
        properties.merge(ListRowTraits.listProperties(env)) { $1 }
        let handler: @MainActor (HostEvent) throws -> Void = { [weak node] event in
            switch event {
            case let .reorder(from, to):
                guard !editState.isEmpty else { throw GraphEventError.wrongValue(event, role: .list) }
                try editState.reorder(from: from, to: to)
            case let .insert(at, items):
                guard editState.isInsertable else { throw GraphEventError.wrongValue(event, role: .list) }
                try editState.insert(at: at, items: items)
            case let .visibleRange(from, to):
                guard from >= 0, from <= to else { throw GraphEventError.wrongValue(event, role: .list) }
                // Only a windowed list moves; for a short one every row is built already.
                if window.show(from..<to) { node?.invalidate() }
            case .focus, .key:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .list)
            }
        }
        return NodeOutput(element: ElementSpec(role: .list, properties: properties, handler: handler), children: children)
    }
}

@MainActor
enum ListRows {
    /// The child a list item becomes: a section, or a row around the item's view.
    static func view(for item: ViewListItem, box: ListSelectionBox?, edit: ListEditMode, state: ListEditState?, appearance: RowAppearance = RowAppearance()) -> any View {
        if let parts = item.section {
            return ListSectionView(parts: parts, box: box, selected: box?.selected ?? [], edit: edit, traits: ListRowTraits.of(item.view),
                                   environment: EnvironmentWritings.all(in: item.view))
        }
        let tag = box?.accepts(item.selectionTag) == true ? item.selectionTag : nil
        var editing: RowEditing?
        if let state, !state.isEmpty {
            state.noteDisabled(item.key, view: item.view)
            editing = state.editing(for: item.key, isEditing: edit.isEditing, movesWithoutEditMode: edit.dragsWithoutEditMode)
        }
        return ListRow(tag: tag, isSelected: tag.map { box?.selected.contains($0) == true } ?? false, box: box, content: item.view, editing: editing,
                       appearance: appearance, outline: OutlineRow.toggle(of: item.view))
    }
}

/// The edit mode a list's rows are built in: `\.editMode`, and the idiom's drag rule.
struct ListEditMode {
    let isEditing: Bool
    let dragsWithoutEditMode: Bool

    @MainActor init(environment env: EnvironmentValues) {
        isEditing = env.editMode?.wrappedValue.isEditing ?? false
        dragsWithoutEditMode = ListEditingTable.dragsWithoutEditMode(env.idiom)
    }
}

/// One row: a `listitem` around the row's content.
struct ListRow: View, BuiltinView {
    let tag: AnyHashable?
    let isSelected: Bool
    let box: ListSelectionBox?
    let content: any View
    var editing: RowEditing?
    var appearance = RowAppearance()
    /// The row is an outline element with children: → expands it, ← collapses it.
    var outline: OutlineToggle?
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [String: String] = editing?.properties ?? [:]
        properties.merge(appearance.properties) { $1 }
        if let outline { properties["outline"] = outline.isExpanded ? "expanded" : "collapsed" }
        if tag != nil { properties["selectable"] = "true" }
        if isSelected { properties["selected"] = "true" }
        let swipe = RowSwipeActions.of(content, editing: editing)
        let reveal = node.state(orMake: SwipeReveal(node: node))
        let revealed = swipe.isEmpty ? nil : reveal.revealed
        properties.merge(swipe.properties(revealed: revealed)) { $1 }
        // With edit controls or swipe actions in it, the row is still named by its content, not "… Delete".
        if editing?.showsControls == true || revealed != nil, let name = StaticText.of(content) { properties["label"] = name }
        let tag = tag, box = box, editing = editing, outline = outline
        let chosen = inputs.environment._sidebarRowChosen
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            if case let .key(key, modifiers) = event, let editing, try editing.handleKey(key, modifiers: modifiers) { return }
            if case let .swipe(edge, full) = event {
                try swipe.handle(edge, full: full, reveal: reveal)
                return
            }
            if case let .key(key, modifiers) = event, let outline, modifiers.isEmpty, key == "rightArrow" || key == "leftArrow" {
                outline.set(expanded: key == "rightArrow")
                return
            }
            switch event {
            case .activate:
                if let tag, let box {
                    box.choose(tag)
                    // A collapsed split view shows the next column, even when the row was already selected.
                    chosen?.action()
                }
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .listitem)
            }
        }
        let controlInputs = inputs.forElementChildren
        let children = appearance.backgroundChild(controlInputs)
            + (editing?.leadingControls(controlInputs) ?? [])
            + [ChildSpec(key: PositionKey.first, view: ListEditing.withSwipeActions(content), inputs: inputs)]
            + (editing?.trailingControls(controlInputs) ?? [])
            + swipe.tray(revealed: revealed, reveal: reveal, inputs: inputs)
        return NodeOutput(element: ElementSpec(role: .listitem, properties: properties, handler: handler), children: children)
    }
}

/// A section of a list: a `group` named by its header, with the header, the
/// rows and the footer inside.
struct ListSectionView: View, BuiltinView {
    let parts: SectionParts
    let box: ListSelectionBox?
    let selected: Set<AnyHashable>
    let edit: ListEditMode
    var traits = ListRowTraits.none
    /// The environment modifiers applied to the `Section` itself (the list reads it without building them).
    var environment: [any EnvironmentWriting] = []
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var inputs = inputs
        for writer in environment { writer.write(to: &inputs.environment) }
        var properties = RowAppearance.section(traits)
        let editState = node.state(orMake: ListEditState())
        editState.update(content: parts.content)
        if let kinds = editState.insertableKinds { properties["insertable"] = kinds }
        if parts.hasHeader, let title = StaticText.of(parts.header) { properties["label"] = title }
        let expanded = parts.isExpanded?.wrappedValue ?? true
        if parts.isExpanded != nil { properties["expanded"] = expanded ? "true" : "false" }
        var children = SectionSlots.header(parts, inputs)
        if expanded {
            let expansion = node.state(orMake: OutlineExpansion(node: node))
            let items = expansion.whileReading { ViewList.items(of: parts.content, flattenSections: true) }
            editState.order = items.map(\.key)
            let appearances = ListRowTraits.appearances(of: items, defaults: traits)
            children += zip(items, appearances).map { item, appearance in
                ChildSpec(key: AnyHashable(["row", item.key]), view: ListRows.view(for: item, box: box, edit: edit, state: editState, appearance: appearance), inputs: inputs)
            }
        } else {
            editState.order = []
        }
        children += SectionSlots.footer(parts, inputs)
        let isExpanded = parts.isExpanded
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: isExpanded?.wrappedValue.toggle()
            case let .reorder(from, to):
                guard !editState.isEmpty else { throw GraphEventError.wrongValue(event, role: .group) }
                try editState.reorder(from: from, to: to)
            case let .insert(at, items):
                guard editState.isInsertable else { throw GraphEventError.wrongValue(event, role: .group) }
                try editState.insert(at: at, items: items)
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .group)
            }
        }
        return NodeOutput(element: ElementSpec(role: .group, properties: properties, handler: handler), children: children)
    }
}

/// A section's header and footer as children marked `slot=header` / `slot=footer`
/// (on their own first element: no wrapper).
@MainActor
enum SectionSlots {
    static func header(_ parts: SectionParts, _ inputs: NodeInputs) -> [ChildSpec] {
        guard parts.hasHeader else { return [] }
        var headerInputs = inputs
        headerInputs.attributes.addInner("slot", "header")
        if inputs.environment.headerProminence == .increased { headerInputs.attributes.addInner("prominence", "increased") }
        return [ChildSpec(key: AnyHashable("header"), view: parts.header, inputs: headerInputs)]
    }

    static func footer(_ parts: SectionParts, _ inputs: NodeInputs) -> [ChildSpec] {
        guard parts.hasFooter else { return [] }
        var footerInputs = inputs
        footerInputs.attributes.addInner("slot", "footer")
        return [ChildSpec(key: AnyHashable("footer"), view: parts.footer, inputs: footerInputs)]
    }
}

/// A list's selection with its value type erased: which tags are selected and
/// how choosing a row changes the binding. One per list node.
@MainActor
final class ListSelectionBox {
    private(set) var selected: Set<AnyHashable> = []
    private(set) var isSelectable = false
    private var accept: (AnyHashable) -> Bool = { _ in false }
    private var write: @MainActor (AnyHashable) -> Void = { _ in }

    func update<V: Hashable>(_ selection: ListSelection<V>, enabled: Bool) {
        accept = { $0.base is V }
        switch selection {
        case .none:
            isSelectable = false
            selected = []
            accept = { _ in false }
        case let .single(binding):
            isSelectable = true
            selected = binding.wrappedValue.map { [AnyHashable($0)] } ?? []
            write = { tag in if enabled, let value = tag.base as? V { binding.wrappedValue = value } }
        case let .required(binding):
            isSelectable = true
            selected = [AnyHashable(binding.wrappedValue)]
            write = { tag in if enabled, let value = tag.base as? V { binding.wrappedValue = value } }
        case let .multiple(binding):
            isSelectable = true
            selected = Set(binding.wrappedValue.map { AnyHashable($0) })
            write = { tag in
                guard enabled, let value = tag.base as? V else { return }
                if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
            }
        }
    }

    /// Whether a row with this tag can be selected.
    func accepts(_ tag: AnyHashable?) -> Bool {
        guard let tag else { return false }
        return accept(tag)
    }

    func choose(_ tag: AnyHashable) { write(tag) }
}

/// Set by a split view for its sidebar (and content) column: choosing a row
/// there shows the next column when the split view is collapsed.
final class SidebarRowChosen: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
}

struct SidebarRowChosenKey: EnvironmentKey { static let defaultValue: SidebarRowChosen? = nil }

extension EnvironmentValues {
    var _sidebarRowChosen: SidebarRowChosen? {
        get { self[SidebarRowChosenKey.self] }
        set { self[SidebarRowChosenKey.self] = newValue }
    }
}

struct ListSelectionBoxKey: EnvironmentKey { static let defaultValue: ListSelectionBox? = nil }

extension EnvironmentValues {
    /// The enclosing list's selection, for sections that render inside a row's custom view.
    var _listSelectionBox: ListSelectionBox? {
        get { self[ListSelectionBoxKey.self] }
        set { self[ListSelectionBoxKey.self] = newValue }
    }
}

extension ListSelectionBox: NodeState {}
