import SwiftUI
import Testing
import TrellisTesting

/// A long `List` builds only the rows in its window (docs/PERFORMANCE.md, "Scrolling a long list").
@MainActor
@Suite struct LazyListTests {
    @Observable final class Model: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) { self.id = id; self.title = title }
    }

    @Observable final class Feed {
        var models: [Model]
        init(count: Int) { models = (0..<count).map { Model(id: $0, title: "Row \($0)") } }
    }

    struct Row: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    struct Big: View {
        let feed: Feed
        @State private var selection: Int?
        var body: some View {
            VStack {
                Text("Selected: \(selection.map(String.init) ?? "none")")
                List(feed.models, selection: $selection) { Row(model: $0) }
            }
        }
    }

    static let feed = Feed(count: 100_000)

    func list(_ host: ViewHost) throws -> ViewHost.Element {
        let lists = host.findAll(.list)
        try #require(lists.count == 1)
        return lists[0]
    }

    func rowNames(_ host: ViewHost) -> [String] { host.findAll(.listitem).map(\.name) }

    func changes(_ host: ViewHost, since start: Int) -> (inserts: Int, removes: Int, moves: Int, properties: Int) {
        var result = (inserts: 0, removes: 0, moves: 0, properties: 0)
        for change in host.updates[start...].flatMap(\.changes) {
            switch change {
            case .insert: result.inserts += 1
            case .remove: result.removes += 1
            case .move: result.moves += 1
            case .setProperty: result.properties += 1
            default: break
            }
        }
        return result
    }

    @Test func aHundredThousandRowsBuildOnlyAWindow() throws {
        let host = ViewHost(Big(feed: Self.feed), idiom: .phone)
        #expect(rowNames(host) == (0..<60).map { "Row \($0)" })
        let list = try list(host)
        #expect(list.properties["lazyCount"] == "100000")
        #expect(list.properties["lazyBefore"] == "0")
        #expect(list.properties["lazyAfter"] == "99940")
        #expect(list.properties["rowHeight"] == "44")
        // One body per built row (and a few for the window around it), not 100,000.
        #expect(host.stats.bodiesEvaluated < 70)
        #expect(host.dump().split(separator: "\n").count < 200)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func visibleRangeMovesTheWindowWithStableIDs() throws {
        let host = ViewHost(Big(feed: Self.feed))
        let list = try list(host)
        try list.scroll(toRows: 50_000..<50_020)
        // The visible rows plus a margin of as many rows on each side.
        #expect(rowNames(host) == (49_980..<50_040).map { "Row \($0)" })
        #expect(list.current?.properties["lazyBefore"] == "49980")
        #expect(list.current?.properties["lazyAfter"] == "49960")
        let kept = try host.find(.listitem, "Row 50010").id

        // The same rows again (a resize that changed nothing): nothing to do.
        var start = host.updates.count
        host.resetStats()
        try list.scroll(toRows: 50_000..<50_020)
        #expect(host.updates.count == start)
        #expect(host.stats.hostChanges == 0)

        // Scrolling down: one patch drops rows at the top and adds rows at the bottom, leaning
        // ahead (half a margin behind, two margins ahead); the rest keep their elements.
        start = host.updates.count
        try list.scroll(toRows: 50_005..<50_025)
        #expect(host.updates.count == start + 1)
        #expect(rowNames(host) == (49_995..<50_065).map { "Row \($0)" })
        let c = changes(host, since: start)
        #expect(c.removes == 15 && c.inserts == 25 && c.moves == 0 && c.properties == 2)
        #expect(try host.find(.listitem, "Row 50010").id == kept)
        #expect(host.stats.bodiesEvaluated == 25)

        // A few rows further stays inside the window: nothing to do.
        start = host.updates.count
        host.resetStats()
        try list.scroll(toRows: 50_010..<50_030)
        #expect(host.updates.count == start)
        #expect(host.stats.hostChanges == 0)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func selectionSurvivesScrollingOutAndBack() throws {
        let host = ViewHost(Big(feed: Self.feed))
        try host.find(.listitem, "Row 10").tap()
        _ = try host.find(.text, "Selected: 10")
        let list = try list(host)
        try list.scroll(toRows: 70_000..<70_030)
        #expect(host.findAll(.listitem, "Row 10").isEmpty)
        try host.find(.listitem, "Row 70010").tap()
        _ = try host.find(.text, "Selected: 70010")
        try list.scroll(toRows: 0..<30)
        #expect(try host.find(.listitem, "Row 10").properties["selected"] == nil)
        try list.scroll(toRows: 69_990..<70_020)
        #expect(try host.find(.listitem, "Row 70010").properties["selected"] == "true")
        #expect(host.findAll(.listitem).filter { $0.properties["selected"] == "true" }.count == 1)
    }

    @Test func aRowsOwnUpdateCostsOneBody() throws {
        let feed = Feed(count: 100_000)
        let host = ViewHost(Big(feed: feed))
        try list(host).scroll(toRows: 40_000..<40_020)
        host.resetStats()
        feed.models[40_010].title = "Changed"
        host.update()
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.hostChanges == 1)
        _ = try host.find(.listitem, "Changed")
        // A row that is not built is not observed: changing it costs nothing until it scrolls in.
        host.resetStats()
        feed.models[10].title = "Off screen"
        host.update()
        #expect(host.stats.bodiesEvaluated == 0 && host.stats.hostChanges == 0)
        try list(host).scroll(toRows: 0..<20)
        _ = try host.find(.listitem, "Off screen")
    }

    @Test func anInsertAboveTheWindowKeepsTheVisibleRows() throws {
        let feed = Feed(count: 100_000)
        let host = ViewHost(Big(feed: feed))
        let list = try list(host)
        try list.scroll(toRows: 50_000..<50_020)
        let ids = host.findAll(.listitem).map(\.id)
        let start = host.updates.count
        feed.models.insert(Model(id: -1, title: "New"), at: 0)
        host.update()
        // The same rows, the same elements; only the count and the spacer above change.
        #expect(host.findAll(.listitem).map(\.id) == ids)
        #expect(list.current?.properties["lazyBefore"] == "49981")
        #expect(list.current?.properties["lazyAfter"] == "49960")
        #expect(list.current?.properties["lazyCount"] == "100001")
        let c = changes(host, since: start)
        #expect(c.inserts == 0 && c.removes == 0 && c.moves == 0)
        // Removing rows above moves the window back up with its rows.
        feed.models.removeSubrange(0..<3)
        host.update()
        #expect(host.findAll(.listitem).map(\.id) == ids)
        #expect(list.current?.properties["lazyBefore"] == "49978")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aKeyedReorderInTheWindowMoves() throws {
        let feed = Feed(count: 1_000)
        let host = ViewHost(Big(feed: feed))
        let a = try host.find(.listitem, "Row 2").id, b = try host.find(.listitem, "Row 9").id
        let start = host.updates.count
        feed.models.swapAt(2, 9)
        host.update()
        let c = changes(host, since: start)
        #expect(c.moves >= 1 && c.moves <= 2 && c.inserts == 0 && c.removes == 0)
        #expect(try host.find(.listitem, "Row 2").id == a)
        #expect(try host.find(.listitem, "Row 9").id == b)
        #expect(Array(rowNames(host)[0..<11]) == ["Row 0", "Row 1", "Row 9", "Row 3", "Row 4", "Row 5", "Row 6", "Row 7", "Row 8", "Row 2", "Row 10"])
    }

    @Test func aListThatGrowsPastTheThresholdKeepsItsRows() throws {
        let feed = Feed(count: 150)
        let host = ViewHost(Big(feed: feed))
        #expect(host.findAll(.listitem).count == 150)
        #expect(try list(host).properties["lazyCount"] == nil)
        let first = try host.find(.listitem, "Row 0").id
        feed.models += (150..<500).map { Model(id: $0, title: "Row \($0)") }
        host.update()
        #expect(host.findAll(.listitem).count == 60)
        #expect(try list(host).properties["lazyCount"] == "500")
        #expect(try host.find(.listitem, "Row 0").id == first)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func everyDataFormIsWindowed() throws {
        struct Forms: View {
            @State private var picks = Set<Int>()
            var body: some View {
                VStack {
                    List { ForEach(0..<100_000, id: \.self) { Text("A\($0)") } }
                    List(0..<100_000, selection: $picks) { Text("B\($0)") }
                    // Static rows around a ForEach count as rows too.
                    List {
                        Text("Top")
                        ForEach(0..<100_000) { Text("C\($0)") }
                        Text("Bottom")
                    }
                    Text("Picks \(picks.sorted().map(String.init).joined(separator: ","))")
                }
            }
        }
        let host = ViewHost(Forms())
        let lists = host.findAll(.list)
        #expect(lists.map { $0.properties["lazyCount"] } == ["100000", "100000", "100002"])
        #expect(host.findAll(.listitem).count == 180)
        try host.find(.listitem, "B3").tap()
        try lists[1].scroll(toRows: 90_000..<90_010)
        try host.find(.listitem, "B90005").tap()
        _ = try host.find(.text, "Picks 3,90005")
        try lists[2].scroll(toRows: 99_990..<100_002)
        #expect(host.findAll(.listitem).last?.name == "Bottom")
        #expect(host.findAll(.listitem).contains { $0.name == "C99999" })
        #expect(lists[2].current?.properties["lazyAfter"] == "0")
    }

    @Test func sectionsAreNotWindowed() throws {
        struct Sectioned: View {
            var body: some View {
                List { Section("All") { ForEach(0..<1_000) { Text("S\($0)") } } }
            }
        }
        let host = ViewHost(Sectioned())
        #expect(host.findAll(.listitem).count == 1_000)
        #expect(host.findAll(.list)[0].properties["lazyCount"] == nil)
    }

    @Test func wrongEventsOnTheListAreRefused() throws {
        let host = ViewHost(Big(feed: Self.feed))
        let list = try list(host)
        #expect(throws: ViewHostError.self) { try list.send(.setBool(true)) }
        #expect(throws: ViewHostError.self) { try list.send(.visibleRange(from: 10, to: 5)) }
        // Past the end is clamped to the rows there are.
        try list.scroll(toRows: 5_000_000..<5_000_010)
        #expect(host.findAll(.listitem).last?.name == "Row 99999")
        #expect(host.rendererErrors.isEmpty)
    }
}

@MainActor
@Suite struct LazyListShapeTests {
    @Test func sectionsAsForEachRowsAreNotWindowed() throws {
        struct Groups: View {
            var body: some View {
                List {
                    ForEach(0..<300) { g in
                        Section("Group \(g)") { Text("G\(g)") }.padding(2)
                    }
                }
            }
        }
        let host = ViewHost(Groups())
        #expect(host.findAll(.group).count == 300)
        #expect(host.findAll(.list)[0].properties["lazyCount"] == nil)
    }

    @Test func conditionalRowsAreNotWindowed() throws {
        struct Mixed: View {
            var body: some View {
                List {
                    ForEach(0..<300) { i in
                        if i.isMultiple(of: 2) { Text("Even \(i)") } else { Text("Odd \(i)") }
                    }
                }
            }
        }
        let host = ViewHost(Mixed())
        #expect(host.findAll(.listitem).count == 300)
    }
}
