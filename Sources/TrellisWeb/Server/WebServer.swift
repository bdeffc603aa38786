import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// The development server: serves each window's first paint, the runtime's
/// files, and one WebSocket per window that carries live DOM patches.
///
/// The `SwiftUI` module starts it from `App.main()`:
///
///     let server = WebServer(
///         configuration: .fromCommandLine(),
///         appName: "MyApp",
///         page: HTMLPage.render,                       // the DOM mapping's renderer
///         makeWindow: { idiom, viewport, scene in GraphDocument(app, idiom, viewport, scene) }
///     )
///     try await server.run()   // until Ctrl-C / SIGTERM
///
/// Routes: `GET /` (a new window, or `?window=<id>` to reattach after a
/// reload; `?idiom=` picks the idiom), `GET /_trellis/<file>` (static
/// files), `GET /_trellis/ws?window=<id>` (the WebSocket). See `docs/PROTOCOL.md`.
package final class WebServer: Sendable {
    package let configuration: WebServerConfiguration
    package let appName: String
    /// The access token, when ``WebServerConfiguration/requiresToken``.
    package let token: String?
    package let registry: WindowRegistry
    let page: PageRenderer
    let router: PageRouter?
    let staticFiles: StaticFiles?
    let gate: AccessGate
    let logger: Logger

    /// - Parameters:
    ///   - configuration: where to listen and how to behave.
    ///   - appName: shown in the startup line and passed to the page renderer.
    ///   - page: renders a window's tree as the first-paint HTML document.
    ///   - makeWindow: makes a fresh view graph for each page load.
    ///   - router: chooses what a page load that names no live window serves (the preview
    ///     gallery); nil opens a window of the app for every page load.
    ///   - staticFiles: where `/_trellis/` files come from; defaults to the bundled `Resources`.
    ///   - logger: defaults to a `trellis.web` logger.
    package init(
        configuration: WebServerConfiguration,
        appName: String,
        page: @escaping PageRenderer,
        makeWindow: @escaping WindowDocumentFactory,
        router: PageRouter? = nil,
        staticFiles: StaticFiles? = StaticFiles.bundled,
        logger: Logger = Logger(label: "trellis.web")
    ) {
        self.configuration = configuration
        self.appName = appName
        self.page = page
        self.router = router
        self.staticFiles = staticFiles
        self.logger = logger
        let token = configuration.requiresToken ? (configuration.token ?? RandomToken.hex(byteCount: 16)) : nil
        self.token = token
        self.gate = AccessGate(token: token, loopbackOnly: configuration.isLoopback)
        self.registry = WindowRegistry(
            makeDocument: makeWindow, gracePeriod: configuration.gracePeriod, maxWindows: configuration.maxWindows,
            instance: configuration.instance, logger: logger)
    }

    /// Runs until SIGINT or SIGTERM, then shuts down gracefully.
    ///
    /// Prints `Trellis is serving <app> at <url>` once listening (the first
    /// line of output containing `http://`), and opens the browser if asked.
    package func run() async throws {
        try await run(signals: [.sigint, .sigterm]) { [self] url in
            print("Trellis is serving \(appName) at \(url)")
            // stdout is block-buffered when piped: flush so harnesses see the URL now.
            fflush(nil)
            if configuration.open { BrowserLauncher.open(url, logger: logger) }
        }
    }

    /// Runs until the task is cancelled or a signal arrives; for tests and embedders.
    /// - Parameters:
    ///   - signals: signals that trigger a graceful shutdown (none in tests).
    ///   - onRunning: called once listening, with the URL to open (token included).
    package func run(signals: [UnixSignal], onRunning: @escaping @Sendable (String) async -> Void) async throws {
        let port = await PortChooser.choose(
            host: configuration.host, preferred: configuration.port, attempts: configuration.portAttempts, logger: logger)
        let app = Application(
            router: makeRouter(),
            server: HTTPServerBuilder { [self] responder in
                SmallReceiveBuffer(base: HTTP1WebSocketUpgradeChannel(
                    responder: responder,
                    configuration: .init(ws: .init(maxFrameSize: ProtocolLimits.maxFrameBytes, autoPing: .disabled)),
                    shouldUpgrade: { [self] request, channel, _ in await shouldUpgrade(request, channel: channel) }
                ))
            },
            configuration: .init(address: .hostname(configuration.host, port: port), serverName: "Trellis"),
            onServerRunning: { [self] channel in await onRunning(url(boundPort: channel.localAddress?.port ?? port)) },
            logger: logger
        )
        // Close every window (views disappear, tasks cancel) however the server stops.
        do {
            try await app.runService(gracefulShutdownSignals: signals)
        } catch {
            await registry.closeAll()
            throw error
        }
        await registry.closeAll()
    }

    /// The URL to print: the bound host and port, plus the token if needed.
    func url(boundPort: Int) -> String {
        var host = configuration.host
        if host == "0.0.0.0" || host == "::" { host = "127.0.0.1" }
        if host.contains(":") && !host.hasPrefix("[") { host = "[\(host)]" }
        return "http://\(host):\(boundPort)/" + (token.map { "?token=\($0)" } ?? "")
    }
}
