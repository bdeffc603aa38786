import SwiftUI
import Testing
import TrellisTesting

/// A sticker moved by a drag, the way apps write it: the offset follows `translation` while dragging
/// and the sticker stays where it was let go.
private struct Sticker: View {
    @State private var position = CGSize.zero
    @GestureState private var drag = CGSize.zero
    @State private var ended = 0
    var body: some View {
        VStack {
            Text("⭐️ Sticker")
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .gesture(
                    DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                            ended += 1
                        }
                )
            Text("Dragging \(Int(drag.width)),\(Int(drag.height))")
            Text("Ended \(ended)")
            Bystander()
        }
    }
}

private struct Bystander: View {
    var body: some View { Text("Bystander") }
}

private struct Probe: View {
    let minimumDistance: CGFloat
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Color.blue.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: .global)
                    .onChanged { log.append("changed \(Int($0.translation.width)) from \(Int($0.startLocation.x))") }
                    .onEnded { log.append("ended \(Int($0.location.x)) v\(Int($0.velocity.width)) p\(Int($0.predictedEndTranslation.width))") })
            Text(log.joined(separator: "; "))
        }
    }
}

@MainActor @Suite struct DragGestureTests {
    @Test func aDraggedStickerFollowsThePointerAndStaysWhereItWasLetGo() throws {
        let host = ViewHost(Sticker())
        let sticker = try host.find(.text, "⭐️ Sticker")
        #expect(sticker.properties["gesture"] == "true")
        try sticker.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 40), lift: false)
        #expect(sticker.current?.properties["transform"] == "t(40,30)")
        #expect(host.findAll(.text, "Dragging 40,30").count == 1)
        try sticker.pointer(.ended, at: CGPoint(x: 50, y: 40), time: 0.25)
        // The gesture state is back to zero, the position kept the translation.
        #expect(host.findAll(.text, "Dragging 0,0").count == 1)
        #expect(host.findAll(.text, "Ended 1").count == 1)
        #expect(sticker.current?.properties["transform"] == "t(40,30)")
        // A second drag starts from there.
        try sticker.drag(from: .zero, to: CGPoint(x: -20, y: 0))
        #expect(sticker.current?.properties["transform"] == "t(20,30)")
    }

    @Test func aCancelledDragResetsTheGestureStateWithoutEnding() throws {
        let host = ViewHost(Sticker())
        let sticker = try host.find(.text, "⭐️ Sticker")
        try sticker.drag(to: CGPoint(x: 30, y: 0), lift: false)
        #expect(host.findAll(.text, "Dragging 30,0").count == 1)
        try sticker.pointer(.cancelled, at: CGPoint(x: 30, y: 0), time: 0.3)
        #expect(host.findAll(.text, "Dragging 0,0").count == 1)
        #expect(host.findAll(.text, "Ended 0").count == 1)
        #expect(sticker.current?.properties["transform"] == "t(0,0)")
    }

    @Test func aDragReEvaluatesOnlyTheStickerNotItsNeighbours() throws {
        let host = ViewHost(Sticker())
        let sticker = try host.find(.text, "⭐️ Sticker")
        try sticker.pointer(.began, at: .zero, time: 0)
        try sticker.pointer(.changed, at: CGPoint(x: 20, y: 0), time: 0.016)
        host.resetStats()
        try sticker.pointer(.changed, at: CGPoint(x: 21, y: 0), time: 0.033)
        // One body (the sticker's), its offset and its label: the bystander isn't evaluated.
        #expect(host.stats.bodiesEvaluated == 1)
        #expect(host.stats.hostChanges == 2)
    }

    @Test func movementBelowTheMinimumDistanceIsNotADrag() throws {
        let host = ViewHost(Probe(minimumDistance: 10))
        let area = try #require(host.findAll(.generic).first { $0.properties["gesture"] == "true" })
        try area.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 9, y: 8))
        #expect(host.findAll(.text).last?.text == "")
        try area.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 45, y: 5), steps: 2, duration: 0.2)
        // 20 pt at the first sample (past 10: the drag starts), 40 at the second; 200 pt/s.
        #expect(host.findAll(.text).last?.text == "changed 20 from 5; changed 40 from 5; ended 45 v200 p140")
    }

    @Test func aZeroMinimumDistanceReportsThePressAtOnce() throws {
        let host = ViewHost(Probe(minimumDistance: 0))
        let area = try #require(host.findAll(.generic).first { $0.properties["gesture"] == "true" })
        try area.pointer(.began, at: CGPoint(x: 7, y: 7), time: 0)
        #expect(host.findAll(.text).last?.text == "changed 0 from 7")
    }

    @Test func samplesWithoutABeginningChangeNothing() throws {
        let host = ViewHost(Sticker())
        let sticker = try host.find(.text, "⭐️ Sticker")
        try sticker.pointer(.changed, at: CGPoint(x: 500, y: 500), time: 1)
        try sticker.pointer(.ended, at: CGPoint(x: 500, y: 500), time: 1)
        #expect(sticker.current?.properties["transform"] == "t(0,0)")
        #expect(host.findAll(.text, "Ended 0").count == 1)
    }

    @Test func aViewWithoutAGestureRefusesPointerSamples() throws {
        let host = ViewHost(Sticker())
        #expect(throws: (any Error).self) { try host.find(.text, "Bystander").pointer(.began, at: .zero, time: 0) }
        #expect(host.findAll(.text, "Bystander").count == 1)
    }
}
