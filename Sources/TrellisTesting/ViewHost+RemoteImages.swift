public import Foundation
import TrellisGraph

extension ViewHost {
    /// The test host's `AsyncImage` loads: each load waits until the test answers it with
    /// ``succeed(_:)`` or ``fail(_:with:)``, so a test sees every phase.
    @MainActor
    public final class RemoteImages: RemoteImageLoader {
        private var pending: [(url: URL, completion: @MainActor (Result<String, any Error>) -> Void)] = []
        private var served = 0

        /// The URLs being loaded, oldest first.
        public var requested: [URL] { pending.map(\.url) }

        package func load(_ url: URL, completion: @escaping @MainActor (Result<String, any Error>) -> Void) -> () -> Void {
            pending.append((url, completion))
            return { [weak self] in self?.pending.removeAll { $0.url == url } }
        }

        /// Answers the loads of `url` with an image; returns the path the page would load it from.
        @discardableResult
        public func succeed(_ url: URL) -> String {
            served += 1
            let path = "/_trellis/img/" + String(repeating: "0", count: 31) + String(served % 10)
            answer(url, .success(path))
            return path
        }

        /// Answers the loads of `url` with an error.
        public func fail(_ url: URL, with error: any Error = URLError(.cannotConnectToHost)) {
            answer(url, .failure(error))
        }

        private func answer(_ url: URL, _ result: Result<String, any Error>) {
            let matching = pending.filter { $0.url == url }
            pending.removeAll { $0.url == url }
            for load in matching { load.completion(result) }
        }
    }
}
