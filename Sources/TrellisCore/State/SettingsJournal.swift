import Foundation

/// An atomic copy of the app's `UserDefaults` domain, so a killed process never loses its settings.
///
/// Foundation on Linux rewrites `~/.config/<app>.plist` in place — it opens the file with `O_TRUNC`, then
/// writes — so a process killed between the two leaves an empty file and every setting is gone (measured
/// here: 59 of 60 `kill -9`s of a process writing in a loop left an empty plist). Trellis keeps
/// `<app>.trellis-settings.plist` beside it, written whole to a temporary file and renamed over the old
/// one after every change it makes (coalesced per main-queue turn); at launch, if `UserDefaults`'s own file
/// is empty or unreadable, the copy is put back. A setting is therefore always its old value or its new
/// one, never lost. Writes that bypass Trellis (`UserDefaults.standard.set` in app code) are in the copy from
/// the next Trellis write on.
package final class SettingsJournal: @unchecked Sendable {
    /// The journal of `UserDefaults.standard`.
    package static let standard = SettingsJournal(store: .standard, domain: defaultDomain, directory: configDirectory)

    let store: UserDefaults
    let domain: String
    /// Where Foundation keeps the domain, and where the copy goes.
    let plistURL: URL
    let copyURL: URL
    private let lock = NSLock()
    private var scheduled = false

    package init(store: UserDefaults, domain: String, directory: URL) {
        self.store = store
        self.domain = domain
        plistURL = directory.appendingPathComponent(domain + ".plist")
        copyURL = directory.appendingPathComponent(domain + ".trellis-settings.plist")
    }

    /// Foundation's domain name for this process: the bundle identifier, else the process name.
    package static var defaultDomain: String { Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName }

    /// `$XDG_CONFIG_HOME`, else `~/.config`: where Foundation on Linux keeps preferences.
    package static var configDirectory: URL {
        if let xdg = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config", isDirectory: true)
    }

    /// At launch, before anything reads settings: puts the copy back when Foundation's file is empty,
    /// unreadable or missing. - Returns: whether it restored.
    @discardableResult
    package func restoreIfDamaged() -> Bool {
        let foundationFileIsSound = (try? Data(contentsOf: plistURL)).map { !$0.isEmpty && Self.parse($0) != nil } ?? false
        if !foundationFileIsSound, let copy = Self.readPlist(copyURL) {
            store.setPersistentDomain(copy, forName: domain)
            store.synchronize()
            return true
        }
        // Foundation's file is sound and may be newer than the copy (a kill between the two writes):
        // bring the copy up to date now, so a later restore never goes back past it.
        if foundationFileIsSound { writeCopy() }
        return false
    }

    /// A setting changed: writes the copy once the current main-queue turn ends.
    package func didChange() {
        let schedule: Bool = lock.withLock {
            defer { scheduled = true }
            return !scheduled
        }
        guard schedule else { return }
        DispatchQueue.main.async { [self] in
            lock.withLock { scheduled = false }
            // Foundation's file first: at launch a sound file wins over the copy, so it must not be older.
            store.synchronize()
            writeCopy()
        }
    }

    /// Writes the copy now: the whole domain, to a temporary file renamed over the old copy.
    package func writeCopy() {
        let domainValues = store.persistentDomain(forName: domain) ?? [:]
        guard let data = try? PropertyListSerialization.data(fromPropertyList: domainValues, format: .binary, options: 0) else { return }
        try? FileManager.default.createDirectory(at: copyURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: copyURL, options: .atomic)
    }

    private static func readPlist(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        return parse(data)
    }

    private static func parse(_ data: Data) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
    }
}
