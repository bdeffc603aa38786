import NIOCore
import NIOPosix

/// A byte-level TCP client, so tests control every header and frame
/// (HummingbirdWSClient always derives `Origin` from the URL, without the port).
final class RawSocket: @unchecked Sendable {
    private let channel: any Channel
    private var iterator: AsyncStream<ByteBuffer>.AsyncIterator
    private var pending: [UInt8] = []

    private init(_ channel: any Channel, inbound: AsyncStream<ByteBuffer>) {
        self.channel = channel
        self.iterator = inbound.makeAsyncIterator()
    }

    static func connect(port: Int) async throws -> RawSocket {
        let (inbound, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
        // Reads only when the test reads, like a browser that stops reading: bytes the test doesn't
        // ask for stay in the kernel's buffers and push back on the server.
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.autoRead, value: false)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(InboundCollector(continuation))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return RawSocket(channel, inbound: inbound)
    }

    /// This end's port (the server sees it as the peer's).
    var localPort: Int? { channel.localAddress?.port }

    func write(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
    }

    func write(_ text: String) async throws { try await write(Array(text.utf8)) }

    /// Reads more bytes into `pending`; false at end of stream.
    private func fill() async throws -> Bool {
        channel.read()
        guard var buffer = await iterator.next() else { return false }
        pending += buffer.readBytes(length: buffer.readableBytes) ?? []
        return true
    }

    /// Exactly `count` bytes (nil if the stream ends first).
    func read(_ count: Int) async throws -> [UInt8]? {
        while pending.count < count { guard try await fill() else { return nil } }
        let out = Array(pending.prefix(count))
        pending.removeFirst(count)
        return out
    }

    /// Bytes up to and including `delimiter`.
    func read(until delimiter: [UInt8]) async throws -> [UInt8]? {
        while true {
            if let range = pending.firstRange(of: delimiter) {
                let out = Array(pending[..<range.upperBound])
                pending.removeFirst(range.upperBound)
                return out
            }
            guard try await fill() else { return nil }
        }
    }

    /// Everything until the peer closes.
    func readToEnd() async throws -> [UInt8] {
        while try await fill() {}
        defer { pending = [] }
        return pending
    }

    func close() async {
        try? await channel.close()
    }
}

/// Hands every inbound buffer to an `AsyncStream`, and ends it when the peer closes.
private final class InboundCollector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let continuation: AsyncStream<ByteBuffer>.Continuation

    init(_ continuation: AsyncStream<ByteBuffer>.Continuation) { self.continuation = continuation }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        continuation.yield(unwrapInboundIn(data))
    }

    func channelInactive(context: ChannelHandlerContext) {
        continuation.finish()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        continuation.finish()
        context.close(promise: nil)
    }
}
