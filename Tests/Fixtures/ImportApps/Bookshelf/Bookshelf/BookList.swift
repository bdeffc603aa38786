import SwiftUI

struct BookList: View {
    @EnvironmentObject private var shelf: Shelf

    var body: some View {
        NavigationStack {
            List(shelf.books) { book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Bookshelf")
            .overlay {
                if shelf.books.isEmpty { Text("No books found") }
            }
        }
    }
}
