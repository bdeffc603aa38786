import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import TrellisHost

extension WebServer {
    /// The HTTP routes; WebSocket upgrades are decided in ``shouldUpgrade(_:channel:)``.
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: GateMiddleware(gate: gate, logger: logger))
        router.get("/") { [self] request, _ in await pageResponse(for: request) }
        router.get("/_trellis/ws") { _, _ in
            Response(status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(string: "WebSocket upgrade required")))
        }
        router.get("/_trellis/img/:token") { [self] request, context in await remoteImageResponse(context.parameters.get("token") ?? "") }
        router.get("/_trellis/asset/:token") { [self] request, context in assetResponse(context.parameters.get("token") ?? "", request: request) }
        router.get("/_trellis/**") { [self] request, _ in staticResponse(for: request) }
        // Browsers ask for it unprompted; "no content" keeps their consoles clean.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        return router
    }

    /// `GET /`: a new window's first paint, or an existing window's after a reload.
    func pageResponse(for request: Request) async -> Response {
        let query = request.uri.queryParameters
        let requested = query["window"].map(String.init)
        let scene = query["scene"].map(String.init)
        let idiom = query["idiom"].map(String.init).flatMap { ClientMessage.idiomNames.contains($0) ? $0 : nil }
        let defaultIdiom = configuration.idiom
        let items = Self.queryItems(query)
        let html: String
        switch await open(requested: requested, scene: scene, idiom: idiom, defaultIdiom: defaultIdiom, query: items) {
        case let .page(text): html = text
        case .full: return Self.busyResponse()
        case let .window(opened):
            let context = PageContext(
                windowID: opened.windowID, idiom: opened.idiom, appName: appName, title: appName, token: token,
                query: items)
            html = page(opened.root, context)
        }
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        SecurityHeaders.applyToHTML(&headers)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    private enum Opened: Sendable {
        case window(WindowRegistry.Opened)
        case page(String)
        /// Every window slot holds a window with a socket (``WebServerConfiguration/maxWindows``).
        case full

        init(_ opened: WindowRegistry.Opened?) { self = opened.map { .window($0) } ?? .full }
    }

    /// 503 with a page that says so and reloads itself later (no script: a `Retry-After` and a link).
    static func busyResponse() -> Response {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .retryAfter: "10"]
        SecurityHeaders.applyToHTML(&headers)
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Server busy</title></head>
            <body><h1>The server is busy</h1>
            <p>Every window it can hold is open and connected. Close a tab, or <a href="/">try again</a> in a few seconds.</p>
            </body></html>
            """
        return Response(status: .serviceUnavailable, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// Reattaches a live window, or asks the ``router`` (if any) what a new page load serves.
    @MainActor
    private func open(requested: String?, scene: String?, idiom: String?, defaultIdiom: String?, query: [String: String]) -> Opened {
        guard let router, !registry.isOpen(requested) else {
            return Opened(registry.open(requestedID: requested, requestedScene: scene, idiom: idiom, defaultIdiom: defaultIdiom))
        }
        switch router(query) {
        case .appWindow: return Opened(registry.open(requestedID: nil, requestedScene: scene, idiom: idiom, defaultIdiom: defaultIdiom))
        case let .html(text): return .page(text)
        case let .window(factory):
            return Opened(
                registry.open(requestedID: nil, requestedScene: scene, idiom: idiom, defaultIdiom: defaultIdiom, makeDocument: factory))
        }
    }

    /// The query's items for the router and page renderer: at most 16, names up to 32
    /// characters and values up to 512; anything longer is dropped, not truncated.
    static func queryItems(_ parameters: FlatDictionary<Substring, Substring>) -> [String: String] {
        var items: [String: String] = [:]
        for (key, value) in parameters where items.count < 16 && key.utf8.count <= 32 && value.utf8.count <= 512 {
            items[String(key)] = String(value)
        }
        return items
    }

    /// `GET /_trellis/img/<token>`: an `AsyncImage`'s bytes, from the window that loaded them, or 404.
    func remoteImageResponse(_ token: String) async -> Response {
        var headers: HTTPFields = [:]
        SecurityHeaders.applyToAll(&headers)
        guard RandomToken.isWellFormed(token), let image = await registry.remoteImage(Substring(token)) else {
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .notFound, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "Not found")))
        }
        headers[.contentType] = image.contentType
        headers[.cacheControl] = "private, max-age=3600"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }

    /// Image types an asset file may be served as, by extension (the set `AssetCatalog` draws).
    static let assetContentTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "avif": "image/avif", "svg": "image/svg+xml", "bmp": "image/bmp", "ico": "image/x-icon",
    ]

    static let assetContentSecurityPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

    /// Asset files larger than this are not served (an app's images are far smaller).
    static let maxAssetBytes = 32 * 1024 * 1024

    /// `GET /_trellis/asset/<token>`: an asset-catalog image the app's views drew (``AssetFiles``), or 404.
    func assetResponse(_ token: String, request: Request) -> Response {
        var headers: HTTPFields = [:]
        SecurityHeaders.applyToAll(&headers)
        guard let path = AssetFiles.file(for: token),
              let type = Self.assetContentTypes[(path as NSString).pathExtension.lowercased()],
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size <= Self.maxAssetBytes,
              let contents = FileManager.default.contents(atPath: path)
        else {
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .notFound, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "Not found")))
        }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        headers[.eTag] = "\"\(contents.count)-\(Int(modified))\""
        // Revalidate: the token names the path, and a rebuilt app may change the file behind it.
        headers[.cacheControl] = "no-cache"
        if request.headers[.ifNoneMatch] == headers[.eTag] { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = type
        // An SVG opened as a page of its own runs no script and reaches nothing.
        headers[.contentSecurityPolicy] = Self.assetContentSecurityPolicy
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: contents)))
    }

    /// `GET /_trellis/<file>`: a bundled file, or 404.
    func staticResponse(for request: Request) -> Response {
        // The raw target, before any percent-decoding: `%2F` and friends never reach the file system.
        let target = request.head.path ?? ""
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let prefix = "/_trellis/"
        var headers: HTTPFields = [:]
        SecurityHeaders.applyToAll(&headers)
        guard path.hasPrefix(prefix), let files = staticFiles,
            let file = files.file(at: path.dropFirst(prefix.count))
        else {
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .notFound, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "Not found")))
        }
        headers[.eTag] = file.etag
        // Revalidate every time: files change whenever the app is rebuilt.
        headers[.cacheControl] = "no-cache"
        if request.headers[.ifNoneMatch] == file.etag {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = file.contentType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: file.contents)))
    }

    /// Decides a WebSocket upgrade: gate, Origin, then a handler bound to the window.
    func shouldUpgrade(
        _ request: HTTPRequest, channel: any Channel
    ) async -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let uri = URI(request.path ?? "")
        let host = request.authority
        do throws(AccessGate.Refusal) {
            guard uri.path == "/_trellis/ws" else { return .dontUpgrade }
            _ = try gate.admit(
                host: host, queryToken: uri.queryParameters["token"].map(String.init),
                cookieHeader: request.headerFields[.cookie])
            try gate.checkOrigin(request.headerFields[values: .origin], host: host)
        } catch {
            logger.warning("WebSocket upgrade refused: \(error)")
            await ForbiddenUpgrade.respond(on: channel, reason: error.description)
            return .dontUpgrade
        }
        // No WebSocket ping task per connection (autoPing is off): the kernel probes idle sockets.
        TCPKeepAlive.enable(on: channel, logger: logger)
        TCPNoDelay.enable(on: channel, logger: logger)
        let connection = SocketConnection(
            windowID: uri.queryParameters["window"].map(String.init) ?? "", channel: channel,
            registry: registry, configuration: configuration, logger: logger)
        await connection.prepare()
        return .upgrade([:]) { inbound, outbound, _ in
            try await connection.run(inbound: inbound, outbound: outbound)
        }
    }
}

/// Applies ``AccessGate`` to every HTTP request: 403 unless admitted; sets
/// the token cookie when a valid `?token=` admitted the request.
struct GateMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let gate: AccessGate
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let admission: AccessGate.Admission
        do throws(AccessGate.Refusal) {
            admission = try gate.admit(
                host: request.head.authority,
                queryToken: request.uri.queryParameters["token"].map(String.init),
                cookieHeader: request.headers[.cookie])
        } catch {
            logger.warning("request refused: \(error)", metadata: ["path": "\(request.uri.path.prefix(128))"])
            var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8"]
            SecurityHeaders.applyToAll(&headers)
            return Response(status: .forbidden, headers: headers, body: .init(byteBuffer: ByteBuffer(string: error.description)))
        }
        var response = try await next(request, context)
        if admission == .admittedByQueryToken, let cookie = gate.cookie() {
            response.headers[values: .setCookie].append(cookie)
        }
        return response
    }
}
