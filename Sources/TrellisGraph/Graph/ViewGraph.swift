import Foundation
import TrellisCore
import TrellisHost

/// The live tree of one window's views: keeps identity and state, re-evaluates
/// only what changed, and reports each transaction's host changes.
///
///     state write ─▶ node.invalidate() ─▶ schedule(one flush per main-actor turn)
///        ─▶ flush: dirty nodes by depth ─▶ body ─▶ reconcile children
///        ─▶ [HostChange] ─▶ onUpdate(HostUpdate) ─▶ renderer
///
/// Writes made during a flush (an `onChange` action, an `onAppear` setting
/// state) schedule another transaction rather than recursing.
@MainActor
package final class ViewGraph {
    // `@exclusivity(unchecked)`: these fields are touched on every update, on the main actor only,
    // and no access to one spans a call that touches it again. The runtime's check of each access
    // was about a tenth of a click's instructions (docs/PERFORMANCE.md).
    @exclusivity(unchecked) package private(set) var root: Node!
    @exclusivity(unchecked) package var onUpdate: (@MainActor (HostUpdate) -> Void)?
    @exclusivity(unchecked) package private(set) var stats = GraphStats()

    @exclusivity(unchecked) var nextElementID = 1
    @exclusivity(unchecked) var elementNodes: [HostElementID: Node] = [:]
    /// Elements of the subtrees an update is unmounting, dropped from ``elementNodes`` when it is done.
    @exclusivity(unchecked) var removedElementIDs: [HostElementID] = []
    @exclusivity(unchecked) private var dirty: [Node] = []
    @exclusivity(unchecked) private var isScheduled = false
    @exclusivity(unchecked) private(set) var isFlushing = false
    /// Inside ``batchingUpdates(_:)``: it flushes when its work ends, so a change needn't post a flush.
    @exclusivity(unchecked) private var isBatching = false
    @exclusivity(unchecked) var changes: [HostChange] = []
    /// Subtrees removed in this transaction: freed only after the renderer has
    /// the changes, so a large removal's deallocation doesn't delay its patch.
    @exclusivity(unchecked) var retired: [Node] = []
    /// Set by a host that frees removed subtrees later (``releaseRetiredNodes(upTo:)``), when nothing
    /// waits on it; called when a transaction starts holding some. Nil: freed after each patch.
    @exclusivity(unchecked) package var onRetiredNodes: (@MainActor () -> Void)?
    /// Large removed subtrees (a cleared or replaced `ForEach`) of this transaction, whose unmount
    /// walk waits with their freeing (``unmountLater(_:)``).
    @exclusivity(unchecked) private var pendingUnmounts: [Node] = []
    /// Those of the held transaction: walked before ``held`` is let go.
    @exclusivity(unchecked) private var heldUnmounts: [Node] = []
    /// The last transaction's removed subtrees, while a host defers freeing them. At most one
    /// transaction's: the next one that removes nodes frees these after its own patch.
    @exclusivity(unchecked) private var held: [Node] = []
    @exclusivity(unchecked) var afterUpdate: [@MainActor () -> Void] = []
    /// The animation of the transaction whose after-update actions run now (`withAnimation` sets it
    /// after its body, so an action queued in the body reads it here: a smooth `scrollTo`).
    @exclusivity(unchecked) private(set) var finishedAnimation: Animation?
    @exclusivity(unchecked) var preferencesChanged = false
    @exclusivity(unchecked) var preferenceReaders: [ObjectIdentifier: Node] = [:]
    /// Navigation containers whose bar declarations changed in this transaction.
    @exclusivity(unchecked) var barHostsToSettle: [ToolbarHost] = []
    /// Environments that modifiers which always do the same derived (``DerivedEnvironments``).
    @exclusivity(unchecked) var derivedEnvironments = DerivedEnvironments()
    /// The window's keyboard shortcuts, registered by the controls that have one.
    @exclusivity(unchecked) package var keyboardShortcuts = KeyboardShortcutRegistry()
    /// The window's content size: what a view that needs a size it has not been measured at yet gets
    /// (`ViewGraph+Sizes.swift`). Only views that read it depend on it.
    package let windowSize: MeasuredSize
    /// Whether any view has asked to be measured (a renderer with nothing to measure skips its layout).
    @exclusivity(unchecked) package internal(set) var hasMeasuredElements = false

    /// Creates the graph and renders `view` into the root element at once.
    /// - Parameter windowSize: the window's size, the first proposal for views that measure themselves.
    package init(_ view: some View, environment: EnvironmentValues = EnvironmentValues(), windowSize: CGSize = CGSize(width: 1024, height: 768)) {
        self.windowSize = MeasuredSize(proposal: windowSize)
        let rootView = RootView(content: view)
        root = Node(graph: self, parent: nil, key: PositionKey.first, view: rootView, inputs: NodeInputs(environment: environment, attributes: Attributes()))
        root.element = OwnedElement(id: .root, role: .application, text: nil, properties: [:], handler: nil)
        elementNodes[.root] = root
        mount(root)
        finishTransaction(notify: false)
    }

    /// The whole host tree now.
    package var hostTree: HostNode { root.snapshot() ?? HostNode(id: .root, role: .application) }

    /// Changes the environment every view sees (idiom, viewport size, colour scheme).
    package func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var env = root.inputs.environment
        change(&env)
        guard env.token != root.inputs.environment.token else { return }
        update(root, view: root.view, inputs: NodeInputs(environment: env, attributes: Attributes()))
        finishTransaction(notify: true)
    }

    package var environment: EnvironmentValues { root.inputs.environment }

    // MARK: - Transactions

    func schedule(_ node: Node) {
        dirty.append(node)
        guard !isScheduled, !isFlushing, !isBatching else { return }
        isScheduled = true
        stats.postedFlushes += 1
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.flush() }
        }
    }

    /// Runs `body` (an event's handler, a new viewport), then the transaction its changes started.
    ///
    /// A change made in `body` doesn't post a flush to the main queue: the flush here runs it. The
    /// posted one would find nothing to do, but it would still wake the main run loop a second time
    /// for every click (docs/PERFORMANCE.md, "a click's system calls"). Runs the transaction also
    /// when `body` throws, so what it changed before throwing is shown.
    package func batchingUpdates<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = isBatching
        isBatching = true
        defer {
            isBatching = outer
            if !outer { flush() }
        }
        return try body()
    }

    /// Runs the pending transaction now, and any that its actions schedule.
    package func flush() {
        isScheduled = false
        guard !isFlushing else { return }
        var rounds = 0
        while !dirty.isEmpty || !afterUpdate.isEmpty {
            rounds += 1
            if rounds > 100 {
                RuntimeIssue.report("The view graph did not settle after 100 updates; a view may be changing state on every update.")
                for node in dirty { node.isDirty = false }
                dirty.removeAll()
                afterUpdate.removeAll()
                break
            }
            runDirtyNodes()
            finishTransaction(notify: true)
        }
    }

    /// Updates the nodes that were dirty when the transaction began, parents
    /// before children. Nodes dirtied meanwhile (state written during a body,
    /// which SwiftUI also warns about) wait for the next round, so a body that
    /// writes its own state can't spin here forever.
    private func runDirtyNodes() {
        isFlushing = true
        defer { isFlushing = false }
        var batch = dirty
        dirty.removeAll()
        batch.sort { $0.depth < $1.depth }
        // Attached, not only mounted: a node inside a removed subtree still waiting for its unmount
        // walk is mounted itself, but not its removed ancestor.
        for node in batch where node.isDirty && node.isAttached {
            update(node, view: node.view, inputs: node.inputs)
        }
    }

    /// Runs post-update actions, recomputes preferences, and hands the changes to the renderer.
    func finishTransaction(notify: Bool) {
        // A new batch of removed views takes the held one's place: that one's deferred walks happen
        // now, in this transaction (their disappear actions, what their views declared).
        if onRetiredNodes != nil, !retired.isEmpty { walkUnmounts(&heldUnmounts) }
        settleBars()
        if preferencesChanged {
            preferencesChanged = false
            deliverPreferences()
        }
        let actions = afterUpdate
        afterUpdate.removeAll()
        let animation = TransactionContext.takeAnimation()
        finishedAnimation = animation
        let update = HostUpdate(changes: changes, animation: changes.isEmpty ? nil : animation.map(AnimationSpelling.host))
        changes.removeAll()
        stats.hostChanges += update.changes.count
        if !update.isEmpty { stats.updates += 1 }
        if notify, !update.isEmpty { onUpdate?(update) }
        if let onRetiredNodes, !retired.isEmpty {
            // The batch held until now goes (walked above).
            held = retired
            retired = []
            heldUnmounts = pendingUnmounts
            pendingUnmounts = []
            onRetiredNodes()
        } else {
            retired.removeAll()
        }
        ObservationCanceller.shared.reviewWatched()
        for action in actions { action() }
    }

    func emit(_ change: HostChange) { changes.append(change) }

    // MARK: - Events

    /// Delivers an event to an element's handler and settles the graph.
    package func dispatch(_ event: HostEvent, to id: HostElementID) throws {
        try batchingUpdates { try deliver(event, to: id) }
    }

    private func deliver(_ event: HostEvent, to id: HostElementID) throws {
        // Focus reported for an element a patch just removed (a menu's item, an alert's button) is expected,
        // not a stale event: the element, and its focus, are gone.
        // (A removed row still waiting for its walk, `unmountLater(_:)`, counts as gone.)
        if case .focus = event, elementNodes[id].map({ !$0.isAttached }) ?? true {
            FocusedValuesRegistry.of(self).focus(id, false)
            return
        }
        guard let node = elementNodes[id], let element = node.element, node.isAttached else {
            throw GraphEventError.unknownElement(id)
        }
        // Window-level shortcuts first (Return in a text field stays the field's).
        if case let .key(key, modifiers) = event, element.role != .textbox || !modifiers.isEmpty || key != "return" {
            if keyboardShortcuts.trigger(key: key, modifiers: modifiers) { return }
            if element.handler == nil { return }
        }
        // Focus is the window's to know (focused values), whether or not the element itself listens.
        if case let .focus(isFocused) = event {
            FocusedValuesRegistry.of(self).focus(id, isFocused)
            // Fields listen for it; a control that doesn't (a button) refuses it, which is no error here.
            try? element.handler?(event)
            return
        }
        guard let handler = element.handler else {
            throw GraphEventError.unsupported(role: element.role)
        }
        if event.isInteraction, node.isBehindModal { throw GraphEventError.behindModal(role: element.role) }
        try handler(event)
    }

    /// Removes every view: disappear actions run and tasks are cancelled.
    package func tearDown() {
        walkUnmounts(&heldUnmounts)
        walkUnmounts(&pendingUnmounts)
        for child in root.children { unmount(child) }
        forgetRemovedElements()
        root.children = NodeChildren()
        onRetiredNodes = nil
        held = []
        finishTransaction(notify: false)
    }

    /// Takes a removed subtree out of the graph now, and walks it (disappear actions, observers,
    /// elements) when the host frees it (``releaseRetiredNodes(upTo:)``, or the next transaction that
    /// removes views). Until then its root counts as unmounted for all of it (``Node/isAttached``):
    /// its nodes are not updated and its elements take no events.
    ///
    /// For a host that frees removed views later (``onRetiredNodes``), so the page isn't competed
    /// with: a clear of 1,000 rows walked ≈ 10,000 nodes, mostly out of cache, before its
    /// one-operation patch could leave.
    func unmountLater(_ node: Node) {
        node.isMounted = false
        node.isDirty = false
        pendingUnmounts.append(node)
    }

    /// Walks removed subtrees ``unmountLater(_:)`` left; their disappear actions run after.
    private func walkUnmounts(_ roots: inout [Node]) {
        guard !roots.isEmpty else { return }
        let walked = roots
        roots = []
        for node in walked { unmount(node) }
        forgetRemovedElements()
    }

    /// Frees the removed subtrees a host asked the graph to hold (``onRetiredNodes``), walking
    /// those whose unmount waited first, in a transaction of their own (their disappear actions).
    ///
    /// At most `limit` subtrees (a removed row is one) are walked or freed per call, so a host can
    /// spread the work over several turns of the main queue and a click waits for one step only.
    /// - Returns: Whether some are left.
    @discardableResult
    package func releaseRetiredNodes(upTo limit: Int = .max) -> Bool {
        var budget = limit
        if !heldUnmounts.isEmpty {
            let count = min(budget, heldUnmounts.count)
            var step = Array(heldUnmounts.suffix(count))
            heldUnmounts.removeLast(count)
            budget -= count
            batchingUpdates { walkUnmounts(&step) }
            // What the walk changed without dirtying a node (preferences its views wrote, bars
            // they declared) is settled and sent here.
            if !changes.isEmpty || preferencesChanged || !barHostsToSettle.isEmpty { finishTransaction(notify: true) }
        }
        if heldUnmounts.isEmpty, budget > 0 {
            held.removeLast(min(budget, held.count))
        }
        return !heldUnmounts.isEmpty || !held.isEmpty
    }

    package func resetStats() { stats = GraphStats() }
    func countBody() { stats.bodiesEvaluated += 1 }
    func countBuiltin() { stats.builtinsBuilt += 1 }
    func countObservationCallback() { stats.observationCallbacks += 1 }
}

