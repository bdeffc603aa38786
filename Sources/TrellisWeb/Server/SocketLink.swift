import HummingbirdWebSocket
import NIOWebSocket

/// The server's handle on one live WebSocket: a queue of outbound messages.
///
/// The registry (main actor) enqueues without waiting; the connection's
/// writer task drains the queue in order, so patches leave in `seq` order and
/// the main actor never blocks on the network.
package final class SocketLink: Sendable {
    /// What the writer task should do next.
    package enum Outbound: Sendable {
        case text(String)
        case close(WebSocketErrorCode, reason: String)
    }

    private let continuation: AsyncStream<Outbound>.Continuation

    package init(_ continuation: AsyncStream<Outbound>.Continuation) { self.continuation = continuation }

    /// Queues a message.
    package func send(_ message: ServerMessage) { continuation.yield(.text(message.json)) }

    /// Queues a close frame; later messages are not sent.
    package func close(_ code: WebSocketErrorCode, reason: String) {
        continuation.yield(.close(code, reason: reason))
        continuation.finish()
    }

    /// Ends the queue without a close frame (the socket is already closing).
    package func finish() { continuation.finish() }
}
