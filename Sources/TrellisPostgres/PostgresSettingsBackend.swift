import Foundation
import Logging
import TrellisCore

/// How an app finds the PostgreSQL store: linking TrellisPostgres is enough; `--settings-url postgres://…`
/// (or `TRELLIS_SETTINGS_URL`) picks it at launch (docs/DEPLOYMENT.md).
package enum PostgresSettingsBackend: SettingsStoreBackend {
    /// How long an outage lasts before the windows show it: `TRELLIS_SETTINGS_NOTICE_AFTER` seconds
    /// (1…3600), else 10.
    static func noticeAfter(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration {
        guard let text = environment["TRELLIS_SETTINGS_NOTICE_AFTER"], let seconds = Int(text), (1...3600).contains(seconds) else {
            return .seconds(10)
        }
        return .seconds(seconds)
    }

    package static func handles(_ url: String) -> Bool { PostgresSettingsURL.handles(url) }

    package static func open(_ url: String, instance: String) throws -> any SettingsStore {
        let store = PostgresSettingsStore(url: try PostgresSettingsURL(url), writer: instance, noticeAfter: noticeAfter())
        store.onChangeElsewhere = { keys in SettingsStores.didChangeElsewhere(keys) }
        // Launch waits for the settings (the first window must show them), at most a few seconds.
        let started = DispatchSemaphore(value: 0)
        Task {
            await store.start(timeout: .seconds(10))
            started.signal()
        }
        started.wait()
        return store
    }
}
