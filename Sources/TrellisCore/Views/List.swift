/// Rows of data in a single column, optionally selectable, optionally in sections.
///
///     List(folders, selection: $selected) { folder in
///         Label(folder.name, systemImage: "folder")
///     }
///
///     List {
///         Section("Favorites") { ForEach(favorites) { Text($0.name) } }
///         Section("All") { ForEach(all) { Text($0.name) } }
///     }
///
/// Each top-level view (each `ForEach` element) is a row. Selection matches
/// rows by `.tag(_:)`, or by the `ForEach` id when the row has no tag. A list
/// of thousands of rows updates incrementally: a change to one row's data
/// re-evaluates that row only.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    package let selection: ListSelection<SelectionValue>
    package let content: Content

    init(_selection: ListSelection<SelectionValue>, content: Content) {
        self.selection = _selection
        self.content = content
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: content())
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: content())
    }

    /// A list that always has one row selected (macOS).
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(_selection: .required(selection), content: content())
    }

    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: ForEach(data, content: rowContent))
    }

    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: ForEach(data, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: ForEach(data, id: id, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: ForEach(data, id: id, content: rowContent))
    }

    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: ForEach(data, content: rowContent))
    }

    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: ForEach(data, content: rowContent))
    }

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(_selection: .none, content: content())
    }

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(_selection: .none, content: ForEach(data, content: rowContent))
    }

    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_selection: .none, content: ForEach(data, id: id, content: rowContent))
    }

    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(_selection: .none, content: ForEach(data, content: rowContent))
    }

    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(_selection: .none, content: ForEach(data, content: rowContent))
    }
}

/// How a list's selection is bound.
package enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)
    case required(Binding<Value>)
}
