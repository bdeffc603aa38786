import TrellisHost

/// Everything the first-paint renderer needs besides the tree itself.
///
/// The page must embed ``windowID`` as
/// `<meta name="trellis-window" content="…">` so the JavaScript runtime can
/// attach its WebSocket to this window, and must load its script and styles
/// from ``assetPath`` (no inline script or style: the CSP forbids them).
package struct PageContext: Equatable, Sendable {
    /// The window this page shows; random, URL-safe.
    package var windowID: String
    /// The idiom the window was asked to render as, or nil for automatic.
    package var idiom: String?
    /// The app's name, for headings and logs.
    package var appName: String
    /// The document title.
    package var title: String
    /// The access token when the server requires one (non-loopback binds).
    package var token: String?
    /// Where static files are served from, with a trailing slash.
    package var assetPath: String
    /// The WebSocket path (the client adds `?window=<windowID>`).
    package var webSocketPath: String
    /// The wire protocol version the server speaks.
    package var protocolVersion: Int
    /// The page load's query items (`preview`, `scheme`, …), for apps that serve more than one kind of page.
    package var query: [String: String]

    package init(
        windowID: String, idiom: String?, appName: String, title: String, token: String? = nil,
        assetPath: String = "/_trellis/", webSocketPath: String = "/_trellis/ws",
        protocolVersion: Int = ProtocolLimits.version, query: [String: String] = [:]
    ) {
        self.windowID = windowID
        self.idiom = idiom
        self.appName = appName
        self.title = title
        self.token = token
        self.assetPath = assetPath
        self.webSocketPath = webSocketPath
        self.protocolVersion = protocolVersion
        self.query = query
    }
}

/// Renders a window's whole host tree as the HTML document of the first paint.
///
/// Provided by the DOM mapping (`Sources/TrellisWeb/HTML/`); called off the
/// main actor with a snapshot of the tree, so it must be a pure function.
package typealias PageRenderer = @Sendable (_ root: HostNode, _ context: PageContext) -> String
