// trellis.js — the Trellis browser runtime's DOM mapping, protocol v3 (docs/RENDERING.md):
// builds nodes, applies patch ops, keeps the id → element map. trellis-client.js does the rest.
// Hand-written, no build step, no dependencies. Server data never reaches innerHTML, eval or
// inline styles: text goes through textContent, attributes are set one by one from fixed tables,
// and exact layout values go through CSSOM custom properties (allowed under style-src 'self').
// The DOM it builds is byte-identical to HTMLRenderer.swift's (HTMLAgreementTests checks that).
(function () {
  "use strict";
  const D = document;
  const SVGNS = "http://www.w3.org/2000/svg";
  const SPRITE = "/_trellis/symbols.svg";
  const dict = (o) => Object.assign(Object.create(null), o);
  const words = (s) => new Set(s.split(" "));

  // MARK: - Values (mirror of HTMLValue.swift)

  const NUM = /^-?\d{1,9}(\.\d{1,6})?$/;
  const num = (s) => (NUM.test(s) ? s.replace(/\.0+$/, "") : null);
  const ALIGN = words("leading center trailing top bottom firstTextBaseline lastTextBaseline topLeading topTrailing bottomLeading bottomTrailing");
  const COLORS = words("red orange yellow green mint teal cyan blue indigo purple pink brown gray white black clear primary secondary accentColor");
  const KINDS = dict({
    layout: words("vstack hstack zstack spacer color text window labeled label menu"), spacing: "n", alignment: ALIGN, minLength: "n",
    padding: "insets", width: "d", height: "d", minWidth: "d", idealWidth: "d", maxWidth: "d",
    minHeight: "d", idealHeight: "d", maxHeight: "d", frameAlignment: ALIGN,
    font: words("largeTitle title title2 title3 headline subheadline body callout footnote caption caption2 system"),
    fontSize: "n", fontWeight: words("ultraLight thin light regular medium semibold bold heavy black"),
    fontDesign: words("default serif rounded monospaced"), bold: "f", italic: "f", monospaced: "f",
    foreground: "c", background: "c", fill: "c", tint: "c", opacity: "n", hidden: "f", disabled: "f",
    pressed: "f", selected: "f", checked: "f", multiline: "f", contextMenu: "f", underline: "f", strikethrough: "f",
    resizable: "f", cornerRadius: "n", imageName: "sym", hasPopup: words("menu listbox tree grid dialog true"),
    secure: "f", inputType: words("date time datetime-local color"), lowerBound: "s", upperBound: "s", mixed: "f", toggle: "f", focused: "f", section: "f", selectable: "f", sectioned: "f",
    expanded: words("true false"), slot: words("label value minimumValue maximumValue header footer"), scroll: words("both horizontal vertical none"),
    progressStyle: words("automatic linear circular"),
    scrollIndicators: words("automatic visible hidden never"),
    pickerStyle: words("automatic menu segmented radioGroup inline wheel palette"),
    formStyle: words("automatic grouped columns"), listStyle: words("automatic plain grouped insetGrouped inset sidebar bordered carousel elliptical"),
    submitLabel: words("done go send join route search return next continue"),
    decorative: "f", visuallyHidden: "f", tappable: "f", hoverable: "f", container: words("list form toolbar"),
    style: words("automatic bordered borderedProminent borderless plain link glass glassProminent custom"),
    buttonRole: words("destructive cancel close confirm"), borderShape: "shape",
    controlSize: words("mini small regular large extraLarge"),
    label: "s", value: "s", placeholder: "s", shortcut: "s", url: "s", min: "n", max: "n", step: "n", systemName: "sym",
    // Toolbars and navigation (docs/TOOLBAR-PLACEMENT.md).
    bar: words("titlebar bottomBar keyboardBar accessoryBar ornament sheet belowNavigationBar"), region: "s", placement: "s",
    chrome: words("stack level split column sheet"), column: words("sidebar content detail inspector"), collapsed: "f",
    presentation: words("centered formSheet bottomSheet fullScreen popover"),
    popoverEdge: words("top bottom leading trailing"), anchorX: "n", anchorY: "n", barBackground: words("hidden"), colorScheme: words("light dark"),
    toolbarRole: words("automatic navigationStack browser editor"), titleDisplayMode: words("automatic large inlineLarge inline"),
    // Customizable toolbars (trellis-customize.js).
    toolbarDisplayMode: words("iconAndText iconOnly textOnly"), customizeEditor: words("sheet palette"),
    customizeList: words("bar palette defaultSet"), customizeLock: words("fixed stays"),
    // A windowed long list (trellis-lazy.js): row counts and the estimated row height.
    borderColor: "c", borderWidth: "n", longPressMenus: "f", controlClickMenus: "f", windowNotice: words("settings"), scrollReveal: "f",
    lazyCount: "n", lazyBefore: "n", lazyAfter: "n", rowHeight: "n",
    // Alerts and confirmation dialogs (trellis-dialogs.js, docs/DIALOGS.md).
    dialogStyle: words("alert actionSheet fullScreen"), dialogPart: words("title message fields actions"),
    // List editing (onDelete / onMove, TrellisGraph/Views/List+Editing.swift).
    listEditing: "f", deletable: "f", movable: "f", editControls: "f", editControl: words("delete moveUp moveDown handle"), refreshControl: words("idle pull refreshing"),
    insertable: words("text url both"), swipeEdges: words("leading trailing both"), fullSwipe: words("leading trailing both"), swiped: words("leading trailing"), swipeTray: words("leading trailing"),
    // Search (searchable, TrellisGraph/Toolbar/Searchable+Builtin.swift).
    searchField: "f", searchPart: words("bar suggestions"), searchEdge: words("bottom"),
    // Text input traits (keyboardType, textContentType, textInputAutocapitalization, autocorrectionDisabled).
    textCommand: words("undo redo cut copy paste selectAll uppercase lowercase capitalize"),
    keyboard: words("text decimal numeric tel url email search"), autocomplete: "s",
    autocapitalize: words("none words sentences characters"), autocorrect: words("off"),
    preferredColorScheme: words("light dark"),
    // Inspectors and presentation customization (docs/INSPECTOR.md).
    inspector: words("column overlay sheet"), inspectorPlacement: words("underToolbar fullHeight"),
    resizeMin: "n", resizeMax: "n", resizeValue: "n", detent: "s", detentHeight: "s", detentHeights: "s", grabber: "f",
    backgroundInteraction: words("enabled"), presentationBackground: "f", material: words("regular thick thin ultraThin ultraThick bar"),
    // Tables (docs/RENDERING.md, "Tables").
    sort: words("ascending descending"), columnIndex: "n", columnCount: "n", header: "f", primaryAction: "f",
    // Everyday controls and containers (everyday-controls.css).
    boxStyle: words("disclosure disclosureRow groupBox unavailable controlGroup"), gaugeStyle: words("linear circular"),
    gaugeFill: words("0 5 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100"),
    fieldStyle: words("automatic plain roundedBorder squareBorder"),
    // Accessibility and text formatting (HostVocabulary+Accessibility.swift, text.css).
    hint: "s", valueText: "s", identifier: "s", headingLevel: words("1 2 3 4 5 6"), inputLabels: "s", help: "s",
    lineLimit: words("1 2 3 4 5 6 7 8 9 10"), lineReserve: words("1 2 3 4 5 6 7 8 9 10"),
    textAlignment: words("leading center trailing"), truncation: words("head tail middle"),
    textSelection: words("enabled disabled"), tracking: "n", baselineOffset: "n", textCase: words("uppercase lowercase"), monospacedDigit: "f", transition: "s", animates: "s", contentTransition: words("opacity interpolate numericText:up numericText:down numericText:auto"), matchedGeometry: "s", timerAnchor: "n", timerStyle: words("relative offset timer countdown"),
    fontWidth: words("compressed condensed standard expanded"),
    // Sizes flowing back (trellis-geometry.js): measured elements and ViewThatFits.
    measure: words("size"), fits: words("horizontal vertical both"), fitsCandidate: words("chosen hidden"),
  });
  function color(s) {
    if (COLORS.has(s)) return s;
    // An asset colour set with a dark variant: CSS picks by the window's color-scheme.
    const ld = /^light-dark\((rgba?\([^()]*\)),\s*(rgba?\([^()]*\))\)$/.exec(s);
    if (ld) { const a = color(ld[1]), b = color(ld[2]); return a && b ? "light-dark(" + a + "," + b + ")" : null; }
    const slash = /^([A-Za-z]+)\/(.+)$/.exec(s);
    if (slash) {
      const a = num(slash[2]);
      return COLORS.has(slash[1]) && a !== null && +a >= 0 && +a <= 1 ? slash[1] + "/" + a : null;
    }
    const c = s.replace(/ /g, "");
    const m = /^(rgba?)\((.*)\)$/.exec(c);
    if (!m) return null;
    const parts = m[2].split(",");
    if (parts.length !== (m[1] === "rgba" ? 4 : 3)) return null;
    for (let i = 0; i < parts.length; i++) {
      const n = num(parts[i]);
      if (n === null || +n < 0 || +n > (i === 3 ? 1 : 255)) return null;
    }
    return c;
  }
  function valid(key, v) {
    const k = KINDS[key];
    if (k === undefined || typeof v !== "string") return null;
    if (k instanceof Set) return k.has(v) ? v : null;
    if (typeof k === "function") return k(v); // a kind added by an extension (trellis-drawing.js)
    switch (k) {
      case "n": return num(v);
      case "d": return v === "infinity" ? v : num(v);
      case "f": return v === "true" ? v : null;
      case "c": return color(v);
      case "s": return v;
      case "sym": return /^[A-Za-z0-9._-]{1,80}$/.test(v) ? v : null;
      case "insets": {
        const p = v.split(",").map(num);
        return p.length === 4 && p.every((x) => x !== null) ? p.join(",") : null;
      }
      case "shape": {
        if (/^(capsule|circle|rectangle|roundedRectangle)$/.test(v)) return v;
        const r = v.startsWith("roundedRectangle:") ? num(v.slice(17)) : null;
        return r === null ? null : "roundedRectangle:" + r;
      }
    }
    return null;
  }
  const attrNames = new Map();
  const attrName = (key) => {
    let a = attrNames.get(key);
    if (a === undefined) attrNames.set(key, (a = "data-" + key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())));
    return a;
  };
  const NOT_STYLE = words("label value placeholder url min max step systemName checked hasPopup secure inputType lowerBound upperBound mixed expanded submitLabel hint valueText identifier headingLevel inputLabels help keyboard autocomplete autocapitalize autocorrect");
  const ENTER_KEY = dict({ done: "done", go: "go", send: "send", join: "go", route: "go", search: "search", return: "enter", next: "next", continue: "next" });

  // MARK: - Roles (mirror of HTMLElementMap.swift)

  // role → [tag, fixed attributes, control part]
  const ROLES = dict({
    application: ["div"], generic: ["div"], none: ["div"], text: ["span"], heading: ["h2"],
    img: ["span", { role: "img" }], separator: ["div", { role: "separator" }],
    button: ["button", { type: "button" }], link: ["a", { role: "link", tabindex: "0" }],
    tab: ["button", { type: "button", role: "tab", "aria-selected": "false" }],
    switch: ["label", null, "switch"], checkbox: ["label", null, "checkbox"], radio: ["label", null, "radio"],
    slider: ["label", null, "range"], progressbar: ["div", null, "progress"],
    spinbutton: ["div", { role: "group" }, "stepper"],
    combobox: ["div", { role: "combobox", tabindex: "0", "aria-expanded": "false" }],
    menuitem: ["div", { role: "menuitem", tabindex: "0" }],
    menuitemcheckbox: ["div", { role: "menuitemcheckbox", tabindex: "0", "aria-checked": "false" }],
    option: ["div", { role: "option", tabindex: "-1", "aria-selected": "false" }], dialog: ["div", { role: "dialog", "aria-modal": "true" }],
    alertdialog: ["div", { role: "alertdialog", "aria-modal": "true" }],
    complementary: ["aside"], navigation: ["nav"], main: ["main"], banner: ["header"], form: ["form"],
    region: ["section"], status: ["div", { role: "status" }],
  });
  const ARIA = words("group toolbar list listitem listbox menu menubar tablist tabpanel radiogroup alert alertdialog article cell columnheader grid gridcell figure log meter note row rowgroup rowheader search table term timer tooltip tree treegrid treeitem contentinfo feed math definition searchbox scrollbar");
  function spec(role, multiline) {
    if (role === "textbox") return ["label", null, multiline ? "textarea" : "text"];
    return ROLES[role] || (ARIA.has(role) ? ["div", { role }] : ["div"]);
  }

  const protos = new Map();
  // A prototype element per role: fixed attributes and control part, cloned for every node.
  function proto(role, multiline) {
    const key = multiline ? role + "+" : role;
    let p = protos.get(key);
    if (p) return p;
    const [tag, fixed, control] = spec(role, multiline);
    seen.add("role:" + role); // every element of a role is cloned from this prototype
    p = D.createElement(tag);
    if (fixed) for (const a in fixed) p.setAttribute(a, fixed[a]);
    if (/^[a-z]{1,24}$/.test(role)) p.setAttribute("data-role", role);
    if (control) p.appendChild(makeControl(control));
    protos.set(key, p);
    return p;
  }
  function makeControl(kind) {
    if (kind === "stepper") {
      const s = D.createElement("span");
      s.setAttribute("data-part", "stepper");
      for (const [part, label, glyph] of [["decrement", "Decrement", "\u2212"], ["increment", "Increment", "+"]]) {
        const b = D.createElement("button");
        b.setAttribute("aria-label", label); b.setAttribute("data-part", part); b.setAttribute("type", "button");
        b.textContent = glyph;
        s.appendChild(b);
      }
      return s;
    }
    const tag = kind === "textarea" ? "textarea" : kind === "progress" ? "progress" : "input";
    const c = D.createElement(tag);
    c.setAttribute("data-part", "control");
    if (kind === "switch") c.setAttribute("role", "switch");
    if (tag === "input") c.setAttribute("type", kind === "switch" ? "checkbox" : kind);
    if (kind === "range") { c.setAttribute("min", "0"); c.setAttribute("max", "1"); c.setAttribute("step", "any"); }
    if (kind === "progress") c.setAttribute("max", "1");
    return c;
  }
  const DEFAULTS = dict({ min: "0", max: "1", step: "any" });
  const WRAPPED = words("switch checkbox radio slider progressbar spinbutton textbox");

  // MARK: - Building and properties

  const byId = new Map();
  // Elements holding a few properties the client code looks for after every patch or click
  // (open menus and popups, toolbars), so it never has to query the whole document for them.
  const tracked = dict({ expanded: new Set(), bar: new Set() });
  function track(key, el, on) { if (on) tracked[key].add(el); else tracked[key].delete(el); }
  /** The elements in the document that hold `key` (`expanded`: only while "true"). */
  function withProperty(key) {
    const set = tracked[key];
    if (!set) return new Set();
    for (const el of set) if (!el.isConnected) set.delete(el);
    return set;
  }
  let symbols = null; // Set of sprite names once symbols.json has loaded

  // Every property key and role ("role:tablist") an element of this page has had, never forgotten.
  // Extensions that look for rare things after every patch (a tab bar, a windowed list, a sheet) skip
  // their document-wide query while no element has ever had them: with 1,000 table rows each query
  // walks ~7,000 elements, about a millisecond per query per patch.
  const seen = new Set();
  /** Whether any element has had one of these property keys (or roles, spelled "role:<role>") since the page loaded. */
  function ever(...names) {
    for (let i = 0; i < names.length; i++) if (seen.has(names[i])) return true;
    return false;
  }
  const keyOf = (attribute) => attribute.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase()); // data-tab-drag → tabDrag

  // No expando properties on elements: they cost a hidden-class change per node in V8.
  function partOf(el) {
    if (!WRAPPED.has(el.getAttribute("data-role"))) return null;
    const p = el.lastChild;
    return p && p.nodeType === 1 && p.hasAttribute("data-part") ? p : null;
  }

  // Rows of a list share one shape: the same roles, properties and structure, other ids and
  // text. The first subtree of a shape is kept as a template and later ones are deep clones of
  // it with ids and text filled in, as a hand-written page clones a <template>. Keys spell every
  // token with its length, so no property value can make two different shapes collide.
  const shapes = new Map();
  const tok = (s) => s.length + ":" + s;
  function shapeOf(n) {
    let k = tok(String(n[1])) + (n[2] != null ? "T" : "-");
    const props = n[3];
    if (props) {
      for (const p in props) {
        if (p === "focused" || p in tracked) return null; // side effects at build time
        k += tok(p) + tok(String(props[p]));
      }
    }
    const kids = n[4];
    if (kids && kids.length) {
      k += "(";
      for (let i = 0; i < kids.length; i++) { const c = shapeOf(kids[i]); if (c === null) return null; k += c; }
      k += ")";
    }
    return k;
  }
  /** Gives a clone of a template the ids and text of node `n` (same shape, so same layout). */
  function fill(el, n) {
    el.setAttribute("data-id", String(n[0]));
    byId.set(n[0], el);
    let c = el.firstChild;
    if (n[2] != null) {
      while (c.nodeType !== 3) c = c.nextSibling;
      c.data = String(n[2]);
    }
    const kids = n[4];
    if (kids) {
      for (let i = 0; i < kids.length; i++) {
        while (c.nodeType !== 1 || !c.hasAttribute("data-id")) c = c.nextSibling;
        fill(c, kids[i]);
        c = c.nextSibling;
      }
    }
  }
  // The subtree whose shape key was spelled last, and the key: a compact insert repeats the
  // previous insert's shape, so its key needn't be spelled again.
  const lastShaped = { node: null, key: null };
  /** Builds an inserted subtree, from its shape's template when one exists (`known`: its shape key). */
  function buildShaped(n, known) {
    const kids = n[4];
    if (!kids || !kids.length) return build(n);
    const key = known !== undefined ? known : shapeOf(n);
    lastShaped.node = n;
    lastShaped.key = key;
    if (key === null) return build(n);
    const template = shapes.get(key);
    if (template) { const el = template.cloneNode(true); fill(el, n); return el; }
    const el = build(n);
    if (shapes.size >= 256) shapes.clear();
    shapes.set(key, el.cloneNode(true));
    return el;
  }

  /** Builds a node `[id, role, text, props, children]` and its subtree, off-document. */
  function build(n) {
    const id = n[0], role = String(n[1]), props = n[3] || {}, kids = n[4];
    const el = proto(role, role === "textbox" && props.multiline === "true").cloneNode(true);
    el.setAttribute("data-id", String(id));
    byId.set(id, el);
    const part = WRAPPED.has(role) ? el.lastChild : null;
    for (const k in props) {
      const v = valid(k, props[k]);
      if (v !== null) setProp(el, role, part, k, v, true);
    }
    if (n[2] != null) el.insertBefore(D.createTextNode(String(n[2])), part);
    if (kids) for (let i = 0; i < kids.length; i++) el.insertBefore(build(kids[i]), part);
    if (kids && kids.length && seen.has("layoutPriority")) markStack(el);
    return el;
  }

  // MARK: - A stack with a flexible high-priority child: `data-flexible-priority` (layout.css stops its other
  // children growing). Not a `:has()` in the CSS: Chrome re-checks a `:has()` left of a rule's subject on
  // every element of the page each time any element gains or loses a child (docs/PERFORMANCE.md). Kept
  // here, where children come and go and properties change, once the page has had a `layoutPriority`;
  // HTMLRenderer writes the first paint's (`HTMLElementSpec.fillsWithPriority`).
  const PRIORITY_KEYS = words("layoutPriority maxWidth maxHeight layout contentMode");
  const isHighPriority = (el) => el.nodeType === 1 && el.getAttribute("data-layout-priority") === "high";
  /** Whether `c`, a child of a stack laid out as `layout`, is high priority and fills the stack's axis. */
  function fillsWithPriority(c, layout) {
    if (!isHighPriority(c)) return false;
    const l = c.getAttribute("data-layout");
    if (l === "color" || l === "spacer" || c.getAttribute("data-role") === "shape") return true;
    return layout === "hstack" ? c.getAttribute("data-max-width") === "infinity" || c.hasAttribute("data-content-mode")
      : c.getAttribute("data-max-height") === "infinity";
  }
  function markStack(p) {
    if (!p || p.nodeType !== 1) return;
    const layout = p.getAttribute("data-layout");
    let on = false;
    if (layout === "hstack" || layout === "vstack") for (let c = p.firstChild; c && !on; c = c.nextSibling) on = fillsWithPriority(c, layout);
    if (on !== p.hasAttribute("data-flexible-priority")) attr(p, "data-flexible-priority", on ? "true" : null);
  }
  /** Removes an element from the document, and re-marks its stack when it was a priority child. */
  function detach(el) {
    const p = el.parentNode;
    el.remove();
    if (p && isHighPriority(el) && seen.has("layoutPriority")) markStack(p);
  }

  const flag = (el, name, on) => (on ? el.setAttribute(name, "") : el.removeAttribute(name));
  const attr = (el, name, v) => (v == null ? el.removeAttribute(name) : el.setAttribute(name, v));

  /** Applies one validated property value (null removes it). `fresh` is true while building. */
  function setProp(el, role, part, key, v, fresh) {
    const on = v === "true";
    if (v != null) seen.add(key);
    if (!NOT_STYLE.has(key)) { attr(el, attrName(key), v); exact(el, key, v, fresh); }
    switch (key) {
      case "label": attr(part && part.getAttribute("data-part") === "control" ? part : el, "aria-label", v); break;
      case "hint": attr(part && part.getAttribute("data-part") === "control" ? part : el, "aria-description", v); break;
      case "valueText": attr(part && part.getAttribute("data-part") === "control" ? part : el, "aria-valuetext", v); break;
      case "identifier": attr(el, "data-testid", v); break;
      case "headingLevel": attr(el, "aria-level", v); break;
      case "help": attr(el, "title", v); break;
      case "disabled":
        if (part) { if (part.getAttribute("data-part") === "control") { flag(part, "disabled", on); if (!fresh) part.disabled = on; } }
        else if (el.tagName === "BUTTON" || el.tagName === "button") { flag(el, "disabled", on); }
        else attr(el, "aria-disabled", on ? "true" : null);
        break;
      case "selected":
        if (role === "tab" || role === "option") el.setAttribute("aria-selected", on ? "true" : "false");
        else if (role === "listitem") attr(el, "aria-current", on ? "true" : null);
        break;
      case "keyboard": if (role === "textbox" && part) attr(part, "inputmode", v); break;
      case "autocomplete": if (role === "textbox" && part) attr(part, "autocomplete", v); break;
      case "autocapitalize": if (role === "textbox" && part) attr(part, "autocapitalize", v); break;
      case "autocorrect": if (role === "textbox" && part) { attr(part, "autocorrect", v); attr(part, "spellcheck", v === "off" ? "false" : null); } break;
      case "searchField": if (role === "textbox" && part && part.tagName.toLowerCase() === "input") part.setAttribute("type", on ? "search" : "text"); break;
      case "selectable": case "deletable": case "movable":
        // A row takes focus when it can be selected or edited from the keyboard.
        if (role === "listitem") attr(el, "tabindex", on || el.hasAttribute("data-selectable") || el.hasAttribute("data-deletable") || el.hasAttribute("data-movable") ? "0" : null);
        break;
      case "checked":
        if (role === "button") attr(el, "aria-pressed", on ? "true" : el.hasAttribute("data-toggle") ? "false" : null);
        else if (role === "menuitemcheckbox") el.setAttribute("aria-checked", on ? "true" : "false");
        else if (part && (role === "switch" || role === "checkbox" || role === "radio")) { flag(part, "checked", on); if (!fresh) part.checked = on; }
        break;
      case "value": case "min": case "max": case "step": case "placeholder": controlValue(el, role, part, key, v, fresh); break;
      case "url":
        if (role === "link") {
          const ok = v != null && /^(https?:\/\/|mailto:)/.test(v);
          attr(el, "href", ok ? v : null); attr(el, "rel", ok ? "noopener noreferrer" : null); attr(el, "target", ok ? "_blank" : null);
        }
        break;
      case "systemName": if (role === "img") symbol(el, v); break;
      case "hasPopup": attr(el, "aria-haspopup", v); break;
      case "bar": track("bar", el, v != null); break;
      case "decorative": attr(el, "aria-hidden", on ? "true" : null); break;
      case "expanded":
        attr(el, "aria-expanded", v == null && role === "combobox" ? "false" : v);
        track("expanded", el, v === "true");
        break;
      case "toggle": if (role === "button") { if (!on) { if (el.getAttribute("aria-pressed") !== "true") el.removeAttribute("aria-pressed"); } else if (!el.hasAttribute("aria-pressed")) el.setAttribute("aria-pressed", "false"); } break;
      case "secure": if (role === "textbox" && part && part.tagName.toLowerCase() === "input") part.setAttribute("type", on ? "password" : "text"); break;
      case "inputType": if (role === "textbox" && part && part.tagName.toLowerCase() === "input") part.setAttribute("type", v || "text"); break;
      case "lowerBound": if (role === "textbox" && part) attr(part, "min", v); break;
      case "upperBound": if (role === "textbox" && part) attr(part, "max", v); break;
      case "mixed": if (role === "checkbox" && part) { attr(part, "aria-checked", on ? "mixed" : null); if (!fresh) part.indeterminate = on; } break;
      case "submitLabel": if (role === "textbox" && part) attr(part, "enterkeyhint", v == null ? null : ENTER_KEY[v]); break;
      case "timerAnchor": case "timerStyle": ticking(el); break;
      case "focused": if (on) setTimeout(() => { const f = partOf(el) || el; if (f.isConnected && f.focus) f.focus({ preventScroll: true }); }, 0); break;
    }
    const x = EXT[key];
    if (x) x(el, role, v, fresh);
    if (PRIORITY_KEYS.has(key) && seen.has("layoutPriority")) {
      if (key === "layout") markStack(el);
      if (key === "layoutPriority" || isHighPriority(el)) markStack(el.parentNode);
    }
  }
  // Ticking texts (`Text(_:style: .relative/.offset/.timer)`, `Text(timerInterval:)`): one interval for all of
  // them rewrites their words every second from `timerAnchor`, so the server does nothing per second.
  const tickers = new Set();
  let tickTimer = 0;
  function ticking(el) {
    tickers.add(el);
    if (!tickTimer) tickTimer = setInterval(tick, 1000);
  }
  const two = (v) => (v < 10 ? "0" : "") + v;
  function spellTick(style, anchorMs, nowMs) {
    const diff = (anchorMs - nowMs) / 1000, s = Math.floor(Math.abs(diff));
    const d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
    if (style === "relative") return d > 0 ? d + (d === 1 ? " day, " : " days, ") + h + " hr" : h > 0 ? h + " hr, " + m + " min" : m > 0 ? m + " min, " + sec + " sec" : sec + " sec";
    if (style === "offset") {
      const [n, unit] = s >= 86400 ? [d, "day"] : s >= 3600 ? [Math.floor(s / 3600), "hour"] : s >= 60 ? [Math.floor(s / 60), "minute"] : [s, "second"];
      return (diff < 0 ? "-" : "+") + n + " " + unit + (n === 1 ? "" : "s");
    }
    const t = style === "countdown" ? Math.max(0, Math.floor(diff)) : s;
    const th = Math.floor(t / 3600), tm = Math.floor((t % 3600) / 60), ts = t % 60;
    return th > 0 ? th + ":" + two(tm) + ":" + two(ts) : tm + ":" + two(ts);
  }
  function tick() {
    const now = Date.now();
    for (const el of tickers) {
      const anchor = +el.getAttribute("data-timer-anchor"), style = el.getAttribute("data-timer-style");
      if (!el.isConnected) { if (el.__ticked) tickers.delete(el); continue; }
      el.__ticked = true;
      if (!Number.isFinite(anchor) || !style) { tickers.delete(el); continue; }
      const words = spellTick(style, (anchor + 978307200) * 1000, now); // seconds since 2001 → ms since 1970
      if (el.textContent !== words) el.textContent = words;
    }
    if (!tickers.size) { clearInterval(tickTimer); tickTimer = 0; }
  }

  // Property handlers added by extensions (trellis-drawing.js): (el, role, value, fresh) after the data-* attribute is set.
  const EXT = dict({});
  // preferredColorScheme: the view's preference becomes its window's scheme (chrome.css).
  EXT.preferredColorScheme = (el, role, v) => {
    const apply = () => {
      const w = el.closest && el.closest(".t-window");
      if (w) { if (v == null) w.removeAttribute("data-window-color-scheme"); else w.setAttribute("data-window-color-scheme", v); }
    };
    if (el.isConnected) apply(); else setTimeout(apply, 0);
  };

  function controlValue(el, role, part, key, v, fresh) {
    if (!part) return;
    if (role === "spinbutton") { attr(el, "data-" + key, key === "placeholder" ? null : v == null ? null : num(v)); return; }
    const tag = part.tagName.toLowerCase();
    if (key === "placeholder") { if (role === "textbox") attr(part, "placeholder", v); return; }
    if (role === "textbox") {
      if (key !== "value") return;
      if (fresh) { if (tag === "textarea") part.textContent = v; else part.setAttribute("value", v); }
      else if (!isEcho(part, v || "") && part.value !== (v || "")) part.value = v || "";
      return;
    }
    const n = v == null ? null : num(v);
    if (tag === "progress" && (key === "min" || key === "step")) return;
    if (tag !== "progress" && tag !== "input") return;
    if (key === "value") { attr(part, "value", n); if (!fresh && n !== null && !isEcho(part, n)) part.value = n; }
    else attr(part, key, n === null && tag === "input" ? DEFAULTS[key] : n === null ? (key === "max" ? "1" : null) : n);
  }

  // Values the user produced and we sent (setText/setNumber) come back as patches, possibly after
  // newer keystrokes. Applying a stale echo would jump the caret or the slider thumb back, so an
  // echo of a pending value is absorbed; a value we never sent (the app changed it) always applies.
  const pending = new WeakMap();
  function noteSent(part, value) {
    const q = pending.get(part) || [];
    q.push(String(value));
    if (q.length > 64) q.shift();
    pending.set(part, q);
  }
  function isEcho(part, v) {
    const q = pending.get(part);
    if (!q) return false;
    const i = q.indexOf(v);
    if (i < 0) { pending.delete(part); return false; }
    q.splice(0, i + 1);
    return q.length > 0 || part.value === v;
  }

  function symbol(el, name) {
    let svg = el.firstChild && el.firstChild.nodeName.toLowerCase() === "svg" ? el.firstChild : null;
    if (name == null) { if (svg) el.removeChild(svg); el.removeAttribute("data-missing"); return; }
    if (svg) svg.firstChild.setAttribute("href", SPRITE + "#" + name);
    else el.insertBefore(symbolProto(name).cloneNode(true), el.firstChild);
    attr(el, "data-missing", symbols && !symbols.has(name) ? "true" : null);
  }

  const symProtos = new Map();
  function symbolProto(name) {
    let svg = symProtos.get(name);
    if (svg) return svg;
    svg = D.createElementNS(SVGNS, "svg");
    svg.setAttribute("aria-hidden", "true"); svg.setAttribute("data-part", "symbol"); svg.setAttribute("focusable", "false");
    const use = D.createElementNS(SVGNS, "use");
    use.setAttribute("href", SPRITE + "#" + name);
    svg.appendChild(use);
    if (symProtos.size < 500) symProtos.set(name, svg);
    return svg;
  }

  // Exact values the CSS attribute selectors cannot spell: CSS custom properties via CSSOM.
  const VARS = dict({
    spacing: "--t-gap", minLength: "--t-min-length", width: "--t-w", height: "--t-h", minWidth: "--t-min-w",
    idealWidth: "--t-ideal-w", maxWidth: "--t-max-w", minHeight: "--t-min-h", idealHeight: "--t-ideal-h",
    maxHeight: "--t-max-h", fontSize: "--t-fs", opacity: "--t-opacity",
    foreground: "--t-fg", background: "--t-bg", fill: "--t-fill", tint: "--t-tint", cornerRadius: "--t-corner",
    borderColor: "--t-border-color", borderWidth: "--t-border-w", tracking: "--t-tracking", baselineOffset: "--t-baseline",
  });
  const GAPS = words("0 2 4 6 8 10 12 16 20 24 32 40"); // spacings trellis.css spells as rules
  function exact(el, key, v, fresh) {
    if (typeof KINDS[key] === "function") return; // an extension's kind sets its own values (EXT)
    const s = el.style;
    if (key === "padding") {
      const p = v ? v.split(",") : null;
      ["--t-pt", "--t-pl", "--t-pb", "--t-pr"].forEach((name, i) => (p ? s.setProperty(name, p[i] + "px") : fresh || s.removeProperty(name)));
      return;
    }
    if (key === "borderShape") {
      const r = v && v.startsWith("roundedRectangle:") ? v.slice(17) + "px" : null;
      return r ? s.setProperty("--t-radius", r) : fresh || s.removeProperty("--t-radius");
    }
    const name = VARS[key];
    if (!name) return;
    if (key === "spacing" && GAPS.has(v)) return fresh || s.removeProperty(name);
    let value = null;
    if (KINDS[key] === "c") value = !v ? null : v.startsWith("rgb") || v.startsWith("light-dark(") ? v : alphaColor(v); // plain names are CSS rules
    else if (v != null && v !== "infinity") value = key === "opacity" ? v : v + "px";
    if (value !== null) s.setProperty(name, value);
    else if (!fresh) s.removeProperty(name);
  }

  // `gray/0.12` → the adaptive system colour mixed with transparency.
  function alphaColor(v) {
    const i = v.indexOf("/");
    return i < 0 ? null : "color-mix(in srgb, var(--t-color-" + v.slice(0, i) + ") " + (+v.slice(i + 1) * 100) + "%, transparent)";
  }

  function setText(el, text) {
    let t = el.firstChild;
    if (t && t.nodeType === 1 && t.getAttribute("data-part") === "symbol") t = t.nextSibling;
    if (t && t.nodeType === 3) t.data = text;
    else el.insertBefore(D.createTextNode(text), t);
  }

  // Removing a subtree leaves its ids in the map (walking 60k nodes would dominate a "clear");
  // lookups ignore detached elements and an idle-time sweep drops them.
  let sweepPending = false;
  function forget(el) {
    byId.delete(+el.getAttribute("data-id"));
    if (el.firstElementChild) scheduleSweep();
  }
  function scheduleSweep() {
    if (sweepPending) return;
    sweepPending = true;
    const sweep = () => { sweepPending = false; for (const [id, e] of byId) if (!e.isConnected) byId.delete(id); };
    typeof requestIdleCallback === "function" ? requestIdleCallback(sweep, { timeout: 2000 }) : setTimeout(sweep, 50);
  }
  /** Removes every child element (`data-id`) at once; the element's text and parts stay. */
  function removeChildren(el) {
    let plain = true;
    for (let c = el.firstChild; c && plain; c = c.nextSibling) plain = c.nodeType === 1 && c.hasAttribute("data-id");
    if (plain) el.textContent = ""; // one DOM mutation, like a hand-written clear
    else for (let c = el.firstChild, next; c; c = next) { next = c.nextSibling; if (c.nodeType === 1 && c.hasAttribute("data-id")) el.removeChild(c); }
    scheduleSweep();
  }
  function live(id) {
    const el = byId.get(id);
    if (el && el.isConnected) return el;
    if (id === 0 && rootEl()) { byId.set(0, rootEl()); return rootEl(); } // root not yet adopted
    return undefined;
  }

  // MARK: - Messages

  // Extensions (trellis-lazy.js) watch the DOM change: `before(ops, anim)` runs ahead of a patch,
  // `after(ops, anim)` once it is applied (ops null after a reset or the first-paint adoption; anim is
  // the patch's animation, if it has one).
  const hooks = [];

  /** A MutationObserver for an extension that only cares once the page has had something rare (a title
   * bar, an alert, a toolbar editor): until `relevant()` holds it observes nothing, since every row a
   * patch inserts would queue a record for it (≈ 4 ms of a 1,000-row create for three of them). After the
   * patch (or reset) that makes it hold, it starts observing and runs `begin`, what `callback` would have
   * done for that patch. */
  function observeWhen(relevant, target, options, callback, begin) {
    const observer = new MutationObserver(callback);
    let observing = false;
    const start = () => {
      if (observing || !relevant()) return false;
      observing = true;
      observer.observe(target, options);
      return true;
    };
    if (start()) return;
    hooks.push({ before() {}, after() { if (!observing && start()) begin(); } });
  }

  /** Applies one patch's ops in order, synchronously: one update is one message. `anim` (`withAnimation`):
   * `{d: ms, e: curve, l: delay ms}`; the elements whose properties change get a CSS transition for it. */
  function apply(ops, anim) {
    for (let h = 0; h < hooks.length; h++) hooks[h].before(ops, anim);
    animateChanges(ops, anim);
    let lastInserted = null; // the shape a compact insert ("j") repeats
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      try {
        if (op[0] === "i") { lastInserted = op[3]; insert(op); continue; }
        if (op[0] === "j") {
          const model = lastInserted;
          lastInserted = null;
          const n = reshaped(model, op);
          lastInserted = n;
          insert(["i", op[1], op[2], n], lastShaped.node === model ? lastShaped.key : undefined);
          continue;
        }
        flushRun();
        const el = live(op[1]);
        switch (op[0]) {
          case "r": if (!el) throw op; forget(el); if (!transitionOut(el)) detach(el); break;
          case "c": if (!el) throw op; removeChildren(el); if (seen.has("layoutPriority")) markStack(el); break;
          case "m": {
            const p = live(op[2]);
            if (!el || !p) throw op;
            const from = el.parentNode;
            p.insertBefore(el, op[3] == null ? partOf(p) : live(op[3]) || partOf(p));
            if (isHighPriority(el) && seen.has("layoutPriority")) { if (from !== p) markStack(from); markStack(p); }
            break;
          }
          case "p": {
            if (!el) throw op;
            if (op[2] === "role") { retag(el, op[3]); break; }
            const v = op[3] == null ? null : valid(op[2], op[3]);
            if (op[3] == null || v !== null) setProp(el, el.getAttribute("data-role") || "", partOf(el), op[2], v, false);
            break;
          }
          case "t": { if (!el) throw op; const old = el.textContent; setText(el, String(op[2])); contentTransition(el, old, anim); break; }
        }
      } catch (e) { console.warn("trellis: skipped op", op, e === op ? "(unknown element)" : e); }
    }
    flushRun();
    for (let h = 0; h < hooks.length; h++) hooks[h].after(ops, anim);
  }

  /**
   * A compact insert `["j", parent, before, ids, texts]`: the subtree inserted before it in the same
   * patch, with these element ids and texts in document order (what the server sends for the next
   * row of a list instead of the whole node).
   */
  function reshaped(model, op) {
    const ids = op[3], texts = op[4];
    if (!model || !Array.isArray(ids) || !Array.isArray(texts)) throw op;
    const at = { id: 0, text: 0 };
    const copy = (m) => {
      const kids = m[4];
      return [ids[at.id++], m[1], m[2] == null ? null : texts[at.text++], m[3], kids && kids.length ? kids.map(copy) : kids];
    };
    const n = copy(model);
    if (at.id !== ids.length || at.text !== texts.length || ids.some((id) => typeof id !== "number")) throw op;
    return n;
  }

  // A run of inserts into one parent (how the graph emits new rows: the last first, each before
  // the one inserted just earlier; or in order, all before the same sibling) is gathered in a
  // fragment and goes into the document as one mutation. Any other op flushes the run first,
  // so later ops always see the elements in place.
  let run = null; // { parentId, parent, before: id | null, firstId, frag }
  function flushRun() {
    if (!run) return;
    const r = run;
    run = null;
    const entering = r.frag.querySelectorAll ? r.frag.querySelectorAll("[data-transition]") : [];
    let priority = false;
    if (seen.has("layoutPriority")) for (let c = r.frag.firstChild; c && !priority; c = c.nextSibling) priority = isHighPriority(c);
    r.parent.insertBefore(r.frag, r.before == null ? partOf(r.parent) : live(r.before) || partOf(r.parent));
    if (priority) markStack(r.parent);
    for (const el of entering) transitionIn(el);
  }

  // MARK: - Animations (`withAnimation`, `animation(_:value:)`): CSS transitions, no per-frame work.
  const CURVES = dict({
    linear: "linear", easeIn: "ease-in", easeOut: "ease-out", easeInOut: "ease-in-out",
    spring: "cubic-bezier(0.25, 0.9, 0.35, 1)", bouncy: "cubic-bezier(0.34, 1.45, 0.64, 1)",
  });
  function easing(curve) {
    if (typeof curve !== "string") return null;
    if (CURVES[curve]) return CURVES[curve];
    if (!curve.startsWith("c:")) return null;
    const p = curve.slice(2).split(",").map((x) => num(x));
    if (p.length !== 4 || p.some((x) => x === null) || +p[0] < 0 || +p[0] > 1 || +p[2] < 0 || +p[2] > 1) return null;
    return "cubic-bezier(" + p.join(",") + ")";
  }
  /** `<seconds>|<curve>|<delay>` (an element's `animates`) as a CSS transition, or null. */
  function cssTransition(ms, curve, delayMs) {
    const e = easing(curve);
    if (e === null || !Number.isFinite(ms) || !Number.isFinite(delayMs)) return null;
    return "all " + Math.min(Math.max(ms, 0), 10000) + "ms " + e + " " + Math.min(Math.max(delayMs, 0), 10000) + "ms";
  }
  function ownTransition(el) {
    const v = el.getAttribute("data-animates");
    if (!v || reducedMotion()) return "";
    const [s, curve, delay] = v.split("|");
    return cssTransition(+s * 1000, curve, +delay * 1000) || "";
  }
  EXT.animates = (el) => { el.style.transition = ownTransition(el); };
  function animateChanges(ops, anim) {
    if (!anim || typeof anim !== "object" || reducedMotion()) return;
    const t = cssTransition(+anim.d, anim.e, +anim.l || 0);
    if (t === null || !(+anim.d > 0)) return;
    const touched = new Set();
    for (const op of ops) if (op[0] === "p") { const el = live(op[1]); if (el && el.style) touched.add(el); }
    for (const el of touched) el.style.transition = t;
    if (touched.size) setTimeout(() => { for (const el of touched) el.style.transition = ownTransition(el); }, Math.min(+anim.d + (+anim.l || 0), 20000) + 50);
  }

  // MARK: - Content transitions (`contentTransition(_:)`): changed text slides or fades in, when the change
  // animates (the patch's animation, or the nearest `animates` element's).
  /** How a change to `el` animates: the patch's animation, else the nearest `animates` element's, as
   * [ms, CSS easing]; null when it doesn't animate. */
  function animationTiming(el, anim) {
    let ms = anim && typeof anim === "object" ? +anim.d : NaN, curve = anim && anim.e;
    if (!(ms > 0)) {
      const a = el.closest("[data-animates]");
      const parts = a ? a.getAttribute("data-animates").split("|") : [];
      ms = +parts[0] * 1000;
      curve = parts[1];
    }
    const e = easing(curve);
    return ms > 0 && e !== null ? [Math.min(ms, 10000), e] : null;
  }
  function contentTransition(el, old, anim) {
    if (!seen.has("contentTransition")) return; // no ancestor walk per text change on pages without one
    const owner = el.closest && el.closest("[data-content-transition]");
    if (!owner || typeof el.animate !== "function" || reducedMotion() || old === el.textContent) return;
    const timing = animationTiming(el, anim);
    if (!timing) return;
    const kind = owner.getAttribute("data-content-transition");
    let frames = [{ opacity: 0 }, { opacity: 1 }];
    if (kind.startsWith("numericText")) {
      const before = parseFloat(String(old).replace(/[^0-9.+-]/g, "")), after = parseFloat(el.textContent.replace(/[^0-9.+-]/g, ""));
      const down = kind === "numericText:down" || (kind === "numericText:auto" && after < before);
      frames = [{ opacity: 0, transform: "translateY(" + (down ? "-" : "") + "0.6em)" }, { opacity: 1, transform: "none" }];
    }
    el.animate(frames, { duration: timing[0], easing: timing[1] });
  }

  // MARK: - Transitions (`transition(_:)`): `data-transition` is "<in effects>|<out effects>|<seconds>".
  // An element a patch inserts animates from the hidden end; one a patch removes stays, inert and
  // without an id, until its animation ends. No animation under prefers-reduced-motion or without
  // Web Animations (the element comes and goes at once, as before).
  const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  function transitionFrames(spec) {
    const frame = {}, moves = [];
    for (const token of spec.split(" ")) {
      const [kind, a, b] = token.split(":");
      if (kind === "opacity") frame.opacity = 0;
      else if (kind === "blur") frame.filter = "blur(8px)";
      else if (kind === "scale" && num(a || "") !== null) moves.push("scale(" + num(a) + ")");
      else if (kind === "offset" && num(a || "") !== null && num(b || "") !== null) moves.push("translate(" + num(a) + "px," + num(b) + "px)");
      else if (kind === "move") {
        const m = { leading: "translateX(-100%)", trailing: "translateX(100%)", top: "translateY(-100%)", bottom: "translateY(100%)" }[a];
        if (m) moves.push(m);
      }
    }
    if (moves.length) frame.transform = moves.join(" ");
    return frame;
  }
  function transitionParts(el) {
    const v = el.getAttribute("data-transition");
    if (!v || typeof el.animate !== "function" || reducedMotion()) return null;
    const [into, out, secs] = v.split("|");
    const ms = Math.min(Math.max(+secs * 1000 || 0, 0), 10000);
    return ms > 0 ? { into: into || "", out: out || "", ms } : null;
  }
  function transitionIn(el) {
    const t = transitionParts(el);
    if (!t || !t.into) return;
    el.animate([transitionFrames(t.into), {}], { duration: t.ms, easing: "ease-in-out" });
  }
  /** Animates a removed element out and removes it after; false when it should go at once. */
  function transitionOut(el) {
    const t = transitionParts(el);
    if (!t || !t.out || !el.isConnected) return false;
    el.removeAttribute("data-id");
    el.setAttribute("data-leaving", "true");
    el.inert = true;
    const a = el.animate([{}, transitionFrames(t.out)], { duration: t.ms, easing: "ease-in-out", fill: "forwards" });
    a.finished.then(() => detach(el), () => detach(el));
    return true;
  }
  function insert(op, shape) {
    const before = op[2] == null ? null : op[2], n = op[3];
    if (run && run.parentId === op[1]) {
      if (before !== null && before === run.firstId) { run.frag.insertBefore(buildShaped(n, shape), run.frag.firstChild); run.firstId = n[0]; return; }
      if (before === run.before) { run.frag.appendChild(buildShaped(n, shape)); return; }
    }
    flushRun();
    const p = live(op[1]);
    if (!p) throw op;
    run = { parentId: op[1], parent: p, before, firstId: n[0], frag: D.createDocumentFragment() };
    run.frag.appendChild(buildShaped(n, shape));
  }

  /**
   * The graph changed an element's role (`["p", id, "role", newRole]`): rebuild it as the new
   * element, keeping its id, children, data-* properties, label and exact values. Other
   * semantics (disabled, checked…) come back with the graph's next property changes.
   */
  function retag(el, role) {
    if (typeof role !== "string" || !/^[a-z]{1,24}$/.test(role) || role === el.getAttribute("data-role")) return;
    const fresh = proto(role, false).cloneNode(true), part = partOf(el);
    const newPart = WRAPPED.has(role) ? fresh.lastChild : null;
    for (const a of Array.from(el.attributes)) {
      if ((a.name.startsWith("data-") && a.name !== "data-role") || a.name === "aria-label") fresh.setAttribute(a.name, a.value);
    }
    fresh.style.cssText = el.style.cssText; // CSSOM, not a style attribute: fine under CSP
    for (let c = el.firstChild, next; c; c = next) { next = c.nextSibling; if (c !== part) fresh.insertBefore(c, newPart); }
    el.parentNode.insertBefore(fresh, el);
    el.remove();
    if (isHighPriority(fresh) && seen.has("layoutPriority")) markStack(fresh.parentNode); // a shape, or no longer one
    for (const key in tracked) if (tracked[key].delete(el)) tracked[key].add(fresh);
    byId.set(+fresh.getAttribute("data-id"), fresh);
  }

  function rootEl() { return D.querySelector('[data-id="0"]'); }

  /** Replaces the window's content with the root node's children. */
  function reset(node) {
    const root = rootEl();
    if (!root) return;
    const focused = D.activeElement && D.activeElement.closest && D.activeElement.closest("[data-id]");
    const focusId = focused ? focused.getAttribute("data-id") : null;
    byId.clear();
    byId.set(0, root);
    root.textContent = "";
    // The mac chrome shows the app name only while the app has no menu bar of its own.
    if (D.body) { const first = (node[4] || [])[0]; flag(D.body, "data-menubar", !!first && first[1] === "menubar"); }
    const props = node[3] || {};
    for (const k in props) { const v = valid(k, props[k]); if (v !== null) setProp(root, "application", null, k, v, false); }
    const frag = D.createDocumentFragment();
    const kids = node[4] || [];
    for (let i = 0; i < kids.length; i++) frag.appendChild(build(kids[i]));
    root.appendChild(frag);
    if (focusId !== null) { const f = D.querySelector('[data-id="' + focusId.replace(/\D/g, "") + '"]'); if (f) (partOf(f) || f).focus({ preventScroll: true }); }
    for (let h = 0; h < hooks.length; h++) hooks[h].after(null);
  }

  /** Registers a server-rendered first paint and applies its exact values. */
  function adopt() {
    const root = rootEl();
    if (!root) return;
    byId.set(0, root);
    for (const el of root.querySelectorAll("[data-id]")) {
      byId.set(+el.getAttribute("data-id"), el);
      seen.add("role:" + el.getAttribute("data-role"));
      for (const a of el.attributes) if (a.name.startsWith("data-")) seen.add(keyOf(a.name));
      if (el.getAttribute("aria-expanded") === "true") tracked.expanded.add(el);
      if (el.hasAttribute("data-bar")) tracked.bar.add(el);
      if (el.hasAttribute("data-timer-anchor")) ticking(el);
      for (const key in VARS) { const a = el.getAttribute(attrName(key)); if (a !== null) exact(el, key, a, true); }
      for (const key of ["padding", "borderShape"]) { const a = el.getAttribute(attrName(key)); if (a !== null) exact(el, key, a, true); }
      for (const key in EXT) { const a = el.getAttribute(attrName(key)); if (a !== null) EXT[key](el, el.getAttribute("data-role") || "", a, true); }
    }
    for (let h = 0; h < hooks.length; h++) hooks[h].after(null);
  }

  /** Replaces the known sprite names and re-marks images whose symbol is missing. */
  function setSymbols(list) {
    symbols = new Set(list);
    shapes.clear(); // templates carry data-missing from before the list loaded
    if (!D.querySelectorAll) return;
    for (const el of D.querySelectorAll('.t-root [data-role="img"]')) {
      const use = el.querySelector('svg[data-part="symbol"] use');
      if (use) attr(el, "data-missing", symbols.has(use.getAttribute("href").split("#")[1]) ? null : "true");
    }
  }

  const api = { build, apply, reset, adopt, rootEl, byId, valid, setSymbols, noteSent, hooks, withProperty, ever, observeWhen };
  // For extensions that add property kinds, roles and handlers before the first build (trellis-drawing.js).
  api.extend = { KINDS, ROLES, COLORS, EXT, color, num, attrName, animationTiming, reducedMotion };
  if (typeof globalThis.__trellisTest === "object" && globalThis.__trellisTest) { globalThis.__trellisTest.api = api; return; }
  // trellis-client.js (connection, events, chrome) drives the DOM through this object only.
  window.TrellisRuntime = api;
})();
