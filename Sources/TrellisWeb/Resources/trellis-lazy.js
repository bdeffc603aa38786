// trellis-lazy.js — windowed long lists (docs/RENDERING.md, "Long lists"). Loaded after trellis.js.
// A `list` with `data-lazy-count` holds only a window of its rows: `data-lazy-before` rows above the
// window and `data-lazy-after` below it are not built. This file
//   - sizes the two spacers that stand for them (the list's ::before and ::after, controls.css) from
//     the measured height of the rows that are built, so the scroll bar is true;
//   - tells the server which rows are on screen (`visibleRange`, at most once per animation frame and
//     only when something changed), on scroll, on resize and after every patch;
//   - keeps the rows on screen where they were when a patch changes what is above them (anchoring);
//   - keeps keyboard focus on a row by its index while the window moves, and moves it with ↑ ↓ Home End.
// The server thinks in row indices only; pixels stay here. Nothing here writes markup.
(function () {
  "use strict";
  const R = window.TrellisRuntime;
  if (!R || !Array.isArray(R.hooks)) return;
  const D = document;
  // Windowed tables (docs/RENDERING.md, "Tables") window their `rowgroup` of `row`s the same way.
  // So do windowed lazy stacks (a `LazyVStack`'s `vstack`, a `LazyHStack`'s `hstack` across), whose rows'
  // first elements carry `data-lazy-row`.
  const LISTS = '.t-root :is([data-role="list"], [data-role="rowgroup"], [data-layout="vstack"], [data-layout="hstack"])[data-lazy-count]';
  // The axis rows follow: down a list or a vertical stack, across a horizontal one.
  const DOWN = { start: "top", end: "bottom", scroll: "scrollTop", client: "clientHeight", content: "scrollHeight",
                 overflow: "overflowY", view: () => innerHeight, next: "ArrowDown", previous: "ArrowUp" };
  const ACROSS = { start: "left", end: "right", scroll: "scrollLeft", client: "clientWidth", content: "scrollWidth",
                   overflow: "overflowX", view: () => innerWidth, next: "ArrowRight", previous: "ArrowLeft" };
  const axisOf = (list) => (list.getAttribute("data-layout") === "hstack" ? ACROSS : DOWN);
  const isRow = (el) => { const r = el.getAttribute("data-role"); return r === "listitem" || r === "row" || el.hasAttribute("data-lazy-row"); };
  const state = new WeakMap(); // list element → { h, sent, scroller, focus, force }

  const count = (el, name) => { const v = +el.getAttribute(name); return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0; };
  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
  function stateOf(list) {
    let s = state.get(list);
    if (!s) state.set(list, (s = { h: 0, sent: "", scroller: null, focus: -1, force: false }));
    return s;
  }
  function rowsOf(list) {
    const rows = [];
    for (let c = list.firstElementChild; c; c = c.nextElementSibling) if (isRow(c)) rows.push(c);
    return rows;
  }
  const rowHeight = (list, s) => s.h || count(list, "data-row-height") || 44;
  // A pinned section header (a windowed LazyVStack's `data-slot` row) is drawn where it sticks, not
  // where it is laid out: positions are read from the other rows, each with its index among all rows.
  function placed(rows) {
    const out = [];
    rows.forEach((el, i) => { if (!el.hasAttribute("data-slot")) out.push({ el, i }); });
    return out.length ? out : rows.map((el, i) => ({ el, i }));
  }

  // MARK: - Geometry

  /**
   * The element that scrolls the list: the nearest ancestor that may scroll and has more content than
   * room (a scroll view that grew with its content doesn't scroll; something further out does), else
   * the document.
   */
  function scrollerOf(list, s) {
    const c = s.scroller, doc = D.scrollingElement || D.documentElement, a = axisOf(list);
    if (c && c.isConnected && c.contains(list) && (c === doc || c[a.content] > c[a.client])) return c;
    let p = list.parentElement;
    for (; p && p !== D.body && p !== D.documentElement; p = p.parentElement) {
      if (p[a.content] <= p[a.client] + 1) continue;
      const o = getComputedStyle(p)[a.overflow];
      if (o === "auto" || o === "scroll") break;
    }
    s.scroller = p && p !== D.body && p !== D.documentElement ? p : doc;
    return s.scroller;
  }
  /** The part of the window the scroller shows along the list's axis, in viewport coordinates. */
  function viewOf(sc, a) {
    if (sc === D.scrollingElement || sc === D.documentElement) return { top: 0, bottom: a.view() };
    const r = sc.getBoundingClientRect();
    return { top: Math.max(0, r[a.start]), bottom: Math.min(a.view(), r[a.end]) };
  }

  /** The rows on screen, `[from, to)` among all the list's rows, or null when the list is off screen. */
  function visibleRows(list, s) {
    const a = axisOf(list), total = count(list, "data-lazy-count"), view = viewOf(scrollerOf(list, s), a), lr = list.getBoundingClientRect();
    const top = Math.max(view.top, lr[a.start]) - lr[a.start], bottom = Math.min(view.bottom, lr[a.end]) - lr[a.start];
    if (!(bottom > top) || total === 0) return null;
    const rows = rowsOf(list), before = count(list, "data-lazy-before"), h = rowHeight(list, s), flow = placed(rows);
    const y0 = (el) => el.getBoundingClientRect()[a.start] - lr[a.start];
    const head = flow[0], tail = flow[flow.length - 1];
    const first = rows.length ? y0(head.el) - head.i * h : before * h;
    const last = rows.length ? tail.el.getBoundingClientRect()[a.end] - lr[a.start] + (rows.length - 1 - tail.i) * h : first;
    const index = (y) => {
      if (y < first) return before - Math.ceil((first - y) / h);
      if (y >= last) return before + rows.length + Math.floor((y - last) / h);
      let lo = 0, hi = flow.length - 1; // the last built row starting at or above y
      while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (y0(flow[mid].el) <= y) lo = mid; else hi = mid - 1; }
      return before + flow[lo].i;
    };
    const from = clamp(index(top), 0, total - 1);
    return [from, clamp(index(bottom - 0.5) + 1, from + 1, total)];
  }

  /** Sizes the spacers from the row counts and the (measured) row height. */
  function size(list, s, rows) {
    const a = axisOf(list), flow = placed(rows), head = flow[0], tail = flow[flow.length - 1];
    if (flow.length >= 2) {
      // The average pitch of the built rows (separators and gaps included) stands for the rows not built.
      const h = (tail.el.getBoundingClientRect()[a.end] - head.el.getBoundingClientRect()[a.start]) / (tail.i - head.i + 1);
      if (h > 1 && Math.abs(h - rowHeight(list, s)) >= 0.5) s.h = h;
    }
    const h = rowHeight(list, s), st = list.style;
    st.setProperty("--t-lazy-top", count(list, "data-lazy-before") * h + "px");
    st.setProperty("--t-lazy-bottom", count(list, "data-lazy-after") * h + "px");
  }

  // MARK: - Telling the server

  const connected = () => D.documentElement.getAttribute("data-connected") === "true";
  function report(list) {
    const s = stateOf(list), r = visibleRows(list, s);
    if (!r) return;
    // The window's own state is part of the key: after the window moved, the range is checked once more.
    const key = r[0] + ":" + r[1] + ":" + list.getAttribute("data-lazy-before") + ":" + list.getAttribute("data-lazy-after");
    if (key === s.sent || !R.send) return;
    R.send({ t: "event", id: +list.getAttribute("data-id"), e: "visibleRange", from: r[0], to: r[1] });
    if (connected()) s.sent = key; // else try again once the socket is open
  }

  let frame = 0, remeasure = false;
  function schedule() { if (!frame) frame = requestAnimationFrame(tick); }
  function tick() {
    frame = 0;
    for (const list of D.querySelectorAll(LISTS)) {
      if (remeasure) { const s = stateOf(list); s.scroller = null; size(list, s, rowsOf(list)); }
      report(list);
    }
    remeasure = false;
  }
  // Scroll events don't bubble; one capturing listener sees every scroller's.
  D.addEventListener("scroll", schedule, { capture: true, passive: true });
  addEventListener("resize", () => { remeasure = true; schedule(); });
  new MutationObserver(schedule).observe(D.documentElement, { attributes: true, attributeFilter: ["data-connected"] });

  // MARK: - Patches: anchoring and focus

  let anchors = [];
  // Only pages that have had a windowed list look for one around a patch (no document-wide query per patch otherwise).
  const none = () => typeof R.ever === "function" && !R.ever("lazyCount");
  R.hooks.push({
    before() {
      anchors = [];
      if (none()) return;
      const active = D.activeElement;
      for (const list of D.querySelectorAll(LISTS)) {
        const s = stateOf(list), rows = rowsOf(list);
        if (active && active.parentElement === list && !s.force) s.focus = count(list, "data-lazy-before") + rows.indexOf(active);
        // The first row on screen stays where it is, whatever the patch does above it.
        const a = axisOf(list), view = viewOf(scrollerOf(list, s), a);
        for (const { el: row } of placed(rows)) {
          const r = row.getBoundingClientRect();
          if (r[a.end] > view.top) { anchors.push([list, row, r[a.start]]); break; }
        }
      }
    },
    after() {
      if (none()) return;
      for (const list of D.querySelectorAll(LISTS)) {
        const s = stateOf(list), rows = rowsOf(list);
        size(list, s, rows);
        restoreFocus(list, s, rows);
      }
      for (const [list, row, top] of anchors) {
        if (!row.isConnected || row.parentElement !== list) continue;
        const a = axisOf(list), d = row.getBoundingClientRect()[a.start] - top;
        if (Math.abs(d) >= 1) scrollerOf(list, stateOf(list))[a.scroll] += d;
      }
      anchors = [];
      schedule();
    },
  });

  /** Focuses the row the person was on (or moved to) once the window has built it again. */
  function restoreFocus(list, s, rows) {
    if (s.focus < 0) return;
    const active = D.activeElement;
    if (!s.force && active && active !== D.body && active.isConnected && !(active.parentElement === list)) { s.focus = -1; return; }
    const row = rows[s.focus - count(list, "data-lazy-before")];
    if (!row) return;
    if (row !== active) row.focus({ preventScroll: true });
    s.focus = -1; s.force = false;
  }

  // ↑ ↓ move between rows, Home End to the ends; a row that is not built yet is scrolled to and
  // focused when the window arrives.
  D.addEventListener("keydown", (e) => {
    const row = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey || !row || !row.getAttribute || !isRow(row)) return;
    const list = row.parentElement;
    if (!list || !list.matches(LISTS)) return;
    const rows = rowsOf(list), before = count(list, "data-lazy-before"), total = count(list, "data-lazy-count"), a = axisOf(list);
    const here = before + rows.indexOf(row);
    const to = { [a.next]: here + 1, [a.previous]: here - 1, Home: 0, End: total - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    focusRow(list, clamp(to, 0, total - 1));
  });

  function focusRow(list, index) {
    const s = stateOf(list), rows = rowsOf(list), before = count(list, "data-lazy-before");
    const row = rows[index - before];
    if (row) { row.focus({ preventScroll: true }); row.scrollIntoView({ block: "nearest", inline: "nearest" }); return; }
    s.focus = index; s.force = true;
    const a = axisOf(list), sc = scrollerOf(list, s), view = viewOf(sc, a), lr = list.getBoundingClientRect(), h = rowHeight(list, s);
    const end = rows.length ? rows[rows.length - 1].getBoundingClientRect()[a.end] - lr[a.start] : before * h;
    const y = index < before ? index * h : end + (index - before - rows.length) * h;
    sc[a.scroll] += lr[a.start] + y - (view.top + view.bottom - h) / 2;
    schedule();
  }

  // The first paint may already hold windowed lists.
  const start = () => { for (const list of D.querySelectorAll(LISTS)) size(list, stateOf(list), rowsOf(list)); schedule(); };
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", start); else start();
})();
