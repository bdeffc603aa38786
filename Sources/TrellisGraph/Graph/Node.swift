import Observation
import TrellisCore
import TrellisHost

/// One view in the graph, alive for as long as its identity is.
///
/// A node keeps what the view value cannot: its `@State` storage, what its
/// body read last time, its child nodes, and the host element it owns (if it
/// is an element-producing builtin). Identity is the node's position among its
/// parent's children: its ``key`` (builder position, `ForEach` id or explicit
/// `.id`) together with its view type.
@MainActor
package final class Node: DependencyObserver {
    // The fields an update reads for every child it walks come first, so that walking a thousand
    // rows touches as few cache lines of each node as it can (a row's node is ≈ 300 bytes, and the
    // first update after a create finds them out of the cache: docs/PERFORMANCE.md).
    // `@exclusivity(unchecked)`, as in ``ViewGraph``: read and written on every update, on the main
    // actor, never across a call that touches the same field.

    /// Unowned, not weak: a parent outlives its children (it holds them), and a
    /// weak reference would give every node a side table (memory, and a slower release).
    @exclusivity(unchecked) package private(set) unowned var parent: Node?
    /// The node's position in `parent.children`.
    @exclusivity(unchecked) var index = 0
    @exclusivity(unchecked) var isDirty = false
    @exclusivity(unchecked) var isMounted = false
    /// What the last build knew of its children's keys against the node's children (a `ForEach`
    /// compares its ids with the last ones): the next reconcile reads it and sets it back.
    @exclusivity(unchecked) var childKeys = ChildKeys.unknown
    /// Whether Observation holds a registration from the last evaluation that has not fired
    /// (``ObservationCanceller``).
    @exclusivity(unchecked) var hasLiveObservation = false
    let key: AnyHashable
    let viewType: ObjectIdentifier
    /// Cached facts about the view's type (fixed: the type is part of identity).
    let traits: ViewTypeTraits
    @exclusivity(unchecked) package private(set) var view: any View
    @exclusivity(unchecked) var inputs: NodeInputs
    @exclusivity(unchecked) package internal(set) var children = NodeChildren()
    /// Per-kind state, by type (``NodeState``).
    @exclusivity(unchecked) var states = NodeStates()

    /// The element this node owns, if any.
    @exclusivity(unchecked) package internal(set) var element: OwnedElement?

    unowned let graph: ViewGraph
    /// For invalidations that may arrive after the window closed.
    private weak var owner: ViewGraph?
    let depth: Int

    // Composite views.
    @exclusivity(unchecked) var propertyContext: PropertyLinkContext?
    @exclusivity(unchecked) var sources: [DependencySource] = []
    @exclusivity(unchecked) var environmentReads: [ObjectIdentifier: UInt64] = [:]
    @exclusivity(unchecked) var observationGeneration = 0
    /// Made when the node first depends on something (``handle``). Touched on the main thread only,
    /// as the sources that ask for it are.
    @exclusivity(unchecked) nonisolated(unsafe) private var madeHandle: ObserverHandle?

    /// A node for the spec read at an index of an array (its fields copied one by one: passing the
    /// element whole copied the spec and dropped the copy, ≈ 1 % more of a create).
    init(graph: ViewGraph, parent: Node?, key: AnyHashable, view: any View, inputs: NodeInputs) {
        self.graph = graph
        self.owner = graph
        self.parent = parent
        self.key = key
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.traits = ViewTypeTraits.of(view)
        self.inputs = inputs
        self.depth = (parent?.depth ?? -1) + 1
        if Node.viewOffset < 0 { Node.viewOffset = Node.offsetOfView(in: self) }
    }

    /// A node for a spec moved in (`mount`'s lone child, taken out of its array): its key, view and
    /// inputs taken over, nothing copied.
    init(graph: ViewGraph, parent: Node?, spec: consuming ChildSpec) {
        self.graph = graph
        self.owner = graph
        self.parent = parent
        self.viewType = ObjectIdentifier(type(of: spec.view))
        self.traits = ViewTypeTraits.of(spec.view)
        self.key = spec.key
        self.view = spec.view
        self.inputs = spec.inputs
        self.depth = (parent?.depth ?? -1) + 1
        if Node.viewOffset < 0 { Node.viewOffset = Node.offsetOfView(in: self) }
    }

    /// Where `view` sits from the start of a node object (the same in every node), for
    /// ``prefetchValue(ofNodeAt:)``; 0 if it could not be found.
    nonisolated(unsafe) static var viewOffset = -1

    private static func offsetOfView(in node: Node) -> Int {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
        let offset = withUnsafeMutablePointer(to: &node.view) { UnsafeRawPointer($0) - base }
        // The container's metadata word must be the view's type: otherwise read nothing through it.
        let metadata = unsafeBitCast(type(of: node.view) as Any.Type, to: UnsafeRawPointer.self)
        let found = offset > 0 && offset < 512
            && base.load(fromByteOffset: offset + 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self) == metadata
        return found ? offset : 0
    }

    deinit {
        madeHandle?.observer = nil
    }

    /// Returns `callback`, noting that Observation registered it. `withObservationTracking` asks for
    /// its callback only when the body read an `@Observable` property.
    func registeredObservation(_ callback: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        hasLiveObservation = true
        return callback
    }

    /// What the sources and `@Observable` properties this node reads call back through.
    nonisolated package var handle: ObserverHandle {
        if let madeHandle { return madeHandle }
        let handle = ObserverHandle(self)
        madeHandle = handle
        return handle
    }

    /// The modifier, when the view is a `ModifiedContent`.
    ///
    /// Asked of the view's own builtin type (a cast to that concrete type): a cast to a protocol
    /// would look through an `Optional` and find the modifier of the view it wraps.
    var modifier: Any? { traits.builtin?.modifier(of: view) }

    nonisolated package func dependencyDidChange() {
        assumeMainActor { self.invalidate() }
    }

    /// Marks this node for re-evaluation in the next transaction.
    package func invalidate() {
        guard isMounted, !isDirty, let owner else { return }
        isDirty = true
        owner.schedule(self)
    }

    /// Mounted, and every ancestor too. A removed subtree waiting for its unmount walk
    /// (``ViewGraph/unmountLater(_:)``) has only its root marked unmounted until then.
    var isAttached: Bool {
        var node: Node? = self
        while let current = node {
            if !current.isMounted { return false }
            node = current.parent
        }
        return true
    }

    func setView(_ view: any View) { self.view = view }
    func setParent(_ parent: Node?) { self.parent = parent }

    /// The ids of the elements this node contributes to its host parent, in order.
    func topLevelElements(into result: inout [HostElementID]) {
        // `element?.id`, not `if let element`: binding the element copies it (its properties, text
        // and handler retained and released) just to read its id.
        if let id = element?.id { result.append(id); return }
        for child in children { child.topLevelElements(into: &result) }
    }

    var topLevelElementIDs: [HostElementID] {
        var ids: [HostElementID] = []
        topLevelElements(into: &ids)
        return ids
    }

    /// The first element this node contributes, if any.
    var firstElementID: HostElementID? {
        if let id = element?.id { return id }
        for child in children { if let id = child.firstElementID { return id } }
        return nil
    }

    /// The element that this node's top-level elements live in.
    var hostParentID: HostElementID {
        var current = parent
        while let node = current {
            if let id = node.element?.id { return id }
            current = node.parent
        }
        return .root
    }

    /// The first element after this node's own, within the same host parent;
    /// nil when this node's elements are the last ones there.
    var nextElementID: HostElementID? {
        var current: Node = self
        while let parent = current.parent {
            var i = current.index + 1
            while i < parent.children.count {
                if let id = parent.children[i].firstElementID { return id }
                i += 1
            }
            if parent.element != nil { return nil }
            current = parent
        }
        return nil
    }

    /// The host subtree of an element-owning node.
    func snapshot() -> HostNode? {
        // Fields read in place: binding the element would copy it, its handler included.
        guard let id = element?.id, let role = element?.role else { return nil }
        var children: [HostNode] = []
        children.reserveCapacity(self.children.count)
        appendChildSnapshots(to: &children)
        return HostNode(id: id, role: role, text: element?.text ?? nil, properties: element?.properties ?? [:], children: children)
    }

    private func appendChildSnapshots(to result: inout [HostNode]) {
        for child in children {
            if let snap = child.snapshot() { result.append(snap) } else { child.appendChildSnapshots(to: &result) }
        }
    }

    /// Snapshots of this node's top-level elements.
    func topLevelSnapshots() -> [HostNode] {
        if let snap = snapshot() { return [snap] }
        var result: [HostNode] = []
        appendChildSnapshots(to: &result)
        return result
    }
}

/// The host element a node owns, with its event handler.
package struct OwnedElement {
    package let id: HostElementID
    package var role: HostRole
    package var text: String?
    package var properties: [String: String]
    var handler: (@MainActor (HostEvent) throws -> Void)?
}

/// What a build knows of its children's keys against the node's current children.
enum ChildKeys: UInt8 {
    /// Nothing: the reconcile matches keys and drops repeated ones.
    case unknown
    /// The same keys in the same order: the reconcile compares only view types.
    case unchanged
    /// Some of the same keys, some in other places (a swap) or gone (a removal), none new: none
    /// repeats, so none is looked for.
    case distinct
}
