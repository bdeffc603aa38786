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
    nonisolated(unsafe) private static var nextVersion: UInt64 = 1
    /// Entries shared by every copy made since the last flatten.
    private var base: [ObjectIdentifier: EnvironmentEntry] = [:]
    /// Entries set since then, at most ``overlayLimit``: a modifier that sets a value copies
    /// this short list, not the whole dictionary (each copy lives as long as its views do).
    private var overlay: [OverlayEntry] = []
    private static let overlayLimit = 8
    /// Changes whenever any entry changes: a cheap "did anything change" test.
    package private(set) var token: UInt64 = 0

    private struct OverlayEntry {
        let id: ObjectIdentifier
        var entry: EnvironmentEntry
    }

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Cast straight from the entry: a `K.Value?` in between would look up `Optional`'s
            // metadata for the value type on every read (unspecialized generic code).
            if let entry = read(ObjectIdentifier(key)) as? TypedEnvironmentEntry<K.Value> { return entry.value }
            return K.defaultValue
        }
        set { set(ObjectIdentifier(key), newValue, unsetValue: K.defaultValue) }
    }

    /// Stores an `@Observable` object by its type (`.environment(model)`).
    package subscript<T: AnyObject>(object type: T.Type) -> T? {
        get {
            // Stored as `T?` (what the setter receives), so read back as `T?`.
            (read(ObjectIdentifier(type)) as? TypedEnvironmentEntry<T?>)?.value ?? nil
        }
        set { set(ObjectIdentifier(type), newValue, unsetValue: nil) }
    }

    private func entry(_ id: ObjectIdentifier) -> EnvironmentEntry? {
        var i = overlay.count
        while i > 0 {
            i -= 1
            if overlay[i].id == id { return overlay[i].entry }
        }
        return base[id]
    }

    /// The entry stored under `id`, recording the read for the body being evaluated.
    /// Values sit in typed boxes: reading one back is a class cast, not an existential one.
    private func read(_ id: ObjectIdentifier) -> EnvironmentEntry? {
        let entry = entry(id)
        DependencyRecorder.current?.recordEnvironment(id, version: entry?.version ?? 0)
        return entry
    }

    /// - Parameter unsetValue: what a read gives while the key is unset; setting it then changes nothing.
    private mutating func set<Value>(_ id: ObjectIdentifier, _ value: Value, unsetValue: Value) {
        if let old = entry(id) {
            if equalIfComparable(old.anyValue, value) == true { return }
        } else if equalIfComparable(unsetValue, value) == true {
            return
        }
        store(id, value)
    }

    /// Stores a value the caller knows differs from the one there (a style pushed on a stack), without
    /// comparing: for a value that isn't `Equatable` the comparison still asks the runtime, which for an
    /// array of boxes costs ≈ 3,000 instructions, at every styled button of a row.
    package mutating func setChanged<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
        store(ObjectIdentifier(key), value)
    }

    private mutating func store<Value>(_ id: ObjectIdentifier, _ value: Value) {
        let version = Self.nextVersion
        Self.nextVersion &+= 1
        let entry = TypedEnvironmentEntry(value, version: version)
        if let i = overlay.lastIndex(where: { $0.id == id }) {
            overlay[i].entry = entry
        } else if overlay.count < Self.overlayLimit {
            overlay.append(OverlayEntry(id: id, entry: entry))
        } else {
            for item in overlay { base[item.id] = item.entry }
            base[id] = entry
            overlay.removeAll()
        }
        token = version
    }

    /// The version of a key now; 0 when it was never set.
    package func version(of key: ObjectIdentifier) -> UInt64 { entry(key)?.version ?? 0 }

    /// Whether any of `reads` (key → version seen) differs here.
    package func differs(from reads: [ObjectIdentifier: UInt64]) -> Bool {
        for (key, version) in reads where self.version(of: key) != version { return true }
        return false
    }

    public var description: String {
        let count = base.count + overlay.count { base[$0.id] == nil }
        return "EnvironmentValues(\(count) values)"
    }
}

/// One value in ``EnvironmentValues`` with the version it was set at (immutable, shared between copies).
class EnvironmentEntry: @unchecked Sendable {
    let version: UInt64
    init(version: UInt64) { self.version = version }
    var anyValue: Any { () }
}

final class TypedEnvironmentEntry<Value>: EnvironmentEntry, @unchecked Sendable {
    let value: Value
    init(_ value: Value, version: UInt64) {
        self.value = value
        super.init(version: version)
    }
    override var anyValue: Any { value }
}
