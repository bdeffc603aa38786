import TrellisHost

/// Renders host trees as HTML for the first paint, before `trellis.js` runs.
///
/// The output is what `trellis.js` builds from the same node, byte for byte
/// (attributes sorted by name, see `docs/RENDERING.md`), so the runtime can
/// adopt the server's DOM or replace it without a visible change.
///
/// Safety rules, all enforced here rather than by callers:
/// - every text and attribute value is escaped (`& < > " '`);
/// - attribute names come only from fixed tables (``HTMLElementSpec``,
///   ``HTMLValue/kinds``); property keys are never copied into markup;
/// - no inline script, `style=` attribute or `<style>` block, so the page
///   works under `Content-Security-Policy: default-src 'self'`.
///
///     let html = HTMLRenderer.fragment(node)   // one element and its subtree
///     let page = HTMLRenderer.page(root: tree.root, windowID: "w1", idiom: "mac",
///                                  appName: "Notes", title: "Notes")
package enum HTMLRenderer {
    /// One host element and its subtree as HTML.
    ///
    /// - Complexity: O(n) in the number of elements and characters of text.
    package static func fragment(_ node: HostNode) -> String {
        var out = ""
        out.reserveCapacity(node.count * 64)
        write(node, into: &out)
        return out
    }

    /// The children of `node`, concatenated: the content of the root element.
    package static func content(of node: HostNode) -> String {
        var out = ""
        for child in node.children { write(child, into: &out) }
        return out
    }

    /// The properties that survive validation, with normalised values.
    package static func validProperties(_ properties: [String: String]) -> [String: String] {
        var out: [String: String] = [:]
        for (key, value) in properties {
            if let valid = HTMLValue.validated(key, value) { out[key] = valid }
        }
        return out
    }

    static func write(_ node: HostNode, into out: inout String) {
        let props = validProperties(node.properties)
        let spec = HTMLElementSpec.forRole(node.role, multiline: props["multiline"] == "true")
        openTag(spec.tag, spec.attributes(for: node, props: props), into: &out)
        if node.role == .img, let name = props["systemName"] { writeSymbol(name, into: &out) }
        if let text = node.text { out += escape(text) }
        for child in node.children { write(child, into: &out) }
        if node.role.rawValue == "shape", props["stroke"] != nil { writeShapePart(props, into: &out) }
        if let control = spec.control { writeControl(control, spec: spec, props: props, into: &out) }
        out += "</\(spec.tag)>"
    }

    static func writeSymbol(_ name: String, into out: inout String) {
        out += "<svg aria-hidden=\"true\" data-part=\"symbol\" focusable=\"false\"><use href=\""
        out += escape(HTMLElementSpec.symbolSprite + "#" + name)
        out += "\"></use></svg>"
    }

    static func writeControl(
        _ control: HTMLElementSpec.Control, spec: HTMLElementSpec, props: [String: String], into out: inout String
    ) {
        let attrs = spec.controlAttributes(props: props)
        switch control {
        case .checkbox, .switch, .radio, .range, .textField:
            openTag("input", attrs, into: &out)
        case .textArea:
            openTag("textarea", attrs, into: &out)
            out += escape(props["value"] ?? "") + "</textarea>"
        case .progress:
            openTag("progress", attrs, into: &out)
            out += "</progress>"
        case .stepper:
            out += "<span data-part=\"stepper\">"
            out += "<button aria-label=\"Decrement\" data-part=\"decrement\" type=\"button\">\u{2212}</button>"
            out += "<button aria-label=\"Increment\" data-part=\"increment\" type=\"button\">+</button>"
            out += "</span>"
        }
    }

    /// `<tag a="…" b="…">` with attributes in name order (the DOM runtime's order too).
    static func openTag(_ tag: String, _ attributes: [String: String], into out: inout String) {
        out += "<" + tag
        for name in attributes.keys.sorted() {
            out += " " + name + "=\"" + escape(attributes[name]!) + "\""
        }
        out += ">"
    }

    /// Escapes `& < > " '` for text and double- or single-quoted attribute values.
    package static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return s
        }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
