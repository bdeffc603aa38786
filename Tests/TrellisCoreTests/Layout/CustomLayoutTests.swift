import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// The common FlowLayout from tutorials: subviews in rows, wrapped at the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var passes: PassCounter?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: subviews, width: proposal.width ?? .infinity)
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: proposal.width ?? rows.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        passes?.count += 1
        var y = bounds.minY
        for row in rows(for: subviews, width: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    private func rows(for subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = [Row()]
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let last = rows[rows.count - 1]
            if !last.indices.isEmpty, last.width + spacing + size.width > width { rows.append(Row()) }
            let gap = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
            rows[rows.count - 1].indices.append(index)
            rows[rows.count - 1].width += gap + size.width
            rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
        }
        return rows
    }
}

/// Counts how often a layout placed its subviews.
private final class PassCounter: @unchecked Sendable {
    var count = 0
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks its subviews top to bottom by their `Rank`, then by priority; each is 20 points tall.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: CGFloat(subviews.count) * 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { (subviews[$0][Rank.self], -subviews[$0].priority, $0) < (subviews[$1][Rank.self], -subviews[$1].priority, $1) }
        for (row, index) in order.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 20), proposal: .unspecified)
        }
    }
}

/// A custom layout that hands its work to a stack layout, through `AnyLayout` and its cache.
private struct BottomAlignedRow: Layout {
    private let row = AnyLayout(HStackLayout(alignment: .bottom, spacing: 4))

    func makeCache(subviews: Subviews) -> AnyLayout.Cache { row.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A text whose length the user changes.
private struct GrowingTag: View {
    @State private var long = false
    var body: some View {
        VStack(spacing: 0) {
            Text(long ? "Swift and SwiftUI" : "Swift")
            Button("Grow") { long.toggle() }.frame(width: 0, height: 0)
        }
    }
}

/// Counts its taps: state that must survive a layout switch.
private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count: \(count)") { count += 1 } }
}

private final class BodyCounter: @unchecked Sendable {
    var count = 0
}

@MainActor
@Suite struct CustomLayoutTests {
    /// Each text's placement (`x,y` in the container), in tree order.
    private func placements(_ host: ViewHost) -> [String: String] {
        var found: [String: String] = [:]
        host.tree.forEach { node in
            if let placement = node.properties["placedAt"] { found[node.contentText] = placement }
        }
        return found
    }

    private func node(_ host: ViewHost, _ id: HostElementID) -> HostNode? {
        var found: HostNode?
        host.tree.forEach { if $0.id == id { found = $0 } }
        return found
    }

    private func parentID(_ host: ViewHost, of id: HostElementID) -> HostElementID? {
        var found: HostElementID?
        host.tree.forEach { candidate in if candidate.children.contains(where: { $0.id == id }) { found = candidate.id } }
        return found
    }

    private func container(_ host: ViewHost) -> HostNode? {
        var found: HostNode?
        host.tree.forEach { if found == nil, $0.properties["customLayout"] != nil { found = $0 } }
        return found
    }

    @Test func aFlowLayoutWrapsItsMeasuredSubviewsIntoRows() {
        // The test host measures text at 8 points a character, 20 tall.
        let host = ViewHost(FlowLayout {
            Text("Swift")    // 40
            Text("Kotlin")   // 48
            Text("Go")       // 16
            Text("Rust")     // 32: no room left on the first row
        }.frame(width: 120), size: CGSize(width: 800, height: 600))
        #expect(placements(host) == ["Swift": "0,0", "Kotlin": "48,0", "Go": "104,0", "Rust": "0,28"])
        let box = container(host)
        #expect(box?.properties["customLayout"] == "placed" && box?.properties["measure"] == "size")
        #expect(box?.properties["layoutSize"] == "120,48")
    }

    @Test func theProposalFollowsTheContainersMeasuredWidthAndItsPadding() {
        let host = ViewHost(FlowLayout {
            ForEach(["one", "two", "three", "four"], id: \.self) { Text($0) }  // 24, 24, 40, 32
        }.padding(10).frame(width: 100), size: CGSize(width: 800, height: 600))
        // 80 points inside the padding: "one two" (56), then "three four" (80); placements include the padding.
        #expect(placements(host) == ["one": "10,10", "two": "42,10", "three": "10,38", "four": "58,38"])
        #expect(container(host)?.properties["layoutSize"] == "100,68")
    }

    @Test func theContainerReLaysOutWhenItsWidthChanges() {
        let host = ViewHost(FlowLayout { Text("Swift"); Text("Kotlin"); Text("Go") }, size: CGSize(width: 400, height: 600))
        #expect(placements(host) == ["Swift": "0,0", "Kotlin": "48,0", "Go": "104,0"])
        host.setTraits(size: CGSize(width: 100, height: 600))
        #expect(placements(host) == ["Swift": "0,0", "Kotlin": "48,0", "Go": "0,28"])
    }

