/// Every host property the tab view adds, in one place (docs/RENDERING.md, "Tab views").
///
/// | property | values | on |
/// |---|---|---|
/// | `tabForm` | a ``TabPlacementTable/Form`` | the tab view's element |
/// | `tabPart` | `panels sidebarToggle edit header footer bottomBar sectionHeader barEditor sectionSidebar` | its parts |
/// | `badge` | text | a `tab` (or any element with `.badge`) |
/// | `pinned` | flag | a `tab` at the trailing end (search, `.pinned`) |
/// | `editing` | flag | the sidebar in edit mode |
/// | `iconsOnly` | flag | the tab view (vision ornament) |
/// | `orientation` | `vertical` | the sidebar's `tablist` |
/// | `identifier` | text | a `tab` with `accessibilityIdentifier` |
/// | `tabDrag` | `movable fixed` | an edit-mode row or bar item: dragged (or a place to drop) |
/// | `indexDisplay`, `indexBackground` | page index modes | the tab view in a page form |
/// | `clipped` | flag | `.clipped()` / `.clipShape(_:)` (interim) |
///
/// Existing properties it uses: `label`, `selected`, `hidden`, `disabled`,
/// `collapsed` (a section, the tv pill), `expanded` (a section header), `section`.
enum TabProperty {
    static let form = "tabForm"
    static let part = "tabPart"
    static let badge = "badge"
    static let pinned = "pinned"
    static let editing = "editing"
    static let iconsOnly = "iconsOnly"
    static let orientation = "orientation"
    static let identifier = "identifier"
    static let drag = "tabDrag"
    static let indexDisplay = "indexDisplay"
    static let indexBackground = "indexBackground"
}
