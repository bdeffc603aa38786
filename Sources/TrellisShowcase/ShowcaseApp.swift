import SwiftUI

/// The Trellis showcase: every capability in one app, one page per topic.
@main
struct ShowcaseApp: App {
    /// `TRELLIS_SHOWCASE_TITLE` renames the window: the text-safety test gives it a hostile title.
    static let windowTitle = ProcessInfo.processInfo.environment["TRELLIS_SHOWCASE_TITLE"] ?? "Trellis Showcase"

    var body: some Scene {
        WindowGroup(Self.windowTitle) {
            ShowcaseRoot()
        }
        .commands {
            ToolbarCommands()
            TextEditingCommands()
            ShowcaseCommands()
            InspectorCommands()
        }
    }
}

/// The Showcase menu. Clear Name acts on the Controls page's Name field while it has focus (a focused
/// binding), as a document app's commands act on the focused document.
struct ShowcaseCommands: Commands {
    @FocusedBinding(\.greetingName) private var name: String?

    var body: some Commands {
        CommandMenu("Showcase") {
            Button("Reset Shared Counter") { SharedCounter.reset() }
            Button("Clear Name") { name = "" }
                .disabled(name?.isEmpty ?? true)
        }
    }
}

extension FocusedValues {
    /// The name being typed into the Controls page's Name field.
    @Entry var greetingName: Binding<String>?
}

/// The showcase's navigation: a `TabView` with `.sidebarAdaptable`, its pages
/// grouped in sections, customizable, the customization kept in `@AppStorage`.
/// The same code is a bottom bar (with More) on the phone, a floating top bar
/// that turns into a sidebar on the iPad, a sidebar on the Mac, a collapsing
/// sidebar on TV, pages on the watch and an ornament on Vision Pro (docs/TABS.md).
struct ShowcaseRoot: View {
    @AppStorage("showcase.tabs") private var customization: TabViewCustomization
    @State private var selection: String = ShowcasePages.welcome.id

    var body: some View {
        TabView(selection: $selection) {
            Tab(ShowcasePages.welcome.title, systemImage: ShowcasePages.welcome.systemImage, value: ShowcasePages.welcome.id) {
                ShowcasePageView(page: ShowcasePages.welcome)
            }
            .customizationID(ShowcasePages.welcome.id)
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            TabSection {
                ForEach(ShowcasePages.basics.pages) { page in
                    Tab(page.title, systemImage: page.systemImage, value: page.id) {
                        ShowcasePageView(page: page)
                    }
                    .customizationID(page.id)
                }
            } header: {
                Label(ShowcasePages.basics.title, systemImage: ShowcasePages.basics.systemImage)
            }
            .customizationID(ShowcasePages.basics.id)

            TabSection {
                ForEach(ShowcasePages.everyday.pages) { page in
                    Tab(page.title, systemImage: page.systemImage, value: page.id) {
                        ShowcasePageView(page: page)
                    }
                    .customizationID(page.id)
                }
            } header: {
                Label(ShowcasePages.everyday.title, systemImage: ShowcasePages.everyday.systemImage)
            }
            .customizationID(ShowcasePages.everyday.id)

            TabSection {
                ForEach(ShowcasePages.seeds.pages) { page in
                    Tab(page.title, systemImage: page.systemImage, value: page.id) {
                        ShowcasePageView(page: page)
                    }
                    .customizationID(page.id)
                }
            } header: {
                Label(ShowcasePages.seeds.title, systemImage: ShowcasePages.seeds.systemImage)
            }
            .customizationID(ShowcasePages.seeds.id)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

/// One page in its tab: its own navigation stack (the title bar and the
/// toolbars), scrolling unless the page fills the tab itself.
struct ShowcasePageView: View {
    let page: ShowcasePage

    var body: some View {
        NavigationStack {
            if page.fillsDetail {
                page.makeView()
                    .navigationTitle(page.title)
            } else {
                ScrollView {
                    page.makeView()
                        .padding(24)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .navigationTitle(page.title)
            }
        }
    }
}

#Preview("Showcase") {
    ShowcaseRoot()
}
