import Observation
import TrellisCore
import TrellisHost

extension ViewGraph {
    // MARK: - Mounting

    /// Builds a new node's subtree. Emits nothing: the caller inserts the
    /// node's top-level elements as whole subtrees.
    func mount(_ node: Node) {
        node.isMounted = true
        var specs = uniqueChildren(produce(node), of: node)
        node.childKeys = .unknown
        if specs.count == 1 {
            // The usual case (a modifier's content, a label): no array for it, and the spec moved out
            // of the array, not copied (a copy retains its key, view and inputs; dropping it releases them).
            node.children = NodeChildren(one: Node(graph: self, parent: node, spec: specs.removeLast()))
        } else {
            var children: [Node] = []
            children.reserveCapacity(specs.count)
            for i in specs.indices {
                let child = Node(graph: self, parent: node, key: specs[i].key, view: specs[i].view, inputs: specs[i].inputs)
                child.index = i
                children.append(child)
            }
            node.children = NodeChildren(children)
        }
        for child in node.children { mount(child) }
        didMount(node)
    }

    /// Removes a node's subtree from the graph (not from the host tree: the
    /// caller removes the top-level elements).
    func unmount(_ node: Node) {
        for child in node.children { unmount(child) }
        willUnmount(node)
        node.isMounted = false
        node.isDirty = false
        ObservationCanceller.shared.nodeWillLeave(node)
        for source in node.sources { source.removeObserver(node) }
        node.sources = []
        if let id = node.element?.id { removedElementIDs.append(id) }
    }

    /// Drops the elements of the subtrees just unmounted from ``elementNodes``.
    ///
    /// Most of them at once (a clear, a replacement) are dropped by keeping the rest: removing
    /// 7,000 keys one by one, each hashed and its bucket's neighbours shifted, was half of a
    /// clear's unmount (docs/PERFORMANCE.md). A few (a row removed) are removed one by one.
    func forgetRemovedElements() {
        guard !removedElementIDs.isEmpty else { return }
        if removedElementIDs.count * 2 > elementNodes.count {
            // Emptied keeping its capacity, as removals would: the next create doesn't grow it again.
            var kept: [(id: HostElementID, node: Node)] = []
            kept.reserveCapacity(elementNodes.count - removedElementIDs.count)
            for (id, node) in elementNodes where node.isMounted { kept.append((id, node)) }
            elementNodes.removeAll(keepingCapacity: true)
            for entry in kept { elementNodes[entry.id] = entry.node }
        } else {
            for id in removedElementIDs { elementNodes[id] = nil }
        }
        removedElementIDs = []
    }

    // MARK: - Updating

    /// Brings a node up to date with a new view value and inputs, re-evaluating
    /// only if something it depends on changed.
    func update(_ node: Node, view: any View, inputs: NodeInputs) {
        let envChanged = inputs.environment.token != node.inputs.environment.token
        let attributesChanged = inputs.attributes != node.inputs.attributes
        let isBuiltin = node.traits.isBuiltin
        var needsWork = node.isDirty || attributesChanged
        if !needsWork {
            if isBuiltin {
                // A builtin whose value is unchanged has nothing new to show: its subtree is
                // skipped, so a click that re-runs a page's body costs the views that changed.
                // Values are compared by their type's plan (closures by code and captures).
                // Only small values are compared (``ViewTypeTraits/comparesOwnValue``): a large
                // stack is rebuilt and its children compared one by one, since comparing a
                // whole value at every level would walk the same subtree again and again. A row
                // of a `ForEach` is compared whatever its size: the content closure runs for every
                // row whenever what it reads changes (`store.selected == row.id`), and the cost
                // should follow the rows that changed.
                let compares = node.traits.comparesOwnValue || (node.parent?.traits.comparesChildValues ?? false)
                needsWork = !compares || !ValueComparisonPlan.isEnabled || !ValueComparisonPlan.equal(node.view, view)
            } else {
                needsWork = (envChanged && inputs.environment.differs(from: node.environmentReads))
                    || !ViewComparison.equal(node.view, view)
            }
        }
        // Equal tokens are the same environment (each write draws a new version): nothing to copy.
        if envChanged || attributesChanged { node.inputs = inputs }
        guard needsWork || envChanged else { return }
        if !needsWork {
            // Nothing this node read changed, but descendants may read the new environment.
            if !isBuiltin {
                for child in node.children {
                    update(child, view: child.view, inputs: NodeInputs(environment: inputs.environment, attributes: inputs.attributes))
                }
                return
            }
        }
        node.setView(view)
        node.isDirty = false
        let specs = produce(node)
        reconcile(node, specs)
        didUpdate(node)
    }

