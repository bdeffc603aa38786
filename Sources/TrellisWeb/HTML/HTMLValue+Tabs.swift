extension HTMLValue {
    /// The tab view's properties (docs/TABS.md, docs/RENDERING.md "Tab views"); the
    /// graph's names are `TabProperty` in TrellisGraph/Tabs/TabProperty.swift.
    static let tabKinds: [String: Kind] = [
        "tabForm": .oneOf(["bottomBar", "topBar", "sidebar", "segmented", "grouped", "ornament", "verticalPage", "page"]),
        "tabPart": .oneOf(["panels", "sidebarToggle", "edit", "header", "footer", "bottomBar", "sectionHeader"]),
        "badge": .text, "pinned": .flag, "editing": .flag, "iconsOnly": .flag, "clipped": .flag,
        "orientation": .oneOf(["vertical", "horizontal"]), "identifier": .text,
    ]
}
