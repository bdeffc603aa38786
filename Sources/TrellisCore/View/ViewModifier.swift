/// A reusable change to a view: `content.modifier(MyStyle())`.
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding().background(Color.gray)
///         }
///     }
@preconcurrency @MainActor
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { neverBody(String(describing: Self.self)) }
}

/// Stands for the modified view inside a modifier's `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The graph fills this in with the view being modified.
    package let provider: ModifierContentProvider
    package init(provider: ModifierContentProvider) { self.provider = provider }
    public typealias Body = Never
}

/// Holds the view a custom modifier wraps; the graph updates it in place.
package final class ModifierContentProvider {
    package var content: any View
    package var version: Int = 0
    package init(content: any View) { self.content = content }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that changes nothing.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public typealias Body = Never
}

nonisolated extension View {
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
