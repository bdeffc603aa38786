import SwiftUI

/// The Trellis showcase: every capability in one app, one page per topic.
@main
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup("Trellis Showcase") {
            ShowcaseRoot()
        }
        .commands {
            CommandMenu("Showcase") {
                Button("Reset Shared Counter") { SharedCounter.reset() }
            }
        }
    }
}

/// The sidebar of pages and the selected page.
struct ShowcaseRoot: View {
    @State private var selection = ShowcasePages.all[0].id

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Trellis").font(.title2).bold()
                Text("SwiftUI on Linux").font(.caption).foregroundStyle(.secondary)
                Divider()
                ForEach(ShowcasePages.all) { page in
                    Button(page.title) { selection = page.id }
                        .opacity(page.id == selection ? 1 : 0.7)
                }
                Spacer()
            }
            .padding()
            .frame(width: 200)
            .frame(maxHeight: .infinity)
            Divider()
            ScrollArea {
                (ShowcasePages.all.first { $0.id == selection } ?? ShowcasePages.all[0]).makeView()
            }
        }
    }
}

/// The page area: fills the remaining space, content from the top leading corner.
struct ScrollArea<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading) { content }
            .padding(24)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
