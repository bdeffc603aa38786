/// One window's `AsyncImage` bytes, served at `/_trellis/img/<token>`: a 128-bit random token per image,
/// sent only to that window, and dropped with the window. Bounded: at most ``maxImages`` images and
/// ``maxBytes`` bytes; the oldest go first.
@MainActor
package final class RemoteImageStore {
    package static let maxImages = 64
    package static let maxBytes = 32 * 1024 * 1024
    package static let pathPrefix = "/_trellis/img/"

    private var images: [String: RemoteImageFetch.Image] = [:]
    private var order: [String] = []
    private var total = 0

    package init() {}

    /// Keeps `image` and returns the path the window's page loads it from.
    package func add(_ image: RemoteImageFetch.Image) -> String {
        let token = RandomToken.hex(byteCount: 16)
        images[token] = image
        order.append(token)
        total += image.bytes.count
        while order.count > Self.maxImages || (total > Self.maxBytes && order.count > 1) {
            let oldest = order.removeFirst()
            total -= images.removeValue(forKey: oldest)?.bytes.count ?? 0
        }
        return Self.pathPrefix + token
    }

    /// The image at `token`, if this window holds it.
    package func image(_ token: some StringProtocol) -> RemoteImageFetch.Image? {
        guard RandomToken.isWellFormed(token) else { return nil }
        return images[String(token)]
    }

    package func removeAll() {
        images.removeAll()
        order.removeAll()
        total = 0
    }
}
