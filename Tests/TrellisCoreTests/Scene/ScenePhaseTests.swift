import SwiftUI
import Testing
import TrellisTesting

private struct PhaseReader: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
        Text(scenePhase == .active ? "Active" : "Not active")
            .onChange(of: scenePhase) { _, _ in }
    }
}

@MainActor
@Suite struct ScenePhaseTests {
    @Test func anOpenWindowIsActive() throws {
        let host = ViewHost(PhaseReader())
        _ = try host.find(.text, "Active")
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
