import Dispatch
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket
import Synchronization

/// Reads a WebSocket's client messages on its event loop and hands each to the main actor.
///
/// A channel handler between NIO's WebSocket frame decoder and the connection's async channel: it
/// takes the data frames (text, binary, continuation) and passes control frames (ping, pong, close)
/// on to the WebSocket library, which answers them. A message is rate-limited, validated and decoded
/// here, in the loop's read, and goes to the main queue as one block: no async sequence, and no task
/// to resume per message, before or after the main actor (the patch it makes is written from the main
/// actor, which wakes the loop once). An idle socket's task waits only for control frames.
///
/// Messages are handled in the order they arrive. Until ``start(_:)`` (the socket is attached to its
/// window) they wait here; at most ``maxInFlight`` wait or are on their way to the main actor, and
/// past that the reader stops reading from the socket until the main actor catches up, so a flood
/// makes the client wait, not the server hold it.
///
/// It is put in place by ``Installer`` when the upgrade completes, in the same turn of the loop, so
/// no frame can pass before it.
final class ClientMessageReader: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// Messages read and not yet handled by the main actor, most.
    static let maxInFlight = 32

    /// What the main actor needs to handle a message; fixed once the socket is attached.
    struct Target: Sendable {
        let registry: WindowRegistry
        let link: SocketLink
        let windowID: String
        let trace: LatencyTrace?
    }

    /// A message waiting for ``start(_:)``, and when it was read and decoded (when tracing).
    private struct Waiting {
        let message: ClientMessage
        let got: Int64
        let decoded: Int64
    }

    private let logger: Logger
    private let windowID: String
    private var bucket: TokenBucket
    private var drops = DropCounter()
    private var context: ChannelHandlerContext?
    private var target: Target?
    private var waiting: [Waiting] = []
    /// A fragmented message so far, and whether it is text.
    private var fragments: ByteBuffer?
    private var fragmentsAreText = false
    /// Messages sent to the main actor and not yet handled; the main actor counts them down.
    private let inFlight = InFlight()
    /// Reading is paused (too many messages in flight), and a read was asked for meanwhile.
    private var paused = false
    private var readWithheld = false

    init(windowID: String, configuration: WebServerConfiguration, logger: Logger) {
        self.windowID = windowID
        self.bucket = TokenBucket(rate: configuration.messagesPerSecond, burst: configuration.messageBurst)
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }
    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    /// The socket is attached: messages go to `target`'s window from now on, the waiting ones first.
    func start(_ target: Target) {
        guard self.target == nil else { return }
        self.target = target
        let waiting = self.waiting
        self.waiting = []
        for item in waiting { dispatch(item.message, got: item.got, decoded: item.decoded) }
        resumeIfCaughtUp()
    }

    // MARK: Reading

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            guard fragments == nil else { return fail(.protocolError, "a new message began inside a fragmented one") }
            if frame.fin {
                received(frame.unmaskedData, isText: frame.opcode == .text)
            } else {
                fragments = frame.unmaskedData
                fragmentsAreText = frame.opcode == .text
            }
        case .continuation:
            guard var partial = fragments else { return fail(.protocolError, "a continuation frame began no message") }
            var data = frame.unmaskedData
            guard partial.readableBytes + data.readableBytes <= ProtocolLimits.maxFrameBytes else {
                return fail(.messageTooLarge, "fragmented message over \(ProtocolLimits.maxFrameBytes) bytes")
            }
            fragments = nil  // one reference while appending, so the buffer grows in place
            partial.writeBuffer(&data)
            if frame.fin {
                received(partial, isText: fragmentsAreText)
            } else {
                fragments = partial
            }
        default:
            // Ping, pong and close: the WebSocket library answers them.
            context.fireChannelRead(data)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        waiting = []
        fragments = nil
        context.fireChannelInactive()
    }

    /// A whole message: rate-limited, then validated and decoded.
    private func received(_ payload: ByteBuffer, isText: Bool) {
        let got = target?.trace.map { _ in LatencyTrace.now() } ?? 0
        guard bucket.take() else { return reject("rate limit exceeded; slow down") }
        let message: ClientMessage
        do throws(ProtocolError) {
            guard isText else { throw .binaryMessage }
            message = try ClientMessage.decode(String(buffer: payload))
        } catch {
            return reject(error.description)
        }
        let decoded = target?.trace.map { _ in LatencyTrace.now() } ?? 0
        guard target != nil else {
            waiting.append(Waiting(message: message, got: got, decoded: decoded))
            if waiting.count >= Self.maxInFlight { paused = true }
            return
        }
        dispatch(message, got: got, decoded: decoded)
    }

    /// Hands a message to the main actor, where the patch it makes is written.
    private func dispatch(_ message: ClientMessage, got: Int64, decoded: Int64) {
        guard let target, let loop = context?.eventLoop else { return }
        if inFlight.add() >= Self.maxInFlight { paused = true }
        let reader = NIOLoopBound(self, eventLoop: loop)
        let inFlight = self.inFlight
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let main = target.trace.map { _ in LatencyTrace.now() } ?? 0
                do {
                    try target.registry.handle(message, from: target.link, windowID: target.windowID)
                } catch {
                    let reason = "\(error)"
                    loop.execute { reader.value.reject(reason) }
                }
                if let trace = target.trace {
                    trace.inbound(kind: message.traceKind, got: got, decoded: decoded, onLoop: true, main: main, done: LatencyTrace.now())
                }
                // The one that brings the count under the limit resumes reading.
                if inFlight.finish() == Self.maxInFlight { loop.execute { reader.value.resumeIfCaughtUp() } }
            }
        }
    }

    // MARK: Back-pressure

    func read(context: ChannelHandlerContext) {
        if paused {
            readWithheld = true
        } else {
            context.read()
        }
    }

    private func resumeIfCaughtUp() {
        guard paused, target != nil, inFlight.count < Self.maxInFlight else { return }
        paused = false
        if readWithheld, let context {
            readWithheld = false
            context.read()
        }
    }

    // MARK: Bad messages

    /// Logs a dropped message (at most once a second) and tells the client; closes the socket when
    /// the client sends more bad messages in a second than ``DropCounter/abuseThreshold``.
    private func reject(_ reason: String) {
        let verdict = drops.drop()
        if verdict.abusive {
            logger.error("closing WebSocket: more than \(drops.abuseThreshold) bad messages in a second", metadata: ["window": "\(windowID)"])
            return close(.policyViolation, "too many invalid messages")
        }
        guard verdict.report else { return }
        var metadata: Logger.Metadata = ["window": "\(windowID)"]
        if verdict.suppressed > 0 { metadata["suppressed"] = "\(verdict.suppressed)" }
        logger.warning("dropped client message: \(reason)", metadata: metadata)
        target?.link.send(.error(reason))
    }

    /// A frame sequence the WebSocket protocol forbids, or a message too large: close.
    private func fail(_ code: WebSocketErrorCode, _ reason: String) {
        logger.warning("closing WebSocket: \(reason)", metadata: ["window": "\(windowID)"])
        fragments = nil
        close(code, reason)
    }

    private func close(_ code: WebSocketErrorCode, _ reason: String) {
        if let link = target?.link {
            link.close(code, reason: reason)
        } else {
            context?.close(promise: nil)
        }
    }
}