    @Test func aSubviewsSizeChangeReRunsOnlyItsLayout() throws {
        let passes = PassCounter()
        let bodies = BodyCounter()
        let siblingBodies = BodyCounter()
        struct Sibling: View {
            let bodies: BodyCounter
            var body: some View {
                bodies.count += 1
                return Text("Hi")
            }
        }
        struct Screen: View {
            let passes: PassCounter
            let bodies: BodyCounter
            let siblingBodies: BodyCounter
            var body: some View {
                bodies.count += 1
                return VStack {
                    FlowLayout(passes: passes) { Sibling(bodies: siblingBodies); GrowingTag(); Text("Go") }.frame(width: 300)
                    Text("Below")
                }
            }
        }
        let host = ViewHost(Screen(passes: passes, bodies: bodies, siblingBodies: siblingBodies), size: CGSize(width: 800, height: 600))
        #expect(placements(host)["Go"] == "72,0")
        let (bodiesBefore, siblingBefore, passesBefore) = (bodies.count, siblingBodies.count, passes.count)
        try host.find(.button, "Grow").tap()
        // "Swift and SwiftUI" is 136 wide: "Go" moves along; only the layout ran again (the screen's
        // body and the sibling that stayed in place did not).
        #expect(placements(host)["Go"] == "168,0")
        #expect(placements(host)["Hi"] == "0,0")
        #expect(bodies.count == bodiesBefore)
        #expect(siblingBodies.count == siblingBefore)
        #expect(passes.count > passesBefore)
    }

    @Test func layoutValuesAndPrioritiesReachTheSubviews() throws {
        struct Ranked: View {
            @State var goldFirst = false
            var body: some View {
                VStack {
                    RankedColumn {
                        Text("Bronze").layoutValue(key: Rank.self, value: 3)
                        Text("Gold").layoutValue(key: Rank.self, value: goldFirst ? 1 : 4)
                        Text("Silver").layoutValue(key: Rank.self, value: 2)
                        Text("Unranked A")
                        Text("Unranked B").layoutPriority(1)
                    }
                    Button("Promote") { goldFirst = true }
                }
            }
        }
        let host = ViewHost(Ranked(), size: CGSize(width: 400, height: 600))
        // Rank 0 first (the higher priority before), then by rank.
        #expect(placements(host) == ["Unranked B": "0,0", "Unranked A": "0,20", "Silver": "0,40", "Bronze": "0,60", "Gold": "0,80"])
        try host.find(.button, "Promote").tap()
        #expect(placements(host)["Gold"] == "0,40")
        #expect(placements(host)["Silver"] == "0,60")
    }

    @Test func aCustomLayoutCanDelegateToAStackLayout() {
        let host = ViewHost(BottomAlignedRow {
            Text("ab")                       // 16 × 20
            Text("x").frame(height: 40)      // 8 × 40
            Text("yz")                       // 16 × 20
        }, size: CGSize(width: 400, height: 600))
        // 4 points apart, bottoms aligned in a 40-point-tall row.
        #expect(placements(host) == ["ab": "0,20", "x": "20,0", "yz": "32,20"])
        #expect(container(host)?.properties["layoutSize"] == "48,40")
    }

    @Test func stackLayoutsRenderExactlyAsTheirStacks() {
        let layouts = ViewHost(VStack {
            HStackLayout(alignment: .top, spacing: 4) { Text("a"); Text("b") }
            VStackLayout(alignment: .leading) { ForEach(0..<2) { Text("\($0)") } }
            ZStackLayout(alignment: .bottomTrailing) { Text("z") }
            GridLayout(horizontalSpacing: 16) { GridRow { Text("1"); Text("2") } }
        })
        let stacks = ViewHost(VStack {
            HStack(alignment: .top, spacing: 4) { Text("a"); Text("b") }
            VStack(alignment: .leading) { ForEach(0..<2) { Text("\($0)") } }
            ZStack(alignment: .bottomTrailing) { Text("z") }
            Grid(horizontalSpacing: 16) { GridRow { Text("1"); Text("2") } }
        })
        #expect(layouts.dump() == stacks.dump())
        #expect(["layout=hstack", "spacing=4", "alignment=leading", "layout=zstack", "layout=grid", "trackSpacing=16"].allSatisfy(layouts.dump().contains))
    }

    @Test func anyLayoutSwitchesDirectionAndKeepsItsChildren() throws {
        struct Switcher: View {
            @State var isWide = true
            @State var flows = false
            var body: some View {
                let layout = flows ? AnyLayout(FlowLayout()) : isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(alignment: .leading))
                VStack {
                    layout {
                        Counter()
                        Text("Second")
                    }
                    Button("Switch") { isWide.toggle() }
                    Button("Flow") { flows.toggle() }
                }
            }
        }
        let host = ViewHost(Switcher(), size: CGSize(width: 400, height: 600))
        try host.find(.button, "Count: 0").tap()
        try host.find(.button, "Count: 1").tap()
        let counterID = try host.find(.button, "Count: 2").id
        let secondID = try host.find(.text, "Second").id
        let containerID = try #require(parentID(host, of: counterID))
        #expect(node(host, containerID)?.properties["layout"] == "hstack")
        #expect(node(host, containerID)?.properties["spacing"] == "12")

        try host.find(.button, "Switch").tap()
        // Same elements, same state; only the container's direction changed.
        #expect(try host.find(.button, "Count: 2").id == counterID)
        #expect(try host.find(.text, "Second").id == secondID)
        #expect(node(host, containerID)?.properties["layout"] == "vstack")
        #expect(node(host, containerID)?.properties["alignment"] == "leading")

        // Into a custom layout and back: still the same children.
        try host.find(.button, "Flow").tap()
        #expect(node(host, containerID)?.properties["customLayout"] == "placed")
        #expect(node(host, containerID)?.properties["layout"] == nil)
        #expect(try host.find(.button, "Count: 2").id == counterID)
        #expect(node(host, counterID)?.properties["placedAt"] == "0,0")
        try host.find(.button, "Flow").tap()
        #expect(node(host, containerID)?.properties["layout"] == "vstack")
        #expect(node(host, counterID)?.properties["placedAt"] == nil)
        #expect(try host.find(.button, "Count: 2").id == counterID)
    }
}
