import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// Sizes flowing back (ARCHITECTURE.md): the test host's layout measures what asks to be measured
/// (ViewHost+Layout.swift: the window's size at the top, frames, stacks split evenly).
@MainActor
@Suite struct GeometryReaderTests {
    private struct SizeLabel: View {
        let size: CGSize
        var body: some View { Text("\(Int(size.width))×\(Int(size.height))") }
    }

    private func texts(_ host: ViewHost) -> [String] { host.findAll(.text).map(\.name) }

    private func first(_ host: ViewHost, where match: (HostNode) -> Bool) -> HostNode? {
        var found: HostNode?
        host.tree.forEach { if found == nil, match($0) { found = $0 } }
        return found
    }

    private func measured(_ host: ViewHost) -> [HostNode] {
        var found: [HostNode] = []
        host.tree.forEach { if $0.properties["measure"] != nil { found.append($0) } }
        return found
    }

    @Test func aTopLevelReaderReadsTheWindowSizeAndFollowsAResize() throws {
        let host = ViewHost(GeometryReader { proxy in SizeLabel(size: proxy.size) }, size: CGSize(width: 800, height: 600))
        #expect(texts(host) == ["800×600"])
        let reader = try #require(measured(host).first)
        #expect(reader.properties["maxWidth"] == "infinity" && reader.properties["alignment"] == "topLeading")
        host.setTraits(size: CGSize(width: 500, height: 420))
        #expect(texts(host) == ["500×420"])
    }

    @Test func framedAndStackedReadersGetTheirShare() {
        let host = ViewHost(VStack {
            GeometryReader { proxy in SizeLabel(size: proxy.size) }.frame(width: 300, height: 200)
            HStack {
                GeometryReader { proxy in SizeLabel(size: proxy.size) }
                GeometryReader { proxy in SizeLabel(size: proxy.size) }
            }
        }, size: CGSize(width: 800, height: 600))
        #expect(texts(host) == ["300×200", "400×300", "400×300"])
    }

    @Test func aNewSizeReEvaluatesOnlyTheReadersContentInOneTransaction() throws {
        let model = Counter()
        let host = ViewHost(VStack {
            Sibling(model: model)
            GeometryReader { proxy in SizeLabel(size: proxy.size) }
        }, size: CGSize(width: 800, height: 600))
        let reader = try #require(measured(host).first)
        host.resetStats()
        model.bodies = 0
        #expect(host.deliver([HostMeasurement(id: reader.id, x: 0, y: 300, width: 640, height: 280)]) == 1)
        #expect(host.stats.bodiesEvaluated == 1 && host.stats.updates == 1)
        #expect(model.bodies == 0)
        #expect(host.updates.last.map { "\($0)" }?.contains("640×280") == true)
        // Under half a pixel: dropped, nothing re-evaluated.
        host.resetStats()
        #expect(host.deliver([HostMeasurement(id: reader.id, x: 0.2, y: 300, width: 640.4, height: 279.7)]) == 0)
        #expect(host.stats.bodiesEvaluated == 0 && host.stats.updates == 0)
    }

    @Test func forgedSizesChangeNothing() throws {
        let host = ViewHost(VStack {
            Text("Plain")
            GeometryReader { proxy in SizeLabel(size: proxy.size) }
        }, size: CGSize(width: 800, height: 600))
        let plain = try host.find(.text, "Plain")
        host.resetStats()
        // An element that does not exist, and one that never asked to be measured.
        #expect(host.deliver([
            HostMeasurement(id: HostElementID(999_999), x: 0, y: 0, width: 10, height: 10),
            HostMeasurement(id: plain.id, x: 0, y: 0, width: 10, height: 10),
        ]) == 0)
        #expect(host.stats.updates == 0)
        #expect(texts(host) == ["Plain", "800×300"])
    }

    @Test func framesInNamedLocalAndGlobalSpaces() {
        let host = ViewHost(HStack {
            Color.red
            VStack {
                Color.blue
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("column")), global = proxy.frame(in: .global), local = proxy.frame(in: .local)
                    Text("named \(Int(named.minX)),\(Int(named.minY)) global \(Int(global.minX)),\(Int(global.minY)) local \(Int(local.minX)),\(Int(local.width))")
                }
            }
            .coordinateSpace(.named("column"))
        }, size: CGSize(width: 800, height: 600))
        #expect(texts(host) == ["named 0,300 global 400,300 local 0,400"])
    }

    @Test func onGeometryChangeReportsTheMeasuredValueAndItsChanges() {
        let host = ViewHost(WidthReporter(), size: CGSize(width: 800, height: 600))
        #expect(texts(host).contains("width 800, was 0"))
        host.setTraits(size: CGSize(width: 700, height: 600))
        #expect(texts(host).contains("width 700, was 800"))
    }

    @Test func containerRelativeFrameSizesFromTheWindow() throws {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack { Color.blue.containerRelativeFrame(.horizontal, count: 4, spacing: 8) }
        }, size: CGSize(width: 1032, height: 600))
        let color = try #require(first(host) { $0.properties["layout"] == "color" })
        #expect(color.properties["width"] == "252")
        host.setTraits(size: CGSize(width: 424, height: 600))
        #expect(first(host) { $0.properties["layout"] == "color" }?.properties["width"] == "100")
    }

    private struct InsetsLabel: View {
        let insets: EdgeInsets
        var body: some View { Text("\(Int(insets.top)) \(Int(insets.leading)) \(Int(insets.bottom)) \(Int(insets.trailing))") }
    }

    @Test func safeAreaInsetsAreHowFarAReaderReachesUnderTheUnsafeEdges() {
        // A phone's window: the status bar keeps 54 points at the top unsafe, the home indicator 30 at
        // the bottom. The top reader reaches under the status bar, the bottom one under the indicator.
        let host = ViewHost(VStack {
            GeometryReader { proxy in InsetsLabel(insets: proxy.safeAreaInsets) }
            GeometryReader { proxy in InsetsLabel(insets: proxy.safeAreaInsets) }
        }, idiom: .phone, size: CGSize(width: 400, height: 800))
        #expect(texts(host) == ["0 0 0 0", "0 0 0 0"])
        host.setSafeAreaInsets(EdgeInsets(top: 54, leading: 0, bottom: 30, trailing: 0))
        #expect(texts(host) == ["54 0 0 0", "0 0 30 0"])
        host.setSafeAreaInsets(EdgeInsets())
        #expect(texts(host) == ["0 0 0 0", "0 0 0 0"])
    }
}

private final class Counter { var bodies = 0 }

private struct Sibling: View {
    let model: Counter
    var body: some View {
        model.bodies += 1
        return Text("Sibling")
    }
}

private struct WidthReporter: View {
    @State private var width: CGFloat = 0
    @State private var previous: CGFloat = 0
    var body: some View {
        VStack {
            Text("width \(Int(width)), was \(Int(previous))")
            Color.red.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                previous = old == new ? 0 : old
                width = new
            }
        }
    }
}
