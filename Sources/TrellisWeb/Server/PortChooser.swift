import Logging
import NIOCore
import NIOPosix

/// Picks the port to bind: the preferred one if free, else one of the next
/// few, else 0 (any free port, chosen by the OS at bind time).
///
/// Probing binds and immediately closes a listener with the same
/// `SO_REUSEADDR` setting the server uses. Another process could take the
/// port in between; then the server fails to start with the bind error.
enum PortChooser {
    static func choose(host: String, preferred: Int, attempts: Int, logger: Logger) async -> Int {
        guard preferred != 0 else { return 0 }
        for port in preferred..<min(preferred + max(attempts, 1), 65536) {
            if await isFree(host: host, port: port) {
                if port != preferred { logger.notice("port \(preferred) is taken; using \(port)") }
                return port
            }
        }
        logger.notice("ports \(preferred)…\(preferred + attempts - 1) are taken; using any free port")
        return 0
    }

    static func isFree(host: String, port: Int) async -> Bool {
        do {
            let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                .bind(host: host, port: port).get()
            try? await channel.close().get()
            return true
        } catch {
            return false
        }
    }
}