    /// Evaluates a node: a composite's body, or a builtin's output (which also
    /// updates the node's own element).
    func produce(_ node: Node) -> [ChildSpec] {
        node.isDirty = false
        if let builtin = node.traits.builtin {
            countBuiltin()
            let inputs = node.inputs, view = node.view
            var output = node.traits.tracksReads
                ? tracking(node) { builtin.build(view, inputs, node: node) }
                : builtin.build(view, inputs, node: node)
            // Moved, not copied: a copy retains the element's every field.
            if node !== root { applyElement(output.element.take(), to: node) }
            return output.children
        }
        let body = evaluateBody(node)
        return [ChildSpec(key: PositionKey.first, view: body, inputs: node.inputs)]
    }

    /// Attributes a modifier's frame sets that override what a view says of itself.
    private static let frameBounds: Set<String> = ["maxWidth", "maxHeight"]

    /// Creates, updates or removes the node's own element to match `spec`.
    private func applyElement(_ spec: consuming ElementSpec?, to node: Node) {
        // `take()`: `guard var spec` alone copies the spec (every field retained) and drops the original.
        guard var spec = spec.take() else {
            if let old = node.element {
                // An element-owning node that stops owning one: rare; replace wholesale.
                emit(.remove(old.id))
                elementNodes[old.id] = nil
                node.element = nil
            }
            return
        }
        if !spec.passesAttributesThrough {
            if node.inputs.attributes.hasAccessibility { AccessibilityResolution.apply(node.inputs.attributes.values, to: &spec) }
            let inherited = node.inputs.attributes.values
            if !inherited.isEmpty { spec.properties = SharedAttributes.merged(spec.properties, inherited) }
            let interceptors = node.inputs.attributes.interceptors
            if !interceptors.isEmpty { spec.handler = Self.intercepting(spec.handler, with: interceptors, role: spec.role) }
        }
        guard var element = node.element else {
            let id = HostElementID(nextElementID)
            nextElementID += 1
            node.element = OwnedElement(id: id, role: spec.role, text: spec.text, properties: spec.properties, handler: spec.handler)
            elementNodes[id] = node
            return
        }
        if element.role != spec.role {
            element.role = spec.role
            emit(.setProperty(element.id, key: "role", value: spec.role.rawValue))
        }
        if element.text != spec.text, let text = spec.text {
            element.text = text
            emit(.setText(element.id, text))
        }
        if element.properties != spec.properties {
            for (key, value) in spec.properties where element.properties[key] != value {
                emit(.setProperty(element.id, key: key, value: value))
            }
            for key in element.properties.keys where spec.properties[key] == nil {
                emit(.setProperty(element.id, key: key, value: nil))
            }
            element.properties = spec.properties
        }
        element.handler = spec.handler
        node.element = element
    }

    /// An element's own properties with the ones it inherited: the element's own win, except a
    /// frame's bounds (`frame(maxWidth: 480)` caps a view that is flexible by nature, a grid or a lazy
    /// stack, as in SwiftUI).
    static func merging(_ own: [String: String], _ inherited: [String: String]) -> [String: String] {
        var properties = own
        // Grown once to its final size, not doubled on the way (a row's background, its frame).
        properties.reserveCapacity(own.count + inherited.count)
        for (key, value) in inherited where !AccessibilityResolution.isPrivate(key) {
            guard properties[key] == nil || frameBounds.contains(key) else { continue }
            properties[key] = value
        }
        return properties
    }

    /// The element's handler behind its gestures: each gesture sees the event
    /// first (innermost first) and may consume it.
    static func intercepting(
        _ handler: (@MainActor (HostEvent) throws -> Void)?, with interceptors: [EventInterceptor], role: HostRole
    ) -> @MainActor (HostEvent) throws -> Void {
        { event in
            if case let .pointer(sample) = event, GestureArena.deliver(sample, to: interceptors) { return }
            if case .keyPress = event, interceptors.contains(where: { $0.handlesKeyPresses }) {
                // `onKeyPress`: the modifier nearest the view first; a press none used is done with (the
                // page has already let the browser act on it).
                for interceptor in interceptors.reversed() where interceptor.intercept(event) { return }
                if handler == nil { return }
            }
            for interceptor in interceptors where interceptor.intercept(event) { return }
            guard let handler else {
                if case .activate = event { return }
                throw GraphEventError.wrongValue(event, role: role)
            }
            try handler(event)
        }
    }

