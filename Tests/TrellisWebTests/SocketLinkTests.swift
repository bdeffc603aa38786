import NIOCore
import NIOPosix
import NIOWebSocket
import Testing
@testable import TrellisWeb

/// What a socket's link writes, and when: a message's patch waits for the reader to be back on the
/// event loop; everything else goes straight out; order and the byte limit hold either way.
@Suite struct SocketLinkTests {
    /// Records the frames written to a channel instead of sending them.
    private final class FrameRecorder: ChannelOutboundHandler, @unchecked Sendable {
        typealias OutboundIn = WebSocketFrame
        /// Touched on the channel's event loop only.
        private var frames: [String] = []

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            let frame = unwrapOutboundIn(data)
            frames.append(frame.opcode == .text ? String(buffer: frame.data) : "\(frame.opcode)")
            promise?.succeed(())
        }

        /// The frames written since the last call: text frames by their text, others by opcode.
        func take() -> [String] {
            defer { frames = [] }
            return frames
        }
    }

    /// A loopback connection whose frames a recorder keeps, the server end, and the recorder.
    private func connection() async throws -> (channel: any Channel, server: any Channel, recorder: FrameRecorder) {
        let group = MultiThreadedEventLoopGroup.singleton
        let server = try await ServerBootstrap(group: group).bind(host: "127.0.0.1", port: 0).get()
        let recorder = FrameRecorder()
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

    @Test func framesSentWhileTheReaderWaitsLeaveTogetherWhenItIsBack() async throws {
        let (channel, server, recorder) = try await connection()
        let link = SocketLink(channel)
        link.send(.pong)
        #expect(try await written(channel, recorder) == [ServerMessage.pong.json])

        link.holdFrames()
        link.send(.pong)
        link.send(.error("second"))
        #expect(try await written(channel, recorder).isEmpty)
        link.writeHeldFrames()
        #expect(try await written(channel, recorder) == [ServerMessage.pong.json, ServerMessage.error("second").json])

        link.send(.error("after"))
        #expect(try await written(channel, recorder) == [ServerMessage.error("after").json])
        try await channel.close()
        try await server.close()
    }

    @Test func aCloseWritesWhatWasHeldBeforeItsFrame() async throws {
        let (channel, server, recorder) = try await connection()
        let link = SocketLink(channel)
        link.holdFrames()
        link.send(.pong)
        link.close(.policyViolation, reason: "bye")
        link.writeHeldFrames()
        link.send(.pong)
        #expect(try await written(channel, recorder) == [ServerMessage.pong.json, "\(WebSocketOpcode.connectionClose)"])
        try await channel.closeFuture.get()
        try await server.close()
    }

    @Test func heldFramesCountAgainstTheLimit() async throws {
        let (channel, server, recorder) = try await connection()
        let size = ServerMessage.pong.json.utf8.count
        // Called by `send`, on this thread.
        nonisolated(unsafe) var overflowed = false
        let link = SocketLink(channel, limit: size * 2) { overflowed = true }
        link.holdFrames()
        link.send(.pong)
        link.send(.pong)
        #expect(!overflowed)
        link.send(.pong)
        #expect(overflowed)
        link.writeHeldFrames()
        try await channel.closeFuture.get()
        #expect(try await written(channel, recorder).isEmpty)
        try await server.close()
    }
}
