import SwiftUI
import Testing
import TrellisTesting

// watchOS (seed 000): `primaryAction` sits below the navigation bar and is revealed by scrolling up, while the
// first `automatic` item is pinned there.
@MainActor
@Suite struct WatchToolbarTests {
    private func belowBar(_ host: ViewHost) -> HostNode? {
        host.tree.path(to: { $0.role == .toolbar && $0.properties["region"] == "watch.belowNavigationBar" })?.last
    }

    @Test func primaryActionStartsScrolledOutOfView() throws {
        let host = ViewHost(NavigationStack {
            Text("Timers").toolbar { ToolbarItem(placement: .primaryAction) { Button("New Timer") {} } }
        }, idiom: .watch)
        let bar = try #require(belowBar(host))
        #expect(bar.properties["scrollReveal"] == "true")
        #expect(host.items(in: "watch.belowNavigationBar") == ["New Timer"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aPinnedAutomaticItemKeepsTheBarInView() throws {
        let host = ViewHost(NavigationStack {
            Text("Timers").toolbar {
                ToolbarItem(placement: .automatic) { Button("Pinned") {} }
                ToolbarItem(placement: .primaryAction) { Button("New Timer") {} }
            }
        }, idiom: .watch)
        let bar = try #require(belowBar(host))
        #expect(bar.properties["scrollReveal"] == nil)
    }

    @Test func otherIdiomsDoNotScrollItAway() {
        for idiom in [Idiom.phone, .pad, .mac, .tv, .vision] {
            let host = ViewHost(NavigationStack {
                Text("Timers").toolbar { ToolbarItem(placement: .primaryAction) { Button("New Timer") {} } }
            }, idiom: idiom)
            var flagged = false
            host.tree.forEach { if $0.properties["scrollReveal"] != nil { flagged = true } }
            #expect(!flagged, "\(idiom)")
        }
    }
}
