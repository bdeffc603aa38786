@_spi(Reflection) import Swift
import Synchronization

/// A piece of user interface, described as a value.
///
/// Write your own views by composing others in `body`. Views are cheap
/// values: the graph keeps the state and identity, and calls `body` again only
/// when something the body read has changed.
///
///     struct Greeting: View {
///         var name: String
///         var body: some View { Text("Hello, \(name)!") }
///     }
///
/// Trellis's own primitive views (`Text`, stacks, controls) have
/// `Body == Never`; the graph renders them directly.
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { neverBody("Never") }
}

nonisolated extension View where Body == Never {
    public var body: Never { neverBody(String(describing: Self.self)) }
}

/// Traps with a clear message: a primitive view's `body` is never meant to be called.
package func neverBody(_ type: String) -> Never {
    preconditionFailure("\(type) is a primitive view: Trellis renders it directly and its body must not be called.")
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

/// The views of a multi-statement builder block, in order.
nonisolated public struct TupleView<T>: View {
    public var value: T

    @inlinable public init(_ value: T) {
        self.value = value
    }

    /// The tuple's views, in order, unpacked when the graph builds the view rather than when
    /// it is made: a `ForEach` runs its closure for every row and compares the rows it made,
    /// so most of them are never built, and a stored array of boxed children cost every one.
    package var children: [any View] { TupleElements.of(T.self).views(in: value) }

    public typealias Body = Never
}

/// Where a tuple type's views sit, worked out once per type (the type's metadata, not `Mirror`).
private struct TupleElements: @unchecked Sendable {
    /// Each view element's offset in the tuple and its type; nil when `T` is not a tuple
    /// (`TupleView(someView)`), whose children `Mirror` finds as before.
    let elements: [(offset: Int, type: any View.Type)]?

    private static let cache = Mutex<[ObjectIdentifier: TupleElements]>([:])

    static func of(_ type: Any.Type) -> TupleElements {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        var elements: [(offset: Int, type: any View.Type)] = []
        let isTuple = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) == 0x301  // MetadataKind.tuple
            && _forEachField(of: type, options: []) { _, offset, elementType, _ in
                if let view = elementType as? any View.Type { elements.append((offset, view)) }
                return true
            }
        let result = TupleElements(elements: isTuple ? elements : nil)
        cache.withLock { $0[key] = result }
        return result
    }

    func views<T>(in value: T) -> [any View] {
        guard let elements else { return Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
        return withUnsafeBytes(of: value) { raw in
            guard let base = raw.baseAddress else { return [] }
            return elements.map { element in
                func view<V: View>(_: V.Type) -> any View { (base + element.offset).assumingMemoryBound(to: V.self).pointee }
                let type = element.type
                return view(type)
            }
        }
    }
}

/// The result of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline package let storage: Storage
    @inlinable package init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A type-erased view. Changing the wrapped view's type replaces the subtree
/// (and its state); keeping the type updates it in place.
nonisolated public struct AnyView: View {
    package let view: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public typealias Body = Never
}

/// Groups views without adding a container: modifiers on the group apply to each child.
public struct Group<Content> {
    package let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.init(_content: content()) }
    init(_content: Content) { self.content = _content }
    public typealias Body = Never
}

/// Skips re-evaluating its content while the content's value is `==` to the previous one.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public typealias Body = Never
}

nonisolated extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
