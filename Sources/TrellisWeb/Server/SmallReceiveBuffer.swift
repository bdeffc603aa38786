import HummingbirdCore
import Logging
import NIOCore

/// A server child channel whose connection reads into a 1 KB buffer at first, not NIO's 2 KB.
///
/// NIO keeps each connection's receive buffer for its next read at the largest size it has grown
/// to, so an idle WebSocket holds it for as long as the window is open. A browser's upgrade request
/// and the page's messages fit in 1 KB; a larger read grows the buffer as before (NIO's adaptive
/// allocator, up to 64 KB). Set before the first read, so the first buffer is the small one.
struct SmallReceiveBuffer<Base: ServerChildChannel>: ServerChildChannel {
    static var allocator: AdaptiveRecvByteBufferAllocator { .init(minimum: 64, initial: 1024, maximum: 65536) }

    let base: Base

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        channel.setOption(ChannelOptions.recvAllocator, value: Self.allocator).flatMap {
            base.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
