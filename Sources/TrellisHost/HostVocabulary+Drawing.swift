extension HostRole {
    /// A shape: a `<div>` whose fill is its `::before` and whose stroke is an SVG part (docs/RENDERING.md, "Shapes").
    public static let shape: HostRole = "shape"
}

/// The drawing vocabulary: shapes, paints and effects (docs/RENDERING.md, "Shapes", "Paint",
/// "Effects"). `trellis-drawing.js` adds the same keys and checks to `trellis.js`'s table.
extension HostVocabulary {
    /// System colours beyond the base ones: label levels, backgrounds, fills, UIKit and AppKit names
    /// (`--t-color-<name>` in drawing.css).
    public static let drawingColorNames: Set<String> = Set("""
        tertiary quaternary quinary background separator label secondaryLabel tertiaryLabel quaternaryLabel \
        systemBackground secondarySystemBackground tertiarySystemBackground systemGroupedBackground \
        secondarySystemGroupedBackground tertiarySystemGroupedBackground systemFill secondarySystemFill \
        tertiarySystemFill quaternarySystemFill placeholderText opaqueSeparator link systemGray2 systemGray3 \
        systemGray4 systemGray5 systemGray6 windowBackground controlBackground textBackground text \
        underPageBackground selectedContentBackground
        """.split(separator: " ").map(String.init))

    static let nineAlignments = [
        "leading", "center", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]

