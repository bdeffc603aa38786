import Foundation
import TrellisCore

/// Where window scenes' `@SceneStorage` values outlive their window: one settings key per scene id
/// (`Trellis.SceneStorage.<id>`) holding `{used: seconds since 1970, values: {…}}`.
///
/// A page keeps its scene id and sends it when it opens a window, so a reload, a new window after a
/// server restart, or a window on another instance after a failover (a shared ``SettingsStore``) gets
/// the values back. Writes go through the settings store like `@AppStorage` (`UserDefaults` and
/// `SettingsJournal` by default), so a killed process keeps them; a record per scene, so two instances
/// writing two scenes never overwrite each other. Bounded, since page loads make scenes: at most
/// ``maxScenes`` records (the least recently used goes first) and ``maxBytesPerScene`` per record (a scene
/// that outgrows it keeps working in memory, and its last record that fitted stays). Main thread only.
package final class SceneArchive: @unchecked Sendable {
    nonisolated(unsafe) private static var current: SceneArchive?

    /// The archive in the app's settings store (``SettingsStores/shared``).
    package static var standard: SceneArchive {
        if let current, current.settings === SettingsStores.shared { return current }
        let archive = SceneArchive(settings: SettingsStores.shared)
        current = archive
        return archive
    }

    /// The key before records were one per scene (all scenes in one dictionary); read once and split.
    package static let defaultsKey = "Trellis.SceneStorage"
    /// A scene's record is at this prefix followed by its id.
    package static let keyPrefix = "Trellis.SceneStorage."

    package let settings: any SettingsStore
    package let maxScenes: Int
    package let maxBytesPerScene: Int

    package convenience init(store: UserDefaults, maxScenes: Int = 50, maxBytesPerScene: Int = 16 * 1024) {
        self.init(settings: UserDefaultsSettingsStore.forDefaults(store), maxScenes: maxScenes, maxBytesPerScene: maxBytesPerScene)
    }

    package init(settings: any SettingsStore, maxScenes: Int = 50, maxBytesPerScene: Int = 16 * 1024) {
        self.settings = settings
        self.maxScenes = max(1, maxScenes)
        self.maxBytesPerScene = maxBytesPerScene
        migrate()
    }

    /// The values of scene `id`, restored from its record (empty when there is none); every change
    /// to them is persisted.
    package func values(for id: String) -> SceneValues {
        let restored = (record(id)?["values"] as? [String: Any]) ?? [:]
        if !restored.isEmpty {
            // Reopened: the most recently used again, so eviction spares it.
            settings.set(["used": Date().timeIntervalSince1970, "values": restored], forKey: Self.keyPrefix + id)
        }
        let values = SceneValues(restored)
        // Strong: a window's values keep their archive (nothing keeps them in turn).
        values.didChange = { [self] all in persist(all, for: id) }
        return values
    }

    /// The scene ids with a record, for tests and diagnostics.
    package var sceneIDs: Set<String> { Set(settings.keys(withPrefix: Self.keyPrefix).map { String($0.dropFirst(Self.keyPrefix.count)) }) }

    private func record(_ id: String) -> [String: Any]? { settings.object(forKey: Self.keyPrefix + id) as? [String: Any] }

    private func persist(_ values: [String: Any], for id: String) {
        if values.isEmpty {
            settings.set(nil, forKey: Self.keyPrefix + id)
            return
        }
        let size = (try? PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0))?.count ?? .max
        guard size <= maxBytesPerScene else {
            RuntimeIssue.report(
                "@SceneStorage: a scene's values take \(size) bytes, more than the \(maxBytesPerScene) kept per scene; "
                    + "they are not persisted. Keep scene storage small (ids and choices, not model data).")
            return
        }
        let isNew = record(id) == nil
        settings.set(["used": Date().timeIntervalSince1970, "values": values], forKey: Self.keyPrefix + id)
        if isNew { evict() }
    }

    /// Drops the least recently used records beyond ``maxScenes``.
    private func evict() {
        var ids = Array(sceneIDs)
        guard ids.count > maxScenes else { return }
        let used = Dictionary(uniqueKeysWithValues: ids.map { ($0, record($0)?["used"] as? Double ?? 0) })
        ids.sort { used[$0] ?? 0 < used[$1] ?? 0 }
        for id in ids.prefix(ids.count - maxScenes) { settings.set(nil, forKey: Self.keyPrefix + id) }
    }

    /// Records kept in the one-dictionary layout become one key each.
    private func migrate() {
        guard let old = settings.object(forKey: Self.defaultsKey) as? [String: Any] else { return }
        for (id, record) in old {
            if let record = record as? [String: Any], self.record(id) == nil { settings.set(record, forKey: Self.keyPrefix + id) }
        }
        settings.set(nil, forKey: Self.defaultsKey)
        evict()
    }
}
