public import Observation

/// Reads a value from the view's environment.
///
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(Library.self) private var library
///
/// The graph hands each new copy the node's current environment before the
/// body runs; reading records which key was read, so only bodies that read a
/// changed key re-evaluate.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, optional: Bool, read: (EnvironmentValues) -> Value?)
    }

    let source: Source
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.init(keyPath: keyPath)
    }

    init(keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        source = .object(ObjectIdentifier(objectType), optional: false) { $0[object: objectType] }
    }

    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        source = .object(ObjectIdentifier(objectType), optional: true) { .some($0[object: objectType]) }
    }

    public var wrappedValue: Value { read() }

    func read() -> Value {
        let values = box.values ?? EnvironmentValues()
        switch source {
        case let .keyPath(keyPath):
            return values[keyPath: keyPath]
        case let .object(_, _, read):
            if let value = read(values) { return value }
            RuntimeIssue.report("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            preconditionFailure("No Observable object of type \(Value.self) found in the environment.")
        }
    }
}

/// Where the graph puts the node's environment for a view's `@Environment` properties.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
    init() {}
}

extension Environment: GraphLinkedProperty {
    package func link(_ context: PropertyLinkContext, index: Int) {
        box.values = context.environment
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}