    // MARK: - Children

    /// Matches new child specs to existing children by identity (key and view
    /// type), then removes, inserts, moves and updates with minimal host changes.
    ///
    /// - Complexity: O(n) for n children when keys keep their order; O(n log n)
    ///   when they move (moves follow a longest increasing subsequence).
    func reconcile(_ node: Node, _ specs: [ChildSpec]) {
        let old = node.children
        let childKeys = node.childKeys
        node.childKeys = .unknown
        let keysUnchanged = childKeys == .unchanged
        // Fast path: same identities in the same order. Plain loops over indices: a closure here
        // would check the executor on every call, and a `zip` would copy every spec.
        if old.count == specs.count {
            var same = true
            var i = 0
            while same, i < old.count {
                same = keysUnchanged ? old[i].viewType == ObjectIdentifier(type(of: specs[i].view)) : Self.sameIdentity(old[i], specs[i])
                i += 1
            }
            if same {
                for i in old.indices { update(old[i], view: specs[i].view, inputs: specs[i].inputs) }
                return
            }
        }

        // The children's keys are unique (a reconcile drops repeats), so a reordering of them is, and
        // so is what is left of them after removals.
        let specs = childKeys == .distinct ? specs : uniqueChildren(specs, of: node)
        // Children that keep their identity at the start and at the end (an append, a removal, an
        // edit in the middle) are matched by position: only the rest is looked up by identity.
        let limit = min(old.count, specs.count)
        var head = 0
        while head < limit, Self.sameIdentity(old[head], specs[head]) { head += 1 }
        var tail = 0
        while tail < limit - head, Self.sameIdentity(old[old.count - 1 - tail], specs[specs.count - 1 - tail]) { tail += 1 }
        let middle = head..<(old.count - tail)
        // With as many children as before (a swap, a few moves), the middle's children that keep
        // their place are matched by position too: only the ones that moved are hashed. Identities
        // are unique, so a child matched here can't be claimed by another spec.
        // (Loops, not closures, on this per-child path: a closure here checks the executor per call.)
        // Empty when the counts differ (an insert, a removal): then no child is matched this way.
        var keepsPlace: [Bool] = []
        if old.count == specs.count {
            keepsPlace = [Bool](repeating: false, count: old.count)
            for i in middle { keepsPlace[i] = Self.sameIdentity(old[i], specs[i]) }
        }

        // The old children a new one may claim, by identity. None to build when no new child is
        // left to look up (a clear, a removal at an end): the old middle then simply goes.
        var oldByKey: [ChildIdentity: Node] = [:]
        if specs.count - head - tail > 0 {
            oldByKey.reserveCapacity(middle.count)
            for i in middle where keepsPlace.isEmpty || !keepsPlace[i] { oldByKey[ChildIdentity(key: old[i].key, type: old[i].viewType)] = old[i] }
        }
        let lookedUp = oldByKey.count

        // New position i keeps an old child (`reused[i]`) or mounts a new one; either way its spec is
        // `specs[i]`, read in place: a spec holds a view, a key and the inputs, and every copy of one
        // retains all of them (a swap of two rows in 1,000 copied each spec three times).
        var newChildren: [Node] = []
        newChildren.reserveCapacity(specs.count)
        var reused: [Bool] = []
        reused.reserveCapacity(specs.count)
        for i in specs.indices {
            let existing: Node?
            if i < head {
                existing = old[i]
            } else if i >= specs.count - tail {
                existing = old[old.count - (specs.count - i)]
            } else if i < keepsPlace.count, keepsPlace[i] {
                existing = old[i]
            } else if oldByKey.isEmpty {
                // A first render (or everything matched already): a lookup would still hash the key.
                existing = nil
            } else {
                existing = oldByKey.removeValue(forKey: ChildIdentity(key: specs[i].key, type: ObjectIdentifier(type(of: specs[i].view))))
            }
            if let existing {
                newChildren.append(existing)
                reused.append(true)
            } else {
                newChildren.append(Node(graph: self, parent: node, key: specs[i].key, view: specs[i].view, inputs: specs[i].inputs))
                reused.append(false)
            }
        }

        // Fast path: every old child goes and they were all their element's children (a keyed
        // ForEach emptied or replaced): one removeChildren instead of a remove per element.
        var reusesAny = false
        for keeps in reused where keeps { reusesAny = true; break }
        let removesAll = old.count > 1 && !reusesAny && childrenFillHostParent(node)
        if removesAll { emit(.removeChildren(node.element?.id ?? node.hostParentID)) }

        // Removals first, so later positions refer only to surviving elements. When none of the
        // looked-up children was reused (a clear, a replacement) every one of them goes: no lookups.
        let removesLookedUp = oldByKey.count == lookedUp
        // A large clear or replacement for a host that frees removed views later: walked when freed.
        let walksLater = removesAll && old.count >= Self.unmountLaterMinimum && onRetiredNodes != nil
        for i in middle where keepsPlace.isEmpty || !keepsPlace[i] {
            let child = old[i]
            guard removesLookedUp || oldByKey[ChildIdentity(key: child.key, type: child.viewType)] === child else { continue }
            if !removesAll { for id in child.topLevelElementIDs { emit(.remove(id)) } }
            if walksLater { unmountLater(child) } else { unmount(child) }
            retired.append(child)
        }
        forgetRemovedElements()

        // Which survivors keep their relative order (they stay put).
        var oldIndices: [Int] = []
        oldIndices.reserveCapacity(reused.count)
        for i in reused.indices { oldIndices.append(reused[i] ? newChildren[i].index : -1) }
        let stays = longestIncreasingSubsequence(oldIndices)

        node.children = NodeChildren(newChildren)
        for (i, child) in newChildren.enumerated() { child.index = i }

        let parentID = node.element?.id ?? node.hostParentID
        // A move or an insert at position i goes before the first element of the children after i
        // (or the element after this node's). Found when one is emitted, not kept up to date at every
        // child: a swap of two rows in 1,000 asks twice. `suffixFirst` is the first element of
        // `newChildren[suffixStart...]`, so each child is looked at once at most.
        var suffixStart = newChildren.count
        var suffixFirst: HostElementID? = node.element != nil ? nil : node.nextElementID
        for i in stride(from: newChildren.count - 1, through: 0, by: -1) {
            let child = newChildren[i]
            let keepsItsPlace = reused[i] && stays[i]
            var nextID: HostElementID?
            if !keepsItsPlace {
                nextID = suffixFirst
                var j = i + 1
                while j < suffixStart {
                    if let first = newChildren[j].firstElementID { nextID = first; break }
                    j += 1
                }
                suffixStart = i + 1
                suffixFirst = nextID
            }
            if reused[i] {
                if !keepsItsPlace {
                    for id in child.topLevelElementIDs { emit(.move(id, parent: parentID, before: nextID)) }
                }
                update(child, view: specs[i].view, inputs: specs[i].inputs)
            } else {
                mount(child)
                for snapshot in child.topLevelSnapshots() { emit(.insert(snapshot, parent: parentID, before: nextID)) }
            }
        }
    }
}

