/// Items for a toolbar or navigation bar: `ToolbarItem`, `ToolbarItemGroup`,
/// `ToolbarSpacer`, or your own type composing them.
///
///     struct EditorItems: ToolbarContent {
///         var body: some ToolbarContent {
///             ToolbarItem(placement: .primaryAction) { Button("Share") {} }
///             ToolbarItem(placement: .secondaryAction) { Button("Archive") {} }
///         }
///     }
///
/// Toolbar content is not a `View`: `ToolbarItem` wraps views and says where
/// they go, and the nearest navigation container places them (see
/// `docs/TOOLBAR-PLACEMENT.md` for where each placement lands on each idiom).
@preconcurrency @MainActor
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content a person may rearrange: items with an `id`, spacers, and
/// `Group`s or conditionals of those. Used with `toolbar(id:content:)`.
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

nonisolated extension ToolbarContent where Body == Never {
    public var body: Never { neverBody(String(describing: Self.self)) }
}

/// Several pieces of toolbar content in a builder block, in order.
nonisolated public struct _TupleToolbarContent<T>: ToolbarContent {
    package let children: [any ToolbarContent]
    package init(children: [any ToolbarContent]) { self.children = children }
    public typealias Body = Never
}

/// Several customizable pieces of toolbar content in a builder block, in order.
nonisolated public struct _TupleCustomizableToolbarContent<T>: CustomizableToolbarContent {
    package let children: [any ToolbarContent]
    package init(children: [any ToolbarContent]) { self.children = children }
    public typealias Body = Never
}

/// Type-erased toolbar content, from `if #available` in a toolbar builder.
nonisolated public struct _AnyToolbarContent: CustomizableToolbarContent {
    package let content: any ToolbarContent
    package init(_ content: any ToolbarContent) { self.content = content }
    public typealias Body = Never
}

/// Builds toolbar content from the statements of a closure.
///
/// ⚠ As in SwiftUI it takes no bare views and no empty block, so
/// `.toolbar { }` and `.toolbar { Button(…) }` choose the `@ViewBuilder`
/// overload, and `.toolbar { ToolbarItem … }` this one.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent { content }
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> some CustomizableToolbarContent { content }

    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, each Rest: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ rest: repeat each Rest
    ) -> some ToolbarContent {
        var children: [any ToolbarContent] = [c0, c1]
        for child in repeat each rest { children.append(child) }
        return _TupleToolbarContent<(C0, C1, repeat each Rest)>(children: children)
    }

    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, each Rest: CustomizableToolbarContent>(
        _ c0: C0, _ c1: C1, _ rest: repeat each Rest
    ) -> some CustomizableToolbarContent {
        var children: [any ToolbarContent] = [c0, c1]
        for child in repeat each rest { children.append(child) }
        return _TupleCustomizableToolbarContent<(C0, C1, repeat each Rest)>(children: children)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent { _AnyToolbarContent(content) }
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent { _AnyToolbarContent(content) }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Group: ToolbarContent where Content: ToolbarContent {
    public init(@ToolbarContentBuilder content: () -> Content) { self.init(_toolbarContent: content()) }
    init(_toolbarContent: Content) { self.content = _toolbarContent }
}
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

nonisolated extension ToolbarContent {
    /// Hides the content (macOS 15): the items are not placed at all.
    public func hidden(_ hidden: Bool = true) -> some ToolbarContent {
        _ModifiedToolbarContent(content: self, hidden: hidden)
    }
}

/// Toolbar content with a modifier applied (`hidden`, customization settings).
nonisolated public struct _ModifiedToolbarContent<Content: ToolbarContent>: ToolbarContent {
    package let content: Content
    package var hidden = false
    package var defaultVisibility: Visibility = .automatic
    package var options: ToolbarCustomizationOptions = []
    package var behavior: ToolbarCustomizationBehavior = .default
    public typealias Body = Never
}

extension _ModifiedToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
