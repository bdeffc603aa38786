import TrellisHost

extension HTMLRenderer {
    /// Idiom names the page and the switcher know, with their switcher labels.
    package static let idioms: [(name: String, label: String)] = [
        ("mac", "Mac"), ("pad", "iPad"), ("phone", "iPhone"), ("watch", "Apple Watch"), ("tv", "Apple TV"),
        ("vision", "Apple Vision Pro"),
    ]

    /// A whole HTML5 document for one window: head, idiom chrome, and the
    /// window's content rendered from `root`, readable with JavaScript off.
    ///
    /// The document links `/_trellis/trellis.css`, `controls.css`, `chrome.css`,
    /// `/_trellis/trellis.js`, `trellis-lazy.js`, `trellis-client.js` and
    /// `trellis-toolbars.js`, `trellis-customize.js`, `trellis-dialogs.js`, `trellis-inspector.js` (deferred, in that
    /// order; `trellis-drawing.js` and `trellis-tabs.js` right after `trellis.js`; and each family's stylesheet)
    /// and carries no inline script or style,
    /// so it runs under `default-src 'self'`.
    ///
    /// - Parameters:
    ///   - root: the window's host tree; its children become the content of `data-id="0"`.
    ///   - windowID: the server's id for this window, in `<meta name="trellis-window">`;
    ///     the runtime connects with `?window=<id>` and keeps it across reloads.
    ///   - idiom: `mac`, `pad`, `phone`, `watch`, `tv` or `vision` (anything else renders as `mac`).
    ///   - appName: shown in the mac menu bar when the app has no menu bar of its own.
    ///   - title: the document and window title.
    ///   - colorScheme: `"light"` or `"dark"` to force a scheme; nil follows the browser.
    ///   - stylesheetHref: an optional same-origin stylesheet with exact per-element
    ///     rules (see ``stylesheet(for:)``), linked after the others.
    ///   - accessory: trusted HTML placed beside the idiom switcher, outside the
    ///     window (the preview gallery's bar); the caller escapes what it contains.
    package static func page(
        root: HostNode, windowID: String, idiom: String, appName: String, title: String,
        colorScheme: String? = nil, stylesheetHref: String? = nil, accessory: String? = nil
    ) -> String {
        let idiom = idioms.contains { $0.name == idiom } ? idiom : "mac"
        let scheme = colorScheme == "light" || colorScheme == "dark" ? " data-scheme=\"\(colorScheme!)\"" : ""
        var out = """
            <!DOCTYPE html>
            <html lang="en" data-idiom="\(idiom)"\(scheme)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="color-scheme" content="light dark">
            <meta name="trellis-window" content="\(escape(windowID))">
            <meta name="trellis-idiom" content="\(idiom)">
            <meta name="trellis-app" content="\(escape(appName))">
            <title>\(escape(title))</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="/_trellis/trellis.css">
            <link rel="stylesheet" href="/_trellis/controls.css">
            <link rel="stylesheet" href="/_trellis/chrome.css">
            <link rel="stylesheet" href="/_trellis/toolbars.css">
            <link rel="stylesheet" href="/_trellis/customize.css">
            <link rel="stylesheet" href="/_trellis/dialogs.css">
            <link rel="stylesheet" href="/_trellis/drawing.css">
            <link rel="stylesheet" href="/_trellis/inspector.css">
            <link rel="stylesheet" href="/_trellis/tabs.css">
            <link rel="stylesheet" href="/_trellis/everyday-controls.css">
            <link rel="stylesheet" href="/_trellis/text.css">
            <link rel="stylesheet" href="/_trellis/layout.css">

            """
        if let href = stylesheetHref, href.hasPrefix("/"), !href.hasPrefix("//") {
            out += "<link rel=\"stylesheet\" href=\"\(escape(href))\">\n"
        }
        out += """
            <script src="/_trellis/trellis.js" defer></script>
            <script src="/_trellis/trellis-drawing.js" defer></script>
            <script src="/_trellis/trellis-tabs.js" defer></script>
            <script src="/_trellis/trellis-layout.js" defer></script>
            <script src="/_trellis/trellis-gestures.js" defer></script>
            <script src="/_trellis/trellis-share.js" defer></script>
            <script src="/_trellis/trellis-lazy.js" defer></script>
            <script src="/_trellis/trellis-client.js" defer></script>
            <script src="/_trellis/trellis-lists.js" defer></script>
            <script src="/_trellis/trellis-toolbars.js" defer></script>
            <script src="/_trellis/trellis-customize.js" defer></script>
            <script src="/_trellis/trellis-dialogs.js" defer></script>
            <script src="/_trellis/trellis-inspector.js" defer></script>
            <script src="/_trellis/trellis-geometry.js" defer></script>
            </head>
            <body\(root.children.first?.role == .menubar ? " data-menubar" : "")>
            <div class="t-menubar" aria-hidden="true"><span class="t-menubar-logo"></span>\
            <span class="t-menubar-app">\(escape(appName))</span><span class="t-menubar-clock">9:41</span></div>
            <div class="t-stage">
            <div class="t-window">
            <div class="t-titlebar"><span class="t-lights" aria-hidden="true"><span class="t-light"></span>\
            <span class="t-light"></span><span class="t-light"></span></span>\
            <span class="t-title">\(escape(title))</span></div>
            \(statusBar)
            <div class="t-screen">
            """
        let props = validProperties(root.properties)
        var rootAttrs = HTMLElementSpec.forRole(.application).attributes(for: root, props: props)
        rootAttrs["class"] = "t-root"
        openTag("div", rootAttrs, into: &out)
        out += content(of: root)
        out += """
            </div>
            </div>
            <div class="t-home" aria-hidden="true"></div>
            </div>
            <div class="t-grabber" aria-hidden="true"></div>
            </div>
            \(accessory ?? "")\(switcher(windowID: windowID, idiom: idiom))
            <div class="t-banner" role="status" aria-live="polite" hidden>Reconnecting\u{2026}</div>
            <noscript><div class="t-banner t-banner-static">JavaScript is off: this is a read-only snapshot.</div></noscript>
            </body>
            </html>

            """
        return out
    }

