/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(_:_:)`, read
/// with `@Environment`.
///
/// Every entry carries a version. A body that reads a key records the version
/// it saw; the graph re-evaluates that body only when a later environment
/// holds a different version of one of the keys it read. Setting a key to an
/// equal (`Equatable`) value keeps its version, so re-applying the same
/// modifier invalidates nobody.
public struct EnvironmentValues: CustomStringConvertible {
    struct Entry {
        var value: Any
        var version: UInt64
    }

    nonisolated(unsafe) private static var nextVersion: UInt64 = 1
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Changes whenever any entry changes: a cheap "did anything change" test.
    package private(set) var token: UInt64 = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let entry = entries[id]
            DependencyRecorder.current?.recordEnvironment(id, version: entry?.version ?? 0)
            return (entry?.value as? K.Value) ?? K.defaultValue
        }
        set { set(ObjectIdentifier(key), newValue) }
    }

    /// Stores an `@Observable` object by its type (`.environment(model)`).
    package subscript<T: AnyObject>(object type: T.Type) -> T? {
        get {
            let id = ObjectIdentifier(type)
            let entry = entries[id]
            DependencyRecorder.current?.recordEnvironment(id, version: entry?.version ?? 0)
            return entry?.value as? T
        }
        set { set(ObjectIdentifier(type), newValue as Any) }
    }

    private mutating func set(_ id: ObjectIdentifier, _ value: Any) {
        if let old = entries[id], equalIfComparable(old.value, value) == true { return }
        let version = Self.nextVersion
        Self.nextVersion &+= 1
        entries[id] = Entry(value: value, version: version)
        token = version
    }

    /// The version of a key now; 0 when it was never set.
    package func version(of key: ObjectIdentifier) -> UInt64 { entries[key]?.version ?? 0 }

    /// Whether any of `reads` (key → version seen) differs here.
    package func differs(from reads: [ObjectIdentifier: UInt64]) -> Bool {
        for (key, version) in reads where self.version(of: key) != version { return true }
        return false
    }

    public var description: String { "EnvironmentValues(\(entries.count) values)" }
}
