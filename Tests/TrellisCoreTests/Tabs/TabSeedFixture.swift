// Seed 004's examples, verbatim from shared/conformance/seeds/TabSeed.swift.
// The examples of seed 004_59f759d2cb102378.txt ("Enhancing your app's
// content with tab navigation"), kept as the seed shows them; the views and
// data they name are added so that the snippets compile together.
import SwiftUI
import Foundation

enum Category: String, Equatable, Hashable, Identifiable, CaseIterable {
    case cinematic
    case forest
    case sea
    case animation

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

    static var collectionsList: [Category] { [.cinematic, .forest, .sea] }
    static var animationsList: [Category] { [.animation] }
}

enum Tabs: Equatable, Hashable, Identifiable {
    case watchNow
    case library
    case new
    case favorites
    case search
    case collections(Category)
    case animations(Category)

    var id: String { customizationID }

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

struct WatchNowView: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<12) { index in
                    Text("Video \(index)")
                        .frame(width: 160, height: 90)
                }
            }
        }
        .clipped()
    }
}

struct DestinationVideoTabs: View {
    @AppStorage("sidebarCustomizations") var tabViewCustomization: TabViewCustomization
    @State private var selectedTab: Tabs = .watchNow

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Watch Now", systemImage: "play", value: .watchNow) {
                WatchNowView()
            }
            .customizationID(Tabs.watchNow.customizationID)
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            Tab("Library", systemImage: "books.vertical", value: .library) {
                Text("Library")
            }
            .customizationID(Tabs.library.customizationID)

            Tab("New", systemImage: "bell", value: .new) {
                Text("New")
            }
            .customizationID(Tabs.new.customizationID)

            Tab("Favorites", systemImage: "heart", value: .favorites) {
                Text("Favorites")
            }
            .customizationID(Tabs.favorites.customizationID)

            Tab(value: .search, role: .search) {
                Text("Search")
            }
            .customizationID(Tabs.search.customizationID)

            TabSection {
                ForEach(Category.collectionsList) { collection in
                    Tab(collection.name, systemImage: collection.icon, value: Tabs.collections(collection)) {
                        Text(collection.name)
                    }
                    .customizationID(Tabs.collections(collection).customizationID)
                }
            } header: {
                Label("Collections", systemImage: "folder")
            }
            .defaultVisibility(.hidden, for: .tabBar)
            .customizationID("collections")

            TabSection {
                ForEach(Category.animationsList) { category in
                    Tab(category.name, systemImage: category.icon, value: Tabs.animations(category)) {
                        Text(category.name)
                    }
                    .customizationID(Tabs.animations(category).customizationID)
                }
            } header: {
                Label("Animations", systemImage: "sparkles")
            }
            .defaultVisibility(.hidden, for: .tabBar)
            .customizationID("animations")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($tabViewCustomization)
    }
}

struct SidebarOnlyTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                Text("Home")
            }
            Tab("Settings", systemImage: "gear", value: 1) {
                Text("Settings")
            }
            .tabPlacement(.sidebarOnly)
            Tab("Clipped", systemImage: "scissors", value: 2) {
                ScrollView(.horizontal) {
                    Text("Wide content")
                }
                .clipShape(Rectangle())
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
