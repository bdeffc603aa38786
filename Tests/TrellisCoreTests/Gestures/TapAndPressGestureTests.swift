import SwiftUI
import Testing
import TrellisTesting

private struct Taps: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Double").gesture(TapGesture(count: 2).onEnded { log.append("double") })
            Text("Spot").gesture(SpatialTapGesture().onEnded { log.append("spot \(Int($0.location.x)),\(Int($0.location.y))") })
            Text("Where").onTapGesture { location in log.append("where \(Int(location.x))") }
            Text(log.joined(separator: "; "))
        }
    }
}

private struct Presses: View {
    @State private var log: [String] = []
    @GestureState private var isDetecting = false
    var body: some View {
        VStack {
            Text("Hold")
                .onLongPressGesture(minimumDuration: 1) { log.append("held") } onPressingChanged: { log.append("pressing \($0)") }
            Text("Old")
                .onLongPressGesture(pressing: { log.append("old \($0)") }) { log.append("old held") }
            Text(isDetecting ? "Detecting" : "Idle")
                .gesture(LongPressGesture(minimumDuration: 0.5).updating($isDetecting) { value, state, _ in state = value })
            Text(log.joined(separator: "; "))
        }
    }
}

@MainActor @Suite struct TapAndPressGestureTests {
    private func log(_ host: ViewHost) -> String? { host.findAll(.text).last?.text }

    @Test func aDoubleTapGestureFiresOnTheSecondTapOnly() throws {
        let host = ViewHost(Taps())
        let double = try host.find(.text, "Double")
        try double.pointerTap()
        #expect(log(host) == "")
        try double.pointerTap()
        #expect(log(host) == "double")
    }

    @Test func spatialTapsReportWhereTheyLanded() throws {
        let host = ViewHost(Taps())
        try host.find(.text, "Spot").pointerTap(at: CGPoint(x: 12, y: 4))
        try host.find(.text, "Where").pointerTap(at: CGPoint(x: 30, y: 1))
        #expect(log(host) == "spot 12,4; where 30")
    }

    @Test func aTapThatMovesIsNotATap() throws {
        let host = ViewHost(Taps())
        try host.find(.text, "Spot").drag(from: .zero, to: CGPoint(x: 40, y: 0))
        #expect(log(host) == "")
    }

    @Test func aLongPressRunsOnceHeldLongEnoughAndReportsPressing() throws {
        let host = ViewHost(Presses())
        let hold = try host.find(.text, "Hold")
        #expect(hold.properties["longPress"] == "1")
        try hold.pointer(.began, at: .zero, time: 0)
        #expect(log(host) == "pressing true")
        try hold.pointer(.changed, at: CGPoint(x: 2, y: 0), time: 0.5)
        #expect(log(host) == "pressing true")
        try hold.pointer(.changed, at: CGPoint(x: 2, y: 0), time: 1)
        #expect(log(host) == "pressing true; held; pressing false")
        try hold.pointer(.ended, at: CGPoint(x: 2, y: 0), time: 1.2)
        #expect(log(host) == "pressing true; held; pressing false")
    }

    @Test func aPressLiftedTooSoonOrMovedTooFarDoesNothing() throws {
        let host = ViewHost(Presses())
        let hold = try host.find(.text, "Hold")
        try hold.pointerTap()
        try hold.drag(from: .zero, to: CGPoint(x: 30, y: 0), duration: 1.5)
        #expect(log(host) == "pressing true; pressing false; pressing true; pressing false")
    }

    @Test func theOlderSpellingTakesPressingFirst() throws {
        let host = ViewHost(Presses())
        try host.find(.text, "Old").longPress()
        #expect(log(host) == "old true; old held; old false")
    }

    @Test func gestureStateShowsThePressWhileItLasts() throws {
        let host = ViewHost(Presses())
        let view = try host.find(.text, "Idle")
        try view.pointer(.began, at: .zero, time: 0)
        #expect(host.findAll(.text, "Detecting").count == 1)
        try view.pointer(.ended, at: .zero, time: 0.1)
        #expect(host.findAll(.text, "Idle").count == 1)
    }
}
