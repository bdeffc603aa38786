/// `ForEach` as toolbar content: one set of items per element, identified by
/// the element's id, so a toolbar can list items from data.
///
///     .toolbar {
///         ForEach(filters) { filter in
///             ToolbarItem(placement: .primaryAction) { Button(filter.name) { apply(filter) } }
///         }
///     }
///
/// Each element's items keep their identity (and state) when the data is
/// reordered, as rows of a `ForEach` in a view do.
extension ForEach: ToolbarContent where Content: ToolbarContent {}
extension ForEach: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension ForEach where ID == Data.Element.ID, Content: ToolbarContent, Data.Element: Identifiable {
    /// Toolbar content for each element of identifiable data.
    public init(_ data: Data, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Content: ToolbarContent {
    /// Toolbar content for each element, identified by the key path's value.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        nonisolated(unsafe) let id = id
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ToolbarContent {
    /// Toolbar content for each integer of a constant range.
    public init(_ data: Range<Int>, @ToolbarContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}
