import Foundation
import TrellisCore

/// A person's customization of one `toolbar(id:)` toolbar, as stored in `UserDefaults`.
package struct ToolbarCustomization: Codable, Equatable, Sendable {
    /// The ids of the items in the bar, in order.
    package var items: [String]
    /// Every customizable id the toolbar declared when this was saved: an id not among them is new, and
    /// appears where its declaration puts it.
    package var known: [String]
    /// Nil: the idiom's default.
    package var displayMode: ToolbarDisplayMode?
    /// Hide Toolbar (⌥⌘T).
    package var toolbarHidden: Bool

    package init(items: [String], known: [String], displayMode: ToolbarDisplayMode? = nil, toolbarHidden: Bool = false) {
        self.items = items
        self.known = known
        self.displayMode = displayMode
        self.toolbarHidden = toolbarHidden
    }
}

/// One customizable toolbar of a navigation container, resolved: its declared items, what is in the bar,
/// and whether this idiom lets a person change it.
package struct CustomizableToolbar: Equatable {
    package var id: String
    /// The customizable items, in declaration order (principal items and the title are not among them).
    package var declared: [ToolbarEntry.Customization]
    /// The ids in the bar, in order.
    package var bar: [String]
    /// This idiom (and the bar's role) lets a person customize it.
    package var editable: Bool
    package var displayMode: ToolbarDisplayMode
    package var hidden: Bool

    /// The default set: the declared items not hidden by default, in declaration order (`.disabled` ones first).
    package var defaultSet: [String] { Self.pinning(declared.filter { $0.defaultVisibility != .hidden }.map(\.id), declared: declared) }

    /// `bar` with its `.disabled` items moved to the front, in declaration order: SwiftUI places them "before
    /// other customizable items", so moving or adding other items never shifts them.
    static func pinning(_ bar: [String], declared: [ToolbarEntry.Customization]) -> [String] {
        let pinned = declared.filter { $0.behavior == .disabled && bar.contains($0.id) }.map(\.id)
        return pinned + bar.filter { !pinned.contains($0) }
    }

    package func item(_ id: String) -> ToolbarEntry.Customization? { declared.first { $0.id == id } }

    /// What to store for `bar`.
    package func storing(bar: [String]) -> ToolbarCustomization {
        ToolbarCustomization(items: bar, known: declared.map(\.id), displayMode: displayMode == .iconOnly ? nil : displayMode, toolbarHidden: hidden)
    }

    /// The bar for `declared` items and a stored customization (nil: the default set).
    ///
    /// Stored ids that no longer exist are ignored; a declared id the stored customization has never seen is new
    /// and goes where its declaration puts it (after the declared item before it that is in the bar); items a
    /// person can't remove (`.disabled`, `.reorderable`) are always in the bar.
    package static func bar(declared: [ToolbarEntry.Customization], stored: ToolbarCustomization?) -> [String] {
        let defaults = pinning(declared.filter { $0.defaultVisibility != .hidden }.map(\.id), declared: declared)
        guard let stored else { return defaults }
        let ids = Set(declared.map(\.id))
        let known = Set(stored.known)
        var bar: [String] = []
        for id in stored.items where ids.contains(id) && !bar.contains(id) { bar.append(id) }
        for (index, item) in declared.enumerated() where !bar.contains(item.id) && item.defaultVisibility != .hidden {
            let isNew = !known.contains(item.id)
            guard isNew || item.behavior != .default else { continue }
            let before = declared[..<index].reversed().first { bar.contains($0.id) }
            let at = before.flatMap { b in bar.firstIndex(of: b.id).map { $0 + 1 } } ?? 0
            bar.insert(item.id, at: at)
        }
        return pinning(bar, declared: declared)
    }

    // MARK: - Editing (each returns nil when the rules forbid it)

    /// `id` taken out of the bar: only `.default` items.
    package func removing(_ id: String) -> [String]? {
        guard let item = item(id), item.behavior == .default, let index = bar.firstIndex(of: id) else { return nil }
        var bar = bar
        bar.remove(at: index)
        return bar
    }

    /// `id` put into the bar at `index` (clamped, and after the `.disabled` items); moves it when it is already there.
    package func inserting(_ id: String, at index: Int) -> [String]? {
        guard item(id) != nil else { return nil }
        var bar = bar
        if let from = bar.firstIndex(of: id) {
            guard item(id)?.behavior != .disabled else { return nil }
            bar.remove(at: from)
            let target = min(max(0, from < index ? index - 1 : index), bar.count)
            bar.insert(id, at: target)
        } else {
            bar.insert(id, at: min(max(0, index), bar.count))
        }
        return Self.pinning(bar, declared: declared)
    }

    /// The bar item at `from` moved to position `to` (0…count, in the list before the move).
    package func moving(from: Int, to: Int) -> [String]? {
        guard bar.indices.contains(from), (0...bar.count).contains(to) else { return nil }
        return inserting(bar[from], at: to)
    }
}

