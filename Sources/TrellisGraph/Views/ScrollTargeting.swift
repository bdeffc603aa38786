import Foundation
import TrellisCore
import TrellisHost

/// A scroll container's scroll requests: the last one, as the host spells it (`scrollTarget`), and the
/// scroll position it last reported or was asked to show. One per scroll view or list node.
@MainActor
final class ScrollRequests: NodeState {
    /// `<element id>,<anchor x>,<anchor y>,<smooth 0/1>,<sequence>`; anchor -1,-1 scrolls the least.
    private(set) var target: String?
    private var sequence = 0
    /// The `scrollPosition` id the page last reported, or the one last scrolled to.
    var position: AnyHashable?

    func request(_ element: HostElementID, anchor: UnitPoint?, smooth: Bool) {
        sequence += 1
        func spell(_ x: CGFloat) -> String { formatNumber((Double(x) * 1000).rounded() / 1000) }
        let (x, y) = anchor.map { (spell(min(max($0.x, 0), 1)), spell(min(max($0.y, 0), 1))) } ?? ("-1", "-1")
        target = "\(element.rawValue),\(x),\(y),\(smooth ? 1 : 0),\(sequence)"
    }
}

/// Finds a view by identity below a node and asks its scroll container to scroll to it: what
/// `ScrollViewProxy.scrollTo` and a set `scrollPosition` do. Runs after the transaction that asked, so
/// a row appended in the same action is there to scroll to. A row of a windowed list or lazy stack that
/// isn't built yet is brought into the window first (one more transaction).
@MainActor
enum ScrollTargeting {
    static func scroll(to id: AnyHashable, anchor: UnitPoint?, under root: Node) {
        let animated = TransactionContext.pendingAnimation != nil
        root.graph.runAfterUpdate { [weak root] in
            guard let root else { return }
            let smooth = animated || root.graph.finishedAnimation != nil
            resolve(id, anchor: anchor, smooth: smooth, under: root, attempts: 2)
        }
        // Something must flush: the action may run outside an event (a task).
        root.invalidate()
    }

    private static func resolve(_ id: AnyHashable, anchor: UnitPoint?, smooth: Bool, under root: Node, attempts: Int) {
        guard root.isAttached else { return }
        if let target = find(id, under: root), let element = target.firstElementID, let container = scrollContainer(above: target) {
            container.state(orMake: ScrollRequests()).request(element, anchor: anchor, smooth: smooth)
            container.invalidate()
            return
        }
        guard attempts > 0, let windowed = reveal(id, under: root) else { return }
        windowed.invalidate()
        root.graph.runAfterUpdate { [weak root] in
            guard let root else { return }
            resolve(id, anchor: anchor, smooth: smooth, under: root, attempts: attempts - 1)
        }
    }

    /// The first node below `root` (depth first) whose identity is `id`: an `id(_:)`, a `ForEach` row,
    /// or a list's or lazy stack's row built for that `ForEach` id.
    static func find(_ id: AnyHashable, under root: Node) -> Node? {
        var stack = Array(root.children.reversed())
        while let node = stack.popLast() {
            if node.key == id, isIdentified(node) { return node }
            if let rows = node.state(LazyRows.self), let key = rows.keysByID[id],
               let row = node.children.first(where: { $0.key == key }) {
                return row
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Whether a node's key is a view's identity (`id(_:)`, `ForEach`), not its position in a builder.
    private static func isIdentified(_ node: Node) -> Bool {
        guard let parent = node.parent else { return false }
        return parent.modifier is _IdentityModifier || parent.view is any IndexedElements
    }

    /// The nearest scroll view or list holding `node`.
    static func scrollContainer(above node: Node) -> Node? {
        var current = node.parent
        while let candidate = current {
            if candidate.view is any ScrollContainer { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Moves the window of the windowed list or lazy stack below `root` that has a row `id` not built
    /// yet over it; the node to rebuild, or nil when no window has it.
    private static func reveal(_ id: AnyHashable, under root: Node) -> Node? {
        var stack = [root]
        while let node = stack.popLast() {
            if let window = node.state(ListWindow.self), let lazy = node.state(LazyRows.self)?.rows,
               let index = lazy.index(ofElementID: id), window.reveal(index) {
                return node
            }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    /// The identity of the view an element belongs to, as `scrollPosition` reports it: the nearest
    /// node from the element up to (not including) `container` identified by an `id(_:)` or a `ForEach` id.
    static func identity(of element: HostElementID, in graph: ViewGraph, below container: Node) -> AnyHashable? {
        var current = graph.elementNodes[element]
        while let node = current, node !== container {
            if isIdentified(node) { return node.key }
            if let id = node.parent?.state(LazyRows.self)?.idsByKey[node.key] { return id }
            current = node.parent
        }
        return nil
    }
}

/// A view that scrolls its content: a scroll request lands on its element.
@MainActor protocol ScrollContainer {}
extension ScrollView: ScrollContainer {}
extension List: ScrollContainer {}

/// A list's or lazy stack's rows as it last built them: the `ForEach` ids of the built rows (a row's
/// node is keyed by its list key, not its id) and, when windowed, all its rows, so a scroll request
/// can find a row that isn't built.
@MainActor
final class LazyRows: NodeState {
    var rows: LazyViewList?
    private(set) var keysByID: [AnyHashable: AnyHashable] = [:]
    private(set) var idsByKey: [AnyHashable: AnyHashable] = [:]

    func record(_ items: [ViewListItem], windowed rows: LazyViewList?) {
        self.rows = rows
        keysByID.removeAll(keepingCapacity: true)
        idsByKey.removeAll(keepingCapacity: true)
        for item in items {
            guard let id = item.id else { continue }
            keysByID[id] = item.key
            idsByKey[item.key] = id
        }
    }
}

extension LazyViewList {
    /// The index of the row whose `ForEach` id (or static item id) is `id`; O(rows).
    func index(ofElementID id: AnyHashable) -> Int? {
        var start = 0
        for segment in segments {
            switch segment {
            case let .items(items):
                if let i = items.firstIndex(where: { $0.id == id }) { return start + i }
            case let .elements(elements, _):
                for i in 0..<elements.elementCount where elements.elementID(at: i) == id { return start + i }
            case let .section(header, rows, footer):
                // A section's own id (a `ForEach` of sections) is its first row: the header, if any.
                if header?.id == id || (header == nil && rows.count == 0 && footer?.id == id) { return start }
                if let i = rows.index(ofElementID: id) { return start + (header == nil ? 0 : 1) + i }
            }
            start += segment.count
        }
        return nil
    }
}