extension ViewGraph {
    /// Children removed at once from which their unmount walk waits until they are freed
    /// (``unmountLater(_:)``).
    static let unmountLaterMinimum = 64

    static func sameIdentity(_ child: Node, _ spec: ChildSpec) -> Bool {
        child.viewType == ObjectIdentifier(type(of: spec.view)) && child.key.isSameKey(as: spec.key)
    }

    /// The specs with repeated identities dropped (and reported): only the first of each is shown.
    func uniqueChildren(_ specs: [ChildSpec], of node: Node) -> [ChildSpec] {
        guard specs.count > 1, !node.traits.keysChildrenByPosition, Self.hasRepeatedIdentity(specs) else { return specs }
        var seen = Set<ChildIdentity>()
        seen.reserveCapacity(specs.count)
        var result: [ChildSpec] = []
        result.reserveCapacity(specs.count)
        for spec in specs {
            if seen.insert(ChildIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))).inserted {
                result.append(spec)
            } else {
                RuntimeIssue.report("ForEach: the ID \(spec.key.base) occurs multiple times within the collection, this will give undefined results! Only the first is shown.")
            }
        }
        return result
    }
}

extension ViewGraph {
    /// Whether two specs share an identity: the check every keyed update makes, so it copies
    /// nothing, and `Int` ids of one view type (a `ForEach` over `Identifiable` rows) go into a
    /// `Set<Int>`, whose hashing costs a fraction of `AnyHashable`'s.
    static func hasRepeatedIdentity(_ specs: [ChildSpec]) -> Bool {
        let firstType = ObjectIdentifier(type(of: specs[0].view))
        var ints = Set<Int>()
        ints.reserveCapacity(specs.count)
        var i = 0
        while i < specs.count, ObjectIdentifier(type(of: specs[i].view)) == firstType, let id = specs[i].key.intValue {
            if !ints.insert(id).inserted { return true }
            i += 1
        }
        guard i < specs.count else { return false }
        var seen = Set<ChildIdentity>()
        seen.reserveCapacity(specs.count)
        for spec in specs where !seen.insert(ChildIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))).inserted {
            return true
        }
        return false
    }
}

