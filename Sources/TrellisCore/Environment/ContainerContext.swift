/// The kind of container a view sits in, which changes how controls look:
/// a `Button` is a full-width row in a `List`, a menu item in a `Menu` or
/// `contextMenu`, an icon button in a toolbar.
///
/// Containers set it for their content; controls read it when the graph
/// renders them. It is package API: user code never sees it.
package enum ContainerKind: String, Hashable, Sendable {
    case plain
    case list
    case form
    case menu
    case contextMenu
    case toolbar
    case sidebar
    case sheet
    case tabBar
}

struct ContainerKindKey: EnvironmentKey { static let defaultValue = ContainerKind.plain }

extension EnvironmentValues {
    package var _container: ContainerKind {
        get { self[ContainerKindKey.self] }
        set { self[ContainerKindKey.self] = newValue }
    }
}
