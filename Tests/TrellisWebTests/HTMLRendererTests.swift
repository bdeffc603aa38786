import Foundation
import Testing
import TrellisHost
@testable import TrellisWeb

@Suite struct HTMLRendererTests {
    typealias S = HTMLSample

    @Test func escapesTextSoAScriptShowsLiterally() {
        let html = HTMLRenderer.fragment(S.n(1, .text, "<script>alert('x')</script> & \"q\""))
        #expect(html == "<span data-id=\"1\" data-role=\"text\">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</span>")
        #expect(!html.contains("<script"))
    }

    @Test func escapesAttributeValues() {
        let html = HTMLRenderer.fragment(S.n(1, .button, nil, ["label": "\"><img src=x onerror=alert(1)>"]))
        #expect(html.contains("aria-label=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\""))
        #expect(!html.contains("<img"))
    }

    @Test func everyHostElementCarriesItsDataID() {
        var ids: [Int] = []
        S.showcase.forEach { ids.append($0.id.rawValue) }
        let html = HTMLRenderer.content(of: S.showcase)
        for id in ids.dropFirst() { #expect(html.contains("data-id=\"\(id)\""), "element \(id) has no data-id") }
        // Every opening tag is a host element or one of the fixed internal parts.
        let tags = html.split(separator: "<").filter { !$0.hasPrefix("/") }
        for tag in tags {
            // A stroked shape's geometry element (`<rect>`, `<circle>`, `<ellipse>`, `<path>`) sits in its SVG part.
            let geometry = ["rect", "circle", "ellipse", "path"].contains { tag.hasPrefix($0 + " ") || tag.hasPrefix($0 + ">") }
            #expect(tag.contains("data-id=") || tag.contains("data-part=") || tag.hasPrefix("use ") || geometry, "untagged element <\(tag)")
        }
    }

    @Test func attributeNamesComeOnlyFromTheAllowList() throws {
        let allowed = Set<String>([
            "data-id", "data-role", "data-part", "data-missing", "data-value", "data-min", "data-max", "data-step",
            "role", "type", "tabindex", "href", "rel", "target", "aria-label", "aria-disabled", "aria-selected",
            "aria-checked", "aria-modal", "aria-expanded", "aria-hidden", "focusable", "disabled", "checked", "min",
            "max", "step", "value", "placeholder", "aria-haspopup", "aria-pressed", "enterkeyhint", "aria-current",
            "aria-orientation", // a tab view's sidebar (HostVocabulary+Tabs.swift)
            // A shape's SVG part (HTMLRenderer+Drawing.swift).
            "d", "pathLength", "viewBox", "preserveAspectRatio",
            // accessibilityIdentifier / accessibilityHint / help (HostVocabulary+Accessibility.swift).
            "data-testid", "aria-description", "aria-valuetext", "aria-level", "title",
            "data-flexible-priority", // a stack with a flexible high-priority child (HTMLElementSpec.fillsWithPriority)
        ]).union(HTMLElementSpec.styleKeys.map(HTMLValue.attributeName))
        let html = HTMLRenderer.content(of: S.showcase)
        let regex = try Regex(#" ([a-zA-Z-]+)=""#)
        for match in html.matches(of: regex) {
            let name = String(html[match.range].dropFirst().dropLast(2))
            #expect(allowed.contains(name), "unexpected attribute \(name)")
        }
        #expect(html.firstMatch(of: try Regex(#" on[a-z]+="#)) == nil)
        #expect(!html.contains(" style="))
        #expect(!html.contains("javascript:"))
    }

    @Test func rejectsInvalidValues() {
        #expect(HTMLValue.validated("spacing", "1e9") == nil)
        #expect(HTMLValue.validated("spacing", "8.0") == "8")
        #expect(HTMLValue.validated("width", "infinity") == "infinity")
        #expect(HTMLValue.validated("spacing", "infinity") == nil)
        #expect(HTMLValue.validated("foreground", "url(x)") == nil)
        #expect(HTMLValue.validated("foreground", "rgba(255, 0, 0, 0.5)") == "rgba(255,0,0,0.5)")
        #expect(HTMLValue.validated("foreground", "rgba(256,0,0,1)") == nil)
        #expect(HTMLValue.validated("padding", "1,2,3") == nil)
        #expect(HTMLValue.validated("borderShape", "roundedRectangle:6.0") == "roundedRectangle:6")
        #expect(HTMLValue.validated("systemName", "a\"b") == nil)
        #expect(HTMLValue.validated("onclick", "x") == nil)
        #expect(HTMLValue.attributeName("minWidth") == "data-min-width")
    }

    @Test(arguments: [
        (HostRole.button, "<button data-id=\"1\" data-role=\"button\" type=\"button\"></button>"),
        (.link, "<a data-id=\"1\" data-role=\"link\" role=\"link\" tabindex=\"0\"></a>"),
        (.text, "<span data-id=\"1\" data-role=\"text\"></span>"),
        (.heading, "<h2 data-id=\"1\" data-role=\"heading\"></h2>"),
        (.complementary, "<aside data-id=\"1\" data-role=\"complementary\"></aside>"),
        (.navigation, "<nav data-id=\"1\" data-role=\"navigation\"></nav>"),
        (.toolbar, "<div data-id=\"1\" data-role=\"toolbar\" role=\"toolbar\"></div>"),
        (.switch, "<label data-id=\"1\" data-role=\"switch\"><input data-part=\"control\" role=\"switch\" type=\"checkbox\"></label>"),
        (.slider, "<label data-id=\"1\" data-role=\"slider\"><input data-part=\"control\" max=\"1\" min=\"0\" step=\"any\" type=\"range\"></label>"),
        (.textbox, "<label data-id=\"1\" data-role=\"textbox\"><input data-part=\"control\" type=\"text\"></label>"),
        (.dialog, "<div aria-modal=\"true\" data-id=\"1\" data-role=\"dialog\" role=\"dialog\"></div>"),
        ("madeup", "<div data-id=\"1\" data-role=\"madeup\"></div>"),
        ("x\"><script>", "<div data-id=\"1\"></div>"),
    ])
    func mapsRolesToNativeElements(role: HostRole, html: String) {
        #expect(HTMLRenderer.fragment(S.n(1, role)) == html)
    }

    @Test func multilineTextboxIsATextarea() {
        let html = HTMLRenderer.fragment(S.n(1, .textbox, nil, ["multiline": "true", "value": "a<b"]))
        #expect(html.contains("<textarea data-part=\"control\">a&lt;b</textarea>"))
    }

    @Test func symbolImagesUseTheSprite() throws {
        let html = HTMLRenderer.fragment(S.n(1, .img, nil, ["systemName": "star.fill", "label": "Star"]))
        #expect(html.contains("<use href=\"/_trellis/symbols.svg#star.fill\"></use>"))
        #expect(html.contains("aria-label=\"Star\""))
        let known = try #require(HTMLSymbols.known, "symbols.json should be found in the bundle")
        #expect(known.contains("star.fill"))
        #expect(HTMLRenderer.fragment(S.n(2, .img, nil, ["systemName": "zz.nope"])).contains("data-missing=\"true\""))
    }

    @Test func pageHeadIsCSPFriendly() throws {
        let page = HTMLRenderer.page(
            root: S.showcase, windowID: "w\"1<", idiom: "phone", appName: "Notes & Co", title: "<Notes>",
            colorScheme: "dark")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" data-idiom=\"phone\" data-scheme=\"dark\">"))
        #expect(page.contains("<meta name=\"trellis-window\" content=\"w&quot;1&lt;\">"))
        #expect(page.contains("<meta name=\"trellis-idiom\" content=\"phone\">"))
        #expect(page.contains("<title>&lt;Notes&gt;</title>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/_trellis/trellis.css\">"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/_trellis/controls.css\">"))
        #expect(page.contains("<script src=\"/_trellis/trellis.js\" defer></script>"))
        #expect(page.contains("aria-label=\"Idiom\""))
        #expect(page.contains("<div class=\"t-root\" data-id=\"0\" data-role=\"application\">"))
        // No inline script, inline style attribute or style block anywhere.
        #expect(page.contains("<script src=\"/_trellis/trellis-lazy.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-client.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-toolbars.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-customize.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-dialogs.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-drawing.js\" defer></script>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/_trellis/drawing.css\">"))
        #expect(page.contains("<script src=\"/_trellis/trellis-inspector.js\" defer></script>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/_trellis/inspector.css\">"))
        #expect(page.contains("<script src=\"/_trellis/trellis-geometry.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-lists.js\" defer></script>"))
        #expect(page.components(separatedBy: "<script").count == 15)
        #expect(page.contains("<script src=\"/_trellis/trellis-tabs.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-layout.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-gestures.js\" defer></script>"))
        #expect(page.contains("<script src=\"/_trellis/trellis-share.js\" defer></script>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/_trellis/everyday-controls.css\">"))
        #expect(!page.contains("<script>"))
        #expect(!page.contains(" style="))
        #expect(!page.contains("<style"))
        #expect(page.firstMatch(of: try Regex(#" on[a-z]+="#)) == nil, "no inline event handlers")
    }

