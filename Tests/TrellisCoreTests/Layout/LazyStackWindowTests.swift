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
}
