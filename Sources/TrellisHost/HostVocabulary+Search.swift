/// Search (`searchable`; TrellisGraph/Toolbar/Searchable+Builtin.swift).
extension HostVocabulary {
    static let searchProperties: [HostProperty] = [
        HostProperty("searchField", .flag, isStyle: true, roles: [.textbox],
                     "a `searchable` view's field: `<input type=search>` with a magnifying glass; Return sends `key return` (`onSubmit(of: .search)`), Escape ends the search"),
        HostProperty("searchPart", .oneOf(["bar", "suggestions"]), isStyle: true,
                     "the search field's `group` (in the navigation bar's drawer or a toolbar item, `SearchFieldTable`) and its suggestions `list`"),
        HostProperty("searchEdge", .oneOf(["bottom"]), isStyle: true, roles: [.group],
                     "a search tab's field on a phone: at the bottom of the tab's content, above the tab bar (iOS 26; `SearchFieldTable`)"),
    ]
}
