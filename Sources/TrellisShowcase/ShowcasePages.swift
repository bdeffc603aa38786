import SwiftUI

/// One page of the showcase.
struct ShowcasePage: Identifiable {
    let id: String
    let title: String
    let systemImage: String
    /// The page fills the detail column itself (a table with an inspector) instead of scrolling in it.
    var fillsDetail = false
    let makeView: @MainActor () -> AnyView
}

/// A group of pages: a `TabSection` of the showcase's tab view.
struct ShowcaseSection: Identifiable {
    let id: String
    let title: String
    /// The header's icon (the Vision Pro ornament shows a section as this icon).
    let systemImage: String
    let pages: [ShowcasePage]
}

/// Every page, in tab order: Welcome, then the sections. Add a page by adding a
/// line to a section.
enum ShowcasePages {
    @MainActor static let welcome = ShowcasePage(id: "welcome", title: "Welcome", systemImage: "sparkles") { AnyView(WelcomePage()) }

    /// The building blocks: controls, buttons, shapes.
    @MainActor static let basics = ShowcaseSection(id: "basics", title: "Basics", systemImage: "square.grid.2x2", pages: [
        ShowcasePage(id: "controls", title: "Controls", systemImage: "slider.horizontal.3") { AnyView(ControlsPage()) },
        ShowcasePage(id: "moreControls", title: "More Controls", systemImage: "gauge") { AnyView(MoreControlsPage()) },
        ShowcasePage(id: "buttons", title: "Buttons", systemImage: "hand.tap") { AnyView(ButtonsPage()) },
        ShowcasePage(id: "shapes", title: "Shapes", systemImage: "triangle") { AnyView(ShapesPage()) },
        ShowcasePage(id: "layout", title: "Layout", systemImage: "square.grid.2x2") { AnyView(LayoutPage()) },
    ])

    /// What everyday apps are made of: toolbars, long lists, data, text.
    @MainActor static let everyday = ShowcaseSection(id: "everyday", title: "Everyday", systemImage: "house", pages: [
        ShowcasePage(id: "toolbars", title: "Toolbars", systemImage: "macwindow") { AnyView(ToolbarsPage()) },
        ShowcasePage(id: "longList", title: "Long List", systemImage: "list.bullet") { AnyView(LongListPage()) },
        ShowcasePage(id: "datesAndMotion", title: "Dates & Motion", systemImage: "calendar") { AnyView(DatesAndMotionPage()) },
        ShowcasePage(id: "gestures", title: "Gestures", systemImage: "hand.point.up") { AnyView(GesturesPage()) },
        ShowcasePage(id: "everydayData", title: "Everyday Data", systemImage: "cart") { AnyView(EverydayDataPage()) },
        ShowcasePage(id: "groceries", title: "Groceries", systemImage: "checklist") { AnyView(GroceriesPage()) },
        ShowcasePage(id: "textSafety", title: "Text Safety", systemImage: "lock.shield") { AnyView(TextSafetyPage()) },
    ])

    /// The seeds' apps, as their code is written: the customizable toolbar, the inspector, the tabs.
    @MainActor static let seeds = ShowcaseSection(id: "seeds", title: "Seeds", systemImage: "tree", pages: [
        ShowcasePage(id: "toolsEditor", title: "Tools Editor", systemImage: "textformat") { AnyView(ToolsEditorPage()) },
        ShowcasePage(id: "suspects", title: "Suspects", systemImage: "magnifyingglass", fillsDetail: true) { AnyView(SuspectsPage()) },
        ShowcasePage(id: "tabs", title: "Tabs", systemImage: "rectangle.split.3x1") { AnyView(TabsPage()) },
    ])

    @MainActor static let sections = [basics, everyday, seeds]

    /// Every page, in tab order.
    @MainActor static let all: [ShowcasePage] = [welcome] + sections.flatMap(\.pages)
}
