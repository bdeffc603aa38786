/// A parsed HTTP/1.1 response.
struct HTTPReply {
    var status: Int
    var headers: [(String, String)]
    var body: String

    func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
    func headers(_ name: String) -> [String] { headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1) }

    /// The window id from the page's `<meta name="trellis-window">`.
    var windowID: String? {
        guard let start = body.range(of: #"<meta name="trellis-window" content=""#) else { return nil }
        return String(body[start.upperBound...].prefix { $0 != "\"" })
    }

    init?(head: [UInt8], body: [UInt8] = []) {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        self.status = status
        self.headers = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        self.body = String(decoding: body, as: UTF8.self)
    }
}

import Foundation

/// Sends one raw HTTP request (`Connection: close`) and reads the whole reply.
func httpGet(port: Int, _ target: String, host: String? = nil, headers: [String: String] = [:]) async throws -> HTTPReply {
    let socket = try await RawSocket.connect(port: port)
    var request = "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    try await socket.write(request + "\r\n")
    let bytes = try await socket.readToEnd()
    await socket.close()
    guard let split = bytes.firstRange(of: Array("\r\n\r\n".utf8)),
          let reply = HTTPReply(head: Array(bytes[..<split.lowerBound]), body: Array(bytes[split.upperBound...]))
    else { throw TestFailure("not an HTTP response: \(String(decoding: bytes.prefix(200), as: UTF8.self))") }
    return reply
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
