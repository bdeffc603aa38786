import TrellisCore

/// The bar state of one navigation container (a stack level, a split-view
/// column, a sheet, or the window): the declarations registered from its
/// subtree and the nodes that render its bars.
///
/// Toolbars are "preferences up, views down": a `.toolbar`, `.navigationTitle`
/// or `.toolbarVisibility` node registers its declaration here when it is built
/// (and unregisters when it goes away); at the end of the transaction the graph
/// re-renders the container's bar nodes once, which place each item's view
/// as a live child of the right bar slot. Items keep their identity (declaring
/// node + path in the declaration), so their state survives updates and only
/// what changed produces host changes.
@MainActor
package final class ToolbarHost {
    private unowned let graph: ViewGraph
    /// The container node; declarations are ordered by their position under it.
    weak var container: Node?
    var context: BarContext = .window
    var system = BarModel.SystemItems()
    /// The window's own container (not a level, column or sheet).
    var isWindow = false
    /// The window's own container or a split-view column's (or the inspector's): on macOS a section of the
    /// window's one toolbar, which takes the bars of a stack directly in it (not a stack level or a sheet).
    var isToolbarSection = false
    /// A stack level whose window-toolbar bars go to the window's toolbar (macOS): that window's host, or the
    /// host of the column whose toolbar section they join.
    private(set) weak var windowToolbar: ToolbarHost?
    /// Whether they show there (the stack's top level) or nowhere (the levels under it).
    private(set) var showsInWindowToolbar = false
    /// On the window's (or a column's) host: the stack levels whose bars show in its toolbar (section).
    private var joined: [WeakToolbarHost] = []

    private struct Registration {
        weak var node: Node?
        var declaration: _BarDeclaration
        var environment: EnvironmentValues
    }
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var barSets: [WeakNode] = []
    private var model: BarModel?
    var isScheduled = false

    init(graph: ViewGraph, container: Node) {
        self.graph = graph
        self.container = container
    }

    /// The host of the navigation container nearest above `node`, cached in the node.
    static func nearest(to node: Node) -> ToolbarHost? {
        if let cached = node.state(WeakHost.self)?.host { return cached }
        var current = node.parent
        while let candidate = current {
            if let host = candidate.state(ToolbarHost.self) {
                node.setState(WeakHost(host: host))
                return host
            }
            current = candidate.parent
        }
        return nil
    }

    func register(_ node: Node, _ declaration: _BarDeclaration, environment: EnvironmentValues) {
        registrations[ObjectIdentifier(node)] = Registration(node: node, declaration: declaration, environment: environment)
        setNeedsUpdate()
    }

    func unregister(_ node: Node) {
        guard registrations.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        setNeedsUpdate()
    }

    func addBarSet(_ node: Node) {
        barSets.removeAll { $0.node == nil }
        if !barSets.contains(where: { $0.node === node }) { barSets.append(WeakNode(node: node)) }
    }

    /// Sends this level's window-toolbar bars to `window`'s toolbar (nil: draws them itself), shown when
    /// `shown` (the top level) and drawn nowhere otherwise.
    func joinWindowToolbar(_ window: ToolbarHost?, shown: Bool) {
        let shown = window != nil && shown
        guard window !== windowToolbar || shown != showsInWindowToolbar else { return }
        if let old = windowToolbar, showsInWindowToolbar { old.leave(self) }
        windowToolbar = window
        showsInWindowToolbar = shown
        if let window, shown {
            window.joined.removeAll { $0.host == nil || $0.host === self }
            window.joined.append(WeakToolbarHost(host: self))
            window.setNeedsUpdate()
        }
        setNeedsUpdate()
    }

    /// The level went away (or is no longer the top one).
    func leave(_ level: ToolbarHost) {
        joined.removeAll { $0.host == nil || $0.host === level }
        setNeedsUpdate()
    }

    /// The host whose customizable toolbar a bar of `kind` shows: the level's, when its bar joined the window's.
    func customizationOwner(of kind: ToolbarBarKind) -> ToolbarHost {
        guard kind.isWindowToolbarArea, currentModel.customizable?.editable != true else { return self }
        return joinedLevels.first { $0.currentModel.customizable?.editable == true } ?? self
    }

    /// The joined levels still on screen, in tree order.
    private var joinedLevels: [ToolbarHost] {
        guard let container else { return [] }
        let levels = joined.compactMap(\.host).filter { $0.showsInWindowToolbar && $0.container?.isAttached == true }
        return levels.sorted { a, b in
            guard let pa = a.container?.path(below: container), let pb = b.container?.path(below: container) else { return false }
            return pa.lexicographicallyPrecedes(pb)
        }
    }

    /// Re-resolves the bars at the end of this transaction.
    func setNeedsUpdate() {
        model = nil
        if showsInWindowToolbar { windowToolbar?.setNeedsUpdate() }
        guard !isScheduled else { return }
        isScheduled = true
        graph.barHostsToSettle.append(self)
    }

    /// Re-renders the bar nodes (called by the graph when the transaction ends).
    func settle() {
        isScheduled = false
        for set in barSets {
            guard let node = set.node, node.isAttached else { continue }
            node.isDirty = true
            graph.update(node, view: node.view, inputs: node.inputs)
        }
    }

    /// The resolved bars, computed once per change.
    var currentModel: BarModel {
        if let model { return model }
        let store = store
        var resolved = BarModel.resolve(orderedDeclarations(), idiom: environment.idiom, context: context,
                                        compact: environment.horizontalSizeClass == .compact, system: system,
                                        customizations: { store.customization(for: $0) },
                                        toolbarHidden: WindowToolbars.of(graph).toolbarHidden)
        // The Mac's one toolbar: the stack levels' bars join the window's, after its own items.
        for (index, level) in joinedLevels.enumerated() {
            resolved.join(level.currentModel, tag: AnyHashable(ObjectIdentifier(level)), orderBase: (index + 1) * 1_000_000)
        }
        model = resolved
        if let id = resolved.customizable?.id { store.observe(id, by: self) }
        if editing != nil, resolved.customizable?.editable != true { editing = nil }
        WindowToolbars.of(graph).update(self, resolved)
        return resolved
    }

    // MARK: - Customization (`toolbar(id:)`)

    /// The editor is open: the customization before it opened, restored by Escape.
    package struct EditSession {
        var id: String
        var before: ToolbarCustomization?
    }
    package private(set) var editing: EditSession?

    var store: ToolbarCustomizationStore { environment._toolbarCustomizationStore ?? .shared }

    /// The store changed this toolbar's customization (here or in another window): re-resolve the bars.
    func customizationDidChange() {
        model = nil
        invalidateBars()
    }

    private func invalidateBars() {
        for set in barSets { set.node?.invalidate() }
        if showsInWindowToolbar { windowToolbar?.customizationDidChange() }
    }

    /// Stores a new arrangement of the bar (a no-op when the rules forbade the change: nil).
    package func setBar(_ bar: [String]?) {
        guard let bar, let toolbar = currentModel.customizable, toolbar.editable else { return }
        store.set(toolbar.storing(bar: bar), for: toolbar.id)
    }

    package func setHidden(_ hidden: Bool) {
        guard var toolbar = currentModel.customizable, toolbar.editable else { return }
        toolbar.hidden = hidden
        store.set(toolbar.storing(bar: toolbar.bar), for: toolbar.id)
    }

    package func setDisplayMode(_ mode: ToolbarDisplayMode) {
        guard var toolbar = currentModel.customizable, toolbar.editable else { return }
        toolbar.displayMode = mode
        store.set(toolbar.storing(bar: toolbar.bar), for: toolbar.id)
    }

    /// "Drag the default set": the bar as declared.
    package func resetToDefaults() {
        guard let toolbar = currentModel.customizable, toolbar.editable else { return }
        setBar(toolbar.defaultSet)
    }

    /// Opens the editor (Customize Toolbar…); shows the toolbar if it was hidden.
    package func beginEditing() {
        guard editing == nil, let toolbar = currentModel.customizable, toolbar.editable else { return }
        editing = EditSession(id: toolbar.id, before: store.customization(for: toolbar.id))
        if toolbar.hidden { setHidden(false) }
        invalidateBars()
    }

    /// Closes the editor: Done keeps the changes, Escape (`cancel`) puts the toolbar back as it was.
    package func endEditing(cancel: Bool) {
        guard let session = editing else { return }
        editing = nil
        if cancel { store.set(session.before, for: session.id) }
        invalidateBars()
    }

    /// The model if it is resolved (no resolving as a side effect).
    var currentModelIfResolved: BarModel? { model }

    /// The title declared for this container (for the next level's back button).
    var title: String? {
        var result: String?
        for declaration in orderedDeclarations() {
            switch declaration.declaration {
            case let .title(text): result = text.plainText
            case let .titleBinding(binding): result = binding.wrappedValue
            default: break
            }
        }
        return result
    }

    var environment: EnvironmentValues { container?.inputs.environment ?? EnvironmentValues() }

    /// Declarations in tree order (pre-order under the container): a stable merge order.
    private func orderedDeclarations() -> [BarModel.Declaration] {
        guard let container else { return [] }
        var keyed: [([Int], BarModel.Declaration)] = []
        for (id, registration) in registrations {
            guard let node = registration.node, node.isAttached, let path = node.path(below: container) else { continue }
            keyed.append((path, BarModel.Declaration(key: id, declaration: registration.declaration, environment: registration.environment)))
        }
        keyed.sort { $0.0.lexicographicallyPrecedes($1.0) }
        return keyed.map(\.1)
    }
}

