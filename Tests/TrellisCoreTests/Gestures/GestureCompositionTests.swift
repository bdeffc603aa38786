import SwiftUI
import Testing
import TrellisTesting

private struct Photo: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Photo")
                .gesture(MagnifyGesture().simultaneously(with: RotateGesture())
                    .onChanged { value in
                        let scale = value.first.map { String(format: "%.1f", Double($0.magnification)) } ?? "-"
                        let angle = value.second.map { "\(Int($0.rotation.degrees))" } ?? "-"
                        log.append("\(scale)/\(angle)")
                    })
            Text("Zoom")
                .gesture(MagnificationGesture().onEnded { log.append("zoom \(String(format: "%.1f", Double($0)))") })
                .simultaneousGesture(RotationGesture().onEnded { log.append("turn \(Int($0.degrees))") })
            Text(log.joined(separator: "; "))
        }
    }
}

private struct Card: View {
    @State private var log: [String] = []
    @GestureState private var lift = CGSize.zero
    var body: some View {
        VStack {
            Text("Card")
                .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                    .updating($lift) { value, state, _ in
                        if case let .second(true, drag?) = value { state = drag.translation }
                    }
                    .onEnded { _ in log.append("dropped") })
            Text("Lift \(Int(lift.width))")
            Text("Either")
                .gesture(TapGesture().onEnded { log.append("tap") }.exclusively(before: DragGesture().onEnded { _ in log.append("drag") }))
            Text("Ranked")
                .gesture(DragGesture().onEnded { _ in log.append("normal") })
                .highPriorityGesture(DragGesture().onEnded { _ in log.append("high") })
            Text(log.joined(separator: "; "))
        }
    }
}

@MainActor @Suite struct GestureCompositionTests {
    private func log(_ host: ViewHost) -> String? { host.findAll(.text).last?.text }

    @Test func pinchAndRotateTogether() throws {
        let host = ViewHost(Photo())
        let photo = try host.find(.text, "Photo")
        #expect(photo.properties["pinch"] == "true")
        try photo.pinch(scale: 2, degrees: 40, steps: 2)
        #expect(log(host) == "1.5/20; 2.0/40")
    }

    @Test func theOlderNamesReportTheirPlainValues() throws {
        let host = ViewHost(Photo())
        try host.find(.text, "Zoom").pinch(scale: 0.5, degrees: -90)
        #expect(log(host) == "zoom 0.5; turn -90")
    }

    @Test func aSequencedDragStartsOnlyAfterTheLongPress() throws {
        let host = ViewHost(Card())
        let card = try host.find(.text, "Card")
        // Dragging at once: the press fails, nothing moves.
        try card.drag(to: CGPoint(x: 40, y: 0))
        #expect(host.findAll(.text, "Lift 0").count == 1)
        #expect(log(host) == "")
        // Hold, then drag.
        try card.pointer(.began, at: .zero, time: 0)
        try card.pointer(.changed, at: .zero, time: 0.5)
        try card.pointer(.changed, at: CGPoint(x: 30, y: 0), time: 0.7)
        #expect(host.findAll(.text, "Lift 30").count == 1)
        try card.pointer(.ended, at: CGPoint(x: 30, y: 0), time: 0.8)
        #expect(host.findAll(.text, "Lift 0").count == 1)
        #expect(log(host) == "dropped")
    }

    @Test func exclusiveGesturesLetOnlyOneSucceed() throws {
        let host = ViewHost(Card())
        let either = try host.find(.text, "Either")
        try either.pointerTap()
        try either.drag(to: CGPoint(x: 40, y: 0))
        #expect(log(host) == "tap; drag")
    }

    @Test func aHighPriorityGestureWinsOverTheViewsGesture() throws {
        let host = ViewHost(Card())
        try host.find(.text, "Ranked").drag(to: CGPoint(x: 40, y: 0))
        #expect(log(host) == "high")
    }
}
