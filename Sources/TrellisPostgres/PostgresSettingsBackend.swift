import Foundation
import Logging
import TrellisCore

/// How an app finds the PostgreSQL store: linking TrellisPostgres is enough; `--settings-url postgres://…`
/// (or `TRELLIS_SETTINGS_URL`) picks it at launch (docs/DEPLOYMENT.md).
package enum PostgresSettingsBackend: SettingsStoreBackend {
    package static func handles(_ url: String) -> Bool { PostgresSettingsURL.handles(url) }

    package static func open(_ url: String, instance: String) throws -> any SettingsStore {
        let store = PostgresSettingsStore(url: try PostgresSettingsURL(url), writer: instance)
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
