import Foundation
import SwiftUI
import Testing
import TrellisCore
import TrellisGraph
import TrellisTesting

private let suite = "trellis.tests.scenestorage"

private struct Counter: View {
    @SceneStorage("count") private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

private enum Flavour: String { case vanilla, mint }
private enum Size: Int { case small = 1, large = 2 }

/// Every value type `@SceneStorage` takes, written by one tap and shown as one line of text.
private struct EveryType: View {
    @SceneStorage("bool") private var bool = false
    @SceneStorage("int") private var int = 0
    @SceneStorage("double") private var double = 0.0
    @SceneStorage("string") private var string = ""
    @SceneStorage("url") private var url = URL(fileURLWithPath: "/")
    @SceneStorage("data") private var data = Data()
    @SceneStorage("date") private var date = Date(timeIntervalSinceReferenceDate: 0)
    @SceneStorage("flavour") private var flavour = Flavour.vanilla
    @SceneStorage("size") private var size = Size.small
    @SceneStorage("optionalBool") private var optionalBool: Bool?
    @SceneStorage("optionalInt") private var optionalInt: Int?
    @SceneStorage("optionalDouble") private var optionalDouble: Double?
    @SceneStorage("optionalString") private var optionalString: String?
    @SceneStorage("optionalURL") private var optionalURL: URL?
    @SceneStorage("optionalData") private var optionalData: Data?
    @SceneStorage("optionalDate") private var optionalDate: Date?
    @SceneStorage("optionalFlavour") private var optionalFlavour: Flavour?
    @SceneStorage("optionalSize") private var optionalSize: Size?
    @SceneStorage("tabs") private var tabs: TabViewCustomization

    var plain: String {
        let parts: [String] = [
            "\(bool)", "\(int)", "\(double)", string, url.absoluteString, "\(data.count)", "\(date.timeIntervalSinceReferenceDate)", "\(flavour)", "\(size)",
        ]
        return parts.joined(separator: " ")
    }

    var optionals: String {
        let parts: [String?] = [
            optionalBool.map { "\($0)" }, optionalInt.map { "\($0)" }, optionalDouble.map { "\($0)" }, optionalString,
            optionalURL?.absoluteString, optionalData.map { "\($0.count)" }, optionalDate.map { "\($0.timeIntervalSinceReferenceDate)" }, optionalFlavour.map { "\($0)" }, optionalSize.map { "\($0)" },
        ]
        return parts.map { $0 ?? "nil" }.joined(separator: " ")
    }

