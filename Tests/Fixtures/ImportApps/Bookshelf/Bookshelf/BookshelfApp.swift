import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var shelf = Shelf()

    var body: some Scene {
        WindowGroup {
            BookList()
                .environmentObject(shelf)
        }
    }
}
