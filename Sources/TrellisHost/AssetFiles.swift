import Synchronization

/// The app's own image files that host elements refer to (asset-catalog images), each under a stable
/// token: `/_trellis/asset/<16 hex digits>`. A renderer serves a token's file and nothing else, so a
/// request can never name a path. The table only grows with the app's distinct images.
package enum AssetFiles {
    package static let pathPrefix = "/_trellis/asset/"

    private static let files = Mutex<[String: String]>([:])

    /// The path a page loads `file` (absolute) from; the same file always gets the same path.
    package static func register(_ file: String) -> String {
        let token = self.token(for: file)
        files.withLock { $0[token] = file }
        return pathPrefix + token
    }

    /// The file registered under `token`, if any.
    package static func file(for token: some StringProtocol) -> String? {
        guard token.utf8.count == 16, token.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        return files.withLock { $0[String(token)] }
    }

    /// FNV-1a of the path: stable across runs, so a reloaded page and a snapshot see the same token.
    static func token(for file: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in file.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
