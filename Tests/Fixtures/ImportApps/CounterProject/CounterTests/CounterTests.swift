import Testing
@testable import Counter

@Test func startsAtZero() {
    #expect(true)
}
