import NIOWebSocket
import Logging
import TrellisHost

/// Every open window of one server, keyed by random window id.
///
/// All window state lives on the main actor, next to the view graph. A
/// window is created by a page load, attached to by its WebSocket, kept for
/// ``gracePeriod`` after its socket closes (so a reload reattaches to the
/// same state), then closed and freed.
@MainActor
package final class WindowRegistry {
    private let makeDocument: WindowDocumentFactory
    private let gracePeriod: Duration
    private let maxWindows: Int
    private let logger: Logger
    /// The name new window ids start with (``WindowID``), if the server has one.
    private let instance: String?
    private var sessions: [String: WindowSession] = [:]

    nonisolated package init(
        makeDocument: @escaping WindowDocumentFactory, gracePeriod: Duration, maxWindows: Int = 2_000, instance: String? = nil,
        logger: Logger
    ) {
        self.instance = instance
        self.makeDocument = makeDocument
        self.gracePeriod = gracePeriod
        self.maxWindows = max(1, maxWindows)
        self.logger = logger
    }

    /// What a page load needs to render.
    package struct Opened: Sendable {
        package var windowID: String
        package var root: HostNode
        package var idiom: String?
        package var reattached: Bool
    }

    /// The window a page load shows: the existing one for a known
    /// `requestedID` (a reload), else a new one — or nil when the registry holds ``maxWindows``
    /// windows that all have a socket (the page answers 503).
    /// - Parameters:
    ///   - requestedID: the `?window=` the page was loaded with, unvalidated.
    ///   - requestedScene: the `?scene=` the page was loaded with, unvalidated: a new window restores that
    ///     scene's `@SceneStorage` when it is well formed and no open window has it, else gets a new scene.
    ///   - idiom: a valid idiom name from `?idiom=`, `auto`, or nil for none given.
    ///   - defaultIdiom: the server's idiom for new windows.
    ///   - makeDocument: makes a new window's document instead of the registry's factory.
    package func open(
        requestedID: String?, requestedScene: String? = nil, idiom: String?, defaultIdiom: String?,
        makeDocument factory: WindowDocumentFactory? = nil
    ) -> Opened? {
        if let requestedID, WindowID.isWellFormed(requestedID), let session = sessions[requestedID] {
            if let requested = idiom, requested != (session.idiom ?? "auto") { setIdiom(requested, of: session) }
            return Opened(windowID: session.id, root: session.document.root, idiom: session.document.idiom, reattached: true)
        }
        guard makeRoom() else {
            logger.warning("page load refused: \(sessions.count) windows open, all with a socket (--max-windows)")
            return nil
        }
        let chosen = idiom.map { $0 == "auto" ? nil : $0 } ?? defaultIdiom
        let id = WindowID.make(instance: instance)
        let scene = sceneID(for: requestedScene)
        let session = WindowSession(id: id, document: (factory ?? makeDocument)(chosen, nil, scene), idiom: chosen, scene: scene)
        sessions[id] = session
        logger.info("window opened", metadata: ["window": "\(id)", "idiom": "\(chosen ?? "auto")", "scene": "\(scene)"])
        // A page that never connects must not leak its window.
        scheduleExpiry(of: session)
        return Opened(windowID: id, root: session.document.root, idiom: session.document.idiom, reattached: false)
    }

    /// The scene a new window gets: the one its page asked for, unless that is malformed or an open window
    /// has it (a duplicated tab must not write another window's values), else a new one.
    private func sceneID(for requested: String?) -> String {
        if let requested, requested.utf8.count == 32, RandomToken.isWellFormed(requested),
            !sessions.values.contains(where: { $0.scene == requested }) {
            return requested
        }
        return RandomToken.hex(byteCount: 16)
    }

    /// Frees the window that has been without a socket longest while the registry is full.
    /// - Returns: false when it is full of attached windows.
    private func makeRoom() -> Bool {
        while sessions.count >= maxWindows {
            let idle = sessions.values.lazy.compactMap { session in session.idleSince.map { (session, $0) } }
            guard let oldest = idle.min(by: { $0.1 < $1.1 })?.0 else { return false }
            logger.info("window freed early: the server holds its maximum of \(maxWindows) windows", metadata: ["window": "\(oldest.id)"])
            close(oldest)
        }
        return true
    }

    /// Whether `windowID` names a window that is still open (a reload would reattach to it).
    package func isOpen(_ windowID: String?) -> Bool {
        guard let windowID, WindowID.isWellFormed(windowID) else { return false }
        return sessions[windowID] != nil
    }

    /// Attaches a socket. - Returns: false for an unknown window.
    package func attach(_ link: SocketLink, to windowID: String) -> Bool {
        guard WindowID.isWellFormed(windowID), let session = sessions[windowID] else { return false }
        session.attach(link)
        return true
    }

    /// The socket closed; the window waits ``gracePeriod`` for a reattach.
    package func detach(_ link: SocketLink, from windowID: String) {
        guard let session = sessions[windowID], session.detach(link) else { return }
        // No page shows the window now: its scene is in the background until a page attaches again.
        session.document.setScenePhase("background")
        scheduleExpiry(of: session)
    }

    /// Applies one client message to the window `link` is attached to.
    /// - Throws: ``WindowDocumentError`` from the document; the caller logs and drops.
    package func handle(_ message: ClientMessage, from link: SocketLink, windowID: String) throws {
        // A replaced socket may still deliver a few messages: ignore them.
        guard let session = sessions[windowID], session.link === link else { return }
        session.pageWasActive()
        // Its patch is on the way by then: what a large transaction freed is merged now, not in the next one.
        let start = ContinuousClock.now
        defer { HeapSettling.settle(afterWorkSince: start) }
        switch message {
        case .ping: link.send(.pong)
        case let .event(event, element): try session.document.dispatch(event, to: element)
        case let .viewport(viewport):
            // In the automatic idiom the width picks the idiom: tell the page when it flips.
            let before = session.document.idiom
            session.document.setViewport(viewport)
            let after = session.document.idiom
            if after != before { link.send(.idiom(after)) }
        case let .idiom(idiom): setIdiom(idiom, of: session)
        case let .sizes(sizes): session.document.deliverSizes(sizes)
        case let .scenePhase(phase): session.document.setScenePhase(phase)
        }
    }

    private func setIdiom(_ name: String, of session: WindowSession) {
        session.idiom = name == "auto" ? nil : name
        session.document.setIdiom(name)
        session.link?.send(.idiom(session.document.idiom))
    }

    private func scheduleExpiry(of session: WindowSession) {
        let generation = session.detachGeneration
        let id = session.id
        session.expiry?.cancel()
        session.expiry = Task { [weak self, gracePeriod] in
            // Cancelled: a socket attached (``WindowSession/attach(_:)``).
            guard (try? await Task.sleep(for: gracePeriod)) != nil else { return }
            self?.expire(id, generation: generation)
        }
    }

    private func expire(_ id: String, generation: Int) {
        guard let session = sessions[id], session.link == nil, session.detachGeneration == generation else { return }
        close(session)
    }

    private func close(_ session: WindowSession) {
        sessions[session.id] = nil
        session.link?.close(.goingAway, reason: "window closed")
        session.close()
        logger.info("window closed", metadata: ["window": "\(session.id)"])
    }

    /// Closes every window (server shutdown).
    package func closeAll() {
        for session in Array(sessions.values) { close(session) }
    }

    /// Whether `windowID`'s window has a socket now (for tests and diagnostics).
    package func isAttached(_ windowID: String) -> Bool { sessions[windowID]?.link != nil }

    /// An `AsyncImage`'s bytes at `token`, from the open window that holds it.
    package func remoteImage(_ token: Substring) -> RemoteImageFetch.Image? {
        for session in sessions.values { if let image = session.document.remoteImage(token) { return image } }
        return nil
    }

    /// The ids of open windows (for tests and diagnostics).
    package var windowIDs: Set<String> { Set(sessions.keys) }
}
