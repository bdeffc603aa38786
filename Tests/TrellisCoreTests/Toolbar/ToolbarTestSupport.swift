import SwiftUI
import TrellisTesting

extension HostNode {
    /// The chain of elements from this node down to the first element matching `match`, inclusive.
    func path(to match: (HostNode) -> Bool) -> [HostNode]? {
        if match(self) { return [self] }
        for child in children {
            if let rest = child.path(to: match) { return [self] + rest }
        }
        return nil
    }
}

@MainActor
extension ViewHost {
    /// The toolbar region (`titlebar.leading`, `overflowMenu`, …) the element named `name` sits in, or nil when it is not in a bar.
    func region(of name: String, role: HostRole? = nil) -> String? {
        guard let path = tree.path(to: { ($0.role == role || role == nil) && $0.accessibleName == name && $0.role != .generic }) else { return nil }
        return path.reversed().first { $0.properties["region"] != nil }?.properties["region"]
    }

    /// Whether an element with this accessible name exists anywhere.
    func contains(_ name: String) -> Bool {
        tree.path(to: { $0.accessibleName == name }) != nil
    }

    /// Accessible names of the items in a region, in order (the first such region under `root`, or in the window).
    func items(in region: String, under root: HostNode? = nil) -> [String] {
        guard let slot = (root ?? tree).path(to: { $0.properties["region"] == region })?.last else { return [] }
        var names: [String] = []
        func collect(_ node: HostNode) {
            if node.properties["placement"] != nil {
                names.append(node.contentText)
                return
            }
            node.children.forEach(collect)
        }
        slot.children.forEach(collect)
        return names
    }
}
