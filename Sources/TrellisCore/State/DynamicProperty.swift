/// A stored property of a view that the graph connects to persistent storage
/// before each evaluation of the view's body: `@State`, `@Environment`,
/// `@AppStorage`, …
public protocol DynamicProperty {
    /// Called before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The graph's side of a dynamic property: how it links a fresh view value's
/// property to the storage its node keeps.
///
/// A `DynamicProperty`, so that the graph asks the runtime about this protocol only for types
/// that are one (``ValueComparisonPlan``: a conformance the runtime has not seen scans them all).
package protocol GraphLinkedProperty: DynamicProperty {
    /// Links this property, found at `index` among the view's properties, to
    /// `context`: persistent storage, the environment.
    func link(_ context: PropertyLinkContext, index: Int)
}

/// Persistent per-node storage and the current environment, handed to
/// ``GraphLinkedProperty/link(_:index:)``.
package final class PropertyLinkContext {
    package var storage: [Int: AnyObject] = [:]
    package var environment: EnvironmentValues
    /// The objects' change sources the view holds (`@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`), gathered anew by each linking pass: the body depends on them.
    package var heldSources: [DependencySource] = []

    package init(environment: EnvironmentValues) { self.environment = environment }
}
