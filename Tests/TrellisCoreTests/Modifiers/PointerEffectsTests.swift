import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private struct Board: View {
    @State private var cursor: CGPoint?
    @State private var saves = 0
    @State private var level = 0
    var body: some View {
        VStack {
            Text("Canvas").onContinuousHover { phase in
                switch phase {
                case let .active(location): cursor = location
                case .ended: cursor = nil
                }
            }
            Text(cursor.map { "at \(Int($0.x)),\(Int($0.y))" } ?? "away")
            Button("Save") { saves += 1 }
                .sensoryFeedback(.success, trigger: saves)
                .hoverEffect(.lift)
            Button("Up") { level += 1 }
                .sensoryFeedback(trigger: level) { old, new in new > old + 1 ? .warning : nil }
            Button("Jump") { level += 2 }
        }
    }
}

@MainActor @Suite struct PointerEffectsTests {
    @Test func continuousHoverReportsTheLocationAndTheLeaving() throws {
        let host = ViewHost(Board())
        let canvas = try host.find(.text, "Canvas")
        #expect(canvas.properties["continuousHover"] == "true")
        try canvas.send(.hoverMove(PointerSample(.began, x: 3, y: 4, windowX: 103, windowY: 204, time: 0)))
        #expect(host.findAll(.text, "at 3,4").count == 1)
        try canvas.send(.hoverMove(PointerSample(.changed, x: 30, y: 4, time: 0)))
        #expect(host.findAll(.text, "at 30,4").count == 1)
        try canvas.send(.hoverMove(PointerSample(.ended, x: 0, y: 0, time: 0)))
        #expect(host.findAll(.text, "away").count == 1)
    }

    @Test func sensoryFeedbackPlaysEachTimeTheTriggerChanges() throws {
        let host = ViewHost(Board())
        let save = try host.find(.button, "Save")
        #expect(save.properties["sensoryFeedback"] == nil)
        #expect(save.properties["hoverEffect"] == "lift")
        try save.tap()
        #expect(save.current?.properties["sensoryFeedback"] == "success:1:20,60,30")
        try save.tap()
        #expect(save.current?.properties["sensoryFeedback"] == "success:2:20,60,30")
    }

    @Test func theFeedbackClosureChoosesWhetherAndWhichFeedbackPlays() throws {
        let host = ViewHost(Board())
        let up = try host.find(.button, "Up")
        try up.tap()
        #expect(up.current?.properties["sensoryFeedback"] == nil)
        try host.find(.button, "Jump").tap()
        #expect(up.current?.properties["sensoryFeedback"] == "warning:1:30,80,30")
    }
}
