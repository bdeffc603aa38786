/// A key for a value in ``FocusedValues``. A missing value reads as `nil`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the focused view and its ancestors (`focusedValue(_:_:)`) and by every view of
/// the window (`focusedSceneValue(_:_:)`), for `@FocusedValue` readers: most often a `Commands` struct
/// whose menu items act on the focused document.
///
///     extension FocusedValues {
///         @Entry var selectedNote: Binding<Note>?
///     }
///
/// On the web the focused view is the element that has the browser's focus (a field, a button, a list,
/// a `focusable()` view); a value nearer to it wins over one further out, and both over scene values.
public struct FocusedValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// An `@Observable` object published by its type (`focusedValue(_:)` with an object).
    package subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { values[ObjectIdentifier(type)] as? T }
        set { values[ObjectIdentifier(type)] = newValue }
    }

    public var description: String { "FocusedValues(\(values.count) values)" }
}

/// A window's focused values as the graph last computed them. Readers (`@FocusedValue`) record a read, so a
/// change re-evaluates only them.
package final class FocusedValuesSource: DependencySource, @unchecked Sendable {
    package private(set) var values = FocusedValues()

    /// Reading records a dependency on the values.
    package var current: FocusedValues {
        didRead()
        return values
    }

    package func replace(with values: FocusedValues) {
        self.values = values
        didChange()
    }
}

private struct FocusedValuesSourceKey: EnvironmentKey {
    static var defaultValue: FocusedValuesSource? { nil }
}

extension EnvironmentValues {
    /// The window's focused values (set by the window's root).
    package var _focusedValues: FocusedValuesSource? {
        get { self[FocusedValuesSourceKey.self] }
        set { self[FocusedValuesSourceKey.self] = newValue }
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor (`focusable()`) has focus: a view inside it can draw a focus
    /// state of its own.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
    }

    package var _isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
