public import Observation

/// Reads a value the focused view (or its scene) publishes.
///
///     struct NoteCommands: Commands {
///         @FocusedValue(\.selectedNote) private var note
///         var body: some Commands {
///             CommandMenu("Note") {
///                 Button("Archive") { note?.wrappedValue.isArchived = true }
///                     .disabled(note == nil)
///             }
///         }
///     }
///
/// `nil` when nothing in focus publishes the key. The graph re-evaluates the reader when focus moves or a
/// published value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    let box = FocusedValuesBox()

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads an `@Observable` object published with `focusedValue(_:)` or `focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { $0[object: objectType] }
    }

    public var wrappedValue: Value? {
        guard let source = box.source else { return nil }
        return read(source.current)
    }
}

/// Reads a binding the focused view (or its scene) publishes, as a value that writes through it.
///
///     @FocusedBinding(\.selectedNote) private var note: Note?
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let box = FocusedValuesBox()

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    var binding: Binding<Value>? { box.source.flatMap { $0.current[keyPath: keyPath] } }

    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            // Setting nil has nothing to write: the focused view's value is not optional.
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    public var projectedValue: Binding<Value?> {
        // Bindings are used on the main actor only (as everywhere in Trellis).
        nonisolated(unsafe) let binding = self.binding
        return Binding(get: { binding?.wrappedValue }, set: { if let value = $0 { binding?.wrappedValue = value } })
    }
}

/// Where the graph puts the window's focused values for a view's (or commands') focused properties.
final class FocusedValuesBox: @unchecked Sendable {
    var source: FocusedValuesSource?
    init() {}
}

extension FocusedValue: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) { box.source = context.environment._focusedValues }
}

extension FocusedBinding: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) { box.source = context.environment._focusedValues }
}

extension FocusedValue: @unchecked Sendable where Value: Sendable {}
extension FocusedBinding: @unchecked Sendable where Value: Sendable {}
