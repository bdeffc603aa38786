import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
@testable import TrellisWeb

/// What a socket's link writes, and when: a message's patch waits for the reader to be back on the
/// event loop; everything else goes straight out; order and the byte limit hold either way.
@Suite struct SocketLinkTests {
    private func connectedChannel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    /// The frames written to the channel since the last call: text frames by their text, others by opcode.
    private func written(_ channel: EmbeddedChannel) throws -> [String] {
        var frames: [String] = []
        while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
            frames.append(frame.opcode == .text ? String(buffer: frame.data) : "\(frame.opcode)")
        }
        return frames
    }

    @Test func framesSentWhileTheReaderWaitsLeaveTogetherWhenItIsBack() throws {
        let channel = try connectedChannel()
        let link = SocketLink(channel)
        link.send(.pong)
        #expect(try written(channel) == [ServerMessage.pong.json])

        link.holdFrames()
        link.send(.pong)
        link.send(.error("second"))
        #expect(try written(channel).isEmpty)
        link.writeHeldFrames()
        #expect(try written(channel) == [ServerMessage.pong.json, ServerMessage.error("second").json])

        link.send(.error("after"))
        #expect(try written(channel) == [ServerMessage.error("after").json])
    }

    @Test func aCloseWritesWhatWasHeldBeforeItsFrame() throws {
        let channel = try connectedChannel()
        let link = SocketLink(channel)
        link.holdFrames()
        link.send(.pong)
        link.close(.policyViolation, reason: "bye")
        link.writeHeldFrames()
        link.send(.pong)
        #expect(try written(channel) == [ServerMessage.pong.json, "\(WebSocketOpcode.connectionClose)"])
    }

    @Test func heldFramesCountAgainstTheLimit() throws {
        let channel = try connectedChannel()
        let size = ServerMessage.pong.json.utf8.count
        nonisolated(unsafe) var overflowed = false
        let link = SocketLink(channel, limit: size * 2) { overflowed = true }
        link.holdFrames()
        link.send(.pong)
        link.send(.pong)
        #expect(!overflowed)
        link.send(.pong)
        #expect(overflowed)
        link.writeHeldFrames()
        #expect(try written(channel).isEmpty)
        #expect(!channel.isActive)
    }
}
