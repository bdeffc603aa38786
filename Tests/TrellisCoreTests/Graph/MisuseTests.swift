import SwiftUI
import Testing
import TrellisTesting
import TrellisCore

private struct WritesDuringBody: View {
    @State private var renders = 0
    var body: some View {
        renders += 1   // misuse: SwiftUI warns "Modifying state during view update"
        return Text("Rendered")
    }
}

@MainActor
@Suite struct MisuseTests {
    @Test func writingStateDuringBodyIsReportedNotFatal() throws {
        let host = ViewHost(WritesDuringBody())
        _ = try host.find(.text, "Rendered")
        #expect(RuntimeIssue.reported.contains { $0.contains("Modifying state during view update") })
    }
}
