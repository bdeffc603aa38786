import Testing
@testable import Bookshelf

@Test func shelfLoads() {
    #expect(!Shelf().books.isEmpty)
}
