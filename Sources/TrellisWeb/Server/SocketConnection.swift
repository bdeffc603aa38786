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
        let link = SocketLink(channel, limit: configuration.maxOutboundBytes) { [windowID, logger, limit = configuration.maxOutboundBytes] in
            logger.warning(
                "closing WebSocket: the client fell more than \(limit) bytes behind (--max-outbound-bytes)",
                metadata: ["window": "\(windowID)"])
        }
        guard await registry.attach(link, to: windowID) else {
            logger.warning("WebSocket for unknown window refused", metadata: ["window": "\(windowID.prefix(64))"])
            // 4404: the page's window is gone (the server restarted, or the window expired). The page
            // opens a new window by itself (trellis-client.js); a plain 1008 would make it retry forever.
            try await outbound.close(.init(codeNumber: Self.unknownWindowCode), reason: "unknown window; open a new one")
            return
        }
        logger.debug("WebSocket attached", metadata: ["window": "\(windowID)"])
        // This task reads; the link writes from the main actor straight to the channel, so an idle
        // window holds no task but this one. The reading ends when the client closes (or answers our
        // close frame), the socket closes (a write failed, the link closed it, or the client fell too
        // far behind) or the server stops.
        do {
            try await read(inbound, link: link)
        } catch {
            logger.debug("WebSocket read ended: \(error)", metadata: ["window": "\(windowID)"])
        }
        link.finish()
        await registry.detach(link, from: windowID)
        logger.debug("WebSocket detached", metadata: ["window": "\(windowID)"])
    }

    private func read(_ inbound: WebSocketInboundStream, link: SocketLink) async throws {
        var bucket = TokenBucket(rate: configuration.messagesPerSecond, burst: configuration.messageBurst)
        var drops = DropCounter()
        for try await message in inbound.messages(maxSize: ProtocolLimits.maxFrameBytes) {
            guard bucket.take() else {
                if reject("rate limit exceeded; slow down", drops: &drops, link: link) { return }
                continue
            }
            do throws(ProtocolError) {
                guard case let .text(text) = message else { throw .binaryMessage }
                let decoded = try ClientMessage.decode(text)
                do {
                    try await registry.handle(decoded, from: link, windowID: windowID)
                } catch {
                    if reject("\(error)", drops: &drops, link: link) { return }
                }
            } catch {
                if reject(error.description, drops: &drops, link: link) { return }
            }
        }
    }

    /// Logs a dropped message (at most once a second) and tells the client.
    /// - Returns: true when the connection was closed for abuse.
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
