import Foundation

/// An image file an image set names, as a browser can draw it.
///
/// One shared reference: it rides in `Image.Source`, and a symbol's image (the common case) would
/// otherwise copy an enum sized for these four fields.
package struct AssetImageFile: Hashable, Sendable {
    private final class Storage: Sendable {
        let path: String
        let darkPath: String?
        let scale: Int
        let isTemplate: Bool
        init(path: String, darkPath: String?, scale: Int, isTemplate: Bool) {
            self.path = path
            self.darkPath = darkPath
            self.scale = scale
            self.isTemplate = isTemplate
        }
    }

    private let storage: Storage

    package init(path: String, darkPath: String?, scale: Int, isTemplate: Bool) {
        storage = Storage(path: path, darkPath: darkPath, scale: scale, isTemplate: isTemplate)
    }

    /// The any-appearance file's absolute path.
    package var path: String { storage.path }
    /// The dark-appearance file of the same scale, if the set has one.
    package var darkPath: String? { storage.darkPath }
    /// Pixels per point: 1, 2 or 3 (`"2x"`); 1 for a single-scale or vector image.
    package var scale: Int { storage.scale }
    /// The set's render-as is Template Image: drawn in the foreground style, like a symbol.
    package var isTemplate: Bool { storage.isTemplate }

    package static func == (a: AssetImageFile, b: AssetImageFile) -> Bool {
        a.storage === b.storage
            || (a.path == b.path && a.darkPath == b.darkPath && a.scale == b.scale && a.isTemplate == b.isTemplate)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(darkPath)
        hasher.combine(scale)
        hasher.combine(isTemplate)
    }
}

extension AssetCatalog {
    /// File types every browser draws in an `<img>`; PDF and HEIC sets have no such file.
    static let drawableExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg", "bmp", "ico"]

    private static let images = Cache<AssetImageFile>()

    /// The file of image set `name` to draw, or nil when no catalog has a drawable one.
    package static func image(named name: String, in bundle: Bundle?) -> AssetImageFile? {
        let roots = roots(for: bundle)
        let key = roots.joined(separator: "|") + "#" + name
        if let cached = images.value(for: key) { return cached }
        let found = first(in: roots) { catalog in
            find(name + ".imageset", in: catalog).flatMap { parseImageSet(at: $0) }
        }
        images.store(found, for: key)
        return found
    }

    /// An image set's `Contents.json`: its any-appearance files (and the dark one of the same scale), the 2x one first (sharp on most screens,
    /// half the bytes of 3x), then 3x, 1x, and a single-scale file.
    static func parseImageSet(at folder: String) -> AssetImageFile? {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]]
        else { return nil }
        let rank = ["2x": 0, "3x": 1, "1x": 2]
        func candidates(dark: Bool) -> [(file: String, scale: Int, rank: Int)] {
            entries.compactMap { entry in
                guard dark ? isDark(entry["appearances"]) : entry["appearances"] == nil,
                      let file = entry["filename"] as? String, !file.contains("/"),
                      drawableExtensions.contains((file as NSString).pathExtension.lowercased()),
                      FileManager.default.fileExists(atPath: folder + "/" + file)
                else { return nil }
                let scale = entry["scale"] as? String
                return (file, scale.flatMap { Int($0.dropLast()) } ?? 1, scale.flatMap { rank[$0] } ?? 3)
            }
        }
        guard let best = candidates(dark: false).min(by: { $0.rank < $1.rank }) else { return nil }
        let dark = candidates(dark: true).first { $0.scale == best.scale }
        let properties = json["properties"] as? [String: Any]
        return AssetImageFile(
            path: folder + "/" + best.file, darkPath: dark.map { folder + "/" + $0.file }, scale: min(max(best.scale, 1), 3),
            isTemplate: properties?["template-rendering-intent"] as? String == "template")
    }
}
