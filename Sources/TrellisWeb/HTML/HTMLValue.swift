/// Validation of host property values before they reach the DOM.
///
/// Every property the graph emits is a string. Only keys in ``HTMLValue/kinds``
/// reach the page, and only values that pass their kind's check; everything
/// else is dropped silently, exactly as `trellis.js` does (`VALID` there).
/// Numbers keep their spelling (minus a trailing `.0`) so the Swift renderer
/// and the JS runtime emit byte-identical attributes.
package enum HTMLValue {
    /// How a property's value is checked.
    package enum Kind: Sendable, Equatable {
        /// One of a fixed set of names.
        case oneOf(Set<String>)
        /// A finite decimal number (`-12`, `0.5`).
        case number
        /// A number or `infinity` (frame dimensions).
        case dimension
        /// `"true"`; anything else means absent.
        case flag
        /// A system colour name or `rgba(r,g,b,a)`.
        case color
        /// Four numbers: `top,leading,bottom,trailing`.
        case insets
        /// `capsule`, `circle`, `rectangle`, `roundedRectangle` or `roundedRectangle:<number>`.
        case shape
        /// Free text (escaped on output, never interpreted).
        case text
        /// An SF Symbol name: letters, digits, dots, underscores, dashes.
        case symbol
    }

    static let fonts: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2", "system",
    ]
    static let weights: Set<String> = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    static let alignments: Set<String> = [
        "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
        "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]
    /// Colour names with a CSS variable `--t-color-<name>` in trellis.css.
    package static let colorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "white", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// The property vocabulary: every key the renderer understands, with its check.
    package static let kinds: [String: Kind] = [
        "layout": .oneOf(["vstack", "hstack", "zstack", "spacer", "color", "text", "window", "labeled", "label", "menu"]),
        "spacing": .number, "alignment": .oneOf(alignments), "minLength": .number,
        "padding": .insets,
        "width": .dimension, "height": .dimension,
        "minWidth": .dimension, "idealWidth": .dimension, "maxWidth": .dimension,
        "minHeight": .dimension, "idealHeight": .dimension, "maxHeight": .dimension,
        "frameAlignment": .oneOf(alignments),
        "font": .oneOf(fonts), "fontSize": .number, "fontWeight": .oneOf(weights),
        "fontDesign": .oneOf(["default", "serif", "rounded", "monospaced"]),
        "bold": .flag, "italic": .flag, "monospaced": .flag,
        "foreground": .color, "background": .color, "fill": .color, "tint": .color,
        "opacity": .number, "hidden": .flag, "disabled": .flag, "pressed": .flag, "selected": .flag,
        "checked": .flag, "multiline": .flag, "contextMenu": .flag, "underline": .flag, "strikethrough": .flag,
        "resizable": .flag, "cornerRadius": .number, "imageName": .symbol,
        "hasPopup": .oneOf(["menu", "listbox", "tree", "grid", "dialog", "true"]),
        "secure": .flag, "mixed": .flag, "toggle": .flag, "focused": .flag, "section": .flag, "selectable": .flag, "sectioned": .flag,
        "expanded": .oneOf(["true", "false"]), "slot": .oneOf(["label", "value", "minimumValue", "maximumValue", "header", "footer"]),
        "scroll": .oneOf(["both", "horizontal", "vertical", "none"]),
        "progressStyle": .oneOf(["automatic", "linear", "circular"]),
        "scrollIndicators": .oneOf(["automatic", "visible", "hidden", "never"]),
        "pickerStyle": .oneOf(["automatic", "menu", "segmented", "radioGroup", "inline", "wheel", "palette"]),
        "formStyle": .oneOf(["automatic", "grouped", "columns"]),
        "listStyle": .oneOf(["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar", "bordered", "carousel", "elliptical"]),
        "decorative": .flag, "visuallyHidden": .flag, "tappable": .flag,
        "submitLabel": .oneOf(["done", "go", "send", "join", "route", "search", "return", "next", "continue"]),
        "style": .oneOf([
            "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "glass", "glassProminent",
            "custom",
        ]),
        "container": .oneOf(["list", "form", "toolbar"]),
        "buttonRole": .oneOf(["destructive", "cancel", "close", "confirm"]),
        "borderShape": .shape,
        "controlSize": .oneOf(["mini", "small", "regular", "large", "extraLarge"]),
        "label": .text, "value": .text, "placeholder": .text, "shortcut": .text, "url": .text,
        "min": .number, "max": .number, "step": .number,
        "systemName": .symbol,
        // Toolbars and navigation (docs/TOOLBAR-PLACEMENT.md).
        "bar": .oneOf(["titlebar", "bottomBar", "keyboardBar", "accessoryBar", "ornament", "sheet", "belowNavigationBar"]),
        "region": .text, "placement": .text,
        "chrome": .oneOf(["stack", "level", "split", "column", "sheet"]),
        "column": .oneOf(["sidebar", "content", "detail"]), "collapsed": .flag,
        "presentation": .oneOf(["centered", "formSheet", "bottomSheet", "fullScreen"]),
        "barBackground": .oneOf(["hidden"]), "colorScheme": .oneOf(["light", "dark"]),
        "toolbarRole": .oneOf(["automatic", "navigationStack", "browser", "editor"]),
        "titleDisplayMode": .oneOf(["automatic", "large", "inlineLarge", "inline"]),
        // A windowed long list (docs/RENDERING.md, "Long lists"): row counts and the estimated row height.
        "lazyCount": .number, "lazyBefore": .number, "lazyAfter": .number, "rowHeight": .number,
    ].merging(HTMLValue.tabKinds) { own, _ in own }

    /// The value to emit for `key`, or nil when the key is unknown or the value invalid.
    package static func validated(_ key: String, _ value: String) -> String? {
        guard let kind = kinds[key] else { return nil }
        switch kind {
        case let .oneOf(names): return names.contains(value) ? value : nil
        case .number: return number(value)
        case .dimension: return value == "infinity" ? value : number(value)
        case .flag: return value == "true" ? value : nil
        case .color: return color(value)
        case .insets:
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0)) }
            guard parts.count == 4, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.map { $0! }.joined(separator: ",")
        case .shape:
            if ["capsule", "circle", "rectangle", "roundedRectangle"].contains(value) { return value }
            guard value.hasPrefix("roundedRectangle:"), let r = number(String(value.dropFirst(17))) else { return nil }
            return "roundedRectangle:" + r
        case .text: return value
        case .symbol:
            let ok = !value.isEmpty && value.count <= 80
                && value.unicodeScalars.allSatisfy(isSymbolScalar)
            return ok ? value : nil
        }
    }

    /// A finite decimal in plain notation, `1.0` → `1`. Same regex as trellis.js `num()`.
    package static func number(_ s: String) -> String? {
        // ^-?\d{1,9}(\.\d{1,6})?$
        var chars = Substring(s)
        if chars.first == "-" { chars = chars.dropFirst() }
        let parts = chars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, (1...9).contains(whole.count), whole.allSatisfy(\.isASCIIDigit)
        else { return nil }
        if parts.count == 2 {
            let frac = parts[1]
            guard (1...6).contains(frac.count), frac.allSatisfy(\.isASCIIDigit) else { return nil }
            if frac.allSatisfy({ $0 == "0" }) { return String(s.prefix(s.count - frac.count - 1)) }
        }
        return s
    }

    /// A system colour name (optionally `name/alpha`), or `rgba(r,g,b,a)` / `rgb(r,g,b)` with spaces removed,
    /// r, g, b in 0...255 and a in 0...1.
    package static func color(_ s: String) -> String? {
        if colorNames.contains(s) { return s }
        // A system colour at an opacity, `gray/0.12`: it still adapts to light and dark.
        if let slash = s.firstIndex(of: "/") {
            let name = String(s[..<slash]), alpha = String(s[s.index(after: slash)...])
            guard colorNames.contains(name), let n = number(alpha), let a = Double(n), a >= 0, a <= 1 else { return nil }
            return name + "/" + n
        }
        let compact = s.filter { $0 != " " }
        let isRGBA = compact.hasPrefix("rgba("), isRGB = compact.hasPrefix("rgb(")
        guard (isRGBA || isRGB), compact.hasSuffix(")") else { return nil }
        let inner = compact.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == (isRGBA ? 4 : 3) else { return nil }
        for (i, p) in parts.enumerated() {
            guard let n = number(p), let d = Double(n), d >= 0, d <= (i == 3 ? 1 : 255) else { return nil }
        }
        return compact
    }

    private static func isSymbolScalar(_ u: Unicode.Scalar) -> Bool {
        (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9") || u == "." || u == "_" || u == "-"
    }

    /// `minWidth` → `min-width`: the `data-` attribute name of a property.
    package static func attributeName(_ key: String) -> String {
        var out = "data-"
        for ch in key {
            if ch.isUppercase { out += "-" + ch.lowercased() } else { out.append(ch) }
        }
        return out
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
