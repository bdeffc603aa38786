import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// `onInsert(of:perform:)`: the offset and providers a drop between the rows hands over.
@MainActor private final class Drops {
    var offsets: [Int] = []
    var texts: [String] = []
}

private struct Shopping: View {
    let drops: Drops
    var types: [UTType] = [.plainText]
    @State var items = ["Bread", "Milk"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
                .onInsert(of: types) { offset, providers in
                    drops.offsets.append(offset)
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            guard let text else { return }
                            Task { @MainActor in drops.texts.append(text) }
                        }
                    }
                }
        }
    }
}

@MainActor
@Suite struct ListInsertTests {
    @Test func aListWithOnInsertTakesDropsAndSaysSo() throws {
        let host = ViewHost(Shopping(drops: Drops()), idiom: .mac)
        let list = try #require(host.findAll(.list).first)
        #expect(list.properties["insertable"] == "text")
        #expect(try #require(ViewHost(Shopping(drops: Drops(), types: [.url]), idiom: .mac).findAll(.list).first).properties["insertable"] == "url")
        #expect(try #require(ViewHost(Shopping(drops: Drops(), types: [.text, .url]), idiom: .mac).findAll(.list).first).properties["insertable"] == "both")
    }

    @Test func aDropBetweenRowsCallsTheActionWithTheOffsetAndProviders() async throws {
        let drops = Drops()
        let host = ViewHost(Shopping(drops: drops), idiom: .phone)
        let list = try #require(host.findAll(.list).first)
        try list.send(.insert(at: 1, items: [HostDropItem(.text, "Eggs")]))
        #expect(drops.offsets == [1])
        for _ in 0..<200 where drops.texts.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(drops.texts == ["Eggs"])
        try list.send(.insert(at: 2, items: [HostDropItem(.text, "Jam")]))
        #expect(drops.offsets == [1, 2])
    }

    @Test func aDropOfATypeTheListDoesNotTakeOrOutOfRangeIsRefused() throws {
        let drops = Drops()
        let host = ViewHost(Shopping(drops: drops), idiom: .mac)
        let list = try #require(host.findAll(.list).first)
        #expect(throws: (any Error).self) { try list.send(.insert(at: 0, items: [HostDropItem(.url, "https://example.com")])) }
        #expect(throws: (any Error).self) { try list.send(.insert(at: 3, items: [HostDropItem(.text, "Eggs")])) }
        #expect(drops.offsets.isEmpty)
        // A URL is a URL (and text): a list taking URLs takes it.
        let urls = ViewHost(Shopping(drops: drops, types: [.url]), idiom: .mac)
        try #require(urls.findAll(.list).first).send(.insert(at: 0, items: [HostDropItem(.url, "https://example.com"), HostDropItem(.text, "plain")]))
        #expect(drops.offsets == [0])
    }

    @Test func aListWithoutOnInsertRefusesDrops() throws {
        let host = ViewHost(List { Text("A") }, idiom: .mac)
        let list = try #require(host.findAll(.list).first)
        #expect(list.properties["insertable"] == nil)
        #expect(throws: (any Error).self) { try list.send(.insert(at: 0, items: [HostDropItem(.text, "x")])) }
    }
}