    /// The phone/pad status bar: time, island, signal, Wi-Fi and battery glyphs.
    static let statusBar = """
        <div class="t-statusbar" aria-hidden="true"><span class="t-clock">9:41</span><span class="t-island"></span>\
        <span class="t-indicators"><svg class="t-glyph" viewBox="0 0 18 12"><rect x="0" y="8" width="3" height="4" rx="1"/>\
        <rect x="5" y="5.5" width="3" height="6.5" rx="1"/><rect x="10" y="3" width="3" height="9" rx="1"/>\
        <rect x="15" y="0" width="3" height="12" rx="1"/></svg>\
        <svg class="t-glyph" viewBox="0 0 16 12"><path d="M8 2.3c2.4 0 4.6.9 6.2 2.5l1.2-1.2A10.4 10.4 0 0 0 8 .5C5.1.5 2.5 1.6.6 3.6l1.2 1.2A8.7 8.7 0 0 1 8 2.3Zm0 3.5c1.4 0 2.7.5 3.7 1.5l1.2-1.2A6.9 6.9 0 0 0 8 4a6.9 6.9 0 0 0-4.9 2.1l1.2 1.2c1-1 2.3-1.5 3.7-1.5Zm0 3.4c-.5 0-1 .2-1.3.5L8 11.5l1.3-1.8c-.3-.3-.8-.5-1.3-.5Z"/></svg>\
        <svg class="t-glyph t-battery" viewBox="0 0 27 12"><rect class="t-battery-case" x="0.5" y="0.5" width="23" height="11" rx="3.5"/>\
        <rect x="2" y="2" width="18" height="8" rx="2"/><rect x="25" y="4" width="1.6" height="4" rx=".8"/></svg></span></div>
        """

    /// The idiom switcher: a GET form, so it also works with JavaScript off
    /// when the server honours `?idiom=`; `trellis.js` sends `{"t":"idiom"}` instead.
    static func switcher(windowID: String, idiom: String) -> String {
        var out = "<form class=\"t-switcher\" method=\"get\" action=\"/\">"
        out += "<input type=\"hidden\" name=\"window\" value=\"\(escape(windowID))\">"
        out += "<svg class=\"t-switcher-icon\" aria-hidden=\"true\" viewBox=\"0 0 16 16\"><rect x=\"1\" y=\"3\" width=\"10\" "
        out += "height=\"8\" rx=\"1.5\"/><rect x=\"11.5\" y=\"5\" width=\"3.5\" height=\"7\" rx=\"1\"/><path d=\"M4 13h4\"/></svg>"
        out += "<select name=\"idiom\" aria-label=\"Idiom\"><option value=\"auto\">Automatic</option>"
        for (name, label) in idioms {
            out += "<option value=\"\(name)\"\(name == idiom ? " selected" : "")>\(label)</option>"
        }
        out += "</select><noscript><button type=\"submit\">Switch</button></noscript></form>"
        return out
    }
}
