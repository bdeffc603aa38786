/// Fields with defaults, kept in ``SharedDefaults``.
protocol DefaultedFields: Equatable {
    /// Every field at its default, made once: a field read from a value that was never changed reads
    /// it here instead of making (and dropping) a whole default value per read, seven times per `Text`
    /// built.
    static var defaults: Self { get }
}

/// Fields most values of a type leave at their defaults, kept behind one shared reference: nil while
/// every field holds its default, copied when changed while shared.
///
/// A view value is copied several times while a body nests it, and compared whenever its row is
/// built again; one word copies and compares faster than a dozen fields, several of them enums with
/// payloads. `Text` keeps its styling here, `Image` its options.
///
///     struct Options: DefaultedFields {
///         var label: String?
///         var isResizable = false
///         static let defaults = Options()
///     }
///     var options = SharedDefaults<Options>()
///     options[\.label]                          // nil, its default: nothing boxed
///     options.modify { $0.isResizable = true }
struct SharedDefaults<Value: DefaultedFields>: Equatable, @unchecked Sendable {
    /// Immutable once shared: a change to a shared box copies it first.
    private final class Box {
        @exclusivity(unchecked) var value: Value  // read on every compare: no access check (see ViewGraph)
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    init() {}

    /// A field, read in place (the others are not copied out); its default while nothing is boxed.
    subscript<T>(_ field: KeyPath<Value, T>) -> T {
        guard let box else { return Value.defaults[keyPath: field] }
        return box.value[keyPath: field]
    }

    mutating func modify(_ change: (inout Value) -> Void) {
        if isKnownUniquelyReferenced(&box), let box {
            change(&box.value)
            if box.value == Value.defaults { self.box = nil }
            return
        }
        var value = box?.value ?? Value.defaults
        change(&value)
        box = value == Value.defaults ? nil : Box(value)
    }

    static func == (a: SharedDefaults, b: SharedDefaults) -> Bool {
        a.box === b.box || (a.box?.value ?? Value.defaults) == (b.box?.value ?? Value.defaults)
    }
}
