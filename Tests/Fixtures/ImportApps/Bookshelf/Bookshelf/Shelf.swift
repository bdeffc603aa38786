import Foundation

struct Book: Codable, Identifiable, Hashable {
    var id: Int
    var title: String
    var author: String
}

/// Reads the books shipped with the app, as an iOS app does from its bundle.
final class Shelf: ObservableObject {
    @Published var books: [Book] = []

    init() {
        guard let url = Bundle.main.url(forResource: "books", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let books = try? JSONDecoder().decode([Book].self, from: data)
        else { return }
        self.books = books
    }
}
