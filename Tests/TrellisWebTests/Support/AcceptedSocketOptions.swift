import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The options of the server's end of a TCP connection, found in this process (the live server
/// runs in the test) by the client's port: what the kernel will do with that socket.
struct AcceptedSocketOptions {
    var keepAlive: Int32
    var keepAliveIdle: Int32
    var noDelay: Int32

    /// The socket whose peer is 127.0.0.1:`clientPort`, if this process has one.
    init?(clientPort: Int) {
        guard let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return nil }
        for name in fds {
            guard let fd = Int32(name) else { continue }
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let found = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) == 0 }
            }
            guard found, address.sin_family == sa_family_t(AF_INET), Int(UInt16(bigEndian: address.sin_port)) == clientPort else { continue }
            keepAlive = Self.option(fd, SOL_SOCKET, SO_KEEPALIVE)
            keepAliveIdle = Self.option(fd, Int32(IPPROTO_TCP), TCP_KEEPIDLE)
            noDelay = Self.option(fd, Int32(IPPROTO_TCP), TCP_NODELAY)
            return
        }
        return nil
    }

    private static func option(_ fd: Int32, _ level: Int32, _ name: Int32) -> Int32 {
        var value: Int32 = -1
        var size = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, level, name, &value, &size) == 0 ? value : -1
    }
}
