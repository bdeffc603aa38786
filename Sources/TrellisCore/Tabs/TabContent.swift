/// The tabs of a `TabView`: `Tab`s, `TabSection`s, and the `ForEach`, `Group`,
/// `if`/`else` and custom types that make them.
///
///     struct LibraryTabs: TabContent {
///         var body: some TabContent<Tabs> {
///             Tab("Library", systemImage: "books.vertical", value: .library) { LibraryView() }
///             Tab("New", systemImage: "bell", value: .new) { NewView() }
///         }
///     }
///
/// Every tab in one builder has the same `TabValue`: the type of the
/// `TabView`'s selection (`Never` when it has none).
@preconcurrency @MainActor
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
    associatedtype _IdentifiedView: View = _TabContentBodyAdaptor<Self>
    @MainActor var _identifiedView: Self._IdentifiedView { get }
    associatedtype Body: TabContent
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

extension TabContent where Self._IdentifiedView == _TabContentBodyAdaptor<Self> {
    public var _identifiedView: _TabContentBodyAdaptor<Self> { _TabContentBodyAdaptor(content: self) }
}

/// Plumbing: tab content seen as a view. Trellis reads tabs from the tab
/// content itself (see `TrellisGraph/Tabs/TabList.swift`); this view shows nothing.
nonisolated public struct _TabContentBodyAdaptor<Content: TabContent>: View {
    package let content: Content
    package init(content: Content) { self.content = content }
    public typealias Body = Never
}

/// Builds tab content from the statements of a closure: up to ten children,
/// `if`/`else`, `if` without `else`, and `#available`.
@resultBuilder
nonisolated public struct TabContentBuilder<TabValue: Hashable> {
    /// The tabs of a `TabView`, as its `Content` view.
    nonisolated public struct Content<C: TabContent>: View where C.TabValue == TabValue {
        package let content: C
        nonisolated package init(content: C) { self.content = content }
        public typealias Body = Never
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3, c4])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3, c4, c5])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3, c4, c5, c6])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        _TupleTabContent<TabValue>(children: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<T.TabValue> {
        AnyTabContent(content)
    }
}

/// The statements of a multi-statement tab builder block, in order.
nonisolated public struct _TupleTabContent<TabValue: Hashable>: TabContent {
    package let children: [any TabContent]
    package init(children: [any TabContent]) { self.children = children }
    public var body: Self { return self }
}

/// A type-erased tab content.
nonisolated public struct AnyTabContent<TabValue: Hashable>: TabContent {
    package let content: any TabContent
    public init<C: TabContent>(_ content: C) where C.TabValue == TabValue {
        if let erased = content as? AnyTabContent<TabValue> { self.content = erased.content } else { self.content = content }
    }
    public var body: Self { return self }
}

@available(*, unavailable)
extension AnyTabContent: Sendable {}

extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    @_implements(TabContent, Body)
    public typealias _TabContentBody = _ConditionalContent<TrueContent, FalseContent>
    @_implements(TabContent, body)
    public var _tabContentBody: _ConditionalContent<TrueContent, FalseContent> { return self }
}

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    @_implements(TabContent, Body)
    public typealias _TabContentBody = Wrapped?
    @_implements(TabContent, body)
    public var _tabContentBody: Wrapped? { return self }
}

extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    @_implements(TabContent, Body)
    public typealias _TabContentBody = Group<Content>
    @_implements(TabContent, body)
    public var _tabContentBody: Group<Content> { return self }
}

extension Group where Content: TabContent {
    /// Groups tabs without adding a section: modifiers on the group apply to each tab.
    public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        self.content = content()
    }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    @_implements(TabContent, Body)
    public typealias _TabContentBody = ForEach<Data, ID, Content>
    @_implements(TabContent, body)
    public var _tabContentBody: ForEach<Data, ID, Content> { return self }
}

extension ForEach where Content: TabContent {
    /// A tab per element, identified by the key path's value.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.data = data
        self.content = content
        nonisolated(unsafe) let id = id
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
    /// A tab per element of identifiable data.
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: TabContent {
    /// A tab per integer of a constant range.
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content) where V == Content.TabValue {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

