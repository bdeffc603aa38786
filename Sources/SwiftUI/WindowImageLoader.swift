#if os(Linux)
import Foundation
import TrellisGraph
import TrellisWeb

/// A browser window's `AsyncImage` loads: fetched here (``RemoteImageFetch``), kept in the window's
/// ``RemoteImageStore`` and served to its page only. At most ``maxConcurrent`` fetches run at once;
/// the rest wait their turn.
@MainActor
final class WindowImageLoader: RemoteImageLoader {
    static let maxConcurrent = 6
    let store = RemoteImageStore()
    private var running = 0
    private var waiting: [() -> Void] = []
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var nextID: UInt64 = 0
    private var isClosed = false

    func load(_ url: URL, completion: @escaping @MainActor (Result<String, any Error>) -> Void) -> () -> Void {
        nextID += 1
        let id = nextID
        var cancelled = false
        let start = { [weak self] in
            guard let self, !cancelled, !self.isClosed else { self?.finishOne(); return }
            self.tasks[id] = Task { @MainActor [weak self] in
                let result = await RemoteImageFetch.fetch(url)
                guard let self else { return }
                self.tasks[id] = nil
                self.finishOne()
                guard !Task.isCancelled, !cancelled, !self.isClosed else { return }
                switch result {
                case let .success(image): completion(.success(self.store.add(image)))
                case let .failure(failure): completion(.failure(failure))
                }
            }
        }
        if running < Self.maxConcurrent {
            running += 1
            start()
        } else {
            waiting.append(start)
        }
        return { [weak self] in
            cancelled = true
            self?.tasks.removeValue(forKey: id)?.cancel()
        }
    }

    private func finishOne() {
        if waiting.isEmpty { running = max(0, running - 1) } else { waiting.removeFirst()() }
    }

    func close() {
        isClosed = true
        waiting.removeAll()
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        store.removeAll()
    }
}
#endif