/// What the graph did since the last reset.
package struct GraphStats: Equatable, Sendable {
    /// `body` evaluations of views with a body (builtins are not counted).
    package var bodiesEvaluated = 0
    /// Built-in views (stacks, `Text`, `Button`, modifiers…) built or rebuilt.
    package var builtinsBuilt = 0
    /// Host changes emitted.
    package var hostChanges = 0
    /// Transactions that changed the host tree.
    package var updates = 0
    /// Flushes posted to the main queue (a change made outside an event's delivery).
    package var postedFlushes = 0
    /// Observation callbacks that reached a node, stale ones (from an earlier evaluation) included.
    package var observationCallbacks = 0
}

/// Why an event could not be delivered.
package enum GraphEventError: Error, Equatable, CustomStringConvertible {
    case unknownElement(HostElementID)
    case unsupported(role: HostRole)
    case wrongValue(HostEvent, role: HostRole)
    /// The element is behind a sheet that keeps the view behind it inert.
    case behindModal(role: HostRole)
    /// Well-formed, but not possible now (a row that is gone, an offset out of range); nothing changed.
    case refused(String)

    package var description: String {
        switch self {
        case let .unknownElement(id): "no element \(id) in this window (stale or never existed)"
        case let .unsupported(role): "a \(role) element takes no events"
        case let .wrongValue(event, role): "a \(role) element does not take \(event)"
        case let .behindModal(role): "a \(role) element is behind a sheet and takes no events until it closes"
        case let .refused(reason): "refused: \(reason)"
        }
    }
}

/// The view at the top of every graph: holds the content as its only child.
struct RootView: View, BuiltinView {
    let content: any View
    typealias Body = Never
    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // The window is the outermost navigation container: its bars (the Mac window
        // toolbar, the vision ornament) go straight into the root element.
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: BarContainer(context: .window, content: content, chrome: nil), inputs: inputs)])
    }
}
