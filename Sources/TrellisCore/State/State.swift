/// A value the view owns, kept by the graph for as long as the view's identity lives.
///
/// The storage belongs to the view's node, not to the struct: the struct is
/// recreated every time the parent's body runs, and the graph links each new
/// copy to the node's box before the view's own body runs. A write
/// re-evaluates exactly the bodies that read the value.
///
///     struct Counter: View {
///         @State private var count = 0
///         var body: some View {
///             Button("Count: \(count)") { count += 1 }
///         }
///     }
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let _handle: StateHandle<Value>

    public init(wrappedValue value: Value) {
        _handle = StateHandle(StateBox(value))
    }
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { _handle.box.value }
        nonmutating set { _handle.box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = _handle.box
        return Binding(box: box)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) {
        if let existing = context.storage[index] as? StateBox<Value> {
            _handle.box = existing
        } else {
            context.storage[index] = _handle.box
        }
    }
}

/// The class a `State` struct shares with its copies, so linking reaches all of them.
final class StateHandle<Value>: @unchecked Sendable {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}

/// One piece of state in a node: the value and who read it.
package final class StateBox<Value>: DependencySource, @unchecked Sendable {
    // Unchecked: a body reads its state once per row it builds (`store.selected == row.id` in a
    // `ForEach`), and no access spans a call that could touch the value again (ARCHITECTURE.md).
    @exclusivity(unchecked) private var stored: Value

    package init(_ value: Value) { stored = value }

    package var value: Value {
        get {
            didRead()
            return stored
        }
        set {
            if let same = equalIfComparable(stored, newValue), same, !(type(of: newValue) is AnyClass) { return }
            stored = newValue
            didChange()
        }
    }

    /// The value without registering a dependency.
    package var untrackedValue: Value { stored }
}
