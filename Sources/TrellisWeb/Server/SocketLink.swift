import NIOCore
import NIOWebSocket
import Synchronization

/// The server's handle on one live WebSocket: writes outbound messages
/// straight to its channel, and bounds what a slow client can make us hold.
///
/// The registry (main actor) writes without waiting: a frame goes to the
/// channel's event loop in the order it was sent, so patches leave in `seq`
/// order and the main actor never blocks on the network. There is no writer
/// task between the two (a hop to a task per message cost more CPU than the
/// write, and each task kept a stack for an idle window). A client that stops
/// reading can't make the server hold more than ``limit`` bytes for it: the
/// message that would pass the limit ends the link instead and closes the
/// socket (its window stays for the grace period; a reconnect gets a `reset`).
///
/// A message's frame is written and flushed in one hand-over to the event loop, which wakes
/// it once: the only wake-up of the loop a click makes after the read (``ClientMessageReader``
/// hands messages to the main actor without a task to resume).
package final class SocketLink: Sendable {
    private let channel: any Channel
    /// The most bytes of text written to the channel and not yet sent to the client.
    package let limit: Int
    private let state = Mutex(State())
    /// Called once when the client falls behind by more than ``limit``, before the socket closes.
    private let onOverflow: @Sendable () -> Void
    /// Times each frame when the server traces latency (``LatencyTrace``).
    private let trace: LatencyTrace?

    private struct State {
        var queuedBytes = 0
        /// Nothing more is written: the link overflowed, closed or finished.
        var ended = false
    }

    /// A text frame's bytes, and when it was sent (when the server traces latency).
    private struct OutboundFrame {
        let payload: [UInt8]
        let sent: Int64?
    }

    package init(
        _ channel: any Channel, limit: Int = .max, trace: LatencyTrace? = nil, onOverflow: @escaping @Sendable () -> Void = {}
    ) {
        self.channel = channel
        self.limit = limit
        self.trace = trace
        self.onOverflow = onOverflow
    }

    /// Writes a message, or ends the link and closes the socket when the client would fall
    /// behind by more than ``limit``.
    package func send(_ message: ServerMessage) {
        let payload = message.utf8
        let bytes = payload.count
        let sent = trace.map { _ in LatencyTrace.now() }
        enum Verdict { case accepted, overflowed, ended }
        let verdict = state.withLock { state -> Verdict in
            guard !state.ended else { return .ended }
            if state.queuedBytes + bytes > limit {
                state.ended = true
                return .overflowed
            }
            state.queuedBytes += bytes
            return .accepted
        }
        switch verdict {
        case .accepted: write(OutboundFrame(payload: payload, sent: sent))
        case .overflowed:
            onOverflow()
            channel.close(promise: nil)
        case .ended: break
        }
    }

    /// Writes and flushes a frame, in one task on the channel's event loop (from off the loop, a
    /// write and a completion handler would be two); on the loop, at once: the reader's notice for a
    /// message the main actor failed to handle comes from a loop task, and must not fall behind the
    /// answers the main actor queued after it. Written or failed (the socket is closing), its bytes no
    /// longer count against the limit.
    private func write(_ frame: OutboundFrame) {
        let bytes = frame.payload.count
        let write: @Sendable () -> Void = { [self] in
            channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(bytes: frame.payload))).whenComplete { [self] _ in
                state.withLock { $0.queuedBytes -= bytes }
                if let trace, let sent = frame.sent { trace.outbound(bytes: bytes, sent: sent, written: LatencyTrace.now()) }
            }
        }
        if channel.eventLoop.inEventLoop { write() } else { channel.eventLoop.execute(write) }
    }

    /// Sends a close frame and then closes the socket, whether or not the client answers
    /// it; later messages are not sent.
    package func close(_ code: WebSocketErrorCode, reason: String) {
        let wasEnded = state.withLock { state in
            defer { state.ended = true }
            return state.ended
        }
        guard !wasEnded else { return }
        var data = channel.allocator.buffer(capacity: 2 + reason.utf8.count)
        data.write(webSocketErrorCode: code)
        data.writeString(reason)
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)).whenComplete { [channel] _ in
            channel.close(promise: nil)
        }
    }

    /// Ends the link without a close frame (the socket is already closing).
    package func finish() { state.withLock { $0.ended = true } }
}
