/// How the development server listens and behaves.
///
/// Built from defaults, then the environment (`TRELLIS_HOST`, `TRELLIS_PORT`,
/// `TRELLIS_IDIOM`, `TRELLIS_OPEN`, `TRELLIS_TOKEN`), then command-line flags
/// (`--host`, `--port`, `--idiom`, `--open`, `--token`); flags win. See
/// ``fromCommandLine(arguments:environment:)``.
package struct WebServerConfiguration: Equatable, Sendable {
    /// The address to bind. Loopback by default: nothing else can connect.
    package var host: String = "127.0.0.1"
    /// The preferred port. When taken, the next few ports are tried, then any free one; 0 = any free port.
    package var port: Int = 8421
    /// The idiom new windows render as (`mac`, `phone`, …); nil = automatic.
    package var idiom: String?
    /// Launch the default browser (`xdg-open`) once the server is up.
    package var open: Bool = false
    /// Require an access token even on loopback.
    package var forceToken: Bool = false
    /// A fixed access token (tests); nil = a random one when a token is needed.
    package var token: String?
    /// How long a window outlives its last WebSocket, so a reload can reattach.
    package var gracePeriod: Duration = .seconds(30)
    /// The most windows kept at once. A page load beyond it frees the window that has been without a
    /// socket longest; when every window has a socket, the page answers 503 (server busy). A window of
    /// the showcase holds about 140 KB, so the default, 2,000, stays under 300 MB on this 24 GB,
    /// 2-core machine. `--max-windows`, `TRELLIS_MAX_WINDOWS`.
    package var maxWindows: Int = 2_000
    /// How far a socket's outbound queue may fall behind, in bytes, before the socket is closed (its
    /// window is kept for the grace period; a reconnect gets a `reset`). Large enough for a 10,000-row
    /// first render. `--max-outbound-bytes`, `TRELLIS_MAX_OUTBOUND_BYTES`.
    package var maxOutboundBytes: Int = 32 << 20
    /// Per-connection message rate (messages per second) and burst.
    package var messagesPerSecond: Double = 200
    package var messageBurst: Double = 400
    /// Try this many ports after ``port`` before asking the OS for any free port.
    package var portAttempts: Int = 10
    /// Serve the package's previews (`#Preview`, `PreviewProvider`) instead of the app: `--previews`.
    package var previews: Bool = false
    /// This instance's name when several serve one app behind a proxy: window ids start with it, so the
    /// proxy routes a window's page and socket here (docs/DEPLOYMENT.md). `--instance`, `TRELLIS_INSTANCE`.
    package var instance: String?
    /// Where settings live when not in `UserDefaults`: a `postgres://` URL shared by every instance
    /// (TrellisPostgres, docs/DEPLOYMENT.md). `--settings-url`, `TRELLIS_SETTINGS_URL`.
    package var settingsURL: String?
    /// Internal: make one preview headlessly and exit (the gallery's crash probe runs the app with this).
    package var previewProbe: String?

    package init() {}

    /// The idiom names accepted by `--idiom` and `TRELLIS_IDIOM`.
    package static let idiomNames: Set<String> = ["mac", "pad", "phone", "watch", "tv", "vision"]

    /// Whether ``host`` only accepts connections from this machine.
    package var isLoopback: Bool { Self.isLoopback(host: host) }

    package static func isLoopback(host: String) -> Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h == "[::1]" || h.hasPrefix("127.")
    }

    /// Whether requests must carry the access token (cookie or `?token=`).
    package var requiresToken: Bool { token != nil || forceToken || !isLoopback }
}

/// A setting that could not be understood.
package enum WebServerConfigurationError: Error, Equatable, CustomStringConvertible {
    case invalidEnvironment(name: String, value: String, expected: String)
    case invalidOption(name: String, value: String, expected: String)

    package var description: String {
        switch self {
        case let .invalidEnvironment(name, value, expected):
            "WebServerConfigurationError: environment variable \(name)=\"\(value)\" is invalid; expected \(expected)"
        case let .invalidOption(name, value, expected):
            "WebServerConfigurationError: --\(name) \"\(value)\" is invalid; expected \(expected)"
        }
    }
}
