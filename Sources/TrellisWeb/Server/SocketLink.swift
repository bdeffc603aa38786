import HummingbirdWebSocket
import NIOWebSocket
import Synchronization

/// The server's handle on one live WebSocket: a bounded queue of outbound messages.
///
/// The registry (main actor) enqueues without waiting; the connection's
/// writer task drains the queue in order, so patches leave in `seq` order and
/// the main actor never blocks on the network. A client that stops reading
/// can't make the server hold more than ``limit`` bytes for it: the message that
/// would pass the limit ends the queue instead, and the connection closes the
/// socket (its window stays for the grace period; a reconnect gets a `reset`).
package final class SocketLink: Sendable {
    /// What the writer task should do next.
    package enum Outbound: Sendable {
        case text(String)
        case close(WebSocketErrorCode, reason: String)
    }

    private let continuation: AsyncStream<Outbound>.Continuation
    /// The most bytes of text queued and not yet written.
    package let limit: Int
    private let state = Mutex(State())
    /// Called once when the client falls behind by more than ``limit``: the writer may be stuck in a
    /// write the client never reads, so the connection closes the socket (a closure, not a task that
    /// waits: an idle window keeps no task for it).
    private let onOverflow: @Sendable () -> Void

    private struct State {
        var queuedBytes = 0
        var overflowed = false
    }

    package init(_ continuation: AsyncStream<Outbound>.Continuation, limit: Int = .max, onOverflow: @escaping @Sendable () -> Void = {}) {
        self.continuation = continuation
        self.limit = limit
        self.onOverflow = onOverflow
    }

    /// Queues a message, or ends the queue when it would fall behind by more than ``limit``.
    package func send(_ message: ServerMessage) {
        let text = message.json
        enum Verdict { case accepted, overflowed, alreadyOverflowed }
        let verdict = state.withLock { state -> Verdict in
            guard !state.overflowed else { return .alreadyOverflowed }
            if state.queuedBytes + text.utf8.count > limit {
                state.overflowed = true
                return .overflowed
            }
            state.queuedBytes += text.utf8.count
            return .accepted
        }
        switch verdict {
        case .accepted: continuation.yield(.text(text))
        case .overflowed:
            continuation.finish()
            onOverflow()
        case .alreadyOverflowed: break
        }
    }

    /// The writer wrote `text`: it no longer counts against the limit.
    package func didWrite(_ text: String) {
        state.withLock { $0.queuedBytes -= text.utf8.count }
    }

    /// Queues a close frame; later messages are not sent.
    package func close(_ code: WebSocketErrorCode, reason: String) {
        continuation.yield(.close(code, reason: reason))
        continuation.finish()
    }

    /// Ends the queue without a close frame (the socket is already closing).
    package func finish() { continuation.finish() }
}
