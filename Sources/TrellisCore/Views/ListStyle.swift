/// How a list looks: plain rows, grouped cards, a sidebar…
///
/// SwiftUI offers only the built-in styles; set one with `listStyle(_:)`.
@preconcurrency @MainActor
public protocol ListStyle {}

/// The looks the graph knows, as the host tree names them (`listStyle=…`).
package enum ListStyleKind: String, Sendable {
    case automatic, plain, inset, grouped, insetGrouped, sidebar, bordered, carousel, elliptical
}

package protocol BuiltinListStyle { var kind: ListStyleKind { get } }

/// The idiom's default: inset grouped on iOS, inset on the Mac, a sidebar in a split view's sidebar.
public struct DefaultListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .automatic } }
/// Edge-to-edge rows with separators.
public struct PlainListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .plain } }
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle, BuiltinListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
    nonisolated package var kind: ListStyleKind { .inset }
}
/// Sections as full-width groups on a grouped background.
public struct GroupedListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .grouped } }
/// Sections as rounded cards inset from the edges (iOS Settings).
public struct InsetGroupedListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .insetGrouped } }
/// A translucent sidebar with collapsible sections.
public struct SidebarListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .sidebar } }
/// A bordered box (macOS).
public struct BorderedListStyle: ListStyle, BuiltinListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
    nonisolated package var kind: ListStyleKind { .bordered }
}
/// Rows that scale as they scroll (watchOS).
public struct CarouselListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .carousel } }
/// Rows on a curved path (watchOS).
public struct EllipticalListStyle: ListStyle, BuiltinListStyle { public init() {}; nonisolated package var kind: ListStyleKind { .elliptical } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init() }
}
extension ListStyle where Self == CarouselListStyle { public static var carousel: CarouselListStyle { .init() } }
extension ListStyle where Self == EllipticalListStyle { public static var elliptical: EllipticalListStyle { .init() } }

struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }

extension EnvironmentValues {
    package var _listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentTransformModifier { environment in
            environment._listStyle = (style as? any BuiltinListStyle)?.kind ?? .automatic
        })
    }
}
