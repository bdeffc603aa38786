/// A window's id: 32 random hex digits, after the name of the instance that made it when the server has
/// one (`a-0f3c…`, `--instance a`), so a proxy routes the page and its WebSocket to that instance
/// (docs/DEPLOYMENT.md).
package enum WindowID {
    /// A new id for a window of `instance`.
    package static func make(instance: String?) -> String {
        (instance.map { $0 + "-" } ?? "") + RandomToken.hex(byteCount: 16)
    }

    /// Whether `name` may name an instance: 1 to 16 lowercase letters and digits (it goes into URLs and a
    /// proxy's rules unescaped).
    package static func isInstanceName(_ name: some StringProtocol) -> Bool {
        (1...16).contains(name.utf8.count) && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Whether `text` looks like something ``make(instance:)`` made. Checked before any lookup.
    package static func isWellFormed(_ text: some StringProtocol) -> Bool {
        guard text.utf8.count <= 96 else { return false }
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 { return isInstanceName(parts[0]) && RandomToken.isWellFormed(parts[1]) }
        return RandomToken.isWellFormed(text)
    }

    /// The instance named in `id`, if any.
    package static func instance(of id: some StringProtocol) -> String? {
        let parts = id.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? String(parts[0]) : nil
    }
}
