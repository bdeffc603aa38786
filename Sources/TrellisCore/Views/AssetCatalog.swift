import Foundation

/// Named colours and images from an app's asset catalogs (`Assets.xcassets/<name>.colorset/Contents.json`,
/// `<name>.imageset`), found in the bundle a `Color(_:bundle:)` or `Image(_:bundle:)` names, in `Bundle.main`,
/// and in the resource bundle SwiftPM builds beside the executable (`<Package>_<Target>.resources`), where
/// Linux apps' catalogs are copied.
package enum AssetCatalog {
    /// A colour set's any-appearance colour and its dark-appearance one, if it has one.
    package struct ColorSet: Sendable {
        package var light: Color.Components
        package var dark: Color.Components?
    }

    /// The colour set `name`, or nil when no catalog has it.
    package static func color(named name: String, in bundle: Bundle?) -> ColorSet? {
        let roots = roots(for: bundle)
        let key = roots.joined(separator: "|") + "#" + name
        if let cached = colors.value(for: key) { return cached }
        let found = first(in: roots) { catalog in
            find(name + ".colorset", in: catalog).flatMap { parseColorSet(at: $0 + "/Contents.json") }
        }
        colors.store(found, for: key)
        return found
    }

    /// The folders searched for `bundle`: its own resources first, then the app's.
    static func roots(for bundle: Bundle?) -> [String] {
        [bundle?.resourcePath].compactMap { $0 } + defaultRoots
    }

    /// The first value `lookup` finds in the catalogs of `roots`, in order.
    static func first<Value>(in roots: [String], _ lookup: (_ catalog: String) -> Value?) -> Value? {
        for root in roots {
            for catalog in catalogs(in: root) {
                if let value = lookup(catalog) { return value }
            }
        }
        return nil
    }

    /// `Contents.json` of a colour set: the entry with no appearance (the light one) and the one whose
    /// luminosity appearance is dark (without high contrast), in sRGB.
    static func parseColorSet(at path: String) -> ColorSet? {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]]
        else { return nil }
        let plain = colors.first { $0["appearances"] == nil } ?? colors.first
        guard let light = plain.flatMap(components) else { return nil }
        let dark = colors.first { isDark($0["appearances"]) }.flatMap(components)
        return ColorSet(light: light, dark: dark)
    }

    /// An entry's appearances are exactly "luminosity: dark".
    static func isDark(_ appearances: Any?) -> Bool {
        guard let list = appearances as? [[String: Any]], list.count == 1 else { return false }
        return list[0]["appearance"] as? String == "luminosity" && list[0]["value"] as? String == "dark"
    }

    static func components(_ entry: [String: Any]) -> Color.Components? {
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        let value = { (key: String) in component(components[key]) }
        let opacity = value("alpha") ?? 1
        if let white = value("white") { return Color.Components(white, white, white, opacity) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color.Components(red, green, blue, opacity)
    }

    /// Xcode writes components as `"0.502"`, `"0x80"` or `"128"` (8-bit).
    static func component(_ raw: Any?) -> Double? {
        if let number = raw as? Double { return number }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    static func catalogs(in root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted().map { root + "/" + $0 }
    }

    /// Catalogs nest sets in folders (groups): the first `entry` at any depth.
    static func find(_ entry: String, in catalog: String) -> String? {
        if FileManager.default.fileExists(atPath: catalog + "/" + entry) { return catalog + "/" + entry }
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return nil }
        while let item = enumerator.nextObject() as? String {
            if (item as NSString).lastPathComponent == entry { return catalog + "/" + item }
        }
        return nil
    }

    /// `<Package>_<Executable>.resources` folders beside the running executable.
    package static func executableResourceBundles() -> [String] {
        // `/proc/self/exe` first: reading `Bundle.main` this early would fix its view of the folder before the links exist.
        let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map { URL(fileURLWithPath: $0) }
        guard let executable = linked ?? Bundle.main.executableURL else { return [] }
        let folder = executable.deletingLastPathComponent().path
        let suffix = "_\(executable.lastPathComponent).resources"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    /// `Bundle.main` and the executable's resource bundles: looked up once per process.
    private static let defaultRoots: [String] = [Bundle.main.resourcePath].compactMap { $0 } + executableResourceBundles()

    private static let colors = Cache<ColorSet>()

    /// Lookups read the disk once per name.
    final class Cache<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: Value?] = [:]

        func value(for key: String) -> Value?? {
            lock.lock()
            defer { lock.unlock() }
            return entries[key]
        }

        func store(_ value: Value?, for key: String) {
            lock.lock()
            defer { lock.unlock() }
            entries[key] = value
        }
    }
}