struct WeakNode { weak var node: Node? }

extension Node {
    /// The child indices from `ancestor` down to this node; nil when it is not below `ancestor`.
    func path(below ancestor: Node) -> [Int]? {
        var path: [Int] = []
        var current: Node? = self
        while let n = current, n !== ancestor {
            path.append(n.index)
            current = n.parent
        }
        return current === ancestor ? path.reversed() : nil
    }
}
/// A node's cached link to the navigation container above it.
final class WeakHost {
    weak var host: ToolbarHost?
    init(host: ToolbarHost) { self.host = host }
}

extension ViewGraph {
    /// Re-renders the bars of every container whose declarations changed in this transaction.
    func settleBars() {
        var rounds = 0
        while !barHostsToSettle.isEmpty, rounds < 10 {
            rounds += 1
            let hosts = barHostsToSettle
            barHostsToSettle.removeAll()
            for host in hosts { host.settle() }
        }
    }
}

// MARK: - Declarations

@MainActor extension _BarDeclarationModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        ToolbarHost.nearest(to: node)?.register(node, declaration, environment: inputs.environment)
        return passThrough(content, inputs)
    }

    func willUnmount(_ node: Node) {
        ToolbarHost.nearest(to: node)?.unregister(node)
    }
}

@MainActor extension _ToolbarItemHiddenModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        hidden ? NodeOutput() : passThrough(content, inputs)
    }
}

