import TrellisHost

extension HTMLRenderer {
    /// Exact layout values for a first paint, as a same-origin stylesheet.
    ///
    /// `trellis.css` spells only common values (spacing 8, padding 16, …) as
    /// attribute rules; everything else (a 13 px gap, a 120 px frame, an
    /// `rgba()` colour) reaches the DOM through CSSOM once `trellis.js` runs.
    /// A server that wants those exact before JavaScript can serve this text
    /// (e.g. at `/_trellis/window/<id>.css`) and pass its path to
    /// ``page(root:windowID:idiom:appName:title:colorScheme:stylesheetHref:)``.
    /// It sets the same custom properties as trellis.js's `exact()`:
    ///
    ///     [data-id="12"]{--t-w:120px;--t-fg:rgba(255,0,0,0.5)}
    ///
    /// Values are validated first (numbers and `rgb(a)` only), so nothing a
    /// view supplies can close the rule or inject a declaration.
    ///
    /// - Complexity: O(n) in the number of elements.
    package static func stylesheet(for root: HostNode) -> String {
        var out = ""
        root.forEach { node in
            let declarations = exactDeclarations(validProperties(node.properties))
            guard !declarations.isEmpty else { return }
            out += "[data-id=\"\(node.id.rawValue)\"]{" + declarations.joined(separator: ";") + "}\n"
        }
        return out
    }

    /// Custom properties for the values CSS rules don't cover (mirror of trellis.js `exact`).
    static func exactDeclarations(_ props: [String: String]) -> [String] {
        var out: [String] = []
        for key in props.keys.sorted() {
            let value = props[key]!
            switch key {
            case "padding":
                let p = value.split(separator: ",")
                for (i, name) in ["--t-pt", "--t-pl", "--t-pb", "--t-pr"].enumerated() { out.append("\(name):\(p[i])px") }
            case "borderShape" where value.hasPrefix("roundedRectangle:"):
                out.append("--t-radius:\(value.dropFirst(17))px")
            case "spacing" where commonSpacings.contains(value):
                break
            default:
                guard let name = customProperties[key] else { continue }
                let kind = HostVocabulary.byName[key]?.kind
                if kind == .color || kind == .paint {
                    if value.hasPrefix("rgb") { out.append("\(name):\(value)") }
                } else if value != "infinity" {
                    out.append(key == "opacity" ? "\(name):\(value)" : "\(name):\(value)px")
                }
            }
        }
        return out
    }

    /// Spacings trellis.css already spells as `[data-spacing="…"]` rules.
    static let commonSpacings: Set<String> = ["0", "2", "4", "6", "8", "10", "12", "16", "20", "24", "32", "40"]

    static let customProperties: [String: String] = [
        "spacing": "--t-gap", "minLength": "--t-min-length", "width": "--t-w", "height": "--t-h",
        "minWidth": "--t-min-w", "idealWidth": "--t-ideal-w", "maxWidth": "--t-max-w", "minHeight": "--t-min-h",
        "idealHeight": "--t-ideal-h", "maxHeight": "--t-max-h", "fontSize": "--t-fs", "opacity": "--t-opacity",
        "foreground": "--t-fg", "background": "--t-bg", "fill": "--t-fill", "tint": "--t-tint",
        "cornerRadius": "--t-corner", "borderColor": "--t-border-color", "borderWidth": "--t-border-w",
        "tracking": "--t-tracking", "baselineOffset": "--t-baseline",
    ]
}
