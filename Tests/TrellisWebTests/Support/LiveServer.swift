import Logging
import TrellisHost
import TrellisWeb
import Foundation

/// A real ``WebServer`` on a free port with ``CounterDocument`` windows.
struct LiveServer {
    let server: WebServer
    let port: Int
    let url: String
    let log: DocumentLog
    let task: Task<Void, any Error>

    static let page: PageRenderer = { root, context in
        "<!doctype html><html><head><meta name=\"trellis-window\" content=\"\(context.windowID)\">"
            + "<title>\(context.title)</title></head><body>\(root.dump())</body></html>"
    }

    static func start(
        _ configure: (inout WebServerConfiguration) -> Void = { _ in }, staticFiles: StaticFiles? = nil,
        document makeDocument: (@MainActor @Sendable (String?) -> CounterDocument)? = nil
    ) async throws -> LiveServer {
        var configuration = WebServerConfiguration()
        configuration.port = 0
        configure(&configuration)
        let log = DocumentLog()
        var logger = Logger(label: "trellis.web.test")
        logger.logLevel = ProcessInfo.processInfo.environment["TRELLIS_TEST_LOG"] == nil ? .critical : .debug
        let server = WebServer(
            configuration: configuration, appName: "Counter", page: page,
            makeWindow: { idiom, _, scene in
                let document = makeDocument?(idiom) ?? CounterDocument(idiom: idiom)
                log.documents.append(document)
                log.scenes.append(scene)
                return document
            },
            staticFiles: staticFiles, logger: logger)
        let (urls, continuation) = AsyncStream.makeStream(of: String.self)
        let task = Task { try await server.run(signals: []) { url in continuation.yield(url) } }
        var iterator = urls.makeAsyncIterator()
        guard let url = await iterator.next(),
              let portText = url.split(separator: ":").last?.prefix(while: { $0.isNumber }), let port = Int(portText)
        else { throw TestFailure("server did not start") }
        return LiveServer(server: server, port: port, url: url, log: log, task: task)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// Loads `/` (optionally reattaching) and returns the window id.
    func openWindow(_ query: String = "") async throws -> String {
        let reply = try await httpGet(port: port, "/" + query)
        guard reply.status == 200, let id = reply.windowID else { throw TestFailure("page load failed: \(reply.status) \(reply.body)") }
        return id
    }

    /// Connects a same-origin WebSocket to a window and reads `hello`.
    func connect(_ windowID: String) async throws -> (socket: RawWebSocket, hello: String) {
        switch try await RawWebSocket.connect(port: port, path: "/_trellis/ws?window=\(windowID)", origin: origin) {
        case let .success(socket):
            guard let hello = try await socket.receiveText() else { throw TestFailure("no hello") }
            return (socket, hello)
        case let .failure(error):
            throw TestFailure("upgrade refused: \(error.reply.status) \(error.reply.body)")
        }
    }
}

/// Waits until `condition` holds (checked every 20 ms, up to `timeout`): for what the server does on its
/// own time (grace periods, disconnects), instead of sleeping and then reading.
func eventually(timeout: Duration = .seconds(10), _ condition: () async -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}
