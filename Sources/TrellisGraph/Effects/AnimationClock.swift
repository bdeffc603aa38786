import Foundation
import TrellisCore

/// The window's timers for animators that step on their own (`phaseAnimator`): one pending step per
/// animator at most, cancelled when its view goes away. A test host runs it by hand (`isManual`,
/// `advance(by:)`), so tests step phases without waiting.
@MainActor
package final class AnimationClock: NodeState {
    private struct Entry {
        let id: Int
        let due: Double
        weak var owner: Node?
        let action: @MainActor () -> Void
        var task: Task<Void, Never>?
    }

    /// Time is advanced by `advance(by:)` only (the test host); otherwise steps run on real timers.
    package var isManual = false
    /// Seconds the manual clock has advanced.
    package private(set) var now: Double = 0
    private var entries: [Entry] = []
    private var nextID = 1

    package static func of(_ graph: ViewGraph) -> AnimationClock {
        graph.root.state(orMake: AnimationClock())
    }

    /// Steps waiting to run.
    package var pendingCount: Int { entries.count }

    /// Runs `action` after `seconds`, unless `cancel(owner:)` comes first. One owner has one pending step:
    /// scheduling another replaces it.
    package func schedule(after seconds: Double, owner: Node, _ action: @escaping @MainActor () -> Void) {
        cancel(owner: owner)
        let delay = seconds.isFinite ? min(max(seconds, 0), 60) : 0
        let id = nextID
        nextID += 1
        var entry = Entry(id: id, due: now + delay, owner: owner, action: action)
        // The timer starts on a later turn, so a test host that switches to manual time right after
        // creating its window never races it.
        entry.task = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(delay))
            guard !Task.isCancelled, let self, !self.isManual else { return }
            self.fire(id)
        }
        entries.append(entry)
    }

    /// Drops the owner's pending step.
    package func cancel(owner: Node) {
        entries.removeAll { entry in
            guard entry.owner === owner || entry.owner == nil else { return false }
            entry.task?.cancel()
            return true
        }
    }

    /// Manual time: runs every step due within `seconds`, in order, including steps they schedule.
    package func advance(by seconds: Double) {
        let end = now + max(seconds, 0)
        while let next = entries.filter({ $0.due <= end }).min(by: { $0.due < $1.due }) {
            now = max(now, next.due)
            fire(next.id)
        }
        now = end
    }

    private func fire(_ id: Int) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries.remove(at: index)
        guard let owner = entry.owner, owner.isAttached else { return }
        entry.action()
    }
}