    @Test func stylesheetCarriesExactValuesOnly() {
        let root = S.n(0, .application, nil, [:], [
            S.n(1, .generic, nil, ["layout": "vstack", "spacing": "13", "padding": "1,2,3,4.5"]),
            S.n(2, .generic, nil, ["spacing": "8", "width": "120", "maxWidth": "infinity", "foreground": "rgba(1, 2, 3, 0.5)"]),
            S.n(3, .text, "x", ["foreground": "red;}body{display:none", "width": "1px}*{x:y"]),
        ])
        let css = HTMLRenderer.stylesheet(for: root)
        #expect(css == """
            [data-id="1"]{--t-pt:1px;--t-pl:2px;--t-pb:3px;--t-pr:4.5px;--t-gap:13px}
            [data-id="2"]{--t-fg:rgba(1,2,3,0.5);--t-w:120px}

            """)
        let page = HTMLRenderer.page(root: root, windowID: "w", idiom: "mac", appName: "A", title: "A", stylesheetHref: "/_trellis/window/w.css")
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/_trellis/window/w.css\">"))
        let offsite = HTMLRenderer.page(root: root, windowID: "w", idiom: "mac", appName: "A", title: "A", stylesheetHref: "//evil.example/x.css")
        #expect(!offsite.contains("evil"))
    }

    /// Selectors whose right-hand side matches everything (`* + *`, `:not(a + *)`) or that look
    /// across the tree (`body:has(…)`) make Chrome restyle whole lists on every insert or move.
    @Test func stylesheetsAvoidSelectorsThatRestyleWholeLists() throws {
        let dir = HTMLAgreementTests.trellisJS.deletingLastPathComponent()
        for file in ["trellis.css", "controls.css", "chrome.css", "toolbars.css", "dialogs.css", "drawing.css", "inspector.css", "tabs.css", "customize.css", "everyday-controls.css", "text.css", "layout.css"] {
            let css = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            for bad in [" + *", " ~ ", "+ :not(", ":not([data-role=\"heading\"] +"] {
                #expect(!css.contains(bad), "\(file) contains \"\(bad)\"")
            }
            let treeWide = css.components(separatedBy: ":has(").dropFirst().filter { !$0.hasPrefix("> ") }
            #expect(treeWide.isEmpty, "\(file): only child-only :has(> …) is allowed, found :has(\(treeWide.first?.prefix(40) ?? "")")
            for selector in Self.selectorsWithHasLeftOfAFeaturelessSubject(css) {
                Issue.record("\(file): \(selector): a :has() left of the subject needs a subject with a rare attribute (mark the parent instead)")
            }
        }
    }

    /// A `:has()` left of a rule's subject (`A:has(> B) > C`) is invalidated, whenever any element gains or
    /// loses a child, by the subject's own features: a subject with none (`:not(…)`, `*`, a tag) or only ones
    /// every element has (`data-role`, `data-layout`, `data-id`) restyles every element of the page
    /// (docs/PERFORMANCE.md: 7,023 elements for a swap of two table rows).
    @Test func theLintFindsAHasLeftOfAFeaturelessSubject() {
        let css = """
            /* [x]:has(> a) > * { } */
            [data-layout="hstack"]:has(> [data-x]) > :not([data-x]), [data-a]:has(> b) > [data-tab-part="panels"] { flex-grow: 0; }
            @media (max-width: 10px) { [data-role="listitem"]:has(> [data-y]) > [data-role="text"] { color: red; } }
            [data-role="menuitem"]:not(:has(> [data-role="text"]))::before { content: ""; }
            [data-chrome]:has(> [data-z]) > [data-bar="titlebar"] { top: 0; }
            """
        #expect(Self.selectorsWithHasLeftOfAFeaturelessSubject(css) == [
            "[data-layout=\"hstack\"]:has(> [data-x]) > :not([data-x])", "[data-role=\"listitem\"]:has(> [data-y]) > [data-role=\"text\"]",
        ])
    }

    static func selectorsWithHasLeftOfAFeaturelessSubject(_ source: String) -> [String] {
        let css = source.replacing(#/\/\*[\s\S]*?\*\//#, with: "")
        // Selector lists: the text before each `{` that opens a style rule (an at-rule's block is entered).
        var selectors: [String] = [], buffer = "", skipping = 0
        for ch in css {
            if skipping > 0 {
                if ch == "{" { skipping += 1 } else if ch == "}" { skipping -= 1 }
                continue
            }
            switch ch {
            case "{":
                let text = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.hasPrefix("@") { selectors += Self.splitTopLevel(text, at: { $0 == "," }); skipping = 1 }
                buffer = ""
            case "}", ";": buffer = ""
            default: buffer.append(ch)
            }
        }
        let common: Set<String> = ["data-role", "data-layout", "data-id"]
        return selectors.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { selector in
            let compounds = Self.splitTopLevel(selector, at: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "\n" })
            guard let subject = compounds.last, compounds.dropLast().contains(where: { $0.contains(":has(") }) else { return false }
            // The subject's own attributes and classes (outside any :not(…) / :is(…)).
            var depth = 0, inBracket = false, features: [String] = [], name: String?
            for ch in subject {
                if inBracket {
                    if ch == "]" { inBracket = false }
                    if var n = name {
                        if ch.isLetter || ch.isNumber || ch == "-" || ch == "_" { n.append(ch); name = n } else { features.append(n); name = nil }
                    }
                    continue
                }
                if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
                if depth == 0, ch == "[" { inBracket = true; name = "" }
                if depth == 0, ch == "." { features.append("class") }
            }
            return !features.contains { !common.contains($0) }
        }
    }

    /// `text` split at `separator`s outside parentheses and brackets, without the empty parts.
    static func splitTopLevel(_ text: String, at separator: (Character) -> Bool) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" || ch == "[" { depth += 1 } else if ch == ")" || ch == "]" { depth -= 1 }
            if depth == 0, separator(ch) {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else { current.append(ch) }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    @Test func unknownIdiomRendersAsMac() {
        let page = HTMLRenderer.page(root: S.n(0, .application), windowID: "w", idiom: "toaster", appName: "A", title: "A")
        #expect(page.contains("data-idiom=\"mac\""))
    }

    /// Every sample page, on every idiom and in both schemes, is a complete first paint: the idiom and
    /// scheme on `<html>`, one element per host node, no inline script or style. With
    /// `TRELLIS_DUMP_HTML=<dir>` the pages are also written there, to open in a browser.
    @Test func everySamplePageIsACompleteFirstPaint() throws {
        let dir = ProcessInfo.processInfo.environment["TRELLIS_DUMP_HTML"]
        let samples: [(String, HostNode, String)] = [("showcase", S.showcase, "Showcase"), ("counter", S.counter, "Counter"), ("form", S.form, "Settings")]
        for (name, _) in HTMLRenderer.idioms {
            for scheme in ["light", "dark"] {
                for (sample, root, title) in samples {
                    let page = HTMLRenderer.page(
                        root: root, windowID: "w1", idiom: name, appName: title, title: title, colorScheme: scheme)
                    #expect(page.contains("<!DOCTYPE html>"), "\(sample) \(name) \(scheme)")
                    #expect(page.contains("<html lang=\"en\" data-idiom=\"\(name)\" data-scheme=\"\(scheme)\">"))
                    let elements = page.components(separatedBy: " data-id=\"").count - 1
                    #expect(elements == root.count, "\(sample) on \(name): \(elements) elements for \(root.count) host nodes")
                    #expect(!page.contains("<script>") && !page.contains("<style") && !page.contains(" style=\""))
                    if let dir {
                        try page.write(toFile: "\(dir)/\(sample)-\(name)-\(scheme).html", atomically: true, encoding: .utf8)
                    }
                }
            }
        }
    }
}