    static let drawingProperties: [HostProperty] = [
        // Shapes (a `shape` element).
        HostProperty("shape", .oneOf(["rect", "capsule", "circle", "ellipse", "path"]), isStyle: true, roles: [.shape],
                     "the shape's kind: the `::before` fill is sized and rounded by CSS (a circle is `100cqmin` square, centred), the SVG stroke part holds a `rect`, `circle`, `ellipse` or `path`"),
        HostProperty("corners", .numbers([1, 2, 4]), isStyle: true, roles: [.shape],
                     "a `rect`'s corner radii: one, `rx,ry`, or `topLeading,topTrailing,bottomTrailing,bottomLeading` (`--t-corners`, shrunk by `inset`)"),
        HostProperty("inset", .number, isStyle: true, roles: [.shape],
                     "`inset(by:)`: the fill's distance inside the frame (`--t-inset`)"),
        HostProperty("strokeInset", .number, isStyle: true, roles: [.shape],
                     "the stroke's centre line inside the frame: `inset(by:)` plus half a `strokeBorder` (`--t-stroke-inset`)"),
        HostProperty("path", .pathData, isStyle: true, roles: [.shape],
                     "a custom shape's or `Path`'s outline; the fill is masked by it (an SVG `data:` image), the stroke part draws it"),
        HostProperty("pathBox", .numbers([2]), isStyle: true, roles: [.shape],
                     "`w,h`: the box `path` was computed in, stretched to the element (`viewBox`, `preserveAspectRatio=none`); absent: the path's own coordinates"),
        HostProperty("shapeFill", .paint, isStyle: true, roles: [.shape],
                     "the fill layer's paint (`--t-shape-fill` on `::before`; materials add `backdrop-filter`)"),
        HostProperty("eoFill", .flag, isStyle: true,
                     "even-odd fill rule for `path` fills and `clipPath`"),
        HostProperty("stroke", .paint, isStyle: true, roles: [.shape],
                     "the stroke part's paint (`--t-stroke`; a gradient strokes in its first colour)"),
        HostProperty("strokeWidth", .number, isStyle: true, roles: [.shape], "`--t-stroke-w` (px)"),
        HostProperty("lineCap", .oneOf(["round", "square"]), isStyle: true, roles: [.shape], "`stroke-linecap` (butt when absent)"),
        HostProperty("lineJoin", .oneOf(["round", "bevel"]), isStyle: true, roles: [.shape], "`stroke-linejoin` (miter when absent)"),
        HostProperty("miterLimit", .number, isStyle: true, roles: [.shape], "`stroke-miterlimit`"),
        HostProperty("dash", .dash, isStyle: true, roles: [.shape], "`stroke-dasharray` (px)"),
        HostProperty("dashPhase", .number, isStyle: true, roles: [.shape], "`stroke-dashoffset` (px)"),
        HostProperty("trim", .numbers([2]), isStyle: true, roles: [.shape],
                     "`from,to`: the stroke draws that part of the outline (`pathLength=1` and a dash)"),
        // Effects (any element).
        HostProperty("transform", .transform, isStyle: true,
                     "`--t-transform`: offsets, rotations (2D and 3D), scales and shape transforms, outermost first"),
        HostProperty("filter", .filter, isStyle: true,
                     "`--t-filter`: blur, brightness, contrast, saturation, grayscale, hue rotation, inversion, `drop-shadow`, outermost first"),
        HostProperty("clip", .clip, isStyle: true, "`clip-path`: `inset(0 round …)`, `circle(closest-side)`, `ellipse(50% 50%)`"),
        HostProperty("clipPath", .pathData, isStyle: true, "`clipShape` with a custom shape: a `mask-image` of the path"),
        HostProperty("clipBox", .numbers([2]), isStyle: true, "the box `clipPath` was computed in (stretched to the element)"),
        HostProperty("mask", .paint, isStyle: true, "`mask(_:)` with a gradient or colour: `mask-image`"),
        HostProperty("animates", .text, isStyle: true,
                     "`animation(_:value:)`: `<seconds>|<curve>|<delay>` (curves: `linear` `easeIn` `easeOut` `easeInOut` `spring` `bouncy` `c:x1,y1,x2,y2`); trellis.js gives the element a CSS `transition` of all its properties, none under `prefers-reduced-motion`"),
        HostProperty("keyframes", .keyframes, isStyle: true,
                     "`keyframeAnimator`: the effects the content produces, sampled 30 times a second (`<seconds>|<once|loop>|<run>;<transform>|<filter>|<opacity>;…`); trellis-drawing.js plays them as one Web Animation of `transform`, `filter` and `opacity` (a new `run` plays again, `loop` repeats), nothing under `prefers-reduced-motion`"),
        HostProperty("contentTransition", .oneOf(["opacity", "interpolate", "numericText:up", "numericText:down", "numericText:auto"]), isStyle: true,
                     "`contentTransition(_:)`: when a patch with an animation (or inside an element that `animates`) changes text within the element, trellis.js slides the new text in (`numericText`: from below when counting up, above when down, `auto` by comparing the numbers) or fades it in; nothing under `prefers-reduced-motion`"),
        HostProperty("matchedGeometry", .text, isStyle: true,
                     "`matchedGeometryEffect`: `<namespace>-<id hash>-<f|p|s><s|t>` (frame, position or size; source or not); in an animated patch trellis-geometry.js moves and scales an element from the frame its key had before the patch (FLIP), nothing under `prefers-reduced-motion`"),
        HostProperty("transition", .text, isStyle: true,
                     "`transition(_:)`: `<insertion effects>|<removal effects>|<seconds>` (effects: `opacity` `scale:<s>` `move:<edge>` `offset:<x>:<y>` `blur`); trellis.js animates the element in when a patch inserts it and out before it removes it (Web Animations), at once under `prefers-reduced-motion`"),
        HostProperty("colorMultiply", .color, isStyle: true, "`colorMultiply`: a multiply-blended `::after` layer"),
        HostProperty("blendMode", .oneOf([
            "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight",
            "difference", "exclusion", "hue", "saturation", "color", "luminosity", "plusDarker", "plusLighter",
            "sourceAtop", "destinationOver", "destinationOut",
        ]), isStyle: true, "`mix-blend-mode`"),
        HostProperty("zIndex", .number, isStyle: true, "`z-index` (`--t-z`)"),
        HostProperty("position", .numbers([2]), isStyle: true, "`x,y`: the element's centre in its `position` wrapper (absolute, `translate: -50% -50%`)"),
        HostProperty("isolate", .flag, isStyle: true, "`compositingGroup`/`drawingGroup`: `isolation: isolate`"),
        HostProperty("noHitTesting", .flag, isStyle: true, "`allowsHitTesting(false)`: `pointer-events: none` for the subtree"),
        HostProperty("redacted", .flag, isStyle: true, "`redacted(reason: .placeholder)`: text below draws as placeholder bars"),
        HostProperty("unredacted", .flag, isStyle: true, "`unredacted()`: text below draws normally again"),
        HostProperty("layer", .oneOf(["background", "overlay"]), isStyle: true,
                     "the layer of a `layout=overlay` wrapper: fills the content's cell behind or in front of it"),
        HostProperty("overlayAlignment", .oneOf(nineAlignments), isStyle: true, "where a background or overlay layer sits in the content's box"),
        // Grids (Layout/).
        HostProperty("gridTracks", .gridTracks, isStyle: true, roles: [.generic],
                     "a lazy grid's columns (`vgrid`) or rows (`hgrid`): `grid-template-columns/rows` of `Npx`, `minmax(min, max|1fr)`, `repeat(auto-fill, minmax(…))`"),
        HostProperty("trackSpacing", .number, isStyle: true, roles: [.generic],
                     "the gap between a grid's columns (`vgrid`, `grid`) or rows (`hgrid`), `--t-track-gap` (default 8)"),
        HostProperty("gridColumnCount", .number, isStyle: true, roles: [.generic], "a `Grid`'s column count (its longest row), `--t-grid-n`"),
        HostProperty("gridColumns", .number, isStyle: true, "`gridCellColumns`: `grid-column: span N`"),
        HostProperty("cellAlignment", .oneOf(["leading", "center", "trailing"]), isStyle: true, "`gridColumnAlignment`: `justify-self` of the cell"),
        HostProperty("cellAnchor", .oneOf(nineAlignments), isStyle: true, "`gridCellAnchor`: `place-self` of the cell"),
    ]

