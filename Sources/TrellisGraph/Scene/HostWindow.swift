import Foundation
import TrellisCore
import TrellisHost

/// One window of an app, composed once for every renderer: the view graph of
/// `WindowRootView` (the window's toolbar container, the menu bar on idioms that
/// have one, the content in a `main` landmark) and the traits the window has
/// (idiom, size, colour scheme).
///
/// The browser's `GraphDocument` and the test host's `ViewHost` both own one, so
/// what a test sees is the tree the browser gets.
@MainActor
package final class HostWindow {
    package let graph: ViewGraph
    /// The system `openURL` action's way out to the renderer.
    package let urlOpener: SystemURLOpener
    package private(set) var traits: WindowTraits
    /// Nil when the idiom follows the window's width (the automatic idiom).
    private var chosenIdiom: Idiom?
    /// The browser viewport's width: the automatic idiom follows it, not the window drawn inside it (which
    /// changes with the idiom).
    private var viewportWidth: Double

    /// - Parameters:
    ///   - idiom: the idiom to draw, or nil to follow the width (`WindowTraits.automaticIdiom`).
    ///   - scene: the window scene's identity; per-scene settings (an inspector's width) are stored under it.
    ///   - sceneValues: the window's `@SceneStorage` values (`SceneArchive`); nil keeps them in memory only.
    ///   - settingsHealth: what the window shows about saving settings (the process's, unless a test's).
    package init(
        content: any View, title: String, menus: [CommandMenuDescription], idiom: Idiom?,
        width: Double, height: Double, colorScheme: ColorScheme = .light, scene: String = "main", sceneValues: SceneValues? = nil,
        remoteImages: (any RemoteImageLoader)? = nil, settingsHealth: SettingsHealth = .shared
    ) {
        chosenIdiom = idiom
        viewportWidth = width
        traits = WindowTraits(
            idiom: idiom ?? WindowTraits.automaticIdiom(width: width), width: width, height: height, colorScheme: colorScheme)
        var environment = EnvironmentValues()
        traits.apply(to: &environment)
        environment._inspectorScene = scene
        environment._sceneValues = sceneValues ?? SceneValues()
        let opener = SystemURLOpener()
        urlOpener = opener
        environment._systemURLOpener = opener
        environment._remoteImageLoader = remoteImages
        graph = ViewGraph(WindowRootView(title: title, menus: menus, content: content, settingsHealth: settingsHealth), environment: environment,
                          windowSize: CGSize(width: traits.width, height: traits.height))
    }

    /// The window's host tree as it stands.
    package var root: HostNode { graph.hostTree }

    /// The viewport was resized, or the window drawn in it, or the colour scheme changed.
    /// - Parameters:
    ///   - window: the size of the window the page draws inside the viewport (an iPad's screen), when
    ///     it draws one; the app's views get that size.
    ///   - safeArea: the window's safe area in the app root's coordinates, when the page keeps part of
    ///     the window unsafe (a phone's status bar and home indicator); each resize says it again.
    package func resize(width: Double, height: Double, window: (width: Double, height: Double)? = nil, colorScheme: ColorScheme? = nil,
                        displayScale: Double? = nil, safeArea: CGRect? = nil) {
        viewportWidth = width
        if let displayScale { traits.displayScale = displayScale }
        traits.safeArea = safeArea
        traits.width = window?.width ?? width
        traits.height = window?.height ?? height
        if let colorScheme { traits.colorScheme = colorScheme }
        if chosenIdiom == nil { traits.idiom = WindowTraits.automaticIdiom(width: width) }
        apply()
    }

    /// The window's safe area changed without a resize (a test host's device).
    package func setSafeArea(_ safeArea: CGRect?) {
        traits.safeArea = safeArea
        apply()
    }

    /// Draws the window as `idiom`, or as its width suggests when nil.
    package func setIdiom(_ idiom: Idiom?) {
        chosenIdiom = idiom
        traits.idiom = idiom ?? WindowTraits.automaticIdiom(width: viewportWidth)
        apply()
    }

    /// Changes idiom, size and colour scheme at once (one update).
    package func update(idiom: Idiom?, width: Double, height: Double, colorScheme: ColorScheme?) {
        chosenIdiom = idiom
        viewportWidth = width
        traits.width = width
        traits.height = height
        if let colorScheme { traits.colorScheme = colorScheme }
        traits.idiom = idiom ?? WindowTraits.automaticIdiom(width: width)
        apply()
    }

    private func apply() {
        let traits = traits
        graph.batchingUpdates {
            graph.windowSize.receive(CGRect(x: 0, y: 0, width: traits.width, height: traits.height))
            graph.updateEnvironment { traits.apply(to: &$0) }
        }
    }

    /// The page showing the window became visible, hidden, focused or unfocused (`\.scenePhase`).
    package func setScenePhase(_ phase: ScenePhase) {
        guard traits.scenePhase != phase else { return }
        traits.scenePhase = phase
        apply()
    }

    /// Ends the window: tasks cancelled, disappear actions run.
    package func close() { graph.tearDown() }
}
