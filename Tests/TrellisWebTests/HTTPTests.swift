import Foundation
import Testing
import TrellisHost
@testable import TrellisWeb

@Suite(.timeLimit(.minutes(1))) struct HTTPTests {
    @Test func pageCarriesSecurityHeadersAndTheWindowMeta() async throws {
        let live = try await LiveServer.start()
        let reply = try await httpGet(port: live.port, "/")
        #expect(reply.status == 200)
        #expect(reply.header("Content-Security-Policy") == SecurityHeaders.contentSecurityPolicy)
        #expect(reply.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
        #expect(reply.header("X-Content-Type-Options") == "nosniff")
        #expect(reply.header("Referrer-Policy") == "no-referrer")
        #expect(reply.header("Content-Type") == "text/html; charset=utf-8")
        #expect(reply.windowID.map(RandomToken.isWellFormed) == true)
        await live.stop()
    }

    @Test func foreignHostHeaderIsRefusedOnLoopback() async throws {
        let live = try await LiveServer.start()
        #expect(try await httpGet(port: live.port, "/", host: "evil.example:\(live.port)").status == 403)
        #expect(try await httpGet(port: live.port, "/", host: "localhost:\(live.port)").status == 200)
        await live.stop()
    }

    @Test func servesStaticFilesAndRefusesTraversal() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-static-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try Data("console.log(1)".utf8).write(to: directory.appendingPathComponent("runtime.js"))
        try Data("body{}".utf8).write(to: directory.appendingPathComponent("fonts/x.css"))
        try Data("#!".utf8).write(to: directory.appendingPathComponent("tool.sh"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent(".env.js"))
        try Data("secret".utf8).write(to: directory.deletingLastPathComponent().appendingPathComponent("outside-\(directory.lastPathComponent).js"))
        defer { try? FileManager.default.removeItem(at: directory) }

        let live = try await LiveServer.start(staticFiles: StaticFiles(root: directory))
        let js = try await httpGet(port: live.port, "/_trellis/runtime.js")
        #expect(js.status == 200)
        #expect(js.body == "console.log(1)")
        #expect(js.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(js.header("Cache-Control") == "no-cache")
        let etag = try #require(js.header("ETag"))
        #expect(try await httpGet(port: live.port, "/_trellis/runtime.js", headers: ["If-None-Match": etag]).status == 304)
        #expect(try await httpGet(port: live.port, "/_trellis/fonts/x.css").header("Content-Type") == "text/css; charset=utf-8")

        for path in [
            "/_trellis/../outside-\(directory.lastPathComponent).js", "/_trellis/fonts/../runtime.js",
            "/_trellis/%2e%2e/outside-\(directory.lastPathComponent).js", "/_trellis/fonts%2Fx.css", "/_trellis/.env.js",
            "/_trellis/tool.sh", "/_trellis/missing.js", "/_trellis//runtime.js", "/_trellis/fonts\\x.css",
            "/_trellis//etc/passwd.js",
        ] {
            let reply = try await httpGet(port: live.port, path)
            #expect(reply.status == 404 || reply.status == 400, "\(path) gave \(reply.status)")
            #expect(!reply.body.contains("secret") && !reply.body.contains("console"), "\(path) leaked a file")
        }
        await live.stop()
    }

    @Test func servesRegisteredAssetImagesOnly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-asset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("logo@2x.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: png)
        let path = AssetFiles.register(png.path)

        let live = try await LiveServer.start()
        let reply = try await httpGet(port: live.port, path)
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "image/png")
        #expect(reply.header("Content-Security-Policy")?.hasSuffix("sandbox") == true, "an SVG opened alone runs nothing")
        // A token nobody registered, a malformed one, and a path are all 404.
        for bad in ["0123456789abcdef", "ZZZZ", "..%2F..%2Fetc%2Fpasswd"] {
            #expect(try await httpGet(port: live.port, AssetFiles.pathPrefix + bad).status == 404)
        }
        await live.stop()
    }

    @Test func plainGetOnTheSocketPathAsksForAnUpgrade() async throws {
        let live = try await LiveServer.start()
        #expect(try await httpGet(port: live.port, "/_trellis/ws").status == 400)
        await live.stop()
    }

    @Test func tokenGateGuardsPagesFilesAndSockets() async throws {
        let token = "00112233445566778899aabbccddeeff"
        let live = try await LiveServer.start { $0.forceToken = true; $0.token = token }
        #expect(live.url.hasSuffix("/?token=\(token)"))
        #expect(try await httpGet(port: live.port, "/").status == 403)
        #expect(try await httpGet(port: live.port, "/?token=wrong").status == 403)
        #expect(try await httpGet(port: live.port, "/_trellis/runtime.js").status == 403)

        let admitted = try await httpGet(port: live.port, "/?token=\(token)")
        #expect(admitted.status == 200)
        let cookie = try #require(admitted.header("Set-Cookie"))
        #expect(cookie == "trellis_token=\(token); Path=/; HttpOnly; SameSite=Strict")
        let window = try #require(admitted.windowID)
        #expect(try await httpGet(port: live.port, "/", headers: ["Cookie": "a=b; trellis_token=\(token)"]).status == 200)

        let refused = try await RawWebSocket.connect(port: live.port, path: "/_trellis/ws?window=\(window)", origin: live.origin)
        guard case let .failure(error) = refused else { Issue.record("socket without token accepted"); return }
        #expect(error.reply.status == 403)
        let accepted = try await RawWebSocket.connect(
            port: live.port, path: "/_trellis/ws?window=\(window)", origin: live.origin,
            headers: ["Cookie": "trellis_token=\(token)"]).get()
        #expect(try await accepted.receiveText()?.contains(#""t":"hello""#) == true)
        await accepted.close()
        await live.stop()
    }

    @Test func nonLoopbackBindGeneratesAToken() {
        var configuration = WebServerConfiguration()
        configuration.host = "0.0.0.0"
        let server = WebServer(configuration: configuration, appName: "A", page: LiveServer.page,
                               makeWindow: { idiom, _, _ in CounterDocument(idiom: idiom) })
        let token = server.token ?? ""
        #expect(token.count == 32 && RandomToken.isWellFormed(token))
        #expect(server.url(boundPort: 8421) == "http://127.0.0.1:8421/?token=\(token)")
        let loopback = WebServer(configuration: WebServerConfiguration(), appName: "A", page: LiveServer.page,
                                 makeWindow: { idiom, _, _ in CounterDocument(idiom: idiom) })
        #expect(loopback.token == nil)
    }
}
