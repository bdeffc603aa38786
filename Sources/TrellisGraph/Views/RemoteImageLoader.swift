import Foundation
import TrellisCore

/// Fetches `AsyncImage` URLs for one window: the app's process fetches (never the page), and the
/// bytes are served to that window only, at the path the completion gives.
@MainActor
package protocol RemoteImageLoader: AnyObject {
    /// Starts loading `url`; `completion` runs once, on the main actor, with the page's path for the
    /// image or the reason it failed. The returned closure cancels the load (no completion then).
    func load(_ url: URL, completion: @escaping @MainActor (Result<String, any Error>) -> Void) -> () -> Void
}

/// Why an `AsyncImage` load failed before any fetch.
package enum RemoteImageError: Error, Equatable, CustomStringConvertible {
    /// Not `http` or `https` (a `file:`, `data:` or `javascript:` URL).
    case unsupportedScheme(String)
    /// This window has no loader (a host that can't fetch).
    case noLoader

    package var description: String {
        switch self {
        case let .unsupportedScheme(scheme): "AsyncImage loads http and https URLs only, not \(scheme):"
        case .noLoader: "this window can't load remote images"
        }
    }
}

private struct RemoteImageLoaderKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any RemoteImageLoader)? = nil
}

extension EnvironmentValues {
    /// The window's image loader (`HostWindow` sets it from its renderer).
    package var _remoteImageLoader: (any RemoteImageLoader)? {
        get { self[RemoteImageLoaderKey.self] }
        set { self[RemoteImageLoaderKey.self] = newValue }
    }
}
