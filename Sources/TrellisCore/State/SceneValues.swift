/// One window scene's `@SceneStorage` values: property-list objects by key, and who read each key.
///
/// The window owns one and puts it in the environment; `SceneArchive` (TrellisGraph) fills it from the
/// scene's persisted record and persists it after every write. Main thread only, like every
/// ``DependencySource``.
package final class SceneValues: @unchecked Sendable {
    private var values: [String: Any]
    private var sources: [String: DependencySource] = [:]
    /// Called after every change, with all the values: the archive persists them.
    package var didChange: (([String: Any]) -> Void)?

    package init(_ values: [String: Any] = [:]) { self.values = values }

    /// Where `@SceneStorage` reads and writes when no window linked it (a value read outside a body).
    package static let unlinked = SceneValues()

    /// Every value, without registering a read.
    package var snapshot: [String: Any] { values }

    package func source(for key: String) -> DependencySource {
        if let source = sources[key] { return source }
        let source = DependencySource()
        sources[key] = source
        return source
    }

    package func object(forKey key: String) -> Any? {
        source(for: key).didRead()
        return values[key]
    }

    /// Stores `object` (nil removes the key) and re-evaluates the views that read `key`.
    package func set(_ object: Any?, forKey key: String) {
        // An unchanged value neither re-renders nor rewrites the archive.
        if let object = object as? AnyHashable, let old = values[key] as? AnyHashable, object == old { return }
        if object == nil, values[key] == nil { return }
        values[key] = object
        didChange?(values)
        source(for: key).didChange()
    }
}

struct SceneValuesKey: EnvironmentKey {
    static var defaultValue: SceneValues? { nil }
}

extension EnvironmentValues {
    /// The window scene's `@SceneStorage` values (set by the window).
    package var _sceneValues: SceneValues? {
        get { self[SceneValuesKey.self] }
        set { self[SceneValuesKey.self] = newValue }
    }
}
