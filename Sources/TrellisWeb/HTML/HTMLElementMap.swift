import TrellisHost

/// How one host role becomes DOM: the tag, its fixed attributes, and the
/// native control part some roles wrap.
///
/// `trellis.js` holds the same table (`ROLES` there); `HTMLAgreementTests`
/// renders sample trees through both and compares the markup byte for byte,
/// so change them together.
package struct HTMLElementSpec: Sendable, Equatable {
    package var tag: String
    /// Attributes every element of this role carries, besides `data-id` and `data-role`.
    package var fixed: [String: String]
    /// The native control a wrapped role contains after its children.
    package var control: Control?

    /// Native controls rendered inside a host element (`data-part="control"`),
    /// so the element can still hold the label content the graph puts in it.
    package enum Control: Sendable, Equatable {
        case checkbox, `switch`, radio, range, textField, textArea, progress, stepper
    }

    init(_ tag: String, _ fixed: [String: String] = [:], control: Control? = nil) {
        self.tag = tag
        self.fixed = fixed
        self.control = control
    }
}

extension HTMLElementSpec {
    /// The spec for a role; `multiline` picks `<textarea>` for text boxes.
    package static func forRole(_ role: HostRole, multiline: Bool = false) -> HTMLElementSpec {
        if role == .textbox { return HTMLElementSpec("label", control: multiline ? .textArea : .textField) }
        if let spec = table[role.rawValue] { return spec }
        if ariaRoles.contains(role.rawValue) { return HTMLElementSpec("div", ["role": role.rawValue]) }
        return HTMLElementSpec("div")
    }

    static let table: [String: HTMLElementSpec] = [
        "application": .init("div"), "generic": .init("div"), "none": .init("div"),
        "text": .init("span"), "heading": .init("h2"),
        "img": .init("span", ["role": "img"]),
        "separator": .init("div", ["role": "separator"]),
        "button": .init("button", ["type": "button"]),
        "link": .init("a", ["role": "link", "tabindex": "0"]),
        "tab": .init("button", ["type": "button", "role": "tab", "aria-selected": "false"]),
        "switch": .init("label", control: .switch),
        "checkbox": .init("label", control: .checkbox),
        "radio": .init("label", control: .radio),
        "slider": .init("label", control: .range),
        "progressbar": .init("div", control: .progress),
        "spinbutton": .init("div", ["role": "group"], control: .stepper),
        "combobox": .init("div", ["role": "combobox", "tabindex": "0", "aria-expanded": "false"]),
        "menuitem": .init("div", ["role": "menuitem", "tabindex": "0"]),
        "menuitemcheckbox": .init("div", ["role": "menuitemcheckbox", "tabindex": "0", "aria-checked": "false"]),
        "option": .init("div", ["role": "option", "tabindex": "-1", "aria-selected": "false"]),
        "dialog": .init("div", ["role": "dialog", "aria-modal": "true"]),
        "alertdialog": .init("div", ["role": "alertdialog", "aria-modal": "true"]),
        "complementary": .init("aside"), "navigation": .init("nav"), "main": .init("main"),
        "banner": .init("header"), "form": .init("form"), "region": .init("section"),
        "status": .init("div", ["role": "status"]),
        // A shape (docs/RENDERING.md, "Shapes"): decorative, drawn by CSS and an SVG part.
        "shape": .init("div", ["aria-hidden": "true"]),
    ]

    /// Roles passed through as `role="…"` on a `div` when nothing native fits.
    static let ariaRoles: Set<String> = [
        "group", "toolbar", "list", "listitem", "listbox", "menu", "menubar", "tablist", "tabpanel",
        "radiogroup", "alert", "alertdialog", "article", "cell", "columnheader", "grid", "gridcell", "figure",
        "log", "meter", "note", "row", "rowgroup", "rowheader", "search", "table", "term", "timer", "tooltip",
        "tree", "treegrid", "treeitem", "contentinfo", "feed", "math", "definition", "searchbox", "scrollbar",
    ]

