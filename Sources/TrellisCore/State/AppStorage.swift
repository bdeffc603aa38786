public import Foundation

/// A value persisted in `UserDefaults` that re-evaluates every view reading
/// its key when any view (in any window) writes it.
///
///     @AppStorage("showPreview") private var showPreview = true
@propertyWrapper
// LIMITATION: `@AppStorage` written outside Trellis | not observed until a view re-reads the key | Linux `UserDefaults` has no KVO; writes through `@AppStorage` (any store, any window) are observed
// LIMITATION: `@AppStorage(_:store:)` with a `UserDefaults` suite | kept in that suite, on this instance only | a suite is a local file; only the app's own settings (no `store:`, or `.standard`) go to a store shared by several instances (docs/DEPLOYMENT.md)
public struct AppStorage<Value>: DynamicProperty {
    let location: AppStorageLocation<Value>

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(
            getter: { location.value },
            setter: { value, _ in
                nonisolated(unsafe) let value = value
                location.value = value
            },
            identity: BindingIdentity(root: ObjectIdentifier(location.source), path: [])
        )
    }

    init(key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (Any?) -> Value?, write: @escaping (Value) -> Any?) {
        location = AppStorageLocation(key: key, store: store, defaultValue: defaultValue, read: read, write: write)
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage {
    /// Whether `other` reads and writes the same setting: the same key of the same store, with an equal
    /// default. A view that makes its `@AppStorage` anew each time its parent runs is then unchanged.
    package func isSameSetting(as other: AppStorage<Value>) -> Bool {
        location.key == other.location.key && location.suite === other.location.suite
            && (equalIfComparable(location.defaultValue, other.location.defaultValue) ?? false)
    }
}

/// Reads and writes one key of one store, through the shared source for that key.
final class AppStorageLocation<Value>: @unchecked Sendable {
    let key: String
    /// The app's `UserDefaults` suite, if it named one other than `.standard`; else the shared settings
    /// store (``SettingsStores/shared``: `UserDefaults.standard`, or the store shared by several instances).
    let suite: UserDefaults?
    let defaultValue: Value
    let read: (Any?) -> Value?
    let write: (Value) -> Any?
    let source: DependencySource

    init(key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (Any?) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        suite = store === UserDefaults.standard ? nil : store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
        source = AppStorageRegistry.source(key: key)
    }

    /// Read at each access, not kept: the app installs a shared store before it runs.
    private var store: any SettingsStore {
        suite.map { UserDefaultsSettingsStore(defaults: $0) } ?? SettingsStores.shared
    }

    var value: Value {
        get {
            source.didRead()
            return read(store.object(forKey: key)) ?? defaultValue
        }
        set {
            store.set(write(newValue), forKey: key)
            source.didChange()
        }
    }
}

/// One dependency source per key, shared by every window and every store
/// instance of the process (two `UserDefaults(suiteName:)` objects for the
/// same suite are distinct objects, so keying by store would miss writes).
package enum AppStorageRegistry {
    nonisolated(unsafe) private static var sources: [String: DependencySource] = [:]
    nonisolated(unsafe) private static var observing = false

    static func source(key: String) -> DependencySource {
        if let s = sources[key] { return s }
        if !observing {
            observing = true
            // A key another instance changed re-evaluates the views that read it, as a local write does.
            SettingsStores.observeChangesElsewhere { keys in
                for key in keys { AppStorageRegistry.sources[key]?.didChange() }
            }
        }
        let s = DependencySource()
        sources[key] = s
        return s
    }
}

// MARK: - Initializers (the value set SwiftUI supports; no Float, CGFloat or Codable)

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? Bool }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? Int }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? Double }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? String }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: readURL, write: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: readDate, write: { $0.timeIntervalSinceReferenceDate })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some($0 as? Bool) }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some($0 as? Int) }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some($0 as? Double) }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some($0 as? String) }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some(readURL($0)) }, write: { $0?.absoluteString })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some($0 as? Data) }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, defaultValue: nil, read: { .some(readDate($0)) }, write: { $0?.timeIntervalSinceReferenceDate })
    }
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil, read: { .some(($0 as? String).flatMap(R.init(rawValue:))) }, write: { $0?.rawValue })
    }
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil, read: { .some(($0 as? Int).flatMap(R.init(rawValue:))) }, write: { $0?.rawValue })
    }
}

/// A stored URL: `URL` itself, or its string (how `@AppStorage` and `@SceneStorage` write it).
func readURL(_ object: Any?) -> URL? {
    if let url = object as? URL { return url }
    return (object as? String).flatMap(URL.init(string:))
}

/// A stored date: `Date` itself, or seconds since the reference date (how both wrappers write it).
func readDate(_ object: Any?) -> Date? {
    if let date = object as? Date { return date }
    return (object as? Double).map(Date.init(timeIntervalSinceReferenceDate:))
}
