/// A tree of data, each element with children shown behind a disclosure.
///
///     OutlineGroup(fileTree, children: \.children) { file in
///         Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
///     }
///
/// An element whose `children` is nil is a leaf; any other is a `DisclosureGroup` around its
/// children (collapsed at first). In a `List` (or `List(_:children:)`), every shown element is a row
/// of its own, indented by its depth: the rows select, and → / ← on a focused row expand and
/// collapse it. Collapsed children are not built.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    package let roots: [Data.Element]
    package let id: KeyPath<Data.Element, ID>
    package let children: KeyPath<Data.Element, Data?>
    package let content: (Data.Element) -> Leaf
    /// How deep these elements are in the tree (0 for the roots).
    package var level = 0

    package init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                 content: @escaping (Data.Element) -> Leaf, level: Int = 0) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
        self.level = level
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
}

/// The children of an outline group's subgroup (the content of its `DisclosureGroup`s).
nonisolated public struct OutlineSubgroupChildren: View {
    package init() {}
    public typealias Body = Never
}
