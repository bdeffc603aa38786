import SwiftUI

/// Seed 004's Destination Video tabs: five tabs, a search tab pinned to the
/// trailing end, two sections hidden from the tab bar by default, and a
/// customization persisted with `@AppStorage`. The same code is a bottom bar
/// on the phone, a floating top bar that turns into a sidebar on the iPad, a
/// sidebar on the Mac, a collapsing sidebar on TV, pages on the watch and an
/// ornament on Vision Pro (docs/TABS.md).
struct TabsPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tabs").font(.largeTitle).bold()
            Text("Destination Video's tab structure. Switch tabs: each keeps its state (the counter, the text you type). On the iPad the button at the top leading corner turns the bar into a sidebar; there, Edit hides and reorders tabs — drag a tab into the tab bar strip, along it or out of it (or ⌥ + arrow keys) — and the change is saved. On Vision Pro, a section in the ornament opens a sidebar of its tabs.")
                .foregroundStyle(.secondary)
            DestinationVideoShowcase()
                .frame(height: 560)
        }
    }
}

enum VideoCategory: String, Hashable, Identifiable, CaseIterable {
    case cinematic, forest, sea, animation
    var id: Self { self }
    var name: String { rawValue.capitalized }
    var icon: String {
        switch self {
        case .cinematic: "list.and.film"
        case .forest: "tree"
        case .sea: "water.waves"
        case .animation: "sparkles"
        }
    }
    static var collectionsList: [VideoCategory] { [.cinematic, .forest, .sea] }
    static var animationsList: [VideoCategory] { [.animation] }
}

enum VideoTabs: Hashable {
    case watchNow, library, new, favorites, search
    case collections(VideoCategory)
    case animations(VideoCategory)

    var customizationID: String {
        switch self {
        case .watchNow: "watchNow"
        case .library: "library"
        case .new: "new"
        case .favorites: "favorites"
        case .search: "search"
        case .collections(let category): "collections." + category.rawValue
        case .animations(let category): "animations." + category.rawValue
        }
    }
}

struct DestinationVideoShowcase: View {
    @AppStorage("showcase.tabCustomization") var tabViewCustomization: TabViewCustomization
    @State private var selectedTab: VideoTabs = .watchNow
    @State private var query = ""

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Watch Now", systemImage: "play", value: .watchNow) {
                WatchNowShowcase()
            }
            .customizationID(VideoTabs.watchNow.customizationID)
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            Tab("Library", systemImage: "books.vertical", value: .library) {
                NoteTab(title: "Library")
            }
            .customizationID(VideoTabs.library.customizationID)

            Tab("New", systemImage: "bell", value: .new) {
                Text("Three new videos this week.")
            }
            .customizationID(VideoTabs.new.customizationID)
            .badge(3)

            Tab("Favorites", systemImage: "heart", value: .favorites) {
                Text("Your favourite videos.")
            }
            .customizationID(VideoTabs.favorites.customizationID)

            Tab(value: .search, role: .search) {
                VideoSearchResults(query: query)
            }
            .customizationID(VideoTabs.search.customizationID)

            TabSection {
                ForEach(VideoCategory.collectionsList) { collection in
                    Tab(collection.name, systemImage: collection.icon, value: VideoTabs.collections(collection)) {
                        Text("\(collection.name) videos")
                    }
                    .customizationID(VideoTabs.collections(collection).customizationID)
                }
            } header: {
                Label("Collections", systemImage: "folder")
            }
            .defaultVisibility(.hidden, for: .tabBar)
            .customizationID("collections")

            TabSection {
                ForEach(VideoCategory.animationsList) { category in
                    Tab(category.name, systemImage: category.icon, value: VideoTabs.animations(category)) {
                        Text("\(category.name) videos")
                    }
                    .customizationID(VideoTabs.animations(category).customizationID)
                }
            } header: {
                Label("Animations", systemImage: "sparkles")
            }
            .defaultVisibility(.hidden, for: .tabBar)
            .customizationID("animations")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($tabViewCustomization)
        // The search tab shows the field: at the bottom on a phone, at the top of the tab elsewhere.
        .searchable(text: $query, prompt: "Search videos")
    }
}

/// The search tab's content: the videos whose name has the query.
struct VideoSearchResults: View {
    let query: String
    static let videos = ["Ocean Breeze", "Forest Walk", "Sea Lions", "City Lights", "Animated Shorts"]

    var body: some View {
        let found = Self.videos.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        VStack(alignment: .leading, spacing: 8) {
            Text(query.isEmpty ? "All videos" : "\(found.count) found")
                .foregroundStyle(.secondary)
            List(found, id: \.self) { Text($0) }
        }
    }
}

/// A row of videos scrolling sideways, clipped so it never runs under the sidebar, and a counter.
struct WatchNowShowcase: View {
    @State private var plays = 0
    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<12) { index in
                        Text("Video \(index)")
                            .frame(width: 120, height: 68)
                            .background(Color.blue.opacity(0.15))
                    }
                }
            }
            .clipped()
            Text("Played \(plays) times")
            Button("Play") { plays += 1 }
        }
    }
}

/// A tab with text being typed: it stays while other tabs show.
struct NoteTab: View {
    let title: String
    @State private var text = ""
    var body: some View {
        VStack(spacing: 8) {
            TextField("\(title) note", text: $text)
                .frame(maxWidth: 320)
            Text(text.isEmpty ? "Type something, switch tabs, come back." : "You typed: \(text)")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Tabs") {
    TabsPage()
}
