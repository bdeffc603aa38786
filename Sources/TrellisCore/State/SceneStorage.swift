public import Foundation

/// A value kept per window scene: restored when the page reopens its window (a reload, or a new window
/// after a server restart), and never shared with other windows.
///
///     @SceneStorage("selectedNote") private var selectedNote: String?
///
/// The window's ``SceneValues`` come from the environment when the graph links the view; the archive
/// that persists them (`SceneArchive`) belongs to the window. Keep the values small: a scene's values
/// are persisted only while they fit its size limit.
@propertyWrapper
// LIMITATION: `@SceneStorage` | a window scene is a browser tab (its URL keeps the scene); a closed tab's values stay until 50 more recently used scenes push them out | the server can't tell a tab closed for good from a reload, a lost connection or a restart
public struct SceneStorage<Value>: DynamicProperty {
    let location: SceneStorageLocation<Value>

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
            identity: BindingIdentity(root: ObjectIdentifier(location.scene.source(for: location.key)), path: [])
        )
    }

    init(key: String, defaultValue: Value, read: @escaping (Any?) -> Value?, write: @escaping (Value) -> Any?) {
        location = SceneStorageLocation(key: key, defaultValue: defaultValue, read: read, write: write)
    }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension SceneStorage: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) {
        if let scene = context.environment._sceneValues { location.scene = scene }
    }
}

/// One key of the window's scene values, as the view value that holds it sees it.
final class SceneStorageLocation<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let read: (Any?) -> Value?
    let write: (Value) -> Any?
    /// Set when the graph links the view; until then (a value read outside a body) nothing is kept.
    var scene = SceneValues.unlinked

    init(key: String, defaultValue: Value, read: @escaping (Any?) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    var value: Value {
        get { read(scene.object(forKey: key)) ?? defaultValue }
        set { scene.set(write(newValue), forKey: key) }
    }
}

// MARK: - Initializers (SwiftUI's value set: no Float, CGFloat or Codable)

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Bool }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Int }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Double }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? String }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, read: readURL, write: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, read: readDate, write: { $0.timeIntervalSinceReferenceDate })
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, read: { .some($0 as? Bool) }, write: { $0 })
    }
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, read: { .some($0 as? Int) }, write: { $0 })
    }
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, read: { .some($0 as? Double) }, write: { $0 })
    }
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, read: { .some($0 as? String) }, write: { $0 })
    }
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, read: { .some(readURL($0)) }, write: { $0?.absoluteString })
    }
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, read: { .some($0 as? Data) }, write: { $0 })
    }
    public init(_ key: String) where Value == Date? {
        self.init(key: key, defaultValue: nil, read: { .some(readDate($0)) }, write: { $0?.timeIntervalSinceReferenceDate })
    }
}

extension SceneStorage {
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, read: { .some(($0 as? String).flatMap(R.init(rawValue:))) }, write: { $0?.rawValue })
    }
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, read: { .some(($0 as? Int).flatMap(R.init(rawValue:))) }, write: { $0?.rawValue })
    }
}
