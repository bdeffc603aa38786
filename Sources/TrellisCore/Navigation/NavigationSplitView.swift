public import Foundation

/// Two or three columns — sidebar, optional content, detail — each with its
/// own bar. In a compact width it collapses into a stack showing one column.
///
///     NavigationSplitView {
///         List(selection: $selection) { … }
///     } detail: {
///         Detail(item: selection)
///     }
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    package let sidebar: Sidebar
    package let content: Content?
    package let detail: Detail
    package let columnVisibility: Binding<NavigationSplitViewVisibility>?
    package let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    public typealias Body = Never

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
        columnVisibility = nil; preferredCompactColumn = nil
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
        self.columnVisibility = columnVisibility; preferredCompactColumn = nil
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); self.content = nil; self.detail = detail()
        columnVisibility = nil; preferredCompactColumn = nil
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); self.content = nil; self.detail = detail()
        self.columnVisibility = columnVisibility; preferredCompactColumn = nil
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); self.content = nil; self.detail = detail()
        columnVisibility = nil; self.preferredCompactColumn = preferredCompactColumn
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); self.content = nil; self.detail = detail()
        self.columnVisibility = columnVisibility; self.preferredCompactColumn = preferredCompactColumn
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
        columnVisibility = nil; self.preferredCompactColumn = preferredCompactColumn
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
        self.columnVisibility = columnVisibility; self.preferredCompactColumn = preferredCompactColumn
    }
}

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    package let name: String
    /// The idiom's default: all columns on a wide window.
    public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
    public static var all: NavigationSplitViewVisibility { .init(name: "all") }
    /// The content and detail columns (three columns) or the detail (two).
    public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
    public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
}

/// A column of a `NavigationSplitView`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    package let name: String
    public static var sidebar: NavigationSplitViewColumn { .init(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { .init(name: "content") }
    public static var detail: NavigationSplitViewColumn { .init(name: "detail") }
}

nonisolated extension View {
    /// A fixed width for this split-view column.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        frame(width: width)
    }

    /// A width range for this split-view column.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        frame(minWidth: min, idealWidth: ideal, maxWidth: max)
    }
}
