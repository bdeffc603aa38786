import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct LazyStackWindowTests {
    private func stack(_ host: ViewHost) throws -> ViewHost.Element {
        try #require(host.findAll(.generic).first { $0.properties["layout"] == "vstack" && $0.properties["maxWidth"] == "infinity" })
    }

    @Test func aHundredThousandRowLazyVStackBuildsAWindow() throws {
        let host = ViewHost(ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } }
        })
        let lazy = try stack(host)
        #expect(lazy.properties["lazyCount"] == "100000" && lazy.properties["lazyBefore"] == "0")
        #expect(lazy.node.children.count < 200 && lazy.node.children.count > 20)
        #expect(lazy.node.children.allSatisfy { $0.properties["lazyRow"] == "true" })
        #expect(lazy.properties["spacing"] == "4" && lazy.properties["alignment"] == "leading")
        try lazy.scroll(toRows: 50_000..<50_020)
        let moved = try stack(host)
        #expect(moved.node.children.count < 200)
        #expect(!host.findAll(.text, "Row 50010").isEmpty && host.findAll(.text, "Row 5").isEmpty)
        let before = Int(moved.properties["lazyBefore"] ?? "") ?? -1
        #expect(before > 49_000 && before < 50_000)
    }

    @Test func rowsKeepTheirElementsWhileTheWindowMovesALittle() throws {
        let host = ViewHost(ScrollView { LazyVStack { ForEach(0..<1_000, id: \.self) { Text("Row \($0)") } } })
        try stack(host).scroll(toRows: 20..<40)
        let row = try host.find(.text, "Row 30").id
        try stack(host).scroll(toRows: 22..<42)
        #expect(try host.find(.text, "Row 30").id == row)
    }

    @Test func aShortLazyStackBuildsEveryRow() throws {
        let host = ViewHost(ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { Text("Row \($0)") } } })
        let lazy = try stack(host)
        #expect(lazy.properties["lazyCount"] == nil && lazy.node.children.count == 50)
        #expect(lazy.node.children.first?.properties["lazyRow"] == nil)
    }

    @Test func pinnedSectionHeadersAreMarked() throws {
        let host = ViewHost(ScrollView {
            LazyVStack(pinnedViews: [.sectionHeaders]) {
                Section { Text("Apple"); Text("Avocado") } header: { Text("A") }
                Section { Text("Banana") } header: { Text("B") }
            }
            LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters]) { Text("x") }
            LazyHStack(pinnedViews: .sectionFooters) { Text("y") }
        })
        var pinned: [HostNode] = []
        host.tree.forEach { if $0.properties["pinnedViews"] != nil { pinned.append($0) } }
        #expect(pinned.map { $0.properties["pinnedViews"] } == ["headers", "both", "footers"])
        #expect(try host.find(.text, "A").properties["slot"] == "header")
        #expect(pinned[0].children.count == 2 && pinned[0].children.allSatisfy { $0.role == .group })
    }

    private struct Letter: Identifiable {
        let id: Character
        let words: [String]
    }

    @Test func aForEachOfSectionsIsWindowedRowByRowWithItsHeadersMarked() throws {
        // 26 sections of 1,000 rows, written as grouped feeds are: a `ForEach` of `Section`s.
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { letter in
            Letter(id: letter, words: (0..<1_000).map { "\(letter)\($0)" })
        }
        let host = ViewHost(ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                ForEach(letters) { letter in
                    Section {
                        ForEach(letter.words, id: \.self) { Text($0) }
                    } header: {
                        Text("Letter \(letter.id)")
                    }
                }
            }
        })
        let lazy = try stack(host)
        // Each section is its header and its rows: 26 × 1,001 rows, a window of them built.
        #expect(lazy.properties["lazyCount"] == "26026")
        #expect(lazy.node.children.count < 200)
        #expect(try host.find(.text, "Letter A").properties["slot"] == "header")
        #expect(!host.findAll(.text, "A0").isEmpty && host.findAll(.text, "Letter B").isEmpty)
        // Section B starts at row 1,001: its header, then B0.
        try lazy.scroll(toRows: 1_000..<1_010)
        #expect(try host.find(.text, "Letter B").properties["slot"] == "header")
        #expect(!host.findAll(.text, "B0").isEmpty && !host.findAll(.text, "A999").isEmpty)
        #expect(try stack(host).node.children.count < 200)
    }

    @Test func staticSectionsWithFootersAreWindowedToo() throws {
        let host = ViewHost(ScrollView {
            LazyVStack {
                Section { ForEach(0..<300, id: \.self) { Text("Inbox \($0)") } } header: { Text("Inbox") } footer: { Text("300 messages") }
                Section("Archive") { ForEach(0..<300, id: \.self) { Text("Archive \($0)") } }
            }
        })
        let lazy = try stack(host)
        #expect(lazy.properties["lazyCount"] == "603")
        try lazy.scroll(toRows: 295..<310)
        #expect(try host.find(.text, "300 messages").properties["slot"] == "footer")
        #expect(try host.find(.text, "Archive").properties["slot"] == "header")
        #expect(!host.findAll(.text, "Archive 5").isEmpty && host.findAll(.text, "Inbox 5").isEmpty)
    }


    @Test func aLongLazyHStackBuildsAWindowOfColumns() throws {
        let host = ViewHost(ScrollView(.horizontal) {
            LazyHStack(spacing: 12) { ForEach(0..<5_000, id: \.self) { Text("Card \($0)") } }
        })
        let lazy = try #require(host.findAll(.generic).first { $0.properties["layout"] == "hstack" && $0.properties["lazyCount"] != nil })
        #expect(lazy.properties["lazyCount"] == "5000" && lazy.properties["rowHeight"] == "80")
        #expect(lazy.node.children.count < 200 && lazy.node.children.allSatisfy { $0.properties["lazyRow"] == "true" })
        try lazy.scroll(toRows: 4_000..<4_010)
        #expect(!host.findAll(.text, "Card 4005").isEmpty && host.findAll(.text, "Card 5").isEmpty)
    }

}
