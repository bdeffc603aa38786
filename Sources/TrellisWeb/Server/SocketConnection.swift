import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

/// Runs one attached WebSocket: attaches it to its window, starts its
/// ``ClientMessageReader`` (which reads, rate-limits, validates and applies client
/// messages) and waits for it to close; its ``SocketLink`` writes the window's patches.
///
/// Nothing a client sends can end the connection except gross abuse: a
/// frame over ``ProtocolLimits/maxFrameBytes`` (closed by the WebSocket
/// layer, 1009) or more than ``DropCounter/abuseThreshold`` dropped messages
/// in one second (closed by the reader, 1008). Everything else is logged and dropped.
struct SocketConnection {
    /// The close code for a socket that names no live window (docs/PROTOCOL.md).
    static let unknownWindowCode = 4404

    let windowID: String
    /// The upgraded connection, which the link writes to.
    let channel: any Channel
    let registry: WindowRegistry
    let configuration: WebServerConfiguration
    let logger: Logger

    /// Puts the connection's message reader in place; called before the upgrade completes.
    func prepare() async {
        do {
            try await channel.eventLoop.submit { [channel, windowID, configuration, logger] in
                let reader = ClientMessageReader(windowID: windowID, configuration: configuration, logger: logger)
                try channel.pipeline.syncOperations.addHandler(ClientMessageReader.Installer(reader: reader))
            }.get()
        } catch {
            logger.debug("WebSocket closed before its upgrade: \(error)")
        }
    }

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        // Each step is its own (not inlined) function: an async function's frame lives until it returns,
        // and a task keeps the slabs of its deepest stack until it ends, which for this task is when the
        // socket closes. So the long wait sits under as few and as small frames as possible, and the
        // attach's frames are freed before the waiting reuses their space.
        let trace = LatencyTrace.isEnabled ? LatencyTrace() : nil
        guard let link = try await attach(outbound: outbound, trace: trace) else { return }
        startReading(link: link, trace: trace)
        await waitUntilClosed(inbound)
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

    /// Tells the reader where its messages go: the ones that came while attaching first.
    private func startReading(link: SocketLink, trace: LatencyTrace?) {
        let target = ClientMessageReader.Target(registry: registry, link: link, windowID: windowID, trace: trace)
        channel.eventLoop.execute { [channel] in
            (try? channel.pipeline.syncOperations.handler(type: ClientMessageReader.self))?.start(target)
        }
    }

    /// Waits until the socket's reading ends. The reader takes the data frames, so this task
    /// wakes only for the control frames the WebSocket library answers (ping, close).
    ///
    /// The reading ends when the client closes (or answers our close frame), the socket closes
    /// (a write failed, the link closed it, or the client fell too far behind) or the server stops.
    @inline(never)
    private func waitUntilClosed(_ inbound: WebSocketInboundStream) async {
        do {
            // `next()` itself, not `for try await`: its `next(isolation:)` adds a 2 KB frame to the wait.
            var frames = inbound.makeAsyncIterator()
            while try await frames.next() != nil {}
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
}
