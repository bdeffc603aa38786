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
            CommandMenu("Showcase") {
                Button("Reset Shared Counter") { SharedCounter.reset() }
            }
            InspectorCommands()
        }
    }
}

/// The sidebar of pages and the selected page: a split view on wide windows,
/// a navigation stack on compact ones (phone), as SwiftUI adapts it.
struct ShowcaseRoot: View {
    @State private var selection: String? = ShowcasePages.all[0].id

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(ShowcasePages.all) { page in
                    Label(page.title, systemImage: page.systemImage).tag(page.id)
                }
            }
            .navigationTitle("Trellis")
        } detail: {
            if let page = ShowcasePages.all.first(where: { $0.id == selection }), page.fillsDetail {
                page.makeView()
                    .navigationTitle(page.title)
            } else if let page = ShowcasePages.all.first(where: { $0.id == selection }) {
                ScrollView {
                    page.makeView()
                        .padding(24)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .navigationTitle(page.title)
            } else {
                Text("Choose a page").foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Showcase") {
    ShowcaseRoot()
}
