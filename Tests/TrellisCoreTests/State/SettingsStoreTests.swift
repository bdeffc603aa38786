import Foundation
import SwiftUI
import Testing
import TrellisCore
import TrellisGraph
import TrellisTesting

/// A settings store in memory, standing in for one shared with other instances: `changeElsewhere`
/// writes a value the way another instance's write arrives.
final class MemorySettingsStore: SettingsStore, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private(set) var writes: [String] = []

    func object(forKey key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ value: Any?, forKey key: String) {
        lock.withLock {
            values[key] = value
            writes.append(key)
        }
    }
    func keys(withPrefix prefix: String) -> [String] { lock.withLock { values.keys.filter { $0.hasPrefix(prefix) } } }
    func synchronize() {}

    func changeElsewhere(_ value: Any?, forKey key: String) { lock.withLock { values[key] = value } }
}

private struct Tools: View {
    var body: some View {
        NavigationStack {
            Text("Document")
                .toolbar(id: "shared") {
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
                    ToolbarItem(id: "italic", placement: .primaryAction) { Button("Italic") {} }
                }
                .toolbarRole(.editor)
                .navigationTitle("Notes")
        }
    }
}

@MainActor
@Suite struct SettingsStoreTests {
    @Test func toolbarCustomizationsAndSceneRecordsGoThroughTheStoreTheyAreGiven() throws {
        let settings = MemorySettingsStore()
        let toolbars = ToolbarCustomizationStore(settings: settings)
        toolbars.set(ToolbarCustomization(items: ["italic"], known: ["bold", "italic"]), for: "shared")
        #expect(settings.writes == [ToolbarCustomizationStore.key("shared")])

        let archive = SceneArchive(settings: settings)
        let values = archive.values(for: "0123456789abcdef0123456789abcdef")
        values.didChange?(["count": 3])
        let record = settings.object(forKey: SceneArchive.keyPrefix + "0123456789abcdef0123456789abcdef") as? [String: Any]
        #expect((record?["values"] as? [String: Any])?["count"] as? Int == 3)
        #expect(archive.sceneIDs == ["0123456789abcdef0123456789abcdef"])
    }

    @Test func aToolbarCustomizationChangedByAnotherInstanceShowsInTheWindowsShowingIt() throws {
        let settings = MemorySettingsStore()
        let toolbars = ToolbarCustomizationStore(settings: settings)
        let window = ViewHost(Tools().environment(\._toolbarCustomizationStore, toolbars), idiom: .mac)
        #expect(window.barButtons().filter { $0 != "Notes" } == ["Bold", "Italic"])
        // Another instance removed Bold; its notification names the key.
        let data = try JSONEncoder().encode(ToolbarCustomization(items: ["italic"], known: ["bold", "italic"]))
        settings.changeElsewhere(data, forKey: ToolbarCustomizationStore.key("shared"))
        toolbars.changedElsewhere([ToolbarCustomizationStore.key("shared")])
        #expect(window.barButtons().filter { $0 != "Notes" } == ["Italic"], "the window re-resolved its toolbar")
    }
}
