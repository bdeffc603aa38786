import NIOCore
import NIOPosix
import NIOWebSocket
import Testing
@testable import TrellisWeb

/// What a socket's link writes: every message in the order sent, a close after them and nothing
/// after it, and never more unwritten bytes than its limit.
@Suite struct SocketLinkTests {
    /// Records the frames written to a channel instead of sending them; with `stalled`, it never
    /// finishes a write (a client that stops reading), until the channel goes.
    private final class FrameRecorder: ChannelOutboundHandler, @unchecked Sendable {
        typealias OutboundIn = WebSocketFrame
        let stalled: Bool
        /// Touched on the channel's event loop only.
        private var frames: [String] = []
        private var unfinished: [EventLoopPromise<Void>] = []

        init(stalled: Bool = false) { self.stalled = stalled }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            let frame = unwrapOutboundIn(data)
            frames.append(frame.opcode == .text ? String(buffer: frame.data) : "\(frame.opcode)")
            if stalled, let promise { unfinished.append(promise) } else { promise?.succeed(()) }
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            for promise in unfinished { promise.fail(ChannelError.ioOnClosedChannel) }
            unfinished = []
        }

        /// The frames written since the last call: text frames by their text, others by opcode.
        func take() -> [String] {
            defer { frames = [] }
            return frames
        }
    }

    /// A loopback connection whose frames a recorder keeps, the server end, and the recorder.
    private func connection(stalled: Bool = false) async throws -> (channel: any Channel, server: any Channel, recorder: FrameRecorder) {
        let group = MultiThreadedEventLoopGroup.singleton
        let server = try await ServerBootstrap(group: group).bind(host: "127.0.0.1", port: 0).get()
        let recorder = FrameRecorder(stalled: stalled)
        let port = try #require(server.localAddress?.port)
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(recorder) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return (channel, server, recorder)
    }

    /// The frames written so far, read on the loop after every write the test made.
    private func written(_ channel: any Channel, _ recorder: FrameRecorder) async throws -> [String] {
        try await channel.eventLoop.submit { recorder.take() }.get()
    }

    @Test func messagesAreWrittenInTheOrderSent() async throws {
        let (channel, server, recorder) = try await connection()
        let link = SocketLink(channel)
        link.send(.pong)
        link.send(.error("second"))
        link.send(.error("third"))
        #expect(try await written(channel, recorder) == [ServerMessage.pong.json, ServerMessage.error("second").json, ServerMessage.error("third").json])
        try await channel.close()
        try await server.close()
    }

    /// The reader's notice for a message the main actor failed on is sent from a task on the loop; what
    /// the main actor sent after that failure is queued behind the task, and must stay behind it.
    @Test func aMessageSentOnTheLoopGoesBeforeWhatWasQueuedBehindItsTask() async throws {
        let (channel, server, recorder) = try await connection()
        let link = SocketLink(channel)
        let loopTask = channel.eventLoop.submit { link.send(.error("first")) }
        link.send(.pong)
        try await loopTask.get()
        #expect(try await written(channel, recorder) == [ServerMessage.error("first").json, ServerMessage.pong.json])
        try await channel.close()
        try await server.close()
    }

    @Test func aCloseFollowsWhatWasSentAndNothingFollowsIt() async throws {
        let (channel, server, recorder) = try await connection()
        let link = SocketLink(channel)
        link.send(.pong)
        link.close(.policyViolation, reason: "bye")
        link.send(.pong)
        try await channel.closeFuture.get()
        #expect(try await written(channel, recorder) == [ServerMessage.pong.json, "\(WebSocketOpcode.connectionClose)"])
        try await server.close()
    }

    @Test func unwrittenBytesCountAgainstTheLimit() async throws {
        let (channel, server, recorder) = try await connection(stalled: true)
        let size = ServerMessage.pong.json.utf8.count
        // Called by `send`, on this thread.
        nonisolated(unsafe) var overflowed = false
        let link = SocketLink(channel, limit: size * 2) { overflowed = true }
        link.send(.pong)
        link.send(.pong)
        #expect(!overflowed)
        link.send(.pong)
        #expect(overflowed)
        link.send(.pong)
        try await channel.closeFuture.get()
        #expect(try await written(channel, recorder) == [ServerMessage.pong.json, ServerMessage.pong.json])
        try await server.close()
    }
}