extension ToolbarHost: NodeState {}

/// A window's toolbars, for the commands that act on them (View ▸ Show/Hide Toolbar, Customize Toolbar…): kept
/// on the graph's root node; the command nodes rebuild when the window's toolbar changes. Show/Hide acts on the
/// first customizable toolbar (its stored `toolbarHidden`), or else on every top bar of the window (macOS hides
/// any window's toolbar); Customize Toolbar… needs a customizable one.
@MainActor
final class WindowToolbars: NodeState {
    /// The container hosts, and whether each had a top bar when last resolved.
    private var hosts: [(host: WeakToolbarHost, hasTopBar: Bool)] = []
    private var customizable: [WeakToolbarHost] = []
    private var commandNodes: [WeakNode] = []
    private var lastState = CommandState(canHide: false, hidden: false, canCustomize: false)
    /// Hide Toolbar on a window with no customizable toolbar: its top bars are hidden.
    private(set) var toolbarHidden = false

    struct CommandState: Equatable {
        var canHide: Bool
        var hidden: Bool
        var canCustomize: Bool
    }

    static func of(_ graph: ViewGraph) -> WindowToolbars {
        graph.root.state(orMake: WindowToolbars())
    }

    /// The toolbar the commands act on: the first editable one still on screen.
    var target: ToolbarHost? {
        customizable.lazy.compactMap(\.host).first { host in
            guard let container = host.container, container.isAttached else { return false }
            return host.currentModelIfResolved.map { $0.customizable?.editable == true } ?? true
        }
    }

    func update(_ host: ToolbarHost, _ model: BarModel) {
        customizable.removeAll { $0.host == nil || $0.host === host }
        if model.customizable?.editable == true { customizable.append(WeakToolbarHost(host: host)) }
        hosts.removeAll { $0.host.host == nil || $0.host.host === host }
        hosts.append((WeakToolbarHost(host: host), model.hasTopBar))
        refresh()
    }

    func addCommands(_ node: Node) {
        commandNodes.removeAll { $0.node == nil }
        if !commandNodes.contains(where: { $0.node === node }) { commandNodes.append(WeakNode(node: node)) }
    }

    /// Show Toolbar / Hide Toolbar.
    func toggleToolbar() {
        if let target {
            target.setHidden(!(target.currentModel.customizable?.hidden ?? false))
            return
        }
        toolbarHidden.toggle()
        for entry in hosts { entry.host.host?.customizationDidChange() }
        refresh()
    }

    /// The state the commands show.
    var state: CommandState {
        if let target {
            return CommandState(canHide: true, hidden: target.currentModelIfResolved?.customizable?.hidden ?? false, canCustomize: true)
        }
        let hasBar = hosts.contains { $0.hasTopBar && $0.host.host?.container?.isAttached == true }
        return CommandState(canHide: hasBar || toolbarHidden, hidden: toolbarHidden, canCustomize: false)
    }

    private func refresh() {
        let now = state
        guard now != lastState else { return }
        lastState = now
        for entry in commandNodes { entry.node?.invalidate() }
    }
}
extension WeakHost: NodeState {}
