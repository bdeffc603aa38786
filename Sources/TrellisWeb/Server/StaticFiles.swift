import Foundation

/// Serves the runtime's files (`/_trellis/<path>`) from one directory.
///
/// Only regular files inside the directory, with a known extension, are
/// served. Paths are checked before touching the file system: segments of
/// `[A-Za-z0-9._-]` only, none starting with `.` (so no `..` and no hidden
/// files), no `%` escapes, no backslashes, no empty segments. The resolved
/// path must still lie inside the directory (symlinks included).
package struct StaticFiles: Sendable {
    /// The directory files are served from, symlinks resolved.
    package let root: URL

    package init(root: URL) { self.root = root.resolvingSymlinksInPath().standardizedFileURL }

    /// The bundled `Resources` directory (declared `.copy("Resources")`), if the bundle has one.
    ///
    /// Where it sits differs: `<bundle>/Resources` for SwiftPM's flat bundles,
    /// but corelibs Foundation may already report `resourceURL` as that folder.
    package static var bundled: StaticFiles? {
        let bundle = Bundle.module
        let candidates = [
            bundle.bundleURL.appendingPathComponent("Resources"),
            bundle.resourceURL?.appendingPathComponent("Resources"),
            bundle.resourceURL,
        ]
        for case let url? in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return StaticFiles(root: url)
            }
        }
        return nil
    }

    /// A file ready to send.
    package struct File: Sendable {
        package var contents: Data
        package var contentType: String
        /// A strong validator: changes whenever size or modification time does.
        package var etag: String
    }

    /// Content types by extension; anything else is not served.
    package static let contentTypes: [String: String] = [
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "json": "application/json",
        "woff2": "font/woff2",
        "ico": "image/x-icon",
    ]

    /// Whether a raw request path (after `/_trellis/`) is acceptable.
    package static func isSafe(_ path: Substring) -> Bool {
        guard !path.isEmpty, path.utf8.count <= 256 else { return false }
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            guard let first = segment.first, first != "." else { return false }
            let ok = segment.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
            guard ok else { return false }
        }
        return true
    }

    /// The file at `path`, or nil when it is unsafe, unknown or missing.
    package func file(at path: Substring) -> File? {
        guard Self.isSafe(path), let ext = path.split(separator: ".").last,
            let type = Self.contentTypes[ext.lowercased()]
        else { return nil }
        let url = root.appendingPathComponent(String(path)).resolvingSymlinksInPath().standardizedFileURL
        guard url.path.hasPrefix(root.path + "/") else { return nil }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let contents = try? Data(contentsOf: url)
        else { return nil }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return File(contents: contents, contentType: type, etag: "\"\(contents.count)-\(Int(modified))\"")
    }
}
