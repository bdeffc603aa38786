import TrellisCore

/// What a `NavigationStack` keeps between updates: its own path (when it has
/// no binding), views pushed by destination links, and the destinations
/// registered below it.
@MainActor
final class NavigationStackState {
    weak var node: Node?
    var ownPath: [AnyHashable] = []
    var binding: _NavigationPathAccess?
    /// Views pushed by `NavigationLink(destination:)`, after the path's values.
    var pushedViews: [(id: Int, view: any View)] = []
    var nextViewID = 0
    var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
    var presented: [ObjectIdentifier: (binding: Binding<Bool>, make: () -> any View)] = [:]

    init(node: Node) { self.node = node }

    var path: [AnyHashable] { binding?.get() ?? ownPath }

    func setPath(_ path: [AnyHashable]) {
        if let binding { binding.set(path) } else { ownPath = path }
        node?.invalidate()
    }

    func push(_ value: AnyHashable) { setPath(path + [value]) }

    func push(view: any View) {
        pushedViews.append((nextViewID, view))
        nextViewID += 1
        node?.invalidate()
    }

    /// Pops levels above `level` (0 is the root).
    func pop(to level: Int) {
        let values = path
        let presentedKeys = presented.keys.sorted { $0.hashValue < $1.hashValue }.filter { presented[$0]?.binding.wrappedValue == true }
        var levels = values.count + presentedKeys.count + pushedViews.count
        while levels > level {
            if !pushedViews.isEmpty {
                pushedViews.removeLast()
            } else if let key = presentedKeys.reversed().first(where: { presented[$0]?.binding.wrappedValue == true }) {
                presented[key]?.binding.wrappedValue = false
            } else {
                var p = path
                p.removeLast(min(levels - level, p.count))
                setPath(p)
                break
            }
            levels -= 1
        }
        node?.invalidate()
    }

    func register(destination type: ObjectIdentifier, make: @escaping (AnyHashable) -> (any View)?) {
        let isNew = destinations[type] == nil
        destinations[type] = make
        // A path set before the destination was known shows it now.
        if isNew, !path.isEmpty { node?.invalidate() }
    }

    static func nearest(to node: Node) -> NavigationStackState? {
        var current = node.parent
        while let candidate = current {
            if let state = candidate.state(NavigationStackState.self) { return state }
            current = candidate.parent
        }
        return nil
    }
}
