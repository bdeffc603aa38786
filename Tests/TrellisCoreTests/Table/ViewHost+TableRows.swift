import TrellisHost
import TrellisTesting

extension ViewHost {
    /// The first cell's text of each body row of the tables in the window, in order.
    var tableRowNames: [String] {
        var names: [String] = []
        func walk(_ node: HostNode) {
            if node.role == "row", node.properties["header"] == nil, let first = node.children.first { names.append(first.contentText) }
            node.children.forEach(walk)
        }
        walk(tree)
        return names
    }
}
