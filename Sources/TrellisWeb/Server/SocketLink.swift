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
/// While the socket's reader waits for the main actor to handle a message, frames are held
/// (``holdFrames()``) and the reader writes them when it resumes on the event loop
/// (``writeHeldFrames()``): the loop wakes once per click, to resume the reader, instead of a
/// second time for the write.
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
        /// Frames sent while the reader waits on the main actor, in order; nil when not holding.
        var held: [OutboundFrame]?
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
        enum Verdict { case accepted, held, overflowed, ended }
        let verdict = state.withLock { state -> Verdict in
            guard !state.ended else { return .ended }
            if state.queuedBytes + bytes > limit {
                state.ended = true
                return .overflowed
            }
            state.queuedBytes += bytes
            guard state.held != nil else { return .accepted }
            state.held?.append(OutboundFrame(payload: payload, sent: sent))
            return .held
        }
        switch verdict {
        case .accepted:
            write(OutboundFrame(payload: payload, sent: sent))
            channel.flush()
        case .overflowed:
            onOverflow()
            channel.close(promise: nil)
        case .held, .ended: break
        }
    }

    /// Writes a frame (not flushed). Written or failed (the socket is closing), its bytes no
    /// longer count against the limit.
    private func write(_ frame: OutboundFrame) {
        let bytes = frame.payload.count
        channel.write(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(bytes: frame.payload))).whenComplete { [self] _ in
            state.withLock { $0.queuedBytes -= bytes }
            if let trace, let sent = frame.sent { trace.outbound(bytes: bytes, sent: sent, written: LatencyTrace.now()) }
        }
    }

    /// Holds the frames sent from now on until ``writeHeldFrames()``: the reader calls it before
    /// it hands a message to the main actor.
    package func holdFrames() {
        state.withLock { state in
            if state.held == nil { state.held = [] }
        }
    }

    /// Writes the frames held since ``holdFrames()``, in order, and sends later ones straight away.
    /// The reader calls it back on the event loop, where writing needs no hop.
    package func writeHeldFrames() {
        let held = state.withLock { state -> [OutboundFrame] in
            defer { state.held = nil }
            return state.ended ? [] : state.held ?? []
        }
        guard !held.isEmpty else { return }
        for frame in held { write(frame) }
        channel.flush()
    }

    /// Sends a close frame and then closes the socket, whether or not the client answers
    /// it; later messages are not sent.
    package func close(_ code: WebSocketErrorCode, reason: String) {
        let (wasEnded, held) = state.withLock { state in
            defer { state.ended = true; state.held = nil }
            return (state.ended, state.held ?? [])
        }
        guard !wasEnded else { return }
        // What was sent before the close goes before its frame.
        for frame in held { write(frame) }
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
