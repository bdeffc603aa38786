import TrellisCore

/// How a `TabView` presents its tabs, per idiom, style and width: the one
/// place these rules live (docs/TABS.md shows the same table with pictures).
///
/// | idiom | style | width | form | notes |
/// |---|---|---|---|---|
/// | phone | any but page | — | `bottomBar` | at most 5 in the bar, the rest behind "More"; section headers left out; search pinned trailing |
/// | pad | automatic, tabBarOnly | regular | `topBar` | floating over the content; section headers shown; the bar scrolls when full |
/// | pad | sidebarAdaptable | regular | `topBar` ↔ `sidebar` | a button switches to a sidebar (sections as collapsible groups) and back; customizable |
/// | pad | any but page | compact | `bottomBar` | as on phone |
/// | mac | automatic, tabBarOnly | — | `segmented` | a segmented control at the top of the content |
/// | mac | sidebarAdaptable | — | `sidebar` | sections as groups; customizable (order only: no per-tab visibility switches) |
/// | mac | grouped | — | `grouped` | the segmented control on a grouped box |
/// | tv | automatic, tabBarOnly | — | `topBar` | |
/// | tv | sidebarAdaptable | — | `sidebar` | collapses into a floating pill once a tab is chosen |
/// | watch | any | — | `verticalPage` | one page per tab, scrolled vertically |
/// | vision | automatic, tabBarOnly | — | `ornament` | icons on the leading edge (titles on hover), every tab |
/// | vision | sidebarAdaptable | — | `ornament` | top-level tabs and one item per section; choosing a section shows its tabs in a sidebar |
/// | phone, pad, tv | page | — | `page` | pages side by side with dots (`indexDisplayMode`) |
/// | mac, vision | page, verticalPage | — | as `automatic` | the style is unavailable there |
package enum TabPlacementTable {
    /// The forms a tab view takes on screen (the `tabForm` element property).
    package enum Form: String, Sendable, CaseIterable {
        case bottomBar, topBar, sidebar, segmented, grouped, ornament, verticalPage, page
    }

    /// Everything the tab view builtin needs to lay out its tabs.
    package struct Layout: Equatable, Sendable {
        package var form: Form
        /// Section headers show in the bar (iPad) or not (iPhone: the tabs join the bar).
        package var showsSectionHeadersInBar: Bool
        /// Tabs the bar shows before the rest go behind "More" (nil: no limit).
        package var barLimit: Int?
        /// A button switches between the bar and the sidebar.
        package var canToggleSidebar: Bool
        /// `defaultVisibility`, `customizationBehavior` and the person's customization apply.
        package var isCustomizable: Bool
        /// The bar shows icons only (titles on hover).
        package var iconsOnly: Bool
        /// The sidebar collapses into a pill once a tab is chosen (tvOS).
        package var collapsesToPill: Bool
        /// Sections are single bar items; choosing one shows its tabs in a sidebar (the vision ornament).
        package var sectionsAsBarItems = false
        /// Edit mode offers per-tab "Show in Sidebar" switches (macOS has no per-tab visibility UI).
        package var editsVisibility = false
        /// Edit mode offers the tab bar too: "Show in Tab Bar" switches and a bar to drag tabs into (iPad).
        package var editsTabBar = false
    }

    /// The layout for a tab view.
    ///
    /// - Parameters:
    ///   - showsSidebar: for a toggleable tab view, whether the person switched to the sidebar.
    package static func layout(idiom: Idiom, style: TabViewStyleKind, sizeClass: UserInterfaceSizeClass?, showsSidebar: Bool) -> Layout {
        var layout = Layout(form: .topBar, showsSectionHeadersInBar: true, barLimit: nil, canToggleSidebar: false,
                            isCustomizable: false, iconsOnly: false, collapsesToPill: false)
        switch idiom {
        case .phone:
            if style == .page { layout.form = .page; return layout }
            layout.form = .bottomBar
            layout.showsSectionHeadersInBar = false
            layout.barLimit = 5
        case .pad:
            if style == .page { layout.form = .page; return layout }
            if sizeClass == .compact {
                layout.form = .bottomBar
                layout.showsSectionHeadersInBar = false
                layout.barLimit = 5
            } else if style == .sidebarAdaptable {
                layout.canToggleSidebar = true
                layout.isCustomizable = true
                layout.editsVisibility = true
                layout.editsTabBar = true
                layout.form = showsSidebar ? .sidebar : .topBar
            } else {
                layout.form = .topBar
            }
        case .mac:
            switch style {
            case .sidebarAdaptable:
                layout.form = .sidebar
                layout.isCustomizable = true
            case .grouped: layout.form = .grouped
            default: layout.form = .segmented
            }
        case .tv:
            if style == .page { layout.form = .page; return layout }
            if style == .sidebarAdaptable {
                layout.form = .sidebar
                layout.collapsesToPill = true
            } else {
                layout.form = .topBar
            }
        case .watch:
            layout.form = .verticalPage
        case .vision:
            layout.form = .ornament
            layout.iconsOnly = true
            layout.isCustomizable = style == .sidebarAdaptable
            layout.sectionsAsBarItems = style == .sidebarAdaptable
            layout.editsVisibility = style == .sidebarAdaptable
        }
        return layout
    }

    /// What `EnvironmentValues.tabBarPlacement` says inside a tab view of this form.
    package static func barPlacement(_ form: Form) -> TabBarPlacement {
        switch form {
        case .bottomBar: .bottomBar
        case .topBar, .segmented, .grouped: .topBar
        case .sidebar: .sidebar
        case .ornament: .ornament
        case .page, .verticalPage: .pageIndicator
        }
    }
}
