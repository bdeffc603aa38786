public import Foundation

/// Opens a URL: `@Environment(\.openURL)`. `Link` and the links in a Markdown `Text` call it.
///
///     @Environment(\.openURL) private var openURL
///     Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///
///     ContentView()
///         .environment(\.openURL, OpenURLAction { url in
///             router.handle(url) ? .handled : .systemAction
///         })
///
/// The system action opens `http`, `https`, `mailto` and `tel` URLs in a new browser tab; any other
/// scheme (`javascript:`, `data:`, `file:`) is refused and logged.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        package enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        package let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    package let handler: ((URL) -> Result)?
    package let system: SystemURLOpener?

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
        self.system = nil
    }

    package init(handler: ((URL) -> Result)?, system: SystemURLOpener?) {
        self.handler = handler
        self.system = system
    }

    /// Opens `url`.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` says whether it was opened.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case let .systemAction(replacement): completion(system?.open(replacement ?? url) ?? false)
        }
    }
}

// LIMITATION: `OpenURLAction` system action | opens the URL in a new tab of the page's browser; called outside a person's action (a timer, a long task), the browser's pop-up blocker may stop it, and while no page shows the window the URL is dropped | a page may open tabs only shortly after a click or key press
/// The window's way to open a URL in the browser (the system action of ``OpenURLAction``).
/// A renderer sets ``send``; every URL opened is also kept, the last 32, for tests.
@MainActor
package final class SystemURLOpener {
    /// Hands a checked URL to the renderer (the browser opens it in a new tab).
    package var send: (@MainActor (String) -> Void)?
    package private(set) var opened: [URL] = []
    package private(set) var refused: [URL] = []

    package nonisolated init() {}

    /// The schemes the system action opens.
    package nonisolated static let schemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// `url` as a page may open it, or nil: an allowed scheme, at most 2,048 characters, no control characters.
    package nonisolated static func openable(_ url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), schemes.contains(scheme) else { return nil }
        let text = scheme + url.absoluteString.dropFirst(scheme.count)
        guard text.utf8.count <= 2048, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) else { return nil }
        return text
    }

    /// Opens `url` if its scheme is allowed; false (and logged) when it is refused.
    @discardableResult
    package func open(_ url: URL) -> Bool {
        guard let text = Self.openable(url) else {
            refused.append(url)
            if refused.count > 32 { refused.removeFirst() }
            FileHandle.standardError.write(Data("trellis: openURL refused \(url.scheme ?? "a URL without a scheme"): only http, https, mailto and tel open\n".utf8))
            return false
        }
        opened.append(url)
        if opened.count > 32 { opened.removeFirst() }
        send?(text)
        return true
    }
}

struct OpenURLHandlerKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: ((URL) -> OpenURLAction.Result)? = nil }
struct SystemURLOpenerKey: EnvironmentKey { static let defaultValue: SystemURLOpener? = nil }

extension EnvironmentValues {
    /// Opens a URL: the nearest `OpenURLAction` set with `.environment(\.openURL, …)`, else the system
    /// action (a new browser tab).
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: self[OpenURLHandlerKey.self], system: self[SystemURLOpenerKey.self]) }
        set { self[OpenURLHandlerKey.self] = newValue.handler }
    }

    /// The window's system URL opener (``HostWindow`` sets it).
    package var _systemURLOpener: SystemURLOpener? {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }
}
