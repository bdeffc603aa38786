import Foundation
import SwiftUI
import Testing
import TrellisCore
import TrellisHost
@testable import TrellisTesting

/// A lasting outage of a shared settings store shows in every window (``SettingsHealth``), and goes
/// when the store is saving again.
@MainActor
@Suite struct SettingsNoticeTests {
    @Test func aLastingOutageShowsInTheWindowUntilItEnds() throws {
        let health = SettingsHealth()
        let host = ViewHost(Text("Notes"), scene: nil, settingsHealth: health)
        #expect(host.findAll(.status).isEmpty)
        host.resetStats()
        health.setSavingIsDelayed(true)
        let notice = try #require(host.findAll(.status).first)
        #expect(notice.properties["windowNotice"] == "settings")
        #expect(host.findAll(.text).contains { $0.name.hasPrefix("Settings can't be saved right now") })
        #expect(host.stats.bodiesEvaluated == 1, "only the notice's view re-evaluated, not the window's content")
        health.setSavingIsDelayed(false)
        #expect(host.findAll(.status).isEmpty)
        #expect(!host.findAll(.text, "Notes").isEmpty)
    }
}
