#if os(Linux)
import Foundation
import TrellisCore
import TrellisGraph
import TrellisHost
import TrellisWeb

/// One browser window's view graph, adapted to the server's `WindowDocument` seam.
@MainActor
final class GraphDocument: WindowDocument {
    let window: HostWindow
    /// `AsyncImage` loads, served to this window only.
    let images: WindowImageLoader
    var graph: ViewGraph { window.graph }

    /// - Parameters:
    ///   - scene: the window scene's identity (its `WindowGroup` id or title); per-scene settings such as an
    ///     inspector's width are stored under it.
    ///   - restorationID: this window's own scene, whose `@SceneStorage` values are restored and kept
    ///     (`SceneArchive`); nil keeps them in memory (previews).
    init(
        content: any View, title: String, menus: [CommandMenuDescription], idiom: Idiom?, viewport: Viewport?,
        scene: String = "main", restorationID: String?
    ) {
        let images = WindowImageLoader()
        self.images = images
        window = HostWindow(
            content: content, title: title, menus: menus, idiom: idiom,
            width: viewport?.width ?? 1024, height: viewport?.height ?? 768,
            colorScheme: viewport?.colorScheme == .dark ? .dark : .light,
            scene: scene, sceneValues: restorationID.map(SceneArchive.standard.values(for:)), remoteImages: images)
    }

    var root: HostNode { window.root }

    var onUpdate: (@MainActor (HostUpdate) -> Void)? {
        get { graph.onUpdate }
        set { graph.onUpdate = newValue }
    }

    func dispatch(_ event: HostEvent, to element: HostElementID) throws {
        do {
            try graph.dispatch(event, to: element)
        } catch let error as GraphEventError {
            switch error {
            case .unknownElement(let id): throw WindowDocumentError.unknownElement(id)
            case .unsupported(let role), .wrongValue(_, let role), .behindModal(let role): throw WindowDocumentError.unsupportedEvent(event, role: role)
            case .refused(let reason): throw WindowDocumentError.refusedEvent(event, reason: reason)
            }
        }
    }

    func setViewport(_ viewport: Viewport) {
        window.resize(width: viewport.width, height: viewport.height,
                      window: viewport.window.map { (width: $0.width, height: $0.height) },
                      colorScheme: viewport.colorScheme == .dark ? .dark : .light, displayScale: viewport.scale,
                      safeArea: viewport.safeArea.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
    }

    func setIdiom(_ name: String) { window.setIdiom(Idiom(rawValue: name)) }

    var idiom: String { window.traits.idiom.rawValue }

    func close() {
        window.close()
        images.close()
    }

    func remoteImage(_ token: Substring) -> RemoteImageFetch.Image? { images.store.image(token) }

    func deliverSizes(_ sizes: [HostMeasurement]) { graph.deliverSizes(sizes) }

    func setScenePhase(_ phase: String) {
        let phase: ScenePhase = switch phase { case "active": .active; case "inactive": .inactive; default: .background }
        window.setScenePhase(phase)
    }

    var onOpenURL: (@MainActor (String) -> Void)? {
        get { window.urlOpener.send }
        set { window.urlOpener.send = newValue }
    }

    var onRemovedViews: (@MainActor () -> Void)? {
        get { graph.onRetiredNodes }
        set { graph.onRetiredNodes = newValue }
    }

    func releaseRemovedViews(upTo count: Int) -> Bool { graph.releaseRetiredNodes(upTo: count) }
}
#endif
