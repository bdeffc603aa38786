import TrellisHost

/// What the web renderer needs from one window's content: the seam between
/// the server and the view graph.
///
/// The `SwiftUI` module adapts the view graph to this protocol; tests adapt
/// a fake. Everything here runs on the main actor, where the graph lives.
@MainActor
package protocol WindowDocument: AnyObject {
    /// The whole host tree now, for the first paint and for reattaching.
    var root: HostNode { get }

    /// Called after every transaction that changed the tree, with its changes
    /// in order. The server sends each update as one message.
    var onUpdate: (@MainActor (HostUpdate) -> Void)? { get set }

    /// Delivers a person's action to an element.
    ///
    /// - Throws: ``WindowDocumentError`` when the element does not exist (any
    ///   more) or does not take that kind of event. The server logs and drops it.
    func dispatch(_ event: HostEvent, to element: HostElementID) throws

    /// The browser viewport changed size or colour scheme.
    func setViewport(_ viewport: Viewport)

    /// The idiom the window renders as changed (the developer's switcher);
    /// `auto` follows the viewport's width again.
    func setIdiom(_ idiom: String)

    /// The idiom the window renders as now, resolved when automatic
    /// (`mac`, `phone`, …): what the page's chrome must show.
    var idiom: String { get }

    /// The window is gone for good: disappear every view, cancel its tasks.
    func close()

    /// Sizes the page measured for elements marked `measure` (validated; ids may be stale).
    func deliverSizes(_ sizes: [HostMeasurement])

    /// Set by the server: the document calls it with a URL the app opened through the system
    /// `openURL` action (already checked: `http`, `https`, `mailto` or `tel`); the page opens it in a new tab.
    var onOpenURL: (@MainActor (String) -> Void)? { get set }

    /// The page's visibility changed: `active`, `inactive` or `background` (validated), for `\.scenePhase`.
    func setScenePhase(_ phase: String)

    /// An `AsyncImage`'s bytes this window holds at `token` (``RemoteImageStore``).
    func remoteImage(_ token: Substring) -> RemoteImageFetch.Image?

    /// Set by the server: called when a transaction removed views. The document then keeps what
    /// they held until ``releaseRemovedViews(upTo:)``, so freeing it doesn't compete with the page
    /// painting the patch. Nil: freed right after each patch.
    var onRemovedViews: (@MainActor () -> Void)? { get set }

    /// Frees part of what the views removed since ``onRemovedViews`` last ran held: at most `count`
    /// removed views (a row is one), so a click that arrives meanwhile waits for a part only.
    /// - Returns: Whether some is left.
    func releaseRemovedViews(upTo count: Int) -> Bool
}

extension WindowDocument {
    /// A document without views that measure themselves ignores sizes.
    package func deliverSizes(_ sizes: [HostMeasurement]) {}

    /// A document that never opens URLs.
    package var onOpenURL: (@MainActor (String) -> Void)? {
        get { nil }
        set {}
    }

    /// A document without scene phases.
    package func setScenePhase(_ phase: String) {}

    package func remoteImage(_ token: Substring) -> RemoteImageFetch.Image? { nil }

    /// A document that frees removed views at once.
    package var onRemovedViews: (@MainActor () -> Void)? {
        get { nil }
        set {}
    }

    package func releaseRemovedViews(upTo count: Int) -> Bool { false }
}

/// The part of the browser's state that the view graph reads.
package struct Viewport: Equatable, Sendable {
    /// The browser's viewport (it decides the automatic idiom).
    package var width: Double
    package var height: Double
    package var colorScheme: ColorSchemeName
    /// The window the page draws inside the viewport (an iPad's screen, a Mac window), when it draws one:
    /// the size the app's views have, which size classes and column rules read.
    package var window: Size?
    /// The display's device pixels per CSS pixel (`devicePixelRatio`), when the page says.
    package var scale: Double?
    /// The window's safe area in the app root's coordinates (`sa`), when the page keeps part of it
    /// unsafe: a phone's status bar and home indicator (`GeometryProxy.safeAreaInsets`).
    package var safeArea: Rect?

    package struct Rect: Equatable, Sendable {
        package var x, y, width, height: Double
        package init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    package enum ColorSchemeName: String, Sendable { case light, dark }

    package struct Size: Equatable, Sendable {
        package var width: Double
        package var height: Double
        package init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    package init(width: Double, height: Double, colorScheme: ColorSchemeName, window: Size? = nil) {
        self.width = width
        self.height = height
        self.colorScheme = colorScheme
        self.window = window
    }
}

/// Why an event could not be delivered.
package enum WindowDocumentError: Error, Equatable, CustomStringConvertible {
    case unknownElement(HostElementID)
    case unsupportedEvent(HostEvent, role: HostRole)
    /// A well-formed event that the view refused (a row that is gone, an offset out of range).
    case refusedEvent(HostEvent, reason: String)

    package var description: String {
        switch self {
        case let .unknownElement(id): "WindowDocumentError: no element \(id) in this window (stale or never existed)"
        case let .unsupportedEvent(event, role): "WindowDocumentError: a \(role) element does not take \(event)"
        case let .refusedEvent(event, reason): "WindowDocumentError: \(event) refused: \(reason)"
        }
    }
}

/// Makes a new window's document for an idiom name (`mac`, `phone`, …),
/// or for the automatic idiom when nil, in window scene `scene` (a well-formed id the page keeps, whose
/// `@SceneStorage` values the document restores; a new one when the page had none).
package typealias WindowDocumentFactory = @MainActor (_ idiom: String?, _ viewport: Viewport?, _ scene: String) -> any WindowDocument
