import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
@testable import TrellisWeb

/// What the reader takes from a socket before its window is attached: messages wait, but a client
/// can't make it hold more than ``ClientMessageReader/maxInFlight`` of them without the reading stopping.
@Suite struct ClientMessageReaderTests {
    /// Counts the reads the pipeline asks the socket for, after the reader had its say.
    private final class ReadCounter: ChannelOutboundHandler, @unchecked Sendable {
        typealias OutboundIn = NIOAny
        var reads = 0
        func read(context: ChannelHandlerContext) {
            reads += 1
            context.read()
        }
    }

    private func reader() throws -> (EmbeddedChannel, ReadCounter) {
        let counter = ReadCounter()
        let reader = ClientMessageReader(windowID: "w", configuration: WebServerConfiguration(), logger: Logger(label: "test"))
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(counter)
        try channel.pipeline.syncOperations.addHandler(reader)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, counter)
    }

    private func text(_ string: String, fin: Bool = true, opcode: WebSocketOpcode = .text) -> WebSocketFrame {
        WebSocketFrame(fin: fin, opcode: opcode, data: ByteBuffer(string: string))
    }

    @Test func readingStopsWhenTooManyMessagesWait() throws {
        let (channel, counter) = try reader()
        channel.read()
        #expect(counter.reads == 1)
        for _ in 0..<(ClientMessageReader.maxInFlight - 1) { try channel.writeInbound(text(#"{"t":"ping"}"#)) }
        channel.read()
        #expect(counter.reads == 2)
        try channel.writeInbound(text(#"{"t":"ping"}"#))
        channel.read()
        #expect(counter.reads == 2, "the reader withholds reads while \(ClientMessageReader.maxInFlight) messages wait")
        _ = try channel.finish()
    }

    @Test func controlFramesPassAndBadMessagesDoNotWait() throws {
        let (channel, counter) = try reader()
        // A ping goes on to the WebSocket library; data frames don't.
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer(string: "hi")))
        #expect(try channel.readInbound(as: WebSocketFrame.self)?.opcode == .ping)
        try channel.writeInbound(text(#"{"t":"ping"}"#))
        #expect(try channel.readInbound(as: WebSocketFrame.self) == nil)
        // Invalid messages are dropped, not kept: many of them don't stop the reading.
        for _ in 0..<(ClientMessageReader.maxInFlight * 2) { try channel.writeInbound(text("not json")) }
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .binary, data: ByteBuffer(string: "{}")))
        channel.read()
        #expect(counter.reads == 1)
        _ = try channel.finish()
    }

    @Test func aFragmentedMessageIsOneMessageAndAStrayContinuationCloses() throws {
        let (channel, _) = try reader()
        try channel.writeInbound(text(#"{"t":"pi"#, fin: false))
        try channel.writeInbound(text(#"ng"}"#, opcode: .continuation))
        #expect(channel.isActive)
        try channel.writeInbound(text("{}", opcode: .continuation))
        #expect(!channel.isActive, "a continuation that continues no message breaks the protocol")
    }
}
