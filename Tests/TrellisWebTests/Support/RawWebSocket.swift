/// A minimal RFC 6455 client over ``RawSocket``: handshake, masked frames out, frames in.
final class RawWebSocket: @unchecked Sendable {
    let socket: RawSocket

    enum Frame: Equatable {
        case text(String)
        case binary([UInt8])
        case close(code: Int)
        case ping([UInt8]), pong
    }

    private init(_ socket: RawSocket) { self.socket = socket }

    /// Opens a WebSocket, returning the socket on `101` or the refusal reply.
    static func connect(
        port: Int, path: String, origin: String?, host: String? = nil, headers: [String: String] = [:]
    ) async throws -> Result<RawWebSocket, HTTPReplyError> {
        let socket = try await RawSocket.connect(port: port)
        var request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try await socket.write(request + "\r\n")
        guard let head = try await socket.read(until: Array("\r\n\r\n".utf8)), let reply = HTTPReply(head: head) else {
            throw TestFailure("no handshake reply")
        }
        guard reply.status == 101 else {
            await socket.close()
            return .failure(HTTPReplyError(reply: reply))
        }
        return .success(RawWebSocket(socket))
    }

    func send(_ text: String) async throws { try await send(opcode: 1, Array(text.utf8)) }

    func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) async throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        frame += mask
        for (i, byte) in payload.enumerated() { frame.append(byte ^ mask[i % 4]) }
        try await socket.write(frame)
    }

    /// The next frame from the server (nil when the connection ended).
    func receive() async throws -> Frame? {
        guard let header = try await socket.read(2) else { return nil }
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            guard let ext = try await socket.read(2) else { return nil }
            length = Int(ext[0]) << 8 | Int(ext[1])
        } else if length == 127 {
            guard let ext = try await socket.read(8) else { return nil }
            length = ext.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let payload = try await socket.read(length) else { return nil }
        switch header[0] & 0x0F {
        case 1: return .text(String(decoding: payload, as: UTF8.self))
        case 2: return .binary(payload)
        case 8: return .close(code: payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005)
        case 9: return .ping(payload)
        default: return .pong
        }
    }

    /// The next text message, skipping control frames.
    func receiveText() async throws -> String? {
        while let frame = try await receive() {
            switch frame {
            case let .text(text): return text
            case .close: return nil
            // Answer the server's keep-alive as browsers do: a pong echoes the ping's data (RFC 6455 §5.5.3);
            // Hummingbird ignores any other pong and closes the socket at its next ping period.
            case let .ping(data): try await send(opcode: 0xA, data)
            default: continue
            }
        }
        return nil
    }

    /// Text messages until one satisfies `predicate` (which is returned).
    func receiveText(until predicate: (String) -> Bool) async throws -> (skipped: [String], match: String) {
        var skipped: [String] = []
        while let text = try await receiveText() {
            if predicate(text) { return (skipped, text) }
            skipped.append(text)
        }
        throw TestFailure("connection ended before a matching message; got \(skipped.suffix(5))")
    }

    func close() async { await socket.close() }
}

struct HTTPReplyError: Error {
    var reply: HTTPReply
}
