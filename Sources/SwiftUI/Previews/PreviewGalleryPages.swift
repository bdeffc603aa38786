#if os(Linux)
import Foundation
import TrellisPreviews
import TrellisWeb

/// The gallery's HTML: the index of previews by file, and the bar above a
/// preview window (back to the index, the preview's name, light and dark).
///
/// Plain links and no script of their own, so they work under the server's
/// CSP and without JavaScript; names from code are escaped.
enum PreviewGalleryPages {
    /// A preview's id as a query value.
    static func encode(_ id: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/:")
        return id.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func previewHref(_ id: String, idiom: String? = nil) -> String {
        "/?preview=\(encode(id))" + (idiom.map { "&idiom=\($0)" } ?? "")
    }

    /// `GET /` in gallery mode.
    @MainActor
    static func index(appName: String, catalog: PreviewCatalog) -> String {
        let esc = HTMLRenderer.escape
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(esc(appName)) Previews</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="/_trellis/gallery.css">
            </head>
            <body class="t-gallery">
            <header><h1>\(esc(appName)) Previews</h1>
            <p>\(catalog.entries.count) preview\(catalog.entries.count == 1 ? "" : "s") in \(catalog.byFile.count) file\(catalog.byFile.count == 1 ? "" : "s"). Open one to use it live; switch idiom and appearance from its window.</p></header>
            <main>

            """
        if catalog.entries.isEmpty {
            out += "<p class=\"t-gallery-empty\">No previews yet. Add <code>#Preview { MyView() }</code> to a file and run again.</p>\n"
        }
        for group in catalog.byFile {
            out += "<section aria-label=\"\(esc(group.fileID))\"><h2>\(esc(group.fileID))</h2><ul>\n"
            for entry in group.entries {
                out += "<li><a class=\"t-gallery-preview\" href=\"\(esc(previewHref(entry.id)))\">\(esc(entry.name))</a>"
                out += "<span class=\"t-gallery-line\">line \(entry.line)</span><span class=\"t-gallery-idioms\">"
                for (name, label) in HTMLRenderer.idioms {
                    out += "<a href=\"\(esc(previewHref(entry.id, idiom: name)))\" title=\"Open on \(esc(label))\">\(esc(label))</a>"
                }
                out += "</span></li>\n"
            }
            out += "</ul></section>\n"
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// What the bar shows about a preview, as plain values for the page renderer.
    struct Label: Sendable {
        var id: String
        var name: String
        var fileName: String

        init(entry: PreviewEntry) {
            id = entry.id
            name = entry.name
            fileName = entry.fileName
        }
    }

    /// The bar a preview window's page shows beside the idiom switcher.
    static func bar(for entry: Label, windowID: String, scheme: String?) -> String {
        let esc = HTMLRenderer.escape
        var out = "<nav class=\"t-gallery-bar\" aria-label=\"Preview\">"
        out += "<a class=\"t-gallery-back\" href=\"/\">All previews</a>"
        out += "<span class=\"t-gallery-title\">\(esc(entry.fileName)) \u{00B7} \(esc(entry.name))</span>"
        out += "<span class=\"t-gallery-schemes\" role=\"group\" aria-label=\"Appearance\">"
        for (value, label) in [("auto", "Auto"), ("light", "Light"), ("dark", "Dark")] {
            let current = (scheme ?? "auto") == value ? " aria-current=\"true\"" : ""
            let href = "/?window=\(encode(windowID))&preview=\(encode(entry.id))&scheme=\(value)"
            out += "<a href=\"\(esc(href))\"\(current)>\(label)</a>"
        }
        out += "</span></nav>"
        return out
    }
}
#endif
