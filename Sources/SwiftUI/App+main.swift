#if os(Linux)
import Foundation
import Logging
import TrellisCore
import TrellisGraph
import TrellisPreviews
import TrellisWeb

extension App {
    /// Serves the app to a browser: what `@main` calls.
    ///
    /// Prints the URL (`--host`, `--port`, `--open`, `--idiom`; see `--help`),
    /// makes a view graph per browser tab, and runs until Ctrl-C.
    @MainActor @preconcurrency
    public static func main() {
        // First, before anything reads `Bundle.main` (the app's models load their JSON through it).
        AppResources.linkBesideExecutable()
        // Before the app reads a setting: undo a settings file a killed process left empty.
        SettingsJournal.standard.restoreIfDamaged()
        let configuration = WebServerConfiguration.fromCommandLine()
        // Before anything logs (the settings store does as it opens).
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = ProcessInfo.processInfo.environment["TRELLIS_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .info
            return handler
        }
        if let url = configuration.settingsURL { AppRunner.openSettings(url, instance: configuration.instance) }
        AppRunner.run(Self(), configuration: configuration)
    }
}

/// Starts the web server for an app and keeps the main actor serving it.
@MainActor
enum AppRunner {
    /// Installs the settings store `url` names (docs/DEPLOYMENT.md), from a backend linked into the app;
    /// exits when none handles it, or it cannot start.
    static func openSettings(_ url: String, instance: String?) {
        let backends = ConformanceScan.types(conformingTo: "SettingsStoreBackend", inModule: "TrellisCore")
            .compactMap { $0 as? any SettingsStoreBackend.Type }
        guard let backend = backends.first(where: { $0.handles(url) }) else {
            let scheme = url.split(separator: ":").first.map(String.init) ?? url
            FileHandle.standardError.write(Data(
                "--settings-url: no settings store for \"\(scheme)\" is linked into this app; add the TrellisPostgres product to its target (docs/DEPLOYMENT.md).\n".utf8))
            exit(2)
        }
        do {
            SettingsStores.shared = try backend.open(url, instance: instance ?? RandomToken.hex(byteCount: 4))
        } catch {
            FileHandle.standardError.write(Data("--settings-url: \(error)\n".utf8))
            exit(2)
        }
    }

    static func run<A: App>(_ app: A, configuration: WebServerConfiguration = .fromCommandLine()) {
        // `symbolVariant` picks the most specific variant the icon sprite has.
        if let known = HTMLSymbols.known { SymbolCatalog.isKnown = { known.contains($0) } }
        let appName = ProcessInfo.processInfo.environment["TRELLIS_APP_NAME"] ?? String(describing: A.self)
        if let probe = configuration.previewProbe { PreviewProbe.serve(probe) }
        if configuration.previews { PreviewGallery.serve(appName: appName, configuration: configuration) }
        AppProperties.install(app)
        let scenes = SceneDescription(app.body)
        guard let makeContent = scenes.makeContent else {
            FileHandle.standardError.write(Data("\(appName) has no WindowGroup; nothing to serve.\n".utf8))
            exit(1)
        }
        let menus = scenes.commands.menuBar(appName: appName)
        let title = scenes.title ?? appName
        let sceneID = scenes.id ?? "main"
        let server = WebServer(
            configuration: configuration,
            appName: appName,
            page: { root, context in
                HTMLRenderer.page(root: root, windowID: context.windowID, idiom: context.idiom ?? "mac", appName: context.appName, title: title)
            },
            makeWindow: { idiom, viewport, restorationID in
                GraphDocument(
                    content: makeContent(), title: title, menus: menus, idiom: idiom.flatMap(Idiom.init(rawValue:)), viewport: viewport,
                    scene: sceneID, restorationID: restorationID)
            }
        )
        Task {
            do {
                try await server.run()
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("Trellis could not serve \(appName): \(error)\n".utf8))
                exit(1)
            }
        }
        runMainRunLoop()
    }
}
#endif
