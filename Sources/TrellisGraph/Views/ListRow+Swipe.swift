import TrellisCore
import TrellisHost

/// A list row's swipe actions (`swipeActions(edge:allowsFullSwipe:content:)`), as iOS
/// shows them: a horizontal drag on the row (trellis-lists.js) sends `swipe` with the
/// edge it reveals; the row then holds a `swipeTray` with that edge's buttons (their
/// `tint` colours them, a destructive one is red). Choosing one runs it and closes the
/// tray; a full swipe runs the edge's first action, unless `allowsFullSwipe` is false.
///
/// A row of a `ForEach` with `onDelete` and no trailing actions of its own gets a
/// trailing Delete action, as on iOS. The actions stay in the row's context menu too
/// (``ListEditing/withSwipeActions(_:)``): the keyboard's and screen reader's way.
@MainActor
struct RowSwipeActions {
    struct Edge {
        var actions: [any View]
        var allowsFullSwipe: Bool
    }

    var leading: Edge?
    var trailing: Edge?

    var isEmpty: Bool { leading == nil && trailing == nil }

    func edge(_ edge: HostSwipeEdge) -> Edge? { edge == .leading ? leading : trailing }

    /// The row's actions: its `swipeActions` modifiers (outermost first for an edge
    /// written twice), and the Delete `onDelete` gives it when it has no trailing ones.
    static func of(_ view: any View, editing: RowEditing?) -> RowSwipeActions {
        var result = RowSwipeActions()
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let swipe = modified.anyModifier as? _SwipeActionsModifier {
                let isLeading = swipe.edge == .leading
                var edge = (isLeading ? result.leading : result.trailing) ?? Edge(actions: [], allowsFullSwipe: swipe.allowsFullSwipe)
                edge.actions.append(swipe.actions)
                if isLeading { result.leading = edge } else { result.trailing = edge }
            }
            current = modified.anyContent
        }
        // Not while editing: edit mode has its own delete buttons, and iOS turns swiping off.
        if result.trailing == nil, let editing, editing.canDelete, !editing.showsControls {
            let state = editing.state, key = editing.key
            let delete = Button(role: .destructive, action: { try? state.delete(key) }, label: Text(verbatim: "Delete"))
            result.trailing = Edge(actions: [delete], allowsFullSwipe: true)
        }
        return result
    }

    /// The row's element properties: which edges swipe, which allow a full swipe, which is open.
    func properties(revealed: HostSwipeEdge?) -> [String: String] {
        func spell(_ leading: Bool, _ trailing: Bool) -> String? {
            switch (leading, trailing) {
            case (true, true): "both"
            case (true, false): "leading"
            case (false, true): "trailing"
            case (false, false): nil
            }
        }
        var properties: [String: String] = [:]
        properties["swipeEdges"] = spell(leading != nil, trailing != nil)
        properties["fullSwipe"] = spell(leading?.allowsFullSwipe == true, trailing?.allowsFullSwipe == true)
        if let revealed, edge(revealed) != nil { properties["swiped"] = revealed.rawValue }
        return properties
    }

    /// Handles a `swipe` event: reveals or closes an edge, or runs its first action.
    func handle(_ edge: HostSwipeEdge?, full: Bool, reveal: SwipeReveal) throws {
        guard let edge else {
            reveal.close()
            return
        }
        guard let actions = self.edge(edge) else { throw GraphEventError.refused("the row has no \(edge.rawValue) swipe actions") }
        guard full else {
            reveal.open(edge)
            return
        }
        guard actions.allowsFullSwipe else { throw GraphEventError.refused("the row's \(edge.rawValue) swipe actions don't allow a full swipe") }
        guard let first = actions.actions.lazy.compactMap(SwipeActionButtons.firstAction(in:)).first else {
            throw GraphEventError.refused("the row's \(edge.rawValue) swipe actions have no button")
        }
        reveal.close()
        first()
    }

    /// The open edge's tray, after the row's other children.
    func tray(revealed: HostSwipeEdge?, reveal: SwipeReveal, inputs: NodeInputs) -> [ChildSpec] {
        guard let revealed, let actions = edge(revealed) else { return [] }
        let trayInputs = inputs.forMenuItems(.plain, presentation: reveal.presentation)
        return [ChildSpec(key: AnyHashable("swipe-\(revealed.rawValue)"), view: SwipeTray(edge: revealed, actions: actions.actions), inputs: trayInputs)]
    }
}

/// Which edge of a row is swiped open; closed when an action in it is chosen
/// (its `presentation` is the tray's buttons' `_menuPresentation`).
@MainActor
final class SwipeReveal: NodeState {
    let presentation: MenuPresentation
    private(set) var edge: HostSwipeEdge?

    init(node: Node) { presentation = MenuPresentation(node: node) }

    /// The open edge, or nil once the tray's action closed it.
    var revealed: HostSwipeEdge? { presentation.isOpen ? edge : nil }

    func open(_ edge: HostSwipeEdge) {
        let changed = self.edge != edge
        self.edge = edge
        if changed, presentation.isOpen { presentation.dismiss() }
        presentation.present()
    }

    func close() { presentation.dismiss() }
}

/// The revealed actions of one edge: a `group` of buttons at that edge of the row.
struct SwipeTray: View, BuiltinView {
    let edge: HostSwipeEdge
    let actions: [any View]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let children = actions.enumerated().map { index, view in
            ChildSpec(key: AnyHashable(index), view: view, inputs: inputs)
        }
        let properties = ["swipeTray": edge.rawValue, "label": "Actions"]
        return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
    }
}

@MainActor
enum SwipeActionButtons {
    /// The action of the first `Button` in `view` (through modifiers, tuples, `ForEach`).
    static func firstAction(in view: any View) -> (@MainActor () -> Void)? {
        var found: (@MainActor () -> Void)?
        ViewStructure.walk(view) { leaf in
            guard case let .view(view, _, _) = leaf else { return true }
            var current: any View = view
            while true {
                if let button = current as? any SwipeActionInspecting {
                    found = button.swipeAction
                    return false
                }
                guard let modified = current as? any ModifiedContentProtocol else { return true }
                current = modified.anyContent
            }
        }
        return found
    }
}

/// A `Button`'s action, read through the view's type (for a full swipe).
@MainActor protocol SwipeActionInspecting {
    var swipeAction: @MainActor () -> Void { get }
}

@MainActor extension Button: SwipeActionInspecting {
    var swipeAction: @MainActor () -> Void { action }
}
