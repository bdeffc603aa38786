import Foundation
import Observation

/// Whether the shared settings store is saving. A shared store (PostgreSQL) that has been out of reach
/// for a while says so here, and every window shows a notice until it is back: the person's changes
/// are kept and wait, and they should know (a short outage is only logged).
@Observable @MainActor
package final class SettingsHealth {
    /// The process's settings, as the shared store reports them.
    package static let shared = SettingsHealth()

    /// Set while a lasting outage keeps settings from being saved.
    package private(set) var savingIsDelayed = false

    package init() {}

    /// Changes the state (on the main actor); the windows that show it update.
    package func setSavingIsDelayed(_ delayed: Bool) {
        if savingIsDelayed != delayed { savingIsDelayed = delayed }
    }

    /// A store's report, from any thread.
    package nonisolated static func report(savingIsDelayed delayed: Bool) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { shared.setSavingIsDelayed(delayed) }
        }
    }
}