extension AnyHashable {
    /// The key as an `Int`, when it is one (builder positions, most `ForEach` ids).
    ///
    /// Read from the key's own storage, not through `base` (which opens the box into an `Any`, a
    /// runtime call per key): an `AnyHashable` is one existential of its hashable box, whose type
    /// sits after the three-word inline buffer, and an `Int`'s box holds the `Int` in the first word.
    @inline(__always)
    var intValue: Int? {
        withUnsafeBytes(of: self) { raw in
            guard raw.count == IntKeyLayout.size,
                  raw.load(fromByteOffset: IntKeyLayout.boxTypeOffset, as: UInt.self) == IntKeyLayout.boxType
            else { return nil }
            return raw.load(as: Int.self)
        }
    }

    /// `==`, answered without the canonical-box casts when both keys hold the same bits (an id
    /// copied from the same value) or are both `Int`s (builder positions). Bits can differ between
    /// equal keys, in the unused part of the inline buffer for instance: then the rest decides.
    @inline(__always)
    func isSameKey(as other: AnyHashable) -> Bool {
        // Builder positions and most ids are Ints, and `==` on integer keys goes through their
        // canonical boxes (about 1,100 instructions): compared as Ints here, first, since the
        // unused part of an Int key's inline buffer makes two copies' bits differ.
        if let a = intValue, let b = other.intValue { return a == b }
        let sameBits = withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in
                var offset = 0
                while offset + MemoryLayout<UInt>.size <= a.count {
                    guard a.loadUnaligned(fromByteOffset: offset, as: UInt.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt.self) else { return false }
                    offset += MemoryLayout<UInt>.size
                }
                return offset == a.count
            }
        }
        if sameBits { return true }
        return self == other
    }
}

/// Where an `Int` key's box type sits in an `AnyHashable`, learned from one (`AnyHashable.intValue`).
private enum IntKeyLayout {
    static let size = MemoryLayout<AnyHashable>.size
    static let boxTypeOffset = 3 * MemoryLayout<UInt>.size
    static let boxType: UInt = {
        let sample = AnyHashable(0x5EED)
        return withUnsafeBytes(of: sample) { raw in
            // Not the layout this expects: no key is read as an Int, and every key takes `==`.
            guard raw.count == 5 * MemoryLayout<UInt>.size, raw.load(as: Int.self) == 0x5EED else { return 0 }
            return raw.load(fromByteOffset: boxTypeOffset, as: UInt.self)
        }
    }()
}

/// A child's identity among its siblings.
struct ChildIdentity: Hashable {
    let key: AnyHashable
    let type: ObjectIdentifier
}

/// Which positions of `values` form a longest strictly increasing subsequence,
/// ignoring negative entries (new children).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    // Already in order (nothing moved: a removal, an insertion): all of them, without the search.
    var last = -1
    var inOrder = true
    for v in values where v >= 0 {
        if v <= last { inOrder = false; break }
        last = v
    }
    if inOrder {
        var all = [Bool](repeating: false, count: values.count)
        for i in values.indices where values[i] >= 0 { all[i] = true }
        return all
    }
    var tails: [Int] = []          // indices into values
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() where v >= 0 {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { previous[i] = tails[lo - 1] }
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var result = [Bool](repeating: false, count: values.count)
    var k = tails.last ?? -1
    while k >= 0 {
        result[k] = true
        k = previous[k]
    }
    return result
}
