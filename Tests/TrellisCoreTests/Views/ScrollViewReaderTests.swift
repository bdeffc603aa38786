import Foundation
import SwiftUI
import Testing
import TrellisGraph
import TrellisHost
import TrellisTesting

private struct Chat: View {
    @State var messages = Array(0..<50)
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                ScrollView {
                    VStack { ForEach(messages, id: \.self) { Text("Message \($0)") } }
                    Text("End").id("end")
                }
                Button("Jump") { proxy.scrollTo(42, anchor: .top) }
                Button("Send") {
                    messages.append(messages.count)
                    proxy.scrollTo(messages.count - 1)
                }
                Button("Smooth") { withAnimation { proxy.scrollTo(3, anchor: .center) } }
                Button("To End") { proxy.scrollTo("end", anchor: .bottom) }
                Button("Nowhere") { proxy.scrollTo("missing") }
                Button("Last") { proxy.scrollTo(messages.last, anchor: .bottom) }
                Button("None") { proxy.scrollTo(Int?.none) }
            }
        }
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    private func scrollViews(_ host: ViewHost) -> [HostNode] {
        var found: [HostNode] = []
        host.tree.forEach { if $0.properties["scroll"] != nil { found.append($0) } }
        return found
    }

    @Test func scrollToNamesTheRowElementOnItsScrollView() throws {
        let host = ViewHost(Chat())
        #expect(scrollViews(host)[0].properties["scrollTarget"] == nil)
        try host.find(.button, "Jump").tap()
        let row = try host.find(.text, "Message 42").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"] == "\(row),0.5,0,0,1")
        try host.find(.button, "Smooth").tap()
        let three = try host.find(.text, "Message 3").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"] == "\(three),0.5,0.5,1,2")
        try host.find(.button, "To End").tap()
        let end = try host.find(.text, "End").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"] == "\(end),0.5,1,0,3")
    }

    @Test func aRowAppendedInTheSameActionIsScrolledTo() throws {
        let host = ViewHost(Chat())
        try host.find(.button, "Send").tap()
        let new = try host.find(.text, "Message 50").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"] == "\(new),-1,-1,0,1")
    }

    @Test func anUnknownOrNilIdScrollsNothing() throws {
        let host = ViewHost(Chat())
        try host.find(.button, "Nowhere").tap()
        try host.find(.button, "None").tap()
        #expect(scrollViews(host)[0].properties["scrollTarget"] == nil)
    }

    @Test func anOptionalIdScrollsToItsValue() throws {
        let host = ViewHost(Chat())
        try host.find(.button, "Last").tap()
        let last = try host.find(.text, "Message 49").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"] == "\(last),0.5,1,0,1")
    }

    @Test func integerIdsAreRowsNotBuilderPositions() throws {
        let host = ViewHost(ScrollViewReader { proxy in
            ScrollView {
                Text("Header")
                Text("Subheader")
                ForEach(0..<5, id: \.self) { Text("Row \($0)") }
            }
            Button("One") { proxy.scrollTo(1) }
        })
        try host.find(.button, "One").tap()
        let row = try host.find(.text, "Row 1").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"]?.hasPrefix("\(row),") == true)
    }

    @Test func listRowsAreScrolledToByTheirForEachId() throws {
        struct Item: Identifiable { let id: String }
        let items = (0..<30).map { Item(id: "item-\($0)") }
        let host = ViewHost(ScrollViewReader { proxy in
            List(items) { Text($0.id) }
            Button("Go") { proxy.scrollTo("item-20", anchor: .top) }
        })
        try host.find(.button, "Go").tap()
        let list = try #require(host.findAll(.list).first)
        let row = try host.find(.text, "item-20")
        var rowItem: HostNode?
        list.node.forEach { if $0.children.contains(where: { $0.id == row.id }) { rowItem = $0 } }
        #expect(list.properties["scrollTarget"]?.hasPrefix("\((rowItem?.id ?? row.id).rawValue),") == true)
    }

    @Test func scrollToARowOfAWindowedLazyStackBuildsItFirst() throws {
        let host = ViewHost(ScrollViewReader { proxy in
            ScrollView {
                LazyVStack { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } }
            }
            Button("Far") { proxy.scrollTo(90_000, anchor: .top) }
        })
        #expect(host.findAll(.text, "Row 90000").isEmpty)
        try host.find(.button, "Far").tap()
        let row = try host.find(.text, "Row 90000").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"] == "\(row),0.5,0,0,1")
    }

    /// A lazy stack of 100,000 rows and a button that scrolls to row 75,000; the stack's element.
    private func farJump() throws -> (ViewHost, ViewHost.Element) {
        let host = ViewHost(ScrollViewReader { proxy in
            ScrollView {
                LazyVStack { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } }
            }
            Button("Far") { proxy.scrollTo(75_000, anchor: .top) }
        })
        return (host, try #require(host.findAll(.generic).first { $0.properties["lazyCount"] == "100000" }))
    }

    @Test func aReportSentBeforeThePageScrolledToTheRowLeavesTheWindowThere() throws {
        let (host, stack) = try farJump()
        try stack.scroll(toRows: 89_990..<90_000)
        try host.find(.button, "Far").tap()
        _ = try host.find(.text, "Row 75000")
        // Where the page was when it clicked: the window stays with the row it is about to scroll to.
        for _ in 0..<ListMetrics.staleReportsAfterReveal {
            try stack.scroll(toRows: 89_990..<90_000)
            _ = try host.find(.text, "Row 75000")
        }
        // The page scrolled there: from now on the window follows the reports again.
        try stack.scroll(toRows: 75_000..<75_010)
        try stack.scroll(toRows: 500..<510)
        #expect(host.findAll(.text, "Row 75000").isEmpty)
        _ = try host.find(.text, "Row 505")
    }

    @Test func theWindowFollowsTheReportsAgainWhenTheScrollNeverArrives() throws {
        let (host, stack) = try farJump()
        try host.find(.button, "Far").tap()
        for _ in 0..<ListMetrics.staleReportsAfterReveal { try stack.scroll(toRows: 10..<20) }
        _ = try host.find(.text, "Row 75000")
        try stack.scroll(toRows: 10..<20)
        #expect(host.findAll(.text, "Row 75000").isEmpty)
        _ = try host.find(.text, "Row 15")
    }

    @Test func scrollPositionReadsTheFirstVisibleChildAndScrollsWhenSet() throws {
        struct Feed: View {
            @State var position: Int?
            var body: some View {
                VStack {
                    ScrollView {
                        LazyVStack { ForEach(0..<40, id: \.self) { Text("Post \($0)") } }.scrollTargetLayout()
                    }
                    .scrollPosition(id: $position)
                    Text("At \(position.map(String.init) ?? "none")")
                    Button("Top") { position = 0 }
                    Button("Twenty") { position = 20 }
                }
            }
        }
        let host = ViewHost(Feed())
        let scroll = try #require(host.findAll(.generic).first { $0.properties["scroll"] != nil })
        #expect(scroll.properties["scrollReports"] == "true" && scroll.properties["scrollTarget"] == nil)
        try scroll.send(.visibleRange(from: 7, to: 8))
        _ = try host.find(.text, "At 7")
        // Reported positions don't scroll; a position the app sets does.
        #expect(scrollViews(host)[0].properties["scrollTarget"] == nil)
        try host.find(.button, "Twenty").tap()
        let post = try host.find(.text, "Post 20").id.rawValue
        #expect(scrollViews(host)[0].properties["scrollTarget"]?.hasPrefix("\(post),") == true)
        // An index past the children is ignored.
        try scroll.send(.visibleRange(from: 4000, to: 4001))
        _ = try host.find(.text, "At 20")
    }

    @Test func scrollBehavioursAreSpelledOnTheScrollView() throws {
        let host = ViewHost(VStack {
            ScrollView(.horizontal) { HStack { Text("a"); Text("b") }.scrollTargetLayout() }
                .scrollTargetBehavior(.viewAligned)
            ScrollView { Text("c") }.scrollTargetBehavior(.paging).scrollDisabled(true)
            ScrollView { Text("d") }.defaultScrollAnchor(.bottom).scrollIndicators(.hidden)
            ScrollView(.horizontal) { Text("e") }.defaultScrollAnchor(.center).scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        })
        let s = scrollViews(host)
        #expect(s[0].properties["scrollSnap"] == "viewAligned" && s[0].children.first?.properties["scrollTargetLayout"] == "true")
        #expect(s[1].properties["scrollSnap"] == "paging" && s[1].properties["scrollDisabled"] == "true")
        #expect(s[2].properties["scrollAnchor"] == "end" && s[2].properties["scrollIndicators"] == "hidden" && s[2].properties["scrollDisabled"] == nil)
        #expect(s[3].properties["scrollAnchor"] == "center" && s[3].properties["scrollSnap"] == "viewAligned")
    }
}
