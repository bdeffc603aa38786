// trellis-drawing.js — shapes, paints and visual effects (docs/RENDERING.md, "Shapes", "Paint",
// "Effects"). Loaded after trellis.js, before the first build: it adds property kinds, the `shape`
// role and property handlers through TrellisRuntime.extend. Like trellis.js it never uses innerHTML,
// eval or inline style attributes: values are validated, turned into CSS from fixed templates and
// set as custom properties through CSSOM; SVG parts are built element by element.
// HTMLValue+Drawing.swift and HTMLRenderer+Drawing.swift are the Swift mirror (HTMLAgreementTests).
(function () {
  "use strict";
  const rt = (globalThis.__trellisTest && globalThis.__trellisTest.api) || globalThis.TrellisRuntime;
  if (!rt || !rt.extend) return;
  const { KINDS, ROLES, COLORS, EXT, color, num, attrName, reducedMotion } = rt.extend;
  const D = document;
  const SVGNS = "http://www.w3.org/2000/svg";
  const words = (s) => new Set(s.split(" "));

  // MARK: - Vocabulary (mirror of HTMLValue+Drawing.swift)

  // System colours beyond trellis.js's: label levels, backgrounds, fills, UIKit/AppKit names.
  for (const c of DRAWING_COLORS()) COLORS.add(c);
  function DRAWING_COLORS() {
    return ("tertiary quaternary quinary background separator label secondaryLabel tertiaryLabel quaternaryLabel " +
      "systemBackground secondarySystemBackground tertiarySystemBackground systemGroupedBackground " +
      "secondarySystemGroupedBackground tertiarySystemGroupedBackground systemFill secondarySystemFill " +
      "tertiarySystemFill quaternarySystemFill placeholderText opaqueSeparator link systemGray2 systemGray3 " +
      "systemGray4 systemGray5 systemGray6 windowBackground controlBackground textBackground text " +
      "underPageBackground selectedContentBackground").split(" ");
  }
  const MATERIALS = words("ultraThin thin regular thick ultraThick bar");
  const GRADIENTS = words("linear radial elliptical angular");
  const numbers = (s, counts) => {
    const p = s.split(",").map(num);
    return counts.includes(p.length) && p.every((x) => x !== null) ? p.join(",") : null;
  };
  /** A paint: a colour, a gradient or a material (docs/RENDERING.md, "Paint"). */
  function paint(v) {
    if (v.startsWith("material:")) return MATERIALS.has(v.slice(9)) ? v : null;
    if (v.indexOf(";") < 0) return color(v);
    const parts = v.split(";");
    if (!GRADIENTS.has(parts[0]) || parts.length < 3 || parts.length > 34) return null;
    const geo = numbers(parts[1], [4]);
    if (geo === null) return null;
    const out = [parts[0], geo];
    for (let i = 2; i < parts.length; i++) {
      const at = parts[i].lastIndexOf("@");
      if (at < 0) return null;
      const c = color(parts[i].slice(0, at)), l = num(parts[i].slice(at + 1));
      if (c === null || l === null || +l < 0 || +l > 1) return null;
      out.push(c + "@" + l);
    }
    return out.join(";");
  }
  const PATH = /^M[MLQCZ0-9 .\-]{0,199999}$/;
  const TOKEN = /^(t|tp|s)\((-?[\d.]+),(-?[\d.]+)\)$|^r\((-?[\d.]+)\)$|^m\(((?:-?[\d.]+,){5}-?[\d.]+)\)$|^r3\(((?:-?[\d.]+,){4}-?[\d.]+)\)$/;
  function transform(v) {
    const tokens = v.split(" ");
    if (tokens.length > 48) return null;
    for (const t of tokens) {
      const m = TOKEN.exec(t);
      if (!m) return null;
      const args = t.slice(t.indexOf("(") + 1, -1).split(",");
      if (!args.every((a) => num(a) === a)) return null;
    }
    return v;
  }
  const FILTER = /^(blur|brightness|contrast|saturate|grayscale|hue|invert|opacity)\((-?[\d.]+)\)$/;
  function filter(v) {
    const tokens = v.split(" ");
    if (tokens.length > 32) return null;
    for (const t of tokens) {
      if (t.startsWith("shadow(") && t.endsWith(")")) {
        const inner = t.slice(7, -1), at = inner.lastIndexOf("@");
        if (at < 0 || color(inner.slice(0, at)) !== inner.slice(0, at) || numbers(inner.slice(at + 1), [3]) !== inner.slice(at + 1)) return null;
        continue;
      }
      const m = FILTER.exec(t);
      if (!m || num(m[2]) !== m[2]) return null;
    }
    return v;
  }
  const simpleShape = /^(rect|capsule|circle|ellipse)(:(-?[\d.]+(,-?[\d.]+){0,3}))?$/;
  function clip(v) {
    const m = simpleShape.exec(v);
    if (!m) return null;
    if (m[3] !== undefined && numbers(m[3], [1, 2, 4]) !== m[3]) return null;
    return v;
  }
  /** Grid tracks: `f:<size>`, `x:<min>,<max>`, `a:<min>,<max>` (`inf`: no maximum). */
  function gridTracks(v) {
    const tokens = v.split(" ");
    if (tokens.length < 1 || tokens.length > 64) return null;
    for (const t of tokens) {
      const i = t.indexOf(":");
      if (i < 0) return null;
      const kind = t.slice(0, i), args = t.slice(i + 1).split(",");
      const ok = kind === "f" ? args.length === 1 && num(args[0]) === args[0]
        : (kind === "x" || kind === "a") && args.length === 2 && num(args[0]) === args[0] && (args[1] === "inf" || num(args[1]) === args[1]);
      if (!ok) return null;
    }
    return v;
  }
  /** `keyframes` (`keyframeAnimator`): `<seconds>|<once|loop>|<run>;<transform>|<filter>|<opacity>;…`. */
  function keyframes(v) {
    if (v.length > 200000) return null;
    const parts = v.split(";"), h = parts[0].split("|");
    if (parts.length < 3 || parts.length > 302 || h.length !== 3 || num(h[0]) !== h[0] || !(+h[0] > 0 && +h[0] <= 60)) return null;
    if ((h[1] !== "once" && h[1] !== "loop") || !/^\d{1,9}$/.test(h[2])) return null;
    for (let i = 1; i < parts.length; i++) {
      const f = parts[i].split("|");
      if (f.length !== 3 || (f[0] && transform(f[0]) === null) || (f[1] && filter(f[1]) === null)) return null;
      if (f[2] && (num(f[2]) !== f[2] || +f[2] < 0 || +f[2] > 1)) return null;
    }
    return v;
  }
  Object.assign(KINDS, {
    keyframes,
    shape: words("rect capsule circle ellipse path"), corners: (v) => numbers(v, [1, 2, 4]),
    inset: "n", strokeInset: "n", path: (v) => (PATH.test(v) ? v : null), pathBox: (v) => numbers(v, [2]),
    shapeFill: paint, eoFill: "f", stroke: paint, strokeWidth: "n", lineCap: words("round square"),
    lineJoin: words("round bevel"), miterLimit: "n", dash: (v) => (v.split(",").length <= 16 ? numbers(v, [v.split(",").length]) : null),
    dashPhase: "n", trim: (v) => numbers(v, [2]), transform, filter, clip, foreground: paint, background: paint,
    shadowColor: color, blendMode: words("multiply screen overlay darken lighten colorDodge colorBurn softLight hardLight difference exclusion hue saturation color luminosity plusDarker plusLighter sourceAtop destinationOver destinationOut"),
    zIndex: "n", position: (v) => numbers(v, [2]), isolate: "f", noHitTesting: "f", redacted: "f", unredacted: "f",
    mask: paint, overlayAlignment: words("leading center trailing top bottom topLeading topTrailing bottomLeading bottomTrailing"),
    gridTracks, trackSpacing: "n", gridColumnCount: "n", gridColumns: "n", cellAlignment: words("leading center trailing"),
    cellAnchor: words("leading center trailing top bottom topLeading topTrailing bottomLeading bottomTrailing"),
    layer: words("background overlay"), colorMultiply: color, clipPath: (v) => (PATH.test(v) ? v : null), clipBox: (v) => numbers(v, [2]),
  });
  ROLES.shape = ["div", { "aria-hidden": "true" }];
  for (const l of ["overlay", "position", "vgrid", "hgrid", "grid", "gridrow"]) KINDS.layout.add(l);

  // MARK: - Paint → CSS (values are validated: numbers, colour names and rgba() only)

  const BASE = words("red orange yellow green mint teal cyan blue indigo purple pink brown gray white black clear primary secondary accentColor");
  function colorCSS(c) {
    if (c.startsWith("rgb") || c.startsWith("light-dark(")) return c;
    const i = c.indexOf("/");
    if (i < 0) return "var(--t-color-" + c + ")";
    return "color-mix(in srgb, var(--t-color-" + c.slice(0, i) + ") " + (+c.slice(i + 1) * 100) + "%, transparent)";
  }
  const pct = (x) => +(x * 100).toFixed(3) + "%";
  function gradientCSS(v) {
    const parts = v.split(";"), g = parts[1].split(",").map(Number);
    const stops = parts.slice(2).map((s) => { const at = s.lastIndexOf("@"); return [colorCSS(s.slice(0, at)), +s.slice(at + 1)]; });
    switch (parts[0]) {
      case "linear": {
        // SwiftUI's start and end points, mapped onto CSS's gradient line for a unit square.
        const dx = g[2] - g[0], dy = g[3] - g[1];
        const angle = dx === 0 && dy === 0 ? 180 : Math.atan2(dx, -dy) * 180 / Math.PI;
        const ux = Math.sin(angle * Math.PI / 180), uy = -Math.cos(angle * Math.PI / 180);
        const len = Math.abs(ux) + Math.abs(uy);
        const at = (x, y) => ((x - 0.5) * ux + (y - 0.5) * uy) / len + 0.5;
        const t0 = at(g[0], g[1]), t1 = at(g[2], g[3]);
        return "linear-gradient(" + +angle.toFixed(3) + "deg, " + stops.map(([c, l]) => c + " " + pct(t0 + l * (t1 - t0))).join(", ") + ")";
      }
      case "radial":
        return "radial-gradient(circle at " + pct(g[0]) + " " + pct(g[1]) + ", " +
          stops.map(([c, l]) => c + " " + +(g[2] + l * (g[3] - g[2])).toFixed(3) + "px").join(", ") + ")";
      case "elliptical":
        return "radial-gradient(ellipse 100% 100% at " + pct(g[0]) + " " + pct(g[1]) + ", " +
          stops.map(([c, l]) => c + " " + pct(g[2] + l * (g[3] - g[2]))).join(", ") + ")";
      case "angular":
        return "conic-gradient(from " + +(g[2] + 90).toFixed(3) + "deg at " + pct(g[0]) + " " + pct(g[1]) + ", " +
          stops.map(([c, l]) => c + " " + +(l * (g[3] - g[2])).toFixed(3) + "deg").join(", ") + ")";
    }
    return null;
  }
  /** [CSS <image>|<color>, backdrop-filter] for a validated paint. */
  function paintCSS(v) {
    if (v.startsWith("material:")) return ["var(--t-material-" + v.slice(9) + ")", "var(--t-material-filter)"];
    if (v.indexOf(";") >= 0) return [gradientCSS(v), null];
    return [colorCSS(v), null];
  }
  /** The first colour of a paint, for places that take only colours (SVG strokes). */
  function paintColorCSS(v) {
    if (v.indexOf(";") >= 0) { const s = v.split(";")[2]; return colorCSS(s.slice(0, s.lastIndexOf("@"))); }
    return paintCSS(v)[0];
  }
  const setVar = (el, name, value, fresh) => (value != null ? el.style.setProperty(name, value) : fresh || el.style.removeProperty(name));

  // foreground/background take any paint: names trellis.css spells stay rules, the rest go through CSSOM.
  EXT.foreground = (el, role, v, fresh) => setVar(el, "--t-fg", v == null || BASE.has(v) ? null : paintCSS(v)[0], fresh);
  EXT.background = (el, role, v, fresh) => setVar(el, "--t-bg", v == null || BASE.has(v) || v.startsWith("material:") ? null : paintCSS(v)[0], fresh);

  // MARK: - Shapes

  const SHAPE_KEYS = ["shape", "corners", "inset", "strokeInset", "path", "pathBox", "shapeFill", "eoFill", "stroke", "strokeWidth", "miterLimit", "dash", "dashPhase", "trim"];
  for (const key of SHAPE_KEYS) EXT[key] = (el, role) => { if (role === "shape") refreshShape(el); };
  const get = (el, key) => el.getAttribute(attrName(key));
  const px = (n) => +n + "px";

  /** The stroke part's markup for the element's current properties (mirror: HTMLRenderer+Drawing.swift). */
  function shapePart(el) {
    const svg = D.createElementNS(SVGNS, "svg");
    svg.setAttribute("aria-hidden", "true"); svg.setAttribute("data-part", "shape"); svg.setAttribute("focusable", "false");
    const kind = get(el, "shape") || "rect", box = get(el, "pathBox");
    if (kind === "path" && box) { svg.setAttribute("viewBox", "0 0 " + box.replace(",", " ")); svg.setAttribute("preserveAspectRatio", "none"); }
    const tag = kind === "circle" ? "circle" : kind === "ellipse" ? "ellipse" : kind === "path" ? "path" : "rect";
    const g = D.createElementNS(SVGNS, tag);
    if (tag === "path") g.setAttribute("d", get(el, "path") || "M0 0");
    if (get(el, "trim") !== null) g.setAttribute("pathLength", "1");
    svg.appendChild(g);
    return svg;
  }
  function refreshShape(el) {
    const old = el.lastChild && el.lastChild.nodeType === 1 && el.lastChild.getAttribute("data-part") === "shape" ? el.lastChild : null;
    const hasStroke = get(el, "stroke") !== null;
    if (old) el.removeChild(old);
    if (hasStroke) el.appendChild(shapePart(el));
    const s = el.style;
    const inset = +(get(el, "inset") || 0), strokeInset = +(get(el, "strokeInset") || 0);
    const corners = (get(el, "corners") || "0").split(",").map(Number);
    const less = (r, by) => px(Math.max(0, r - by));
    s.setProperty("--t-inset", px(inset));
    s.setProperty("--t-stroke-inset", px(strokeInset));
    // Inset rectangles keep concentric corners: each radius shrinks by the inset.
    s.setProperty("--t-corners", corners.length === 2 ? less(corners[0], inset) + " / " + less(corners[1], inset) : corners.map((r) => less(r, inset)).join(" "));
    s.setProperty("--t-stroke-rx", less(corners[0], strokeInset));
    s.setProperty("--t-stroke-ry", less(corners.length === 2 ? corners[1] : corners[0], strokeInset));
    const fill = get(el, "shapeFill");
    const [image, backdrop] = fill ? paintCSS(fill) : [null, null];
    setVar(el, "--t-shape-fill", image, false);
    setVar(el, "--t-shape-backdrop", backdrop, false);
    const path = get(el, "path"), box = get(el, "pathBox");
    if (get(el, "shape") === "path" && path && fill) {
      // The fill layer is masked by the path, drawn in an SVG image (data: URLs are allowed for images).
      s.setProperty("--t-mask", pathImage(path, box, get(el, "eoFill") === "true"));
    } else s.removeProperty("--t-mask");
    const stroke = get(el, "stroke");
    setVar(el, "--t-stroke", stroke ? paintColorCSS(stroke) : null, false);
    setVar(el, "--t-stroke-w", get(el, "strokeWidth") !== null ? px(get(el, "strokeWidth")) : null, false);
    setVar(el, "--t-miter", get(el, "miterLimit"), false);
    const trim = get(el, "trim"), dash = get(el, "dash");
    if (trim !== null) {
      const [from, to] = trim.split(",").map(Number);
      s.setProperty("--t-dash", +(to - from).toFixed(4) + " 2");
      s.setProperty("--t-dash-phase", String(-from));
    } else {
      setVar(el, "--t-dash", dash ? dash.split(",").map(px).join(" ") : null, false);
      setVar(el, "--t-dash-phase", get(el, "dashPhase") !== null ? px(get(el, "dashPhase")) : null, false);
    }
  }
  /** The largest x (axis 0) or y (axis 1) in path data: the size of an absolute path's mask image. */
  function pathExtent(d, axis) {
    const n = d.replace(/[MLQCZ]/g, " ").trim().split(/\s+/).map(Number);
    let max = 1;
    for (let i = axis; i < n.length; i += 2) if (n[i] > max) max = n[i];
    return Math.ceil(max);
  }

  // MARK: - Effects (transform, filter, clip, mask, position, zIndex, blend)

  function transformCSS(v) {
    return v.split(" ").map((t) => {
      const name = t.slice(0, t.indexOf("(")), a = t.slice(t.indexOf("(") + 1, -1).split(",");
      switch (name) {
        case "t": return "translate(" + px(a[0]) + ", " + px(a[1]) + ")";
        case "tp": return "translate(" + a[0] + "%, " + a[1] + "%)";
        case "s": return "scale(" + a[0] + ", " + a[1] + ")";
        case "r": return "rotate(" + a[0] + "deg)";
        case "m": return "matrix(" + a.join(", ") + ")";
        case "r3": return (+a[4] > 0 ? "perspective(" + px(a[4]) + ") " : "") + "rotate3d(" + a.slice(0, 3).join(", ") + ", " + a[3] + "deg)";
      }
      return "";
    }).join(" ");
  }
  function filterCSS(v) {
    return v.split(" ").map((t) => {
      if (t.startsWith("shadow(")) {
        const inner = t.slice(7, -1), at = inner.lastIndexOf("@"), n = inner.slice(at + 1).split(",");
        return "drop-shadow(" + px(n[1]) + " " + px(n[2]) + " " + px(n[0]) + " " + colorCSS(inner.slice(0, at)) + ")";
      }
      const m = FILTER.exec(t), x = m[2];
      switch (m[1]) {
        case "blur": return "blur(" + px(x) + ")";
        case "hue": return "hue-rotate(" + x + "deg)";
        default: return m[1] + "(" + x + ")";
      }
    }).join(" ");
  }
  function clipCSS(v) {
    const m = simpleShape.exec(v), r = m[3] ? m[3].split(",").map(px) : null;
    switch (m[1]) {
      case "capsule": return "inset(0 round 9999px)";
      case "circle": return "circle(closest-side)";
      case "ellipse": return "ellipse(50% 50%)";
      default: return r ? "inset(0 round " + (r.length === 2 ? r[0] + " / " + r[1] : r.join(" ")) + ")" : "inset(0)";
    }
  }
  EXT.transform = (el, role, v, fresh) => setVar(el, "--t-transform", v == null ? null : transformCSS(v), fresh);
  EXT.filter = (el, role, v, fresh) => setVar(el, "--t-filter", v == null ? null : filterCSS(v), fresh);
  // keyframeAnimator: the samples play as one Web Animation (a new value replaces the running one); the
  // element's own properties hold the end state, so nothing is kept once it finishes.
  EXT.keyframes = (el, role, v) => {
    if (el.__keyframes) { el.__keyframes.cancel(); el.__keyframes = null; }
    if (v == null || typeof el.animate !== "function" || reducedMotion()) return;
    const parts = v.split(";"), h = parts[0].split("|");
    const rows = parts.slice(1).map((p) => p.split("|"));
    const has = [0, 1, 2].map((i) => rows.some((f) => f[i] !== ""));
    const frames = rows.map((f) => {
      const k = {};
      if (has[0]) k.transform = f[0] ? transformCSS(f[0]) : "none";
      if (has[1]) k.filter = f[1] ? filterCSS(f[1]) : "none";
      if (has[2]) k.opacity = f[2] || "1";
      return k;
    });
    el.__keyframes = el.animate(frames, { duration: +h[0] * 1000, iterations: h[1] === "loop" ? Infinity : 1 });
  };
  EXT.clip = (el, role, v, fresh) => setVar(el, "--t-clip", v == null ? null : clipCSS(v), fresh);
  EXT.mask = (el, role, v, fresh) => setVar(el, "--t-mask-image", v == null ? null : paintCSS(v)[0], fresh);
  EXT.colorMultiply = (el, role, v, fresh) => setVar(el, "--t-multiply", v == null ? null : colorCSS(v), fresh);
  /** An SVG image of path data as a CSS url(): stretched over `box` (w,h), or in its own coordinates. */
  function pathImage(path, box, evenOdd) {
    const b = box ? box.split(",") : null;
    const size = b ? 'viewBox="0 0 ' + b[0] + " " + b[1] + '" preserveAspectRatio="none"' : 'width="' + pathExtent(path, 0) + '" height="' + pathExtent(path, 1) + '"';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" ' + size + '><path d="' + path + '"' + (evenOdd ? ' fill-rule="evenodd"' : "") + "/></svg>";
    return 'url("data:image/svg+xml,' + encodeURIComponent(svg) + '")';
  }
  const refreshClip = (el, role, v, fresh) => {
    const path = get(el, "clipPath");
    setVar(el, "--t-mask-image", path ? pathImage(path, get(el, "clipBox"), get(el, "eoFill") === "true") : null, fresh);
  };
  EXT.clipPath = refreshClip;
  EXT.clipBox = refreshClip;
  function tracksCSS(v) {
    const size = (x) => (x === "inf" ? "1fr" : px(x));
    return v.split(" ").map((t) => {
      const kind = t[0], a = t.slice(2).split(",");
      if (kind === "f") return px(a[0]);
      if (kind === "x") return "minmax(" + px(a[0]) + ", " + size(a[1]) + ")";
      return "repeat(auto-fill, minmax(" + px(a[0]) + ", " + size(a[1]) + "))";
    }).join(" ");
  }
  EXT.gridTracks = (el, role, v, fresh) => setVar(el, "--t-grid-tracks", v == null ? null : tracksCSS(v), fresh);
  EXT.trackSpacing = (el, role, v, fresh) => setVar(el, "--t-track-gap", v == null ? null : px(v), fresh);
  EXT.gridColumnCount = (el, role, v, fresh) => setVar(el, "--t-grid-n", v, fresh);
  EXT.gridColumns = (el, role, v, fresh) => setVar(el, "--t-span", v, fresh);
  EXT.zIndex = (el, role, v, fresh) => setVar(el, "--t-z", v, fresh);
  EXT.position = (el, role, v, fresh) => {
    const p = v == null ? null : v.split(",");
    setVar(el, "--t-pos-x", p ? px(p[0]) : null, fresh);
    setVar(el, "--t-pos-y", p ? px(p[1]) : null, fresh);
  };

  // MARK: - List rows and sections (listRowSeparatorTint, listRowSpacing, …; HostVocabulary+ListRows.swift)

  Object.assign(KINDS, {
    separator: words("hidden"), separatorTint: paint, sectionSeparator: words("hidden hiddenTop hiddenBottom"), rowBackground: "f",
    rowSpacing: "n", sectionSpacing: "n", contentBackground: words("hidden"), prominence: words("increased"),
    layoutDirection: words("leftToRight rightToLeft"), outline: words("expanded collapsed"), outlineLevel: "n",
    outlineDisclosure: words("button none"),
  });
  EXT.separatorTint = (el, role, v, fresh) => setVar(el, "--t-row-separator", v == null ? null : paintColorCSS(v), fresh);
  EXT.outlineLevel = (el, role, v, fresh) => setVar(el, "--t-outline-level", v, fresh);
  EXT.rowSpacing = (el, role, v, fresh) => setVar(el, "--t-row-spacing", v == null ? null : px(v), fresh);
  EXT.sectionSpacing = (el, role, v, fresh) => setVar(el, "--t-section-spacing", v == null ? null : px(v), fresh);

  rt.drawing = { paint, paintCSS, transformCSS, filterCSS, clipCSS };
})();
