/// The tab view vocabulary (docs/TABS.md, docs/RENDERING.md "Tab views"). The graph's names are
/// `TabProperty` (TrellisGraph/Tabs/TabProperty.swift); `trellis-tabs.js` adds the same keys and checks
/// to `trellis.js`'s table.
extension HostVocabulary {
    static let tabProperties: [HostProperty] = [
        HostProperty("tabForm", .oneOf(["bottomBar", "topBar", "sidebar", "segmented", "grouped", "ornament", "verticalPage", "page"]),
                     isStyle: true, roles: [.generic],
                     "a tab view and the form `TabPlacementTable` gives it: bottom bar, floating top bar, sidebar, segmented control, grouped, vision ornament, vertical pages, pages (`data-tab-form`, tabs.css)"),
        HostProperty("tabPart", .oneOf(["panels", "sidebarToggle", "edit", "header", "footer", "bottomBar", "sectionHeader", "barEditor", "sectionSidebar"]), isStyle: true,
                     "a part of a tab view: the panels' container, the iPad's sidebar toggle, the sidebar's Edit button, its header, footer and bottom bar, a section header, edit mode's tab bar strip, the vision ornament's section sidebar (`data-tab-part`)"),
        HostProperty("tabDrag", .oneOf(["movable", "fixed"]), isStyle: true,
                     "an edit-mode sidebar row or tab bar strip item: `movable` is draggable, `fixed` only a place to drop beside (`data-tab-drag`, trellis-tabs.js sends `reorder` to the editing sidebar)"),
        HostProperty("indexDisplay", .oneOf(["automatic", "always", "never"]), isStyle: true, roles: [.generic],
                     "a page-style tab view's `indexDisplayMode`: `never` hides the page dots (`data-index-display`, tabs.css)"),
        HostProperty("indexBackground", .oneOf(["automatic", "interactive", "always", "never"]), isStyle: true, roles: [.generic],
                     "`.indexViewStyle(.page(backgroundDisplayMode:))`: `always` draws a backdrop behind the dots, `interactive` while hovered (`data-index-background`, tabs.css)"),
        HostProperty("badge", .text, isStyle: true,
                     "a tab's badge (or a list row's, `.badge`), drawn by `::after` from `data-badge`"),
        HostProperty("pinned", .flag, isStyle: true, roles: [.tab],
                     "a tab pinned at the trailing end of the bar (search, `.pinned`)"),
        HostProperty("editing", .flag, isStyle: true, roles: [.tablist],
                     "a tab view's sidebar in edit mode (visibility switches and move buttons per tab)"),
        HostProperty("iconsOnly", .flag, isStyle: true, roles: [.generic],
                     "a tab view whose tabs show icons only, titles on hover (vision ornament)"),
        HostProperty("orientation", .oneOf(["vertical", "horizontal"]), isStyle: true, roles: [.tablist],
                     "`aria-orientation` of a sidebar's `tablist`"),
    ]
}