    /// Properties that become `data-*` attributes styled by trellis.css (``HostProperty/isStyle``).
    package static let styleKeys: Set<String> = Set(HostVocabulary.properties.filter(\.isStyle).map(\.name))

    /// `submitLabel` → the on-screen keyboard's `enterkeyhint`.
    static let enterKeyHints: [String: String] = [
        "done": "done", "go": "go", "send": "send", "join": "go", "route": "go", "search": "search",
        "return": "enter", "next": "next", "continue": "next",
    ]

    /// Where the sprite lives; `use` points at `#<systemName>` in it.
    package static let symbolSprite = "/_trellis/symbols.svg"
}

// MARK: - Attributes

extension HTMLElementSpec {
    /// The host element's own attributes (unsorted; the writer sorts them).
    package func attributes(for node: HostNode, props: [String: String]) -> [String: String] {
        var attrs = fixed
        attrs["data-id"] = String(node.id.rawValue)
        if HTMLElementSpec.isSafeRoleName(node.role.rawValue) { attrs["data-role"] = node.role.rawValue }
        for (key, value) in props where HTMLElementSpec.styleKeys.contains(key) {
            attrs[HTMLValue.attributeName(key)] = value
        }
        let role = node.role.rawValue
        if control == nil || control == .stepper, let label = props["label"] { attrs["aria-label"] = label }
        if control == nil || control == .stepper {
            attrs["aria-description"] = props["hint"]
            attrs["aria-valuetext"] = props["valueText"]
        }
        attrs["data-testid"] = props["identifier"]
        attrs["aria-level"] = props["headingLevel"]
        attrs["title"] = props["help"]
        if props["disabled"] == "true", control == nil {
            if tag == "button" { attrs["disabled"] = "" } else { attrs["aria-disabled"] = "true" }
        }
        if props["decorative"] == "true" { attrs["aria-hidden"] = "true" }
        attrs["aria-haspopup"] = props["hasPopup"]
        attrs["aria-expanded"] = props["expanded"] ?? attrs["aria-expanded"]
        if role == "button", props["toggle"] == "true" || props["checked"] == "true" {
            attrs["aria-pressed"] = props["checked"] == "true" ? "true" : "false"
        }
        if role == "tab" || role == "option" { attrs["aria-selected"] = props["selected"] == "true" ? "true" : "false" }
        if role == "tablist", props["orientation"] == "vertical" { attrs["aria-orientation"] = "vertical" }
        if role == "listitem" {
            // A row takes focus when it can be selected or edited from the keyboard (as trellis.js sets it).
            if props["selectable"] == "true" || props["deletable"] == "true" || props["movable"] == "true" { attrs["tabindex"] = "0" }
            if props["selected"] == "true" { attrs["aria-current"] = "true" }
        }
        if role == "menuitemcheckbox" { attrs["aria-checked"] = props["checked"] == "true" ? "true" : "false" }
        if role == "link", let url = props["url"], HTMLElementSpec.isSafeURL(url) {
            attrs["href"] = url
            attrs["rel"] = "noopener noreferrer"
            attrs["target"] = "_blank"
        }
        if control == .stepper {
            for key in ["value", "min", "max", "step"] { attrs["data-" + key] = props[key].flatMap(HTMLValue.number) }
        }
        if role == "img", let name = props["systemName"], let known = HTMLSymbols.known, !known.contains(name) {
            attrs["data-missing"] = "true"
        }
        if let layout = props["layout"], layout == "hstack" || layout == "vstack",
           node.children.contains(where: { Self.fillsWithPriority($0, layout: layout) }) {
            attrs["data-flexible-priority"] = "true"
        }
        return attrs
    }

