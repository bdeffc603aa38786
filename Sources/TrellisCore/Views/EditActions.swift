import Foundation

/// The edits a `List($items, editActions:)` or `ForEach($items, editActions:)`
/// makes to its collection by itself: `.delete` removes rows (for collections
/// that can remove elements), `.move` reorders them, `.all` is both.
///
///     List($recipes, editActions: .all) { $recipe in
///         Text(recipe.name)
///     }
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Rows can be reordered.
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    /// Every edit this collection allows.
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every edit this collection allows: delete and move.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

extension ForEach where Content: View {
    /// A view per element of a collection binding that deletes and moves its
    /// elements itself, as `editActions` allows.
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
        nonisolated(unsafe) let data = data
        self.editActions = _ListEditActions(
            onDelete: editActions.contains(.delete) ? { offsets in data.wrappedValue.remove(atOffsets: offsets) } : nil,
            onMove: editActions.contains(.move) ? { source, destination in data.wrappedValue.move(fromOffsets: source, toOffset: destination) } : nil)
    }

    /// A view per element of a collection binding that moves its elements
    /// itself (a collection that can't remove elements can't delete rows).
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
        nonisolated(unsafe) let data = data
        self.editActions = _ListEditActions(
            onMove: editActions.contains(.move) ? { source, destination in data.wrappedValue.move(fromOffsets: source, toOffset: destination) } : nil)
    }
}

// LIMITATION: `List($items, editActions:)` / `ForEach($items, editActions:)` | the content type is `ForEach<LazyMapSequence<…>, ID, RowContent>` (no `IndexedIdentifierCollection` / `EditableCollectionContent`), and `List(_:editActions:)` needs a `RangeReplaceableCollection` | code that names those types does not compile; arrays, what apps pass, work
extension List {
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: ForEach(data, editActions: editActions, content: rowContent))
    }

    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: ForEach(data, editActions: editActions, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(_selection: .none, content: ForEach(data, editActions: editActions, content: rowContent))
    }
}