    var body: some View {
        VStack {
            Text(verbatim: plain)
            Text(verbatim: optionals)
            Text(verbatim: "tabs: \(tabs[tab: "home"].sidebarVisibility)")
            Button("Write") {
                bool = true; int = 42; double = 2.5; string = "kept"; url = URL(string: "https://example.com/a") ?? url
                data = Data([1, 2, 3]); date = Date(timeIntervalSinceReferenceDate: 86_400); flavour = .mint; size = .large
                optionalBool = false; optionalInt = 7; optionalDouble = 0.5; optionalString = "here"
                optionalURL = URL(string: "https://example.com/b"); optionalData = Data([9]); optionalDate = Date(timeIntervalSinceReferenceDate: 60); optionalFlavour = .mint; optionalSize = .large
                tabs[tab: "home"].sidebarVisibility = .hidden
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct SceneStorageTests {
    let store: UserDefaults

    init() throws {
        store = try #require(UserDefaults(suiteName: suite))
        store.removePersistentDomain(forName: suite)
    }

    static func sceneID() -> String { UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") }

    /// What a new process finds: the archive's records written out as property lists and read back.
    func reopened() throws -> SceneArchive {
        let keys = store.dictionaryRepresentation().keys.filter { $0.hasPrefix(SceneArchive.keyPrefix) }
        try #require(!keys.isEmpty)
        for key in keys {
            let record = try #require(store.dictionary(forKey: key))
            let data = try PropertyListSerialization.data(fromPropertyList: record, format: .binary, options: 0)
            let parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            store.set(parsed, forKey: key)
        }
        return SceneArchive(store: store)
    }

    @Test func eachWindowHasItsOwnValues() throws {
        let first = ViewHost(Counter())
        let second = ViewHost(Counter())
        try first.find(.button, "Count: 0").tap()
        try first.find(.button, "Count: 1").tap()
        _ = try first.find(.button, "Count: 2")
        _ = try second.find(.button, "Count: 0")
    }

    @Test func aReopenedSceneGetsItsValuesBackAndAnotherSceneStartsFresh() throws {
        let id = Self.sceneID()
        let window = ViewHost(Counter(), scene: SceneArchive(store: store).values(for: id))
        try window.find(.button, "Count: 0").tap()
        try window.find(.button, "Count: 1").tap()
        let archive = try reopened()
        let reopened = ViewHost(Counter(), scene: archive.values(for: id))
        _ = try reopened.find(.button, "Count: 2")
        let other = ViewHost(Counter(), scene: archive.values(for: Self.sceneID()))
        _ = try other.find(.button, "Count: 0")
    }

    @Test func everyValueTypeSurvivesThePropertyListRoundTrip() throws {
        let id = Self.sceneID()
        let window = ViewHost(EveryType(), scene: SceneArchive(store: store).values(for: id))
        _ = try window.find(.text, "false 0 0.0  file:/// 0 0.0 vanilla small")
        _ = try window.find(.text, "nil nil nil nil nil nil nil nil nil")
        try window.find(.button, "Write").tap()
        let restored = ViewHost(EveryType(), scene: try reopened().values(for: id))
        _ = try restored.find(.text, "true 42 2.5 kept https://example.com/a 3 86400.0 mint large")
        _ = try restored.find(.text, "false 7 0.5 here https://example.com/b 1 60.0 mint large")
        _ = try restored.find(.text, "tabs: hidden")
    }

    @Test func aBindingWritesTheSceneValue() throws {
        struct Switch: View {
            @SceneStorage("on") private var on = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $on)
                Text(on ? "is on" : "is off")
            }
        }
        let id = Self.sceneID()
        let window = ViewHost(Switch(), scene: SceneArchive(store: store).values(for: id))
        try window.find(.checkbox, "Wi-Fi").toggle()
        _ = try window.find(.text, "is on")
        let restored = ViewHost(Switch(), scene: try reopened().values(for: id))
        _ = try restored.find(.text, "is on")
    }

    @Test func aWriteReEvaluatesOnlyTheViewsThatReadTheKey() throws {
        struct Other: View {
            @SceneStorage("other") private var other = 0
            var body: some View { Text("Other: \(other)") }
        }
        let window = ViewHost(VStack { Counter(); Other() })
        window.resetStats()
        try window.find(.button, "Count: 0").tap()
        _ = try window.find(.button, "Count: 1")
        #expect(window.stats.bodiesEvaluated == 1, "only Counter re-ran: \(window.stats)")
    }

    @Test func theArchiveKeepsTheMostRecentlyUsedScenes() throws {
        let archive = SceneArchive(store: store, maxScenes: 3)
        let ids = (0..<5).map { _ in Self.sceneID() }
        var hosts: [ViewHost] = []
        for id in ids {
            hosts.append(ViewHost(Counter(), scene: archive.values(for: id)))
            try hosts[hosts.count - 1].find(.button, "Count: 0").tap()
        }
        #expect(archive.sceneIDs == Set(ids.suffix(3)), "the two least recently used scenes were dropped")
        // Reopening a scene makes it the most recent: the next new scene drops another.
        _ = archive.values(for: ids[2])
        let newest = ViewHost(Counter(), scene: archive.values(for: Self.sceneID()))
        try newest.find(.button, "Count: 0").tap()
        #expect(archive.sceneIDs.contains(ids[2]) && !archive.sceneIDs.contains(ids[3]))
        #expect(archive.sceneIDs.count == 3)
    }

    @Test func aSceneOverItsSizeLimitKeepsWorkingButIsNotPersisted() throws {
        struct Note: View {
            @SceneStorage("note") private var note = ""
            var body: some View {
                Text("Note: \(note.count)")
                Button("Short") { note = "short" }
                Button("Long") { note = String(repeating: "x", count: 4_000) }
            }
        }
        let id = Self.sceneID()
        let archive = SceneArchive(store: store, maxBytesPerScene: 1_024)
        let window = ViewHost(Note(), scene: archive.values(for: id))
        try window.find(.button, "Short").tap()
        try window.find(.button, "Long").tap()
        _ = try window.find(.text, "Note: 4000")
        #expect(RuntimeIssue.reported.contains { $0.contains("@SceneStorage") && $0.contains("not persisted") })
        let restored = ViewHost(Note(), scene: try reopened().values(for: id))
        _ = try restored.find(.text, "Note: 5")
    }

    @Test func recordsKeptInOneDictionaryBeforeAreStillRestored() throws {
        let id = Self.sceneID()
        store.set([id: ["used": 1.0, "values": ["count": 4]]], forKey: SceneArchive.defaultsKey)
        let archive = SceneArchive(store: store)
        #expect(store.object(forKey: SceneArchive.defaultsKey) == nil, "split into one record per scene")
        let window = ViewHost(Counter(), scene: archive.values(for: id))
        _ = try window.find(.button, "Count: 4")
    }

    @Test func clearingEveryValueForgetsTheScene() throws {
        struct Choice: View {
            @SceneStorage("choice") private var choice: String?
            var body: some View {
                Button("Choose") { choice = "a" }
                Button("Clear") { choice = nil }
            }
        }
        let id = Self.sceneID()
        let archive = SceneArchive(store: store)
        let window = ViewHost(Choice(), scene: archive.values(for: id))
        try window.find(.button, "Choose").tap()
        #expect(archive.sceneIDs == [id])
        try window.find(.button, "Clear").tap()
        #expect(archive.sceneIDs.isEmpty)
    }
}
