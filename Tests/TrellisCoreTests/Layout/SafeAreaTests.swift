import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct SafeAreaTests {
    private func element(_ host: ViewHost, having key: String) -> HostNode? {
        var found: HostNode?
        host.tree.forEach { if found == nil, $0.properties[key] != nil { found = $0 } }
        return found
    }

    @Test func bottomInsetFollowsTheViewItInsets() throws {
        let host = ViewHost(ScrollView { Text("Messages") }
            .safeAreaInset(edge: .bottom, spacing: 8) { Text("Compose bar").frame(maxWidth: .infinity) })
        let inset = try #require(element(host, having: "safeAreaInset"))
        #expect(inset.properties["safeAreaInset"] == "bottom" && inset.properties["spacing"] == "8")
        #expect(inset.children.count == 2)
        #expect(inset.children[0].properties["scroll"] == "vertical")
        #expect(inset.children[1].text == "Compose bar" && inset.children[1].properties["insetContent"] == "true")
    }

    @Test func topAndSideInsetsComeFirstAndAlign() throws {
        let host = ViewHost(VStack {
            Color.gray.safeAreaInset(edge: .top, alignment: .leading) { Text("Banner") }
            Color.gray.safeAreaInset(edge: .trailing, alignment: .bottom) { Text("Rail") }
        })
        var insets: [HostNode] = []
        host.tree.forEach { if $0.properties["safeAreaInset"] != nil { insets.append($0) } }
        #expect(insets.map { $0.properties["safeAreaInset"] } == ["top", "trailing"])
        #expect(insets[0].children.first?.text == "Banner" && insets[0].properties["alignment"] == "leading")
        #expect(insets[1].children.last?.text == "Rail" && insets[1].properties["alignment"] == "bottom")
        #expect(insets[0].properties["spacing"] == "0")
    }

    @Test func safeAreaPaddingPadsTheScrollView() throws {
        let host = ViewHost(VStack {
            ScrollView { Text("a") }.safeAreaPadding(.horizontal, 20)
            ScrollView { Text("b") }.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            ScrollView { Text("c") }.safeAreaPadding(10)
            ScrollView { Text("d") }.safeAreaPadding()
        })
        var scrolls: [HostNode] = []
        host.tree.forEach { if $0.properties["scroll"] != nil { scrolls.append($0) } }
        #expect(scrolls.map { $0.properties["padding"] } == ["0,20,0,20", "1,2,3,4", "10,10,10,10", "16,16,16,16"])
    }

    @Test func ignoresSafeAreaSpellsItsEdges() throws {
        let host = ViewHost(ZStack {
            Color.blue.ignoresSafeArea()
            Color.red.ignoresSafeArea(edges: .top)
            Color.green.ignoresSafeArea(.keyboard)
            Color.gray.edgesIgnoringSafeArea([.bottom, .horizontal])
            Text("Content")
        }, idiom: .phone, size: CGSize(width: 393, height: 852))
        var colors: [HostNode] = []
        host.tree.forEach { if $0.properties["layout"] == "color" { colors.append($0) } }
        #expect(colors.map { $0.properties["ignoresSafeArea"] } == ["tlbr", "t", nil, "lbr"])
    }
}
