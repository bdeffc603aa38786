/// List row and section appearance (`listRowSeparator`, `listRowBackground`, …;
/// TrellisGraph/Views/ListRow+Traits.swift).
extension HostVocabulary {
    static let listRowProperties: [HostProperty] = [
        HostProperty("separator", .oneOf(["hidden"]), isStyle: true, roles: [.listitem],
                     "the hairline above the row is not drawn (`listRowSeparator(.hidden)` on it, or `edges: .bottom` on the row above)"),
        HostProperty("separatorTint", .paint, isStyle: true, roles: [.listitem, .group],
                     "the colour of the row's hairline above it, or of a section's separators (`--t-row-separator`, trellis-drawing.js)"),
        HostProperty("sectionSeparator", .oneOf(["hidden", "hiddenTop", "hiddenBottom"]), isStyle: true, roles: [.group],
                     "a list section's top and/or bottom separator is not drawn (`listSectionSeparator(.hidden, edges:)`)"),
        HostProperty("rowBackground", .flag, isStyle: true,
                     "a `listRowBackground` view: fills its row behind the row's content"),
        HostProperty("rowSpacing", .number, isStyle: true, roles: [.list],
                     "`listRowSpacing`: the gap between rows (`--t-row-spacing`); rows become separate rounded cells"),
        HostProperty("sectionSpacing", .number, isStyle: true, roles: [.list],
                     "`listSectionSpacing`: the gap between sections (`--t-section-spacing`)"),
        HostProperty("contentBackground", .oneOf(["hidden"]), isStyle: true, roles: [.list, .form],
                     "`scrollContentBackground(.hidden)`: the list's or form's own background is transparent"),
        HostProperty("prominence", .oneOf(["increased"]), isStyle: true,
                     "`headerProminence(.increased)` on a section header: larger, bolder, not uppercased"),
        // Outlines in lists (OutlineGroup, List(_:children:); TrellisGraph/Views/OutlineGroup+Builtin.swift).
        HostProperty("outline", .oneOf(["expanded", "collapsed"]), isStyle: true, roles: [.listitem],
                     "a row with children: → / ← on it (or its disclosure) send `key rightArrow` / `leftArrow`, which expand and collapse it"),
        HostProperty("outlineLevel", .number, isStyle: true, roles: [.generic],
                     "an outline row's depth: indented by 16 px a level (`--t-outline-level`)"),
        HostProperty("outlineDisclosure", .oneOf(["button", "none"]), isStyle: true, roles: [.button, .generic],
                     "an outline row's disclosure triangle (`button`, with `aria-expanded`), or the empty space a leaf keeps (`none`)"),
        // Environment that renders (TrellisGraph/Modifiers/EnvironmentModifiers+Builtin.swift).
        HostProperty("layoutDirection", .oneOf(["leftToRight", "rightToLeft"]), isStyle: true,
                     "`.environment(\\.layoutDirection, …)`: `direction: rtl`/`ltr` for the subtree (stacks, labels, padding and text mirror)"),
    ]
}
