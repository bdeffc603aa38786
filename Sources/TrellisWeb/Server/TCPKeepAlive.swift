#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
import NIOCore

/// How the server notices a WebSocket client that vanished without closing (a laptop that slept,
/// a network that dropped): the kernel's TCP keep-alive probes, not a WebSocket ping task per
/// connection. An idle window then holds no task but its reader. Browsers keep the connection
/// busy themselves (trellis-client.js pings every 20 s), which is what proxies' idle timeouts see.
enum TCPKeepAlive {
    /// Seconds of silence before the first probe.
    static let idle = 60
    /// Seconds between probes.
    static let interval = 10
    /// Unanswered probes before the kernel resets the connection (and the socket's reader ends).
    static let count = 3

    /// Turns keep-alive probes on for an accepted connection. A channel that isn't a TCP socket
    /// (none in the server, but harmless) refuses the options, which is logged and ignored.
    static func enable(on channel: any Channel, logger: Logger) {
        let options: [(ChannelOptions.Types.SocketOption, Int)] = [
            (ChannelOptions.socketOption(.so_keepalive), 1),
            (ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: CInt(TCP_KEEPIDLE))), idle),
            (ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: CInt(TCP_KEEPINTVL))), interval),
            (ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: CInt(TCP_KEEPCNT))), count),
        ]
        for (option, value) in options {
            channel.setOption(option, value: value).whenFailure { error in
                logger.debug("TCP keep-alive option refused: \(error)")
            }
        }
    }
}
