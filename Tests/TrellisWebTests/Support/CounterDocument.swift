import TrellisHost
import TrellisWeb

/// A fake window: a button (id 1) that increments the text (id 2).
@MainActor
final class CounterDocument: WindowDocument {
    var count = 0
    var onUpdate: (@MainActor (HostUpdate) -> Void)?
    private(set) var closed = false
    private(set) var viewports: [Viewport] = []
    private(set) var idioms: [String] = []
    let initialIdiom: String?
    /// Extra characters in every update's text, to make patches as large as a test needs.
    let padding: Int
    /// Each click also stands for a transaction that removed views (what a real graph then holds).
    var removesViews = false
    var onRemovedViews: (@MainActor () -> Void)?
    /// How many times the server freed what removed views held.
    private(set) var releases = 0

    init(idiom: String?, padding: Int = 0) {
        initialIdiom = idiom
        self.padding = padding
    }

    var root: HostNode {
        HostNode(id: .root, role: .application, children: [
            HostNode(id: HostElementID(1), role: .button, properties: ["label": "Increment"]),
            HostNode(id: HostElementID(2), role: .text, text: "Count: \(count)"),
        ])
    }

    func dispatch(_ event: HostEvent, to element: HostElementID) throws {
        guard element == HostElementID(1) || element == HostElementID(2) else { throw WindowDocumentError.unknownElement(element) }
        guard element == HostElementID(1), event == .activate else {
            throw WindowDocumentError.unsupportedEvent(event, role: element == HostElementID(1) ? .button : .text)
        }
        count += 1
        onUpdate?(HostUpdate(changes: [.setText(HostElementID(2), "Count: \(count)" + String(repeating: " ", count: padding))]))
        if removesViews { onRemovedViews?() }
    }

    func releaseRemovedViews(upTo count: Int) -> Bool {
        releases += 1
        return false
    }

    func setViewport(_ viewport: Viewport) { viewports.append(viewport) }
    func setIdiom(_ idiom: String) { idioms.append(idiom) }
    var idiom: String { idioms.last.flatMap { $0 == "auto" ? nil : $0 } ?? "mac" }
    func close() { closed = true }
}

/// Every document a test server made, in order.
@MainActor
final class DocumentLog {
    var documents: [CounterDocument] = []
    /// The window scene each document was made for, in order.
    var scenes: [String] = []
}