extension ClientMessageReader {
    /// How many messages are on their way to the main actor: counted up on the loop, down on the main actor.
    final class InFlight: Sendable {
        private let value = Atomic<Int>(0)
        var count: Int { value.load(ordering: .relaxed) }
        /// - Returns: the count with this message.
        func add() -> Int { value.add(1, ordering: .relaxed).newValue }
        /// - Returns: the count before this message was handled.
        func finish() -> Int { value.subtract(1, ordering: .relaxed).oldValue }
    }

    /// Puts a ``ClientMessageReader`` in an upgraded WebSocket's pipeline, where it reads frames.
    ///
    /// Added while the upgrade is decided, it waits for the upgrade to complete: then NIO's frame
    /// decoder and the async channel are in place and no frame has been read yet (the upgrade holds
    /// what arrives until it is done). The reader goes right after the decoder's error handler,
    /// and the installer leaves.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny
        private let reader: ClientMessageReader

        init(reader: ClientMessageReader) { self.reader = reader }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard event is HTTPServerUpgradeEvents else { return context.fireUserInboundEventTriggered(event) }
            let pipeline = context.pipeline.syncOperations
            do {
                let decoder = try (try? pipeline.context(handlerType: WebSocketProtocolErrorHandler.self))
                    ?? pipeline.context(handlerType: ByteToMessageHandler<WebSocketFrameDecoder>.self)
                try pipeline.addHandler(reader, position: .after(decoder.handler))
            } catch {
                reader.logger.error("WebSocket without a message reader (\(error)); closing it")
                context.close(promise: nil)
            }
            // The event goes on before the installer leaves: a removed context forwards nothing.
            context.fireUserInboundEventTriggered(event)
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
