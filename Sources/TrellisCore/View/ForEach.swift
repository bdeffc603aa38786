/// Views made from a collection, one per element, identified by the element's id.
///
/// Identity comes from the id, not the position: reordering the data moves the
/// rows (and their state) instead of rebuilding them, and the host tree gets
/// moves rather than removals and insertions. Ids must be unique; a duplicate
/// is reported and only its first row is shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let idOf: (Data.Element) -> ID
    /// Delete and move actions from `ForEach($items, editActions:)`.
    package var editActions: _ListEditActions? = nil
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: @unchecked Sendable {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        nonisolated(unsafe) let id = id
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view per integer of a constant range; identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach where Content: View {
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        nonisolated(unsafe) let id = id
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { pair in content(data[pair.0]) }
        self.idOf = { $0.1 }
    }
}

/// What the graph needs from any `ForEach`: ids and views, element by element.
package protocol ForEachElements {
    var elementCount: Int { get }
    func forEachElement(_ body: (AnyHashable, () -> any View) -> Void)
}

extension ForEach {
    /// How many elements (whatever the content: views, toolbar items, tabs).
    package var elementCount: Int { data.count }
}

extension ForEach: ForEachElements where Content: View {
    package func forEachElement(_ body: (AnyHashable, () -> any View) -> Void) {
        for element in data {
            body(AnyHashable(idOf(element)), { content(element) })
        }
    }
}
