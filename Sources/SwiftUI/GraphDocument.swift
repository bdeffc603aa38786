#if os(Linux)
import Foundation
import TrellisCore
import TrellisGraph
import TrellisHost
import TrellisWeb

/// One browser window's view graph, adapted to the server's `WindowDocument` seam.
@MainActor
final class GraphDocument: WindowDocument {
    let graph: ViewGraph
    private var traits: WindowTraits
    /// Nil when the idiom follows the viewport (the automatic idiom).
    private var chosenIdiom: Idiom?

    init(content: any View, title: String, menus: [CommandMenuDescription], idiom: Idiom?, viewport: Viewport?) {
        chosenIdiom = idiom
        let width = viewport?.width ?? 1024
        traits = WindowTraits(
            idiom: idiom ?? WindowTraits.automaticIdiom(width: width),
            width: width, height: viewport?.height ?? 768,
            colorScheme: viewport?.colorScheme == .dark ? .dark : .light)
        var environment = EnvironmentValues()
        traits.apply(to: &environment)
        graph = ViewGraph(WindowRootView(title: title, menus: menus, content: content), environment: environment)
    }

    var root: HostNode { graph.hostTree }

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
            }
        }
    }

    func setViewport(_ viewport: Viewport) {
        traits.width = viewport.width
        traits.height = viewport.height
        traits.colorScheme = viewport.colorScheme == .dark ? .dark : .light
        if chosenIdiom == nil { traits.idiom = WindowTraits.automaticIdiom(width: viewport.width) }
        apply()
    }

    func setIdiom(_ name: String) {
        chosenIdiom = Idiom(rawValue: name)
        traits.idiom = chosenIdiom ?? WindowTraits.automaticIdiom(width: traits.width)
        apply()
    }

    var idiom: String { traits.idiom.rawValue }

    private func apply() {
        let traits = traits
        graph.updateEnvironment { traits.apply(to: &$0) }
        graph.flush()
    }

    func close() { graph.tearDown() }
}
#endif
