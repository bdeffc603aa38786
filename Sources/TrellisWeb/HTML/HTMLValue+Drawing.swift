/// The drawing vocabulary: shapes, paints and effects (docs/RENDERING.md, "Shapes", "Paint",
/// "Effects"). `trellis-drawing.js` holds the same checks; `HTMLAgreementTests` compares them.
extension HTMLValue {
    /// Checks for the drawing properties' values.
    package enum DrawingKind: Sendable, Equatable {
        /// A colour, `linear;…`/`radial;…`/`elliptical;…`/`angular;…` gradient, or `material:<name>`.
        case paint
        /// Comma-separated numbers, as many as one of `counts`.
        case numbers([Int])
        /// Up to 16 comma-separated numbers (a dash pattern).
        case dash
        /// SVG path data: `M`, `L`, `Q`, `C`, `Z`, digits, spaces, dots and minus signs.
        case path
        /// Transform tokens: `t(x,y)`, `tp(x,y)`, `s(x,y)`, `r(deg)`, `m(a,b,c,d,tx,ty)`, `r3(x,y,z,deg,perspective)`.
        case transform
        /// Filter tokens: `blur(r)`, `brightness(x)`, … and `shadow(colour@radius,x,y)`.
        case filter
        /// A clip shape: `rect`, `rect:<corners>`, `capsule`, `circle`, `ellipse`.
        case clip

        func validated(_ v: String) -> String? {
            switch self {
            case .paint: return HTMLValue.paint(v)
            case let .numbers(counts): return HTMLValue.numbers(v, counts)
            case .dash:
                let count = v.split(separator: ",", omittingEmptySubsequences: false).count
                return count <= 16 ? HTMLValue.numbers(v, [count]) : nil
            case .path:
                guard v.first == "M", v.utf8.count <= 200_000,
                      v.unicodeScalars.allSatisfy({ "MLQCZ0123456789 .-".unicodeScalars.contains($0) }) else { return nil }
                return v
            case .transform: return HTMLValue.transform(v)
            case .filter: return HTMLValue.filter(v)
            case .clip: return HTMLValue.clip(v)
            }
        }
    }

    static let drawingColorNames: Set<String> = Set("""
        tertiary quaternary quinary background separator label secondaryLabel tertiaryLabel quaternaryLabel \
        systemBackground secondarySystemBackground tertiarySystemBackground systemGroupedBackground \
        secondarySystemGroupedBackground tertiarySystemGroupedBackground systemFill secondarySystemFill \
        tertiarySystemFill quaternarySystemFill placeholderText opaqueSeparator link systemGray2 systemGray3 \
        systemGray4 systemGray5 systemGray6 windowBackground controlBackground textBackground text \
        underPageBackground selectedContentBackground
        """.split(separator: " ").map(String.init))

    static let materials: Set<String> = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]
    static let alignments9: Set<String> = [
        "leading", "center", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]

    static let drawingKinds: [String: Kind] = [
        // `overlay`: a background/overlay wrapper; `position`: the space `position(x:y:)` places its content in.
        "layout": .oneOf(["vstack", "hstack", "zstack", "spacer", "color", "text", "window", "labeled", "label", "menu", "overlay", "position"]),
        "shape": .oneOf(["rect", "capsule", "circle", "ellipse", "path"]), "corners": .drawing(.numbers([1, 2, 4])),
        "inset": .number, "strokeInset": .number, "path": .drawing(.path), "pathBox": .drawing(.numbers([2])),
        "shapeFill": .drawing(.paint), "eoFill": .flag, "stroke": .drawing(.paint), "strokeWidth": .number,
        "lineCap": .oneOf(["round", "square"]), "lineJoin": .oneOf(["round", "bevel"]), "miterLimit": .number,
        "dash": .drawing(.dash), "dashPhase": .number, "trim": .drawing(.numbers([2])),
        "transform": .drawing(.transform), "filter": .drawing(.filter), "clip": .drawing(.clip),
        "foreground": .drawing(.paint), "background": .drawing(.paint), "shadowColor": .color,
        "blendMode": .oneOf([
            "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight", "hardLight",
            "difference", "exclusion", "hue", "saturation", "color", "luminosity", "plusDarker", "plusLighter",
            "sourceAtop", "destinationOver", "destinationOut",
        ]),
        "zIndex": .number, "position": .drawing(.numbers([2])), "isolate": .flag, "noHitTesting": .flag,
        "redacted": .flag, "unredacted": .flag, "mask": .drawing(.paint), "overlayAlignment": .oneOf(alignments9),
        "layer": .oneOf(["background", "overlay"]), "colorMultiply": .color,
        "clipPath": .drawing(.path), "clipBox": .drawing(.numbers([2])),
    ]

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

    /// Arguments of a token `name(a,b,…)` when each is a normalised number.
    private static func arguments(_ token: Substring, names: [String: Int]) -> Bool {
        guard let open = token.firstIndex(of: "("), token.last == ")" else { return false }
        let name = String(token[..<open])
        guard let count = names[name] else { return false }
        let args = token[token.index(after: open)..<token.index(before: token.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false)
        return args.count == count && args.allSatisfy { number(String($0)) == String($0) && !$0.hasPrefix("+") }
    }

    static func transform(_ v: String) -> String? {
        let tokens = v.split(separator: " ", omittingEmptySubsequences: false)
        guard tokens.count <= 48 else { return nil }
        let names = ["t": 2, "tp": 2, "s": 2, "r": 1, "m": 6, "r3": 5]
        return tokens.allSatisfy { arguments($0, names: names) } ? v : nil
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
            guard arguments(token, names: names) else { return nil }
        }
        return v
    }

    static func clip(_ v: String) -> String? {
        let parts = v.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard ["rect", "capsule", "circle", "ellipse"].contains(String(parts[0])) else { return nil }
        if parts.count == 1 { return v }
        let radii = String(parts[1])
        guard !radii.isEmpty, radii.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "," }),
              numbers(radii, [1, 2, 4]) == radii else { return nil }
        return v
    }
}
