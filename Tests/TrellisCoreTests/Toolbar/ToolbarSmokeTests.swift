import SwiftUI
import Testing
import TrellisTesting

private struct Editor: View {
    @State private var count = 0
    var body: some View {
        Text("Body \(count)")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Compose") { count += 1 } }
                ToolbarItem(placement: .navigation) { Button("Back") {} }
            }
            .navigationTitle("My Note")
    }
}

@MainActor
@Suite struct ToolbarSmokeTests {
    @Test func macWindowToolbarHoldsItems() throws {
        let host = ViewHost(Editor())
        print(host.dump())
        #expect(host.region(of: "Compose") == "titlebar.leading")
        try host.find(.button, "Compose").tap()
        _ = try host.find(.text, "Body 1")
        #expect(host.rendererErrors.isEmpty)
        #expect(host.items(in: "titlebar.leading") == ["Back", "My Note", "Compose"])
    }
}
