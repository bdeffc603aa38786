import Logging
import NIOCore

/// A patch leaves at once: Nagle's algorithm off on each WebSocket's TCP connection.
///
/// With Nagle on, a small frame written while an earlier one is still unacknowledged waits for
/// the client's (possibly delayed, up to 40 ms) acknowledgement. NIO asks for `TCP_NODELAY` on
/// the listening socket, which Linux hands on to accepted ones; setting it on the connection
/// itself doesn't depend on either.
enum TCPNoDelay {
    static func enable(on channel: any Channel, logger: Logger) {
        channel.setOption(ChannelOptions.tcpOption(.tcp_nodelay), value: 1).whenFailure { error in
            logger.debug("TCP_NODELAY refused: \(error)")
        }
    }
}
