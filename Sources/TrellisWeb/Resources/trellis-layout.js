// trellis-layout.js — layout modifiers and scrolling (docs/RENDERING.md, "Layout modifiers and
// scrolling"). Loaded after trellis.js, before the first build: it adds the keys of
// HostVocabulary+Layout.swift to trellis.js's table and their handlers through TrellisRuntime.extend.
// Values are validated, exact numbers go to custom properties through CSSOM, and scroll requests
// (`scrollTarget`) scroll an element into view. Nothing here writes markup.
(function () {
  "use strict";
  const rt = (globalThis.__trellisTest && globalThis.__trellisTest.api) || globalThis.TrellisRuntime;
  if (!rt || !rt.extend) return;
  const { KINDS, EXT, num } = rt.extend;
  const D = document;
  const words = (s) => new Set(s.split(" "));
  const numbers = (count) => (v) => {
    const p = v.split(",").map(num);
    return p.length === count && p.every((x) => x !== null) ? p.join(",") : null;
  };
  const edgeSets = [];
  for (let bits = 1; bits < 16; bits++) edgeSets.push(["t", "l", "b", "r"].filter((_, i) => bits & (1 << i)).join(""));

  // MARK: - Vocabulary (mirror of HostVocabulary+Layout.swift)
  Object.assign(KINDS, {
    aspectRatio: "n", contentMode: words("fit fill"), fixedSize: words("horizontal vertical both"),
    layoutPriority: words("high low"), guideH: numbers(2), guideHFor: words("leading center trailing custom"),
    guideV: numbers(2), guideVFor: words("top center bottom firstTextBaseline lastTextBaseline custom"),
    customAlignment: words("horizontal vertical both"), safeAreaInset: words("top bottom leading trailing"),
    insetContent: "f", ignoresSafeArea: new Set(edgeSets), scrollDisabled: "f", scrollSnap: words("paging viewAligned"),
    scrollTargetLayout: "f", scrollAnchor: words("start center end"), scrollTarget: numbers(5), scrollReports: "f",
    lazyRow: "f", pinnedViews: words("headers footers both"), imageScale: words("small medium large"),
    renderingMode: words("template original"), interpolation: words("none low medium high"),
    // Custom `Layout`s (HostVocabulary+Geometry.swift): the container and where each subview goes.
    customLayout: words("flow placed"), layoutSize: numbers(2), placedAt: numbers(2),
  });
  // Function kinds set no custom property of their own in trellis.js: these handlers do.
  const setVar = (el, name, value) => { if (el.style) value == null ? el.style.removeProperty(name) : el.style.setProperty(name, value); };
  EXT.aspectRatio = (el, role, v) => setVar(el, "--t-aspect", v);
  const guide = (name) => (el, role, v) => {
    if (v == null) return setVar(el, name, null);
    const [pt, fraction] = v.split(",");
    setVar(el, name, "calc(" + pt + "px + " + fraction + " * 100%)");
  };
  EXT.guideH = guide("--t-guide-x");
  EXT.guideV = guide("--t-guide-y");
  EXT.layoutSize = (el, role, v) => setVar(el, "--t-layout-h", v == null ? null : v.split(",")[1] + "px");
  EXT.placedAt = (el, role, v) => {
    const [x, y] = v == null ? [null, null] : v.split(",");
    setVar(el, "--t-place-x", x == null ? null : x + "px");
    setVar(el, "--t-place-y", y == null ? null : y + "px");
  };

  // MARK: - Scroll requests: `<element id>,<anchor x>,<anchor y>,<smooth>,<sequence>`, once per sequence.
  const done = new WeakMap();
  const isScroller = (el) => {
    const s = getComputedStyle(el);
    return /(auto|scroll)/.test(s.overflowY + s.overflowX) && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
  };
  function scrollerOf(el) {
    for (let p = el.parentElement; p && p !== D.body; p = p.parentElement) if (isScroller(p)) return p;
    return D.scrollingElement || D.documentElement;
  }
  function scrollTo(target, ax, ay, smooth) {
    const sc = scrollerOf(target), t = target.getBoundingClientRect();
    const doc = sc === D.scrollingElement || sc === D.documentElement;
    const v = doc ? { top: 0, left: 0, bottom: innerHeight, right: innerWidth, width: innerWidth, height: innerHeight } : sc.getBoundingClientRect();
    const top = doc ? 0 : v.top + sc.clientTop, left = doc ? 0 : v.left + sc.clientLeft;
    const h = doc ? innerHeight : sc.clientHeight, w = doc ? innerWidth : sc.clientWidth;
    let dy, dx;
    if (ax < 0) {
      // The least scroll that shows the whole view (its start when it is larger than the scroll view).
      dy = t.top < top ? t.top - top : t.bottom > top + h ? Math.min(t.bottom - (top + h), t.top - top) : 0;
      dx = t.left < left ? t.left - left : t.right > left + w ? Math.min(t.right - (left + w), t.left - left) : 0;
    } else {
      // The anchor point of the view lines up with the same point of the scroll view.
      dy = t.top + ay * t.height - (top + ay * h);
      dx = t.left + ax * t.width - (left + ax * w);
    }
    if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
    sc.scrollBy({ top: dy, left: dx, behavior: smooth ? "smooth" : "instant" });
  }
  EXT.scrollTarget = (el, role, v) => {
    if (v == null || done.get(el) === v) return;
    done.set(el, v);
    const [id, ax, ay, smooth] = v.split(",").map(Number);
    // After the patch is in the document and laid out.
    requestAnimationFrame(() => {
      const target = rt.byId.get(id);
      if (target && target.isConnected && el.isConnected && (el === target || el.contains(target))) scrollTo(target, ax, ay, smooth === 1);
    });
  };

  // MARK: - defaultScrollAnchor: start at the anchor; at `end`, stay there as content grows.
  function anchor(el) {
    const where = el.getAttribute("data-scroll-anchor"), horizontal = el.getAttribute("data-scroll") === "horizontal";
    const max = horizontal ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight;
    const to = where === "end" ? max : where === "center" ? max / 2 : 0;
    if (horizontal) el.scrollLeft = to; else el.scrollTop = to;
  }
  const atEnd = (el) => el.scrollHeight - el.clientHeight - el.scrollTop < 2 && el.scrollWidth - el.clientWidth - el.scrollLeft < 2;
  EXT.scrollAnchor = (el, role, v, fresh) => { if (v != null && fresh) requestAnimationFrame(() => { if (el.isConnected) anchor(el); }); };
  let pinned = [];
  if (Array.isArray(rt.hooks)) rt.hooks.push({
    before() {
      pinned = [];
      if (!D.querySelectorAll || (typeof rt.ever === "function" && !rt.ever("scrollAnchor"))) return;
      for (const el of D.querySelectorAll('.t-root [data-scroll-anchor="end"]')) if (atEnd(el)) pinned.push(el);
    },
    after() { for (const el of pinned) if (el.isConnected) anchor(el); pinned = []; },
  });

  // MARK: - scrollPosition(id:): the index of the target layout's first visible child, as `visibleRange`.
  function layoutOf(sc) {
    const marked = sc.querySelector("[data-scroll-target-layout]");
    if (marked && marked.parentElement.closest("[data-scroll]") === sc) return marked;
    const kids = Array.from(sc.children).filter((c) => c.hasAttribute("data-id"));
    if (kids.length === 1 && Array.from(kids[0].children).some((c) => c.hasAttribute("data-id"))) return kids[0];
    return sc;
  }
  const sent = new WeakMap();
  function report() {
    frame = 0;
    if (typeof rt.send !== "function") return;
    for (const sc of D.querySelectorAll(".t-root [data-scroll-reports]")) {
      const horizontal = sc.getAttribute("data-scroll") === "horizontal", v = sc.getBoundingClientRect();
      const kids = Array.from(layoutOf(sc).children).filter((c) => c.hasAttribute("data-id"));
      const i = kids.findIndex((c) => { const r = c.getBoundingClientRect(); return horizontal ? r.right > v.left + 1 : r.bottom > v.top + 1; });
      if (i < 0 || sent.get(sc) === i) continue;
      sent.set(sc, i);
      rt.send({ t: "event", id: +sc.getAttribute("data-id"), e: "visibleRange", from: i, to: i + 1 });
    }
  }
  let frame = 0;
  function schedule() { if (!frame && typeof requestAnimationFrame === "function") frame = requestAnimationFrame(report); }
  if (D.addEventListener) D.addEventListener("scroll", schedule, { capture: true, passive: true });
})();
