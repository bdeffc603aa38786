import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct GridTests {
    private func nodes(_ host: ViewHost, layout: String) -> [HostNode] {
        var found: [HostNode] = []
        host.tree.forEach { if $0.properties["layout"] == layout { found.append($0) } }
        return found
    }

    @Test func lazyStacksAreStacksThatFillTheCrossAxis() {
        let host = ViewHost(ScrollView {
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { Text("Row \($0)") }
            }
            LazyHStack(spacing: 2) { Text("a"); Text("b") }
        })
        let v = nodes(host, layout: "vstack").last
        #expect(v?.properties["maxWidth"] == "infinity" && v?.properties["spacing"] == "4" && v?.properties["alignment"] == "leading")
        #expect(v?.children.count == 3)
        #expect(nodes(host, layout: "hstack").last?.properties["maxHeight"] == "infinity")
    }

    @Test func aFramesMaximumCapsAViewThatFillsWhatItIsOffered() {
        // A thumbnail grid capped at 480 stays 480 wide however wide the window (the grid alone fills it).
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 72))]) { ForEach(0..<4) { Text("\($0)") } }
                .frame(maxWidth: 480)
            LazyVStack { Text("a") }.frame(maxWidth: 300, maxHeight: 100)
        })
        #expect(nodes(host, layout: "vgrid").first?.properties["maxWidth"] == "480")
        let stack = nodes(host, layout: "vstack").last
        #expect(stack?.properties["maxWidth"] == "300" && stack?.properties["maxHeight"] == "100")
    }

    @Test func lazyGridsSpellTheirTracks() {
        let host = ViewHost(VStack {
            LazyVGrid(columns: [GridItem(.fixed(100), spacing: 12), GridItem(.flexible()), GridItem(.flexible(minimum: 40, maximum: 200))], spacing: 20) {
                ForEach(0..<6) { Text("\($0)") }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Text("x") }
            LazyHGrid(rows: [GridItem(.fixed(44)), GridItem(.fixed(44))], alignment: .top) { Text("y") }
        })
        let grids = nodes(host, layout: "vgrid")
        #expect(grids[0].properties["gridTracks"] == "f:100 x:10,inf x:40,200")
        #expect(grids[0].properties["trackSpacing"] == "12" && grids[0].properties["spacing"] == "20")
        #expect(grids[0].children.count == 6)
        #expect(grids[1].properties["gridTracks"] == "a:80,inf")
        let h = nodes(host, layout: "hgrid")[0]
        #expect(h.properties["gridTracks"] == "f:44 f:44" && h.properties["alignment"] == "top")
    }

    @Test func gridCountsColumnsFromItsLongestRow() {
        let host = ViewHost(Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 4) {
            GridRow { Text("Name"); Text("Ada") }
            GridRow(alignment: .bottom) {
                Text("Languages")
                ForEach(["Swift", "C", "Rust"], id: \.self) { Text($0) }
            }
            Divider()
            GridRow { Text("Note").gridCellColumns(2).gridColumnAlignment(.trailing); Text("x").gridCellAnchor(.topLeading) }
        })
        let grid = nodes(host, layout: "grid")[0]
        #expect(grid.properties["gridColumnCount"] == "4")
        #expect(grid.properties["trackSpacing"] == "16" && grid.properties["spacing"] == "4" && grid.properties["alignment"] == "leading")
        let rows = nodes(host, layout: "gridrow")
        #expect(rows.count == 3 && rows[1].properties["alignment"] == "bottom")
        let note = host.findAll(.text).first { $0.name == "Note" }
        #expect(note?.properties["gridColumns"] == "2" && note?.properties["cellAlignment"] == "trailing")
        #expect(host.findAll(.text).first { $0.name == "x" }?.properties["cellAnchor"] == "topLeading")
    }
}
