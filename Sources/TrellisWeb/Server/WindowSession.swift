import NIOWebSocket
import TrellisHost

/// One browser window: its document (view graph), numbering and socket.
///
/// Lives in the ``WindowRegistry`` from the page load until its grace period
/// without a socket runs out.
@MainActor
package final class WindowSession {
    package let id: String
    package let document: any WindowDocument
    /// The window scene whose `@SceneStorage` the document keeps; the page remembers it (`hello`).
    package let scene: String
    /// The idiom asked for; nil = automatic.
    package var idiom: String?
    /// The `seq` of the last patch produced (sent or not).
    @exclusivity(unchecked) package private(set) var seq = 0
    /// The live socket, if any.
    @exclusivity(unchecked) package private(set) var link: SocketLink?
    /// True once the browser's DOM may differ from ``document``'s tree:
    /// a patch was produced with no socket, or a socket came and went.
    package private(set) var needsReset = false
    /// Bumped on every detach, so a stale expiry timer knows to do nothing.
    package private(set) var detachGeneration = 0
    /// Since when the window has had no socket (its page load, or its last detach); nil while attached.
    package private(set) var idleSince: ContinuousClock.Instant? = .now
    /// The timer that frees the window if no socket comes within the grace period; cancelled when one does
    /// (a sleeping task holds memory for as long as it sleeps).
    var expiry: Task<Void, Never>?
    /// The timer that frees what the last patch's removed views held (``releaseDelay``).
    var release: Task<Void, Never>?

    /// How long the page must have sent nothing before the views a transaction removed are walked and
    /// freed (``pageWasActive()``). The page applies and paints the patch meanwhile; freeing 1,000
    /// rows' nodes (several ms) at once would compete with it for the CPU when browser and server
    /// share a machine (`swift run`), and it keeps that work off the path of a click that follows. A
    /// later removal frees the batch before it in its own transaction, so a window holds at most one
    /// transaction's removed views.
    nonisolated static let releaseDelay: Duration = .milliseconds(200)

    package init(id: String, document: any WindowDocument, idiom: String?, scene: String) {
        self.id = id
        self.document = document
        self.scene = scene
        self.idiom = idiom
        document.onUpdate = { [weak self] update in self?.publish(update) }
        // A URL opened while no page is attached is dropped: there is no tab to open it from.
        document.onOpenURL = { [weak self] url in self?.link?.send(.openURL(url)) }
        document.onRemovedViews = { [weak self] in self?.scheduleRelease() }
    }

    /// Removed views released per turn of the main queue: a click that arrives while 1,000 removed
    /// rows are walked and freed (≈ 10 ms) waits for one step (≈ 0.5 ms), not for all of it.
    nonisolated static let releaseStep = 64
    /// The longest a release waits for the page to go quiet (``pageWasActive()``).
    nonisolated static let releaseLatest: Duration = .seconds(2)
    /// When the scheduled release may run, and the latest it may be pushed back to.
    private var releaseDue = ContinuousClock.now
    private var releaseDeadline = ContinuousClock.now

    /// The page sent something: a scheduled release waits until it has been quiet for
    /// ``releaseDelay`` (at most ``releaseLatest`` after the removal), so walking and freeing the
    /// removed views doesn't compete with the page handling and painting what it asked for.
    func pageWasActive() {
        guard release != nil else { return }
        releaseDue = min(.now + Self.releaseDelay, releaseDeadline)
    }

    private func scheduleRelease() {
        release?.cancel()
        releaseDue = .now + Self.releaseDelay
        releaseDeadline = .now + Self.releaseLatest
        release = Task { [weak self] in
            var done = false
            // The steps' own time, not the waits between them: what `HeapSettling` weighs.
            var worked = Duration.zero
            while !done {
                // Until the page has been quiet for the delay (or the deadline has passed)…
                while true {
                    guard let due = self?.releaseDue else { return }
                    try? await Task.sleep(until: due, clock: .continuous)
                    guard !Task.isCancelled else { return }
                    if let self, self.releaseDue <= .now { break }
                }
                guard let self else { return }
                // …then in steps, each a main-queue turn, while it stays quiet: a message pushes
                // `releaseDue` back, and the rest waits again. `release` stays this task while it
                // works, so a removal meanwhile cancels it (that removal frees this batch itself).
                while self.releaseDue <= .now {
                    let step = ContinuousClock.now
                    let more = self.document.releaseRemovedViews(upTo: Self.releaseStep)
                    worked += ContinuousClock.now - step
                    guard more else { done = true; break }
                    await Task.yield()
                    if Task.isCancelled { return }
                }
            }
            self?.release = nil
            HeapSettling.settle(afterWorkSince: .now - worked)
        }
    }

    /// The window is gone: its document frees everything, and no timer outlives it.
    func close() {
        expiry?.cancel()
        expiry = nil
        release?.cancel()
        release = nil
        document.onRemovedViews = nil
        document.onUpdate = nil
        document.close()
    }

    /// Sends one update as one patch, or remembers that the client missed it.
    private func publish(_ update: HostUpdate) {
        guard !update.isEmpty else { return }
        seq += 1
        if let link { link.send(.patch(seq: seq, update)) } else { needsReset = true }
    }

    /// Makes `newLink` the window's socket: `hello`, then `reset` if needed.
    /// An older socket is closed (a window has at most one).
    package func attach(_ newLink: SocketLink) {
        link?.close(.init(codeNumber: 4001), reason: "replaced by a newer connection")
        link = newLink
        idleSince = nil
        expiry?.cancel()
        expiry = nil
        newLink.send(.hello(window: id, idiom: document.idiom, seq: seq, scene: scene))
        if needsReset {
            newLink.send(.reset(root: document.root))
            needsReset = false
        }
    }

    /// Forgets `oldLink` if it is still the window's socket.
    /// - Returns: whether it was (and the window is now without a socket).
    package func detach(_ oldLink: SocketLink) -> Bool {
        guard link === oldLink else { return false }
        link = nil
        idleSince = .now
        needsReset = true
        detachGeneration += 1
        return true
    }
}
