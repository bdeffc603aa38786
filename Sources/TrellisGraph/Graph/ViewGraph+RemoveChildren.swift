import TrellisHost

extension ViewGraph {
    /// Whether `node`'s elements are all of its host parent's children, so that removing every
    /// child of `node` empties that element and one ``HostChange/removeChildren(_:)`` can stand
    /// for a `remove` per row (emptying a keyed `ForEach`: 1,000 ops become one).
    ///
    /// True when the node owns the element itself, or when no sibling on the way up to the
    /// element-owning ancestor (or the window root) contributes an element now. Mid-reconcile
    /// that is exactly what the change stream so far has put in that element: removed siblings
    /// are gone, and new siblings not yet mounted are inserted after this change.
    func childrenFillHostParent(_ node: Node) -> Bool {
        if node.element != nil { return true }
        var current = node
        while let parent = current.parent {
            for sibling in parent.children where sibling !== current && sibling.firstElementID != nil { return false }
            if parent.element != nil { return true }
            current = parent
        }
        return true
    }
}