    /// Whether `child`, in a stack laid out as `layout`, is high priority and fills the stack's axis: the
    /// stack is marked `data-flexible-priority` and layout.css stops its other children growing. trellis.js
    /// keeps the mark as children and properties change (`fillsWithPriority`); a `:has()` would make
    /// Chrome restyle the whole page on every insert or remove.
    static func fillsWithPriority(_ child: HostNode, layout: String) -> Bool {
        let props = child.properties
        func valid(_ key: String) -> String? { props[key].flatMap { HTMLValue.validated(key, $0) } }
        guard valid("layoutPriority") == "high" else { return false }
        let childLayout = valid("layout")
        if childLayout == "color" || childLayout == "spacer" || child.role.rawValue == "shape" { return true }
        return layout == "hstack" ? valid("maxWidth") == "infinity" || valid("contentMode") != nil : valid("maxHeight") == "infinity"
    }

    /// The native control part's attributes.
    package func controlAttributes(props: [String: String]) -> [String: String] {
        var attrs = ["data-part": "control"]
        switch control {
        case .checkbox?, .switch?, .radio?:
            attrs["type"] = control == .radio ? "radio" : "checkbox"
            if control == .switch { attrs["role"] = "switch" }
            if props["checked"] == "true" { attrs["checked"] = "" }
            if props["mixed"] == "true", control == .checkbox { attrs["aria-checked"] = "mixed" }
        case .range?:
            attrs["type"] = "range"
            attrs["min"] = props["min"].flatMap(HTMLValue.number) ?? "0"
            attrs["max"] = props["max"].flatMap(HTMLValue.number) ?? "1"
            attrs["step"] = props["step"].flatMap(HTMLValue.number) ?? "any"
            attrs["value"] = props["value"].flatMap(HTMLValue.number)
        case .textField?:
            attrs["type"] = props["secure"] == "true" ? "password" : props["searchField"] == "true" ? "search" : props["inputType"] ?? "text"
            attrs["min"] = props["lowerBound"]
            attrs["max"] = props["upperBound"]
            attrs["value"] = props["value"]
            attrs["placeholder"] = props["placeholder"]
            attrs["enterkeyhint"] = props["submitLabel"].flatMap { HTMLElementSpec.enterKeyHints[$0] }
            HTMLElementSpec.addTextInputTraits(props, to: &attrs)
        case .textArea?:
            attrs["placeholder"] = props["placeholder"]
            attrs["enterkeyhint"] = props["submitLabel"].flatMap { HTMLElementSpec.enterKeyHints[$0] }
            HTMLElementSpec.addTextInputTraits(props, to: &attrs)
        case .progress?:
            attrs["max"] = props["max"].flatMap(HTMLValue.number) ?? "1"
            attrs["value"] = props["value"].flatMap(HTMLValue.number)
        case .stepper?, nil:
            break
        }
        if control != .stepper {
            attrs["aria-label"] = props["label"]
            attrs["aria-description"] = props["hint"]
            attrs["aria-valuetext"] = props["valueText"]
            if props["disabled"] == "true" { attrs["disabled"] = "" }
        }
        return attrs
    }

    static func isSafeRoleName(_ s: String) -> Bool {
        !s.isEmpty && s.count <= 24 && s.unicodeScalars.allSatisfy { $0 >= "a" && $0 <= "z" }
    }

    /// Only web and mail links; never `javascript:` or `data:`.
    static func isSafeURL(_ s: String) -> Bool {
        s.hasPrefix("https://") || s.hasPrefix("http://") || s.hasPrefix("mailto:")
    }
}

extension HTMLElementSpec {
    /// `keyboard` → `inputmode`, `autocomplete`, `autocapitalize`, `autocorrect` → `autocorrect=off spellcheck=false`
    /// (the values are validated against the vocabulary before they get here).
    static func addTextInputTraits(_ props: [String: String], to attrs: inout [String: String]) {
        attrs["inputmode"] = props["keyboard"]
        attrs["autocomplete"] = props["autocomplete"]
        attrs["autocapitalize"] = props["autocapitalize"]
        if props["autocorrect"] == "off" {
            attrs["autocorrect"] = "off"
            attrs["spellcheck"] = "false"
        }
    }
}
