import Foundation

/// Where app-wide settings live: `@AppStorage`, the windows' `@SceneStorage` records, toolbar and tab
/// customizations and inspector widths all read and write through one store.
///
/// The default is ``UserDefaultsSettingsStore/standard`` (Foundation's `UserDefaults`, nothing to set up).
/// A store shared by several server instances (TrellisPostgres, docs/DEPLOYMENT.md) is installed in
/// ``SettingsStores/shared`` before the app starts. Values are property-list values (`Bool`, `Int`,
/// `Double`, `String`, `Data`, `Date`, arrays and dictionaries of them).
package protocol SettingsStore: AnyObject, Sendable {
    /// The value for `key`, from memory: a read never waits on a disk or a network.
    func object(forKey key: String) -> Any?
    /// Stores the value for `key` (nil removes it). The process reads the new value at once; the store
    /// makes it durable (and, for a shared store, visible to other instances) as soon as it can.
    func set(_ value: Any?, forKey key: String)
    /// The keys that have a value and start with `prefix`.
    func keys(withPrefix prefix: String) -> [String]
    /// Makes what was set durable now where the store can (a file); a shared store is already on its way.
    func synchronize()
}

/// The process's settings store, and who hears about keys another process changed.
package enum SettingsStores {
    nonisolated(unsafe) private static var current: (any SettingsStore)?
    nonisolated(unsafe) private static var observers: [@MainActor ([String]) -> Void] = []
    private static let lock = NSLock()

    /// The store `@AppStorage` (without a `store:`), scene storage, customizations and inspector widths use.
    package static var shared: any SettingsStore {
        get { lock.withLock { current } ?? UserDefaultsSettingsStore.standard }
        set { lock.withLock { current = newValue } }
    }

    /// Whether the app uses a store other than `UserDefaults` (a shared one).
    package static var isShared: Bool { lock.withLock { current } != nil }

    /// Calls `observer` on the main actor with the keys another process changed in ``shared``.
    package static func observeChangesElsewhere(_ observer: @escaping @MainActor ([String]) -> Void) {
        lock.withLock { observers.append(observer) }
    }

    /// A store heard that `keys` changed elsewhere: every observer re-reads them (on the main actor).
    package static func didChangeElsewhere(_ keys: [String]) {
        guard !keys.isEmpty else { return }
        let list = lock.withLock { observers }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                for observer in list { observer(keys) }
            }
        }
    }
}

/// Settings in a `UserDefaults` domain; for `.standard`, through ``SettingsJournal`` so a killed process
/// keeps them.
package final class UserDefaultsSettingsStore: SettingsStore, @unchecked Sendable {
    /// `UserDefaults.standard`, the default store.
    package static let standard = UserDefaultsSettingsStore(defaults: .standard, journal: .standard)

    package let defaults: UserDefaults
    private let journal: SettingsJournal?

    /// A store over `defaults`; a journal only for `.standard` (the domain it knows the file of).
    package init(defaults: UserDefaults, journal: SettingsJournal? = nil) {
        self.defaults = defaults
        self.journal = journal
    }

    /// The store for an `@AppStorage(store:)` argument: the shared one for nil or `.standard`.
    package static func forDefaults(_ defaults: UserDefaults?) -> any SettingsStore {
        guard let defaults, defaults !== UserDefaults.standard else { return SettingsStores.shared }
        return UserDefaultsSettingsStore(defaults: defaults)
    }

    package func object(forKey key: String) -> Any? { defaults.object(forKey: key) }

    package func set(_ value: Any?, forKey key: String) {
        if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
        journal?.didChange()
    }

    package func keys(withPrefix prefix: String) -> [String] {
        defaults.dictionaryRepresentation().keys.filter { $0.hasPrefix(prefix) }
    }

    package func synchronize() { defaults.synchronize() }
}

/// A settings store a separate product provides (TrellisPostgres), found in the executable at launch
/// when `--settings-url` / `TRELLIS_SETTINGS_URL` names one: linking the product is all an app does.
package protocol SettingsStoreBackend {
    /// Whether this backend opens `url` (by its scheme).
    static func handles(_ url: String) -> Bool
    /// Opens the store: blocks until its values are loaded (or it gave up waiting and starts empty,
    /// loading when the store comes back). `instance` names this process to the others.
    static func open(_ url: String, instance: String) throws -> any SettingsStore
}
