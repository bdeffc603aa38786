/// A type-erased list of the values pushed on a `NavigationStack`.
///
///     @State private var path = NavigationPath()
///     NavigationStack(path: $path) { … }
///     path.append(recipe)        // pushes the destination for Recipe
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
    }
}

/// How a stack reads and writes its path, whatever the binding's type.
package struct _NavigationPathAccess {
    package let get: () -> [AnyHashable]
    package let set: ([AnyHashable]) -> Void
}
