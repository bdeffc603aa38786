public import Foundation
@_exported public import TrellisHost
public import TrellisCore
import TrellisGraph
import Testing

/// Hosts a view without a browser, for tests: the real view graph and host
/// tree, with a renderer that keeps a mirror of the tree in memory.
///
///     @Test @MainActor func counterCounts() throws {
///         let host = ViewHost(Counter())
///         try host.find(.button, "Increment").tap()
///         #expect(try host.find(.text, "Count: 1").name == "Count: 1")
///     }
///
/// Interactions go through the same event path the browser uses and settle
/// the graph before they return. `dump()`, `find` and `findAll` settle first too.
@MainActor
public final class ViewHost {
    let window: HostWindow
    var graph: ViewGraph { window.graph }
    let mirror: HostTree
    public private(set) var traits: (idiom: Idiom, size: CGSize)
    /// Every update the renderer received, oldest first.
    public private(set) var updates: [HostUpdate] = []
    /// Changes the mirror could not apply: always empty unless the graph has a bug.
    public private(set) var rendererErrors: [String] = []
    /// The window's `AsyncImage` loads: nothing arrives until a test answers them.
    public let remoteImages = RemoteImages()

    /// Hosts `view` as the content of a window composed as the browser composes it (``HostWindow``):
    /// the window's bars, and the content in a `main` landmark named `title`.
    /// `commands` fill the menu bar (on idioms that have one) as a scene's `.commands { … }` does.
    /// The title is also the window scene's identity (per-scene settings such as an inspector's width).
    public convenience init(
        _ view: some View, idiom: Idiom = .mac, size: CGSize = CGSize(width: 1024, height: 768), title: String = "", commands: [any Commands] = []
    ) {
        self.init(view, idiom: idiom, size: size, title: title, commands: commands, scene: nil)
    }

    /// Hosts `view` in a window whose `@SceneStorage` values are `scene` (from a `SceneArchive`, to test
    /// what a reopened window restores); nil keeps them in memory. `settingsHealth` is what the window
    /// shows about saving settings (a test's own, so it can stage an outage).
    package init(
        _ view: some View, idiom: Idiom = .mac, size: CGSize = CGSize(width: 1024, height: 768), title: String = "",
        commands: [any Commands] = [], scene: SceneValues?, settingsHealth: SettingsHealth = .shared
    ) {
        traits = (idiom, size)
        window = HostWindow(
            content: view, title: title, menus: commands.isEmpty ? [] : commands.menuBar(appName: title.isEmpty ? "App" : title), idiom: idiom,
            width: Double(size.width), height: Double(size.height), scene: title.isEmpty ? "main" : title, sceneValues: scene,
            remoteImages: remoteImages, settingsHealth: settingsHealth)
        mirror = HostTree(root: window.root)
        mirror.checksVocabulary = true
        // Animators step when a test says so (`advanceAnimations(by:)`), not on real timers.
        AnimationClock.of(window.graph).isManual = true
        graph.onUpdate = { [unowned self] update in self.receive(update) }
        do { try mirror.checkVocabulary() } catch { report("the first render has an element the renderer can't draw: \(error)") }
        settleSizes()
    }

    private func receive(_ update: HostUpdate) {
        updates.append(update)
        do {
            try mirror.apply(update)
        } catch {
            report("the view graph emitted a change the renderer can't apply: \(error)")
        }
    }

    /// A renderer error fails the test that caused it (it is a bug in a builtin or the graph).
    private func report(_ message: String) {
        rendererErrors.append(message)
        Issue.record("[TrellisTesting] \(message)")
    }

    /// The URLs the system `openURL` action opened (the browser opens each in a new tab), oldest first; the last 32.
    public var openedURLs: [URL] { window.urlOpener.opened }
    /// The URLs the system `openURL` action refused (a scheme other than `http`, `https`, `mailto`, `tel`).
    public var refusedURLs: [URL] { window.urlOpener.refused }

    /// Reports the page's visibility as the browser does (`\.scenePhase`).
    public func setScenePhase(_ phase: ScenePhase) {
        window.setScenePhase(phase)
    }

    /// Applies pending changes now (e.g. after a test wrote to an `@Observable` model).
    /// Views that asked for their size get it from the test host's layout (`ViewHost+Layout.swift`).
    public func update() {
        graph.flush()
        settleSizes()
    }

    /// Moves the window's animation clock on by `seconds`: phase animators take the steps that fall due
    /// (each an update with its phase's animation), and finished keyframe runs drop their samples.
    ///
    ///     host.advanceAnimations(by: 0.5)
    public func advanceAnimations(by seconds: Double) {
        AnimationClock.of(graph).advance(by: seconds)
        update()
    }

    /// Animator steps waiting on the window's animation clock (none once their views are gone).
    public var pendingAnimationSteps: Int { AnimationClock.of(graph).pendingCount }

    /// The host tree as text, one element per line (see `HostNode.dump()`).
    public func dump() -> String {
        update()
        return mirror.root.dump()
    }

    /// The current host tree.
    public var tree: HostNode {
        update()
        return mirror.root
    }

    /// Changes the idiom or size the way a browser window would.
    public func setTraits(idiom: Idiom? = nil, size: CGSize? = nil, colorScheme: ColorScheme? = nil) {
        if let idiom { traits.idiom = idiom }
        if let size { traits.size = size }
        window.update(idiom: traits.idiom, width: Double(traits.size.width), height: Double(traits.size.height), colorScheme: colorScheme)
        settleSizes()
    }

    /// Keeps `insets` of the window unsafe, as a phone's status bar and home indicator are in the
    /// browser (`GeometryProxy.safeAreaInsets` measures views against the rest); zero insets: none.
    public func setSafeAreaInsets(_ insets: EdgeInsets) {
        let size = traits.size
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.leading - insets.trailing),
                          height: max(0, size.height - insets.top - insets.bottom))
        window.setSafeArea(insets == EdgeInsets() ? nil : safe)
        settleSizes()
    }

    // MARK: - Statistics

    /// Bodies evaluated and host changes since the last reset.
    public var stats: Stats {
        Stats(bodiesEvaluated: graph.stats.bodiesEvaluated, builtinsBuilt: graph.stats.builtinsBuilt,
              hostChanges: graph.stats.hostChanges, updates: graph.stats.updates)
    }

    public func resetStats() { graph.resetStats() }

    public struct Stats: Equatable, Sendable, CustomStringConvertible {
        public var bodiesEvaluated: Int
        /// Built-in views (stacks, `Text`, `Button`, modifiers…) built or rebuilt.
        public var builtinsBuilt: Int
        public var hostChanges: Int
        public var updates: Int
        public var description: String { "\(bodiesEvaluated) bodies, \(builtinsBuilt) built-in views, \(hostChanges) host changes in \(updates) updates" }
    }

    // MARK: - Events

    func send(_ event: HostEvent, to id: HostElementID) throws {
        do {
            try graph.dispatch(event, to: id)
            settleSizes()
        } catch let error as GraphEventError {
            throw ViewHostError.eventRejected(error.description)
        }
    }
}

