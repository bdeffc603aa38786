import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

/// Runs one attached WebSocket: reads, rate-limits, validates and applies
/// client messages; its ``SocketLink`` writes the window's patches.
///
/// Nothing a client sends can end the connection except gross abuse: a
/// frame over ``ProtocolLimits/maxFrameBytes`` (closed by the WebSocket
/// layer, 1009) or more than ``DropCounter/abuseThreshold`` dropped messages
/// in one second (closed here, 1008). Everything else is logged and dropped.
struct SocketConnection {
    /// The close code for a socket that names no live window (docs/PROTOCOL.md).
    static let unknownWindowCode = 4404

    let windowID: String
    /// The upgraded connection, which the link writes to.
    let channel: any Channel
    let registry: WindowRegistry
    let configuration: WebServerConfiguration
    let logger: Logger

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        // Each step is its own (not inlined) function: an async function's frame lives until it returns,
        // and a task keeps the slabs of its deepest stack until it ends, which for this task is when the
        // socket closes. So the long wait (reading) sits under as few and as small frames as possible,
        // and the attach's frames are freed before the reading reuses their space.
        let trace = LatencyTrace.isEnabled ? LatencyTrace() : nil
        guard let link = try await attach(outbound: outbound, trace: trace) else { return }
        await readUntilClosed(inbound, link: link, trace: trace)
        await detach(link)
    }

    /// Attaches a link for this socket to its window; nil (and the socket closed) when the window is gone.
    @inline(never)
    private func attach(outbound: WebSocketOutboundWriter, trace: LatencyTrace?) async throws -> SocketLink? {
        trace?.watchReads(on: channel)
        let link = SocketLink(channel, limit: configuration.maxOutboundBytes, trace: trace) { [windowID, logger, limit = configuration.maxOutboundBytes] in
            logger.warning(
                "closing WebSocket: the client fell more than \(limit) bytes behind (--max-outbound-bytes)",
                metadata: ["window": "\(windowID)"])
        }
        guard await registry.attach(link, to: windowID) else {
            logger.warning("WebSocket for unknown window refused", metadata: ["window": "\(windowID.prefix(64))"])
            // 4404: the page's window is gone (the server restarted, or the window expired). The page
            // opens a new window by itself (trellis-client.js); a plain 1008 would make it retry forever.
            try await outbound.close(.init(codeNumber: Self.unknownWindowCode), reason: "unknown window; open a new one")
            return nil
        }
        logger.debug("WebSocket attached", metadata: ["window": "\(windowID)"])
        return link
    }

    /// Reads until the socket's reading ends.
    ///
    /// This task reads (on the channel's event loop, hopping to the main actor for each message)
    /// and writes the patch a message made when it is back on the loop; the link writes anything
    /// else from the main actor straight to the channel, so an idle window holds no task but this
    /// one. The reading ends when the client closes (or answers our close frame), the socket closes
    /// (a write failed, the link closed it, or the client fell too far behind) or the server stops.
    @inline(never)
    private func readUntilClosed(_ inbound: WebSocketInboundStream, link: SocketLink, trace: LatencyTrace?) async {
        do {
            // On the channel's event loop, which has just read the message: no wake of a pool thread.
            try await withTaskExecutorPreference(EventLoopTaskExecutor(channel.eventLoop)) {
                try await read(inbound, link: link, trace: trace)
            }
        } catch {
            logger.debug("WebSocket read ended: \(error)", metadata: ["window": "\(windowID)"])
        }
    }

    @inline(never)
    private func detach(_ link: SocketLink) async {
        link.finish()
        await registry.detach(link, from: windowID)
        logger.debug("WebSocket detached", metadata: ["window": "\(windowID)"])
    }

    private func read(_ inbound: WebSocketInboundStream, link: SocketLink, trace: LatencyTrace?) async throws {
        var bucket = TokenBucket(rate: configuration.messagesPerSecond, burst: configuration.messageBurst)
        var drops = DropCounter()
        for try await message in inbound.messages(maxSize: ProtocolLimits.maxFrameBytes) {
            let got = trace.map { _ in LatencyTrace.now() } ?? 0
            guard bucket.take() else {
                if reject("rate limit exceeded; slow down", drops: &drops, link: link) { return }
                continue
            }
            do throws(ProtocolError) {
                guard case let .text(text) = message else { throw .binaryMessage }
                let decoded = try ClientMessage.decode(text)
                // The patch it makes is written when this task is back on the event loop.
                link.holdFrames()
                defer { link.writeHeldFrames() }
                do {
                    if let trace {
                        try await handleTraced(decoded, link: link, trace: trace, got: got)
                    } else {
                        try await registry.handle(decoded, from: link, windowID: windowID)
                    }
                } catch {
                    if reject("\(error)", drops: &drops, link: link) { return }
                }
            } catch {
                if reject(error.description, drops: &drops, link: link) { return }
            }
        }
    }

    /// ``WindowRegistry/handle(_:from:windowID:)`` with its times on ``LatencyTrace``.
    /// Not inlined: only a traced run needs its frame.
    @inline(never)
    private func handleTraced(_ message: ClientMessage, link: SocketLink, trace: LatencyTrace, got: Int64) async throws {
        let decoded = LatencyTrace.now()
        let onLoop = channel.eventLoop.inEventLoop
        let (main, done) = try await registry.handleTimed(message, from: link, windowID: windowID)
        trace.inbound(kind: message.traceKind, got: got, decoded: decoded, onLoop: onLoop, main: main, done: done)
    }

    /// Logs a dropped message (at most once a second) and tells the client.
    /// - Returns: true when the connection was closed for abuse.
    @inline(never)
    private func reject(_ reason: String, drops: inout DropCounter, link: SocketLink) -> Bool {
        let verdict = drops.drop()
        if verdict.abusive {
            logger.error("closing WebSocket: more than \(drops.abuseThreshold) bad messages in a second", metadata: ["window": "\(windowID)"])
            link.close(.policyViolation, reason: "too many invalid messages")
            return true
        }
        guard verdict.report else { return false }
        var metadata: Logger.Metadata = ["window": "\(windowID)"]
        if verdict.suppressed > 0 { metadata["suppressed"] = "\(verdict.suppressed)" }
        logger.warning("dropped client message: \(reason)", metadata: metadata)
        link.send(.error(reason))
        return false
    }
}
