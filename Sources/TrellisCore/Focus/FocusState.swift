/// Where keyboard focus is, as state a view can read and write.
///
///     enum Field: Hashable { case name, email }
///     @FocusState private var focusedField: Field?
///
///     TextField("Name", text: $name).focused($focusedField, equals: .name)
///     TextField("Email", text: $email).focused($focusedField, equals: .email)
///     Button("Next") { focusedField = .email }      // moves the caret in the browser
///
/// It follows the browser: focusing a field sets it, leaving the field clears
/// it. Setting it focuses the matching field.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let _handle: StateHandle<Value>
    let cleared: Value

    public init() where Value == Bool {
        _handle = StateHandle(StateBox(false))
        cleared = false
    }

    public init<T: Hashable>() where Value == T? {
        _handle = StateHandle(StateBox(nil))
        cleared = nil
    }

    public var wrappedValue: Value {
        get { _handle.box.value }
        nonmutating set { _handle.box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: _handle.box, cleared: cleared) }

    /// A focus state passed to `focused(_:)` / `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        let cleared: Value

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) {
        if let existing = context.storage[index] as? StateBox<Value> {
            _handle.box = existing
        } else {
            context.storage[index] = _handle.box
        }
    }
}

extension FocusState: @unchecked Sendable where Value: Sendable {}
extension FocusState.Binding: @unchecked Sendable where Value: Sendable {}

/// The focus binding a focusable control below reports to: whether it is the
/// focused one, and how to say it gained or lost focus.
package struct FocusBindingValue: Equatable, @unchecked Sendable {
    let root: ObjectIdentifier
    let match: AnyHashable
    package let isFocused: @MainActor () -> Bool
    package let setFocused: @MainActor (Bool) -> Void

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.root == rhs.root && lhs.match == rhs.match }
}

struct FocusBindingKey: EnvironmentKey { static let defaultValue: FocusBindingValue? = nil }

extension EnvironmentValues {
    package var _focusBinding: FocusBindingValue? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Binds focus of the field below to a Boolean: true while it is focused.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// Binds focus of the field below to a value: `value` while it is focused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let box = binding.box
        nonisolated(unsafe) let value = value, cleared = binding.cleared
        let focus = FocusBindingValue(
            root: ObjectIdentifier(box), match: AnyHashable(value),
            isFocused: { box.value == value },
            setFocused: { isFocused in
                if isFocused { box.value = value } else if box.untrackedValue == value { box.value = cleared }
            })
        return environment(\._focusBinding, focus)
    }
}
