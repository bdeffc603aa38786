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

/// Every page, in sidebar order. Add a page by adding a line here.
enum ShowcasePages {
    @MainActor static let all: [ShowcasePage] = [
        ShowcasePage(id: "welcome", title: "Welcome", systemImage: "sparkles") { AnyView(WelcomePage()) },
        ShowcasePage(id: "controls", title: "Controls", systemImage: "slider.horizontal.3") { AnyView(ControlsPage()) },
        ShowcasePage(id: "moreControls", title: "More Controls", systemImage: "gauge") { AnyView(MoreControlsPage()) },
        ShowcasePage(id: "buttons", title: "Buttons", systemImage: "hand.tap") { AnyView(ButtonsPage()) },
        ShowcasePage(id: "toolbars", title: "Toolbars", systemImage: "macwindow") { AnyView(ToolbarsPage()) },
        ShowcasePage(id: "toolsEditor", title: "Tools Editor", systemImage: "textformat") { AnyView(ToolsEditorPage()) },
        ShowcasePage(id: "shapes", title: "Shapes", systemImage: "triangle") { AnyView(ShapesPage()) },
        ShowcasePage(id: "longList", title: "Long List", systemImage: "list.bullet") { AnyView(LongListPage()) },
        ShowcasePage(id: "everydayData", title: "Everyday Data", systemImage: "cart") { AnyView(EverydayDataPage()) },
        ShowcasePage(id: "groceries", title: "Groceries", systemImage: "checklist") { AnyView(GroceriesPage()) },
        ShowcasePage(id: "textSafety", title: "Text Safety", systemImage: "lock.shield") { AnyView(TextSafetyPage()) },
        ShowcasePage(id: "suspects", title: "Suspects", systemImage: "magnifyingglass", fillsDetail: true) { AnyView(SuspectsPage()) },
        ShowcasePage(id: "tabs", title: "Tabs", systemImage: "rectangle.split.3x1") { AnyView(TabsPage()) },
    ]
}
