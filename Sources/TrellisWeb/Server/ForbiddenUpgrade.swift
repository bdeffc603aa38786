import NIOCore
import NIOHTTP1

/// Answers a refused WebSocket upgrade with `403 Forbidden` and closes.
///
/// Why this exists: hummingbird-websocket 2.8.1 answers every refused
/// upgrade (`.dontUpgrade`) with a fixed `400 Bad Request`. The refusal is
/// a security decision, so we want the honest status. During `shouldUpgrade`
/// the channel still has NIO's HTTP/1 response encoder, so we write the
/// response ourselves, flush, and close the connection before returning
/// `.dontUpgrade`.
enum ForbiddenUpgrade {
    static func respond(on channel: any Channel, reason: String) async {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(reason.utf8.count))
        headers.add(name: "Connection", value: "close")
        let head = HTTPResponseHead(version: .http1_1, status: .forbidden, headers: headers)
        let body = channel.allocator.buffer(string: reason)
        // Writes complete only once flushed: queue all three, then flush and wait.
        channel.write(HTTPServerResponsePart.head(head), promise: nil)
        channel.write(HTTPServerResponsePart.body(.byteBuffer(body)), promise: nil)
        try? await channel.writeAndFlush(HTTPServerResponsePart.end(nil)).get()
        try? await channel.close().get()
    }
}