    static func validatedDrawing(_ kind: HostValueKind, _ v: String) -> String? {
        switch kind {
        case .paint: return paint(v)
        case let .numbers(counts): return numbers(v, counts)
        case .dash:
            let count = v.split(separator: ",", omittingEmptySubsequences: false).count
            return count <= 16 ? numbers(v, [count]) : nil
        case .pathData:
            guard v.first == "M", v.utf8.count <= 200_000,
                  v.unicodeScalars.allSatisfy({ "MLQCZ0123456789 .-".unicodeScalars.contains($0) }) else { return nil }
            return v
        case .transform: return transform(v)
        case .filter: return filter(v)
        case .clip: return clip(v)
        case .gridTracks: return gridTracks(v)
        case .keyframes: return keyframes(v)
        default: return nil
        }
    }

    static let materials: Set<String> = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]

    /// `counts.contains(n)` numbers, each normalised (`8.0` → `8`).
    static func numbers(_ v: String, _ counts: [Int]) -> String? {
        let parts = v.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0)) }
        guard counts.contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }.joined(separator: ",")
    }

    static func paint(_ v: String) -> String? {
        if v.hasPrefix("material:") { return materials.contains(String(v.dropFirst(9))) ? v : nil }
        guard v.contains(";") else { return color(v) }
        let parts = v.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard ["linear", "radial", "elliptical", "angular"].contains(parts[0]), parts.count >= 3, parts.count <= 34,
              let geometry = numbers(parts[1], [4]) else { return nil }
        var out = [parts[0], geometry]
        for stop in parts.dropFirst(2) {
            guard let at = stop.lastIndex(of: "@"), let c = color(String(stop[..<at])),
                  let l = number(String(stop[stop.index(after: at)...])), let d = Double(l), d >= 0, d <= 1 else { return nil }
            out.append(c + "@" + l)
        }
        return out.joined(separator: ";")
    }

    /// Whether `token` is `name(a,b,…)` with a known name, its count of arguments, each a normalised number.
    private static func isToken(_ token: Substring, names: [String: Int]) -> Bool {
        guard let open = token.firstIndex(of: "("), token.last == ")" else { return false }
        guard let count = names[String(token[..<open])] else { return false }
        let args = token[token.index(after: open)..<token.index(before: token.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false)
        return args.count == count && args.allSatisfy { number(String($0)) == String($0) }
    }

    static func transform(_ v: String) -> String? {
        let tokens = v.split(separator: " ", omittingEmptySubsequences: false)
        guard tokens.count <= 48 else { return nil }
        let names = ["t": 2, "tp": 2, "s": 2, "r": 1, "m": 6, "r3": 5]
        return tokens.allSatisfy { isToken($0, names: names) } ? v : nil
    }

    static func filter(_ v: String) -> String? {
        let tokens = v.split(separator: " ", omittingEmptySubsequences: false)
        guard tokens.count <= 32 else { return nil }
        let names = ["blur": 1, "brightness": 1, "contrast": 1, "saturate": 1, "grayscale": 1, "hue": 1, "invert": 1, "opacity": 1]
        for token in tokens {
            if token.hasPrefix("shadow("), token.hasSuffix(")") {
                let inner = token.dropFirst(7).dropLast()
                guard let at = inner.lastIndex(of: "@") else { return nil }
                let c = String(inner[..<at]), n = String(inner[inner.index(after: at)...])
                guard color(c) == c, numbers(n, [3]) == n else { return nil }
                continue
            }
            guard isToken(token, names: names) else { return nil }
        }
        return v
    }

    static func keyframes(_ v: String) -> String? {
        guard v.utf8.count <= 200_000 else { return nil }
        let parts = v.split(separator: ";", omittingEmptySubsequences: false)
        guard (3...302).contains(parts.count) else { return nil }
        let header = parts[0].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard header.count == 3, number(header[0]) == header[0], let seconds = Double(header[0]), seconds > 0, seconds <= 60,
              ["once", "loop"].contains(header[1]), let run = Int(header[2]), run >= 0, String(run) == header[2] else { return nil }
        for frame in parts.dropFirst() {
            let fields = frame.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { return nil }
            if !fields[0].isEmpty, transform(fields[0]) == nil { return nil }
            if !fields[1].isEmpty, filter(fields[1]) == nil { return nil }
            if !fields[2].isEmpty {
                guard number(fields[2]) == fields[2], let o = Double(fields[2]), o >= 0, o <= 1 else { return nil }
            }
        }
        return v
    }

    static func gridTracks(_ v: String) -> String? {
        let tokens = v.split(separator: " ", omittingEmptySubsequences: false)
        guard !tokens.isEmpty, tokens.count <= 64 else { return nil }
        for token in tokens {
            let parts = token.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let args = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let valid: Bool
            switch parts[0] {
            case "f": valid = args.count == 1 && number(args[0]) == args[0]
            case "x", "a": valid = args.count == 2 && number(args[0]) == args[0] && (args[1] == "inf" || number(args[1]) == args[1])
            default: valid = false
            }
            guard valid else { return nil }
        }
        return v
    }

    static func clip(_ v: String) -> String? {
        let parts = v.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard ["rect", "capsule", "circle", "ellipse"].contains(String(parts[0])) else { return nil }
        if parts.count == 1 { return v }
        let radii = String(parts[1])
        guard !radii.isEmpty, numbers(radii, [1, 2, 4]) == radii else { return nil }
        return v
    }
}
