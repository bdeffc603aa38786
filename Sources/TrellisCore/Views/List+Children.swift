/// Lists of hierarchical data: `List(_:children:)`, each element a row, its children behind a
/// disclosure (see ``OutlineGroup``).
///
///     List(folders, children: \.subfolders, selection: $selection) { folder in
///         Label(folder.name, systemImage: "folder")
///     }
extension List {
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: OutlineGroup(data, children: children, content: rowContent))
    }

    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: OutlineGroup(data, children: children, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_selection: selection.map(ListSelection.multiple) ?? .none, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_selection: selection.map(ListSelection.single) ?? .none, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(_selection: .none, content: OutlineGroup(data, children: children, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(_selection: .none, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
