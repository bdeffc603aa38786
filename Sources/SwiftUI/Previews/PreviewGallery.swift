#if os(Linux)
import Foundation
import TrellisCore
import TrellisPreviews
import TrellisWeb

/// `swift run MyApp --previews`: every preview of the package in the browser.
///
/// The index (`/`) lists the previews by file and runs none of them. Opening
/// one (`/?preview=<id>`) makes a window like any app window: live state,
/// buttons and text input, the idiom switcher, and a bar with light and dark.
/// The preview is made lazily, after a crash probe (``PreviewProbe``), so a
/// preview that throws or traps shows an error card instead of ending the server.
@MainActor
enum PreviewGallery {
    static func serve(appName: String, configuration: WebServerConfiguration) -> Never {
        let catalog = PreviewCatalog.shared
        // The page renderer runs off the main actor: it gets the names as plain values.
        let labels = Dictionary(catalog.entries.map { ($0.id, PreviewGalleryPages.Label(entry: $0)) }) { first, _ in first }
        let server = WebServer(
            configuration: configuration,
            appName: "\(appName) Previews",
            page: { root, context in
                let label = context.query["preview"].flatMap { labels[$0] }
                let scheme = context.query["scheme"].flatMap { $0 == "light" || $0 == "dark" ? $0 : nil }
                return HTMLRenderer.page(
                    root: root, windowID: context.windowID, idiom: context.idiom ?? "mac", appName: context.appName,
                    title: label?.name ?? context.appName, colorScheme: scheme, stylesheetHref: "/_trellis/gallery.css",
                    accessory: label.map { PreviewGalleryPages.bar(for: $0, windowID: context.windowID, scheme: scheme) })
            },
            // Previews keep @SceneStorage in memory, like Xcode's canvas: nothing reaches the app's settings.
            makeWindow: { idiom, viewport, _ in
                GraphDocument(
                    content: EmptyView(), title: appName, menus: [], idiom: idiom.flatMap(Idiom.init(rawValue:)), viewport: viewport,
                    restorationID: nil)
            },
            router: { query in
                guard let id = query["preview"], let entry = catalog.entry(id: id) else {
                    return .html(PreviewGalleryPages.index(appName: appName, catalog: catalog))
                }
                return .window { idiom, viewport, _ in
                    let loader = PreviewLoader(entry: entry)
                    return GraphDocument(
                        content: PreviewStage(loader: loader), title: entry.name, menus: [],
                        idiom: idiom.flatMap(Idiom.init(rawValue:)), viewport: viewport, restorationID: nil)
                }
            }
        )
        print("Trellis found \(catalog.entries.count) previews in \(catalog.byFile.count) files.")
        Task {
            do {
                try await server.run()
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("Trellis could not serve the previews of \(appName): \(error)\n".utf8))
                exit(1)
            }
        }
        runMainRunLoop()
    }
}
#endif
