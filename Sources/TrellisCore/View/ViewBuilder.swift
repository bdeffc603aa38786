/// Builds views from the statements of a closure: any number of children,
/// `if`/`else`, `switch`, `if let`, optionals and `#available`.
@resultBuilder
public struct ViewBuilder {
    // Inlinable, as are the stacks' and modifiers' initializers: a body is user code, and built
    // inline its views are made with their concrete types (no generic metadata lookups, no copies
    // through value witnesses), which a `ForEach` closure repeats for every row.
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @_disfavoredOverload
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
