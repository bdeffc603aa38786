/// What `GET /` serves when it names no live window, for a server with more
/// than one kind of page.
///
/// The preview gallery uses it: its index is a finished HTML page, and
/// `/?preview=<id>` opens a window on one preview. Without a router every
/// page load opens a window of the app.
package enum PageRoute {
    /// A new window of the app: the server's own `makeWindow`.
    case appWindow
    /// A finished HTML page: no window, no WebSocket.
    case html(String)
    /// A new window whose document this factory makes.
    case window(WindowDocumentFactory)
}

/// Chooses a ``PageRoute`` from a page load's query items (already length-checked).
package typealias PageRouter = @MainActor @Sendable (_ query: [String: String]) -> PageRoute
