#if os(Linux)
import Foundation
import TrellisCore
import TrellisGraph
import TrellisHost
import TrellisWeb

/// A browser window without the browser or the socket, for the benchmarks in
/// `Benchmarks/`: the server's real path from a state change to the encoded
/// `patch` message.
///
///     @_spi(Benchmarks) import SwiftUI
///
///     let window = BenchmarkWindow(Table(store: store))
///     store.rows[3].label = "changed"
///     window.settle()                 // graph transaction + ServerMessage encoding
///     print(window.lastPatchBytes)    // the bytes the socket would have carried
///
/// It wraps the same `GraphDocument` (window chrome included) that `App.main()`
/// serves, and encodes every update with the same `ServerMessage` encoder the
/// WebSocket uses. Not API: an SPI so that a separate package can measure the
/// server without reaching into `package` internals.
@_spi(Benchmarks)
@MainActor
public final class BenchmarkWindow {
    private let document: GraphDocument
    private var seq = 0
    /// Patches produced since the window opened.
    public private(set) var patches = 0
    /// Size in bytes (UTF-8) of the last encoded patch message.
    public private(set) var lastPatchBytes = 0
    /// Host changes in the last patch.
    public private(set) var lastChangeCount = 0

    public init(_ view: some View, idiom: Idiom = .mac) {
        document = GraphDocument(content: view, title: "Benchmark", menus: [], idiom: idiom, viewport: nil, restorationID: nil)
        document.onUpdate = { [unowned self] update in
            seq += 1
            let json = ServerMessage.patch(seq: seq, update).utf8
            patches += 1
            lastPatchBytes = json.count
            lastChangeCount = update.changes.count
        }
    }

    /// Runs the pending transaction now (what the main queue would do next turn).
    public func settle() { document.graph.flush() }

    /// The server-rendered first paint of the window's current tree, in bytes.
    public func firstPaintBytes() -> Int {
        HTMLRenderer.page(root: document.root, windowID: "0", idiom: document.idiom, appName: "Benchmark", title: "Benchmark").utf8.count
    }

    /// Elements in the host tree now (a whole-tree snapshot: not for timed loops).
    public func elementCount() -> Int {
        var count = 0
        document.root.forEach { _ in count += 1 }
        return count
    }

    /// The id of the first element with this role and accessible name, for ``activate(_:)``.
    public func elementID(role: HostRole, name: String) -> Int? {
        var found: Int?
        document.root.forEach { node in
            if found == nil, node.role == role, node.accessibleName == name { found = node.id.rawValue }
        }
        return found
    }

    /// Clicks an element the way the browser's `activate` event does, and settles.
    public func activate(_ id: Int) throws {
        try document.dispatch(.activate, to: HostElementID(id))
    }

    /// Handles one message from the browser the way the socket does: decode and validate it, deliver
    /// an event to its element, settle the graph and encode the patch (the drag benchmark's path).
    public func receive(_ text: String) throws {
        guard case let .event(event, element) = try ClientMessage.decode(text) else { return }
        try document.dispatch(event, to: element)
    }

    /// Body evaluations since the window opened.
    public var bodiesEvaluated: Int { document.graph.stats.bodiesEvaluated }

    /// Built-in views built or rebuilt since the window opened.
    public var builtinsBuilt: Int { document.graph.stats.builtinsBuilt }

    /// Removes every view (disappear actions, task cancellation).
    public func close() { document.close() }
}
#endif

#if os(Linux)
/// Switches for A/B runs of the benchmarks in `Benchmarks/` (not API).
@_spi(Benchmarks)
@MainActor
public enum BenchmarkSwitches {
    /// Compare `ForEach` rows and closures by value before rebuilding them (on by default).
    /// Off gives the graph's behaviour before issue 19, for before/after figures from one build.
    public static var comparesRowValues: Bool {
        get { ValueComparisonPlan.isEnabled }
        set { ValueComparisonPlan.isEnabled = newValue }
    }

    /// Ask for the next rows' nodes and values while a `ForEach` builds one (on by default).
    public static var prefetchesRows: Bool {
        get { Node.prefetchesRows }
        set { Node.prefetchesRows = newValue }
    }

    /// Whether the graph would skip a `ForEach` row whose value went from `a` to `b`
    /// (the comparison alone, for timing it).
    public static func rowValuesEqual(_ a: any View, _ b: any View) -> Bool {
        ValueComparisonPlan.equal(a, b)
    }
}
#endif
