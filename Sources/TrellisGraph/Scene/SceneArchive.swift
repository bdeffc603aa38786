import Foundation
import TrellisCore

/// Where window scenes' `@SceneStorage` values outlive their window: one `UserDefaults` key
/// (`Trellis.SceneStorage`) holding a record per scene id, `{used: seconds since 1970, values: {…}}`.
///
/// A page keeps its scene id and sends it when it opens a window, so a reload or a new window after a
/// server restart gets the values back. Writes go through the same path as `@AppStorage` (`UserDefaults`,
/// then `SettingsJournal`), so a killed process keeps them. Bounded, since page loads make scenes: at most
/// ``maxScenes`` records (the least recently used goes first) and ``maxBytesPerScene`` per record (a scene
/// that outgrows it keeps working in memory, and its last record that fitted stays). Main thread only.
package final class SceneArchive: @unchecked Sendable {
    package static let standard = SceneArchive(store: .standard)
    package static let defaultsKey = "Trellis.SceneStorage"

    package let store: UserDefaults
    package let maxScenes: Int
    package let maxBytesPerScene: Int

    package init(store: UserDefaults, maxScenes: Int = 50, maxBytesPerScene: Int = 16 * 1024) {
        self.store = store
        self.maxScenes = max(1, maxScenes)
        self.maxBytesPerScene = maxBytesPerScene
    }

    /// The values of scene `id`, restored from its record (empty when there is none); every change
    /// to them is persisted.
    package func values(for id: String) -> SceneValues {
        var records = self.records
        let restored = (records[id]?["values"] as? [String: Any]) ?? [:]
        if !restored.isEmpty {
            // Reopened: the most recently used again, so eviction spares it.
            records[id]?["used"] = Date().timeIntervalSince1970
            save(records)
        }
        let values = SceneValues(restored)
        // Strong: a window's values keep their archive (nothing keeps them in turn).
        values.didChange = { [self] all in persist(all, for: id) }
        return values
    }

    /// The scene ids with a record, for tests and diagnostics.
    package var sceneIDs: Set<String> { Set(records.keys) }

    private var records: [String: [String: Any]] {
        (store.dictionary(forKey: Self.defaultsKey) ?? [:]).compactMapValues { $0 as? [String: Any] }
    }

    private func persist(_ values: [String: Any], for id: String) {
        var records = self.records
        if values.isEmpty {
            records[id] = nil
        } else {
            let size = (try? PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0))?.count ?? .max
            guard size <= maxBytesPerScene else {
                RuntimeIssue.report(
                    "@SceneStorage: a scene's values take \(size) bytes, more than the \(maxBytesPerScene) kept per scene; "
                        + "they are not persisted. Keep scene storage small (ids and choices, not model data).")
                return
            }
            records[id] = ["used": Date().timeIntervalSince1970, "values": values]
        }
        while records.count > maxScenes {
            let oldest = records.min { ($0.value["used"] as? Double ?? 0) < ($1.value["used"] as? Double ?? 0) }
            guard let oldest else { break }
            records[oldest.key] = nil
        }
        save(records)
    }

    private func save(_ records: [String: [String: Any]]) {
        if records.isEmpty { store.removeObject(forKey: Self.defaultsKey) } else { store.set(records, forKey: Self.defaultsKey) }
        if store === UserDefaults.standard { SettingsJournal.standard.didChange() }
    }
}