/// Where customizations live: one settings key per toolbar id (`Trellis.Toolbar.<id>`, JSON) in the app's
/// ``SettingsStore``, written on every change and read at launch. One store per process is shared by every
/// window, so a change shows live in every window that shows the toolbar (and, with a shared settings store,
/// in every window of every instance).
@MainActor
package final class ToolbarCustomizationStore {
    package static let shared: ToolbarCustomizationStore = {
        let store = ToolbarCustomizationStore(settings: nil)
        // Another instance changed a customization: forget it and re-resolve the windows that show it.
        SettingsStores.observeChangesElsewhere { [weak store] keys in store?.changedElsewhere(keys) }
        return store
    }()

    private let explicit: (any SettingsStore)?
    /// Warnings logged (corrupt data), one per toolbar id.
    package private(set) var warnings: [String] = []
    private var cache: [String: ToolbarCustomization?] = [:]
    private var observers: [String: [WeakToolbarHost]] = [:]

    /// A store over a `UserDefaults` suite (tests give each their own).
    package convenience init(defaults: UserDefaults) {
        self.init(settings: UserDefaultsSettingsStore.forDefaults(defaults))
    }

    /// A store over `settings`; nil: the app's (``SettingsStores/shared``, read at each access).
    package init(settings: (any SettingsStore)?) {
        explicit = settings
    }

    package var settings: any SettingsStore { explicit ?? SettingsStores.shared }

    /// The `UserDefaults` the customizations are in, when that is where they are.
    package var defaults: UserDefaults { (settings as? UserDefaultsSettingsStore)?.defaults ?? .standard }

    package static func key(_ id: String) -> String { "Trellis.Toolbar.\(id)" }

    /// The stored customization of toolbar `id`, or nil (never customized, or unreadable: the defaults).
    package func customization(for id: String) -> ToolbarCustomization? {
        if let cached = cache[id] { return cached }
        var result: ToolbarCustomization?
        if let object = settings.object(forKey: Self.key(id)) {
            if let data = object as? Data, let decoded = try? JSONDecoder().decode(ToolbarCustomization.self, from: data) {
                result = decoded
            } else {
                let message = "Toolbar customization for \"\(id)\" could not be read; using the toolbar's defaults."
                warnings.append(message)
                RuntimeIssue.report(message)
            }
        }
        cache.updateValue(result, forKey: id)
        return result
    }

    /// Stores (nil: forgets) the customization of toolbar `id` and updates every window showing it.
    package func set(_ customization: ToolbarCustomization?, for id: String) {
        guard cache[id] != .some(customization) || customization == nil else { return }
        cache.updateValue(customization, forKey: id)
        settings.set(customization.flatMap { try? JSONEncoder().encode($0) }, forKey: Self.key(id))
        // On every change, not at some later flush: a restart right after a change keeps it (and the
        // default store's journal, SettingsJournal, keeps it through a kill).
        settings.synchronize()
        notify(id)
    }

    /// Keys another instance changed: the toolbars among them are read again.
    package func changedElsewhere(_ keys: [String]) {
        let prefix = Self.key("")
        for key in keys where key.hasPrefix(prefix) {
            let id = String(key.dropFirst(prefix.count))
            cache[id] = nil
            notify(id)
        }
    }

    private func notify(_ id: String) {
        let hosts = observers[id] ?? []
        observers[id] = hosts.filter { $0.host != nil }
        for entry in hosts { entry.host?.customizationDidChange() }
    }

    /// `host` shows toolbar `id`: it re-resolves when the customization changes.
    func observe(_ id: String, by host: ToolbarHost) {
        var list = observers[id] ?? []
        list.removeAll { $0.host == nil }
        if !list.contains(where: { $0.host === host }) { list.append(WeakToolbarHost(host: host)) }
        observers[id] = list
    }
}

struct WeakToolbarHost { weak var host: ToolbarHost? }

struct ToolbarCustomizationStoreKey: EnvironmentKey {
    static var defaultValue: ToolbarCustomizationStore? { nil }
}

extension EnvironmentValues {
    /// Where `toolbar(id:)` customizations are kept; nil: ``ToolbarCustomizationStore/shared`` (tests give each
    /// their own `UserDefaults` suite).
    package var _toolbarCustomizationStore: ToolbarCustomizationStore? {
        get { self[ToolbarCustomizationStoreKey.self] }
        set { self[ToolbarCustomizationStoreKey.self] = newValue }
    }
}

extension ToolbarEntry.Customization {
    /// The name the editor shows: the id in words (`sizeSelector` → "Size Selector").
    package var displayName: String {
        var words = ""
        for character in id {
            if character.isUppercase, let last = words.last, !last.isUppercase, last != " " { words.append(" ") }
            words.append(character == "_" || character == "-" ? " " : character)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
