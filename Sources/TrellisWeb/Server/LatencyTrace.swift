#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NIOCore
import Synchronization

/// Where a click's round trip goes on the server, for docs/PERFORMANCE.md: with
/// `TRELLIS_TRACE_LATENCY=1` in the environment, every client message and every frame written
/// back gets one line on standard error, in wall-clock microseconds (the browser's
/// `performance.timeOrigin + performance.now()` is on the same clock). Off by default; a
/// diagnostic, never in the log.
///
/// `in`: `read` when the event loop read the bytes from the socket, `got` when the reader
/// (``ClientMessageReader``) had the whole message, `decoded` when it was validated, `main` when the
/// main actor began handling it, `done` when it had finished (the patch was handed to the channel
/// first); `loop=1` when the reader ran on the channel's event loop (it always does now). `out`: `sent` when the main actor handed the frame to
/// the channel, `written` when NIO had written it to the socket.
package final class LatencyTrace: Sendable {
    /// Whether this process traces (read once).
    package static let isEnabled: Bool = {
        guard let value = ProcessInfo.processInfo.environment["TRELLIS_TRACE_LATENCY"] else { return false }
        return ["1", "true", "yes"].contains(value.lowercased())
    }()

    /// When the event loop last read bytes from this socket.
    private let lastRead = Atomic<Int64>(0)

    package init() {}

    /// Now, in microseconds since 1970.
    package static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1_000
    }

    /// Puts a handler at the front of `channel`'s pipeline that notes when bytes arrive.
    package func watchReads(on channel: any Channel) {
        channel.eventLoop.execute { [self] in
            try? channel.pipeline.syncOperations.addHandler(ReadClock(trace: self), position: .first)
        }
    }

    /// One line for a handled client message.
    package func inbound(kind: String, got: Int64, decoded: Int64, onLoop: Bool, main: Int64, done: Int64) {
        let read = lastRead.load(ordering: .relaxed)
        emit("trellis-latency in \(kind) loop=\(onLoop ? 1 : 0) read=\(read) got=\(got) decoded=\(decoded) main=\(main) done=\(done)\n")
    }

    /// One line for a frame written back.
    package func outbound(bytes: Int, sent: Int64, written: Int64) {
        emit("trellis-latency out bytes=\(bytes) sent=\(sent) written=\(written)\n")
    }

    private func emit(_ line: String) {
        var line = line
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    fileprivate func noteRead() { lastRead.store(Self.now(), ordering: .relaxed) }

    private final class ReadClock: ChannelInboundHandler, Sendable {
        typealias InboundIn = NIOAny
        let trace: LatencyTrace
        init(trace: LatencyTrace) { self.trace = trace }
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            trace.noteRead()
            context.fireChannelRead(data)
        }
    }
}

extension ClientMessage {
    /// The message's kind, for ``LatencyTrace``'s lines.
    var traceKind: String {
        switch self {
        case .event: "event"
        case .viewport: "viewport"
        case .idiom: "idiom"
        case .ping: "ping"
        case .sizes: "sizes"
        case .scenePhase: "scenePhase"
        }
    }
}
