import Foundation

/// A list row's (or section's) appearance, declared on the row's view and read by the enclosing
/// list (like `.tag`): the outermost modifier of a kind wins.
// LIMITATION: `listRowBackground`, `listRowSeparator`, `listRowInsets`, `listItemTint` and the other row modifiers inside a custom view's `body` | not seen: only modifiers on the row's view itself (or its `Section`) apply | the list reads rows from the view value without running their bodies, as it does for `.tag`
nonisolated package struct _ListRowTraitModifier: ViewModifier, @unchecked Sendable {
    package enum Trait {
        case separator(Visibility, VerticalEdge.Set)
        case separatorTint(Color?, VerticalEdge.Set)
        case sectionSeparator(Visibility, VerticalEdge.Set)
        case sectionSeparatorTint(Color?, VerticalEdge.Set)
        case background((any View)?)
        case insets(EdgeInsets?)
        case itemTint(ListItemTint?)
    }

    package let trait: Trait
    package typealias Body = Never
}

/// The tint of a list row's icons (`listItemTint(_:)`).
public struct ListItemTint: Sendable {
    package enum Kind: Sendable { case fixed(Color), preferred(Color), monochrome }
    package let kind: Kind

    /// A tint the row always uses.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }
    /// A tint the row uses unless the system overrides it (Trellis never does).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }
    /// A grey tint.
    public static let monochrome = ListItemTint(kind: .monochrome)

    package var color: Color {
        switch kind {
        case let .fixed(color), let .preferred(color): color
        case .monochrome: .gray
        }
    }
}

/// The space between a list's sections (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable {
    package let points: CGFloat?

    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space than the default.
    public static let compact = ListSectionSpacing(points: 12)
    /// A spacing in points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: max(0, spacing)) }
}

/// How prominent a section header is (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The prominence of section headers below (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    package var _listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    package var _listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    package var _scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the separators above (`.top`) and below (`.bottom`) this list row.
    ///
    ///     ForEach(items) { item in
    ///         Text(item.name).listRowSeparator(.hidden)
    ///     }
    ///
    /// A separator between two rows is hidden when either row hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .separator(visibility, edges)))
    }

    /// Colours the separators above and below this list row; nil restores the default.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .separatorTint(color, edges)))
    }

    /// Shows or hides the separators at the top and bottom of this list section.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .sectionSeparator(visibility, edges)))
    }

    /// Colours the separators at the top and bottom of this list section.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(trait: .sectionSeparatorTint(color, edges)))
    }

    /// Places a view behind this list row (or every row of this section), filling the row.
    ///
    ///     Text(task.title).listRowBackground(task.isUrgent ? Color.red.opacity(0.2) : nil)
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowTraitModifier(trait: .background(view)))
    }

    /// The space around this list row's content; nil restores the list style's insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier(trait: .insets(insets)))
    }

    /// The tint of this row's (or section's) icons, such as a sidebar `Label`'s symbol.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(_ListRowTraitModifier(trait: .itemTint(tint)))
    }

    /// The tint of this row's (or section's) icons, such as a sidebar `Label`'s symbol.
    public func listItemTint(_ tint: Color?) -> some View {
        modifier(_ListRowTraitModifier(trait: .itemTint(tint.map(ListItemTint.fixed))))
    }

    /// The vertical space between the rows of the lists below; nil for the style's spacing.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\._listRowSpacing, spacing.map { max(0, $0) })
    }

    /// The space between the sections of the lists below.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\._listSectionSpacing, spacing)
    }

    /// The space between the sections of the lists below, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\._listSectionSpacing, .custom(spacing))
    }

    /// Shows or hides the background of the scrollable views below (`List`, `Form`), so a
    /// `.background(…)` behind them shows through.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\._scrollContentBackground, visibility)
    }

    /// The prominence of the section headers below: `.increased` draws them larger and bolder.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
