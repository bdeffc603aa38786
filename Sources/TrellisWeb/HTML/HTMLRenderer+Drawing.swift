extension HTMLRenderer {
    /// A stroked shape's SVG part (what `trellis-drawing.js` `shapePart` builds): one `rect`,
    /// `circle`, `ellipse` or `path` whose geometry and stroke come from CSS custom properties.
    static func writeShapePart(_ props: [String: String], into out: inout String) {
        var svg = ["aria-hidden": "true", "data-part": "shape", "focusable": "false"]
        let kind = props["shape"] ?? "rect"
        if kind == "path", let box = props["pathBox"] {
            svg["viewBox"] = "0 0 " + box.split(separator: ",").joined(separator: " ")
            svg["preserveAspectRatio"] = "none"
        }
        openTag("svg", svg, into: &out)
        let tag = ["circle": "circle", "ellipse": "ellipse", "path": "path"][kind] ?? "rect"
        var attrs: [String: String] = [:]
        if tag == "path" { attrs["d"] = props["path"] ?? "M0 0" }
        if props["trim"] != nil { attrs["pathLength"] = "1" }
        openTag(tag, attrs, into: &out)
        out += "</" + tag + "></svg>"
    }
}
