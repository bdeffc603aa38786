import Foundation
import SwiftUI
import Testing
import TrellisTesting

private struct Saver: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var saves = 0
    var body: some View {
        Text("Phase \(String(describing: scenePhase)), saves \(saves)")
            .onChange(of: scenePhase) { _, phase in if phase == .background { saves += 1 } }
    }
}

private struct PhaseReader: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View { Text(scenePhase == .active ? "Active" : "Not active") }
}

private struct Direction: View {
    @Environment(\.layoutDirection) private var direction
    var body: some View { Text(direction == .rightToLeft ? "RTL" : "LTR") }
}

@MainActor
@Suite struct ScenePhaseAndDirectionTests {
    @Test func scenePhaseFollowsThePagesVisibility() throws {
        let host = ViewHost(Saver())
        #expect(try host.find(.text, "Phase active, saves 0").name.isEmpty == false)
        host.setScenePhase(.inactive)
        #expect(host.findAll(.text, "Phase inactive, saves 0").count == 1)
        host.setScenePhase(.background)
        #expect(host.findAll(.text, "Phase background, saves 1").count == 1)
        host.setScenePhase(.active)
        #expect(host.findAll(.text, "Phase active, saves 1").count == 1)
    }

    @Test func aPhaseChangeReEvaluatesOnlyItsReaders() throws {
        let host = ViewHost(VStack { PhaseReader(); Text("Static") })
        host.resetStats()
        host.setScenePhase(.background)
        #expect(host.stats.bodiesEvaluated == 1)
        host.resetStats()
        host.setScenePhase(.background)
        #expect(host.stats.bodiesEvaluated == 0, "the same phase again changes nothing")
    }

    @Test func rightToLeftMarksTheSubtreeAndReachesItsReaders() throws {
        let host = ViewHost(VStack {
            Direction()
            HStack { Direction(); Text("B") }.environment(\.layoutDirection, .rightToLeft)
        })
        #expect(host.findAll(.text, "LTR").count == 1)
        #expect(host.findAll(.text, "RTL").count == 1)
        let stack = try #require(host.findAll(.generic).first { $0.properties["layout"] == "hstack" })
        #expect(stack.properties["layoutDirection"] == "rightToLeft")
        #expect(host.findAll(.text, "LTR").first?.properties["layoutDirection"] == nil)
        #expect(host.rendererErrors.isEmpty)
    }
}
