// trellis-geometry.js — sizes flowing back to the server (ARCHITECTURE.md, "Sizes flowing back from a
// renderer"; docs/PROTOCOL.md, `sizes`). Loaded after trellis.js.
// Elements marked `data-measure` (a GeometryReader, a ViewThatFits and its children, a custom shape, a
// view with onGeometryChange) are watched by one ResizeObserver. Their frames — in the app root's
// coordinates, rounded to CSS px — go to the server in at most one `sizes` message per animation frame,
// and only those that changed since they were last sent. Nothing here writes markup.
(function () {
  "use strict";
  const R = window.TrellisRuntime;
  if (!R || !Array.isArray(R.hooks) || typeof ResizeObserver !== "function") return;
  const D = document;
  const MAX = 512; // ProtocolLimits.maxMeasurements
  const observed = new Set();
  const sent = new Map(); // element id → the frame last sent, "x,y,w,h"
  let pending = new Set(), frame = 0;

  const connected = () => D.documentElement.getAttribute("data-connected") === "true";
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) pending.add(e.target);
    schedule();
  });
  function schedule() { if (!frame) frame = requestAnimationFrame(report); }

  function report() {
    frame = 0;
    if (!R.send || !connected()) return; // kept pending; everything is sent again once connected
    const root = R.rootEl(), o = root ? root.getBoundingClientRect() : { left: 0, top: 0 };
    const out = [], rest = new Set();
    for (const el of pending) {
      if (!el.isConnected || !el.hasAttribute("data-measure")) continue;
      const id = +el.getAttribute("data-id");
      if (!(id > 0)) continue;
      if (out.length === MAX) { rest.add(el); continue; }
      const r = el.getBoundingClientRect();
      const v = [id, Math.round(r.left - o.left), Math.round(r.top - o.top), Math.round(r.width), Math.round(r.height)];
      const key = v.slice(1).join(",");
      if (sent.get(id) === key) continue;
      sent.set(id, key);
      out.push(v);
    }
    pending = rest;
    if (out.length) R.send({ t: "sizes", s: out });
    if (rest.size) schedule();
  }

  /** Watches newly marked elements and lets go of the ones that are gone. */
  function scan() {
    for (const el of observed) {
      if (el.isConnected && el.hasAttribute("data-measure")) continue;
      observer.unobserve(el);
      observed.delete(el);
      sent.delete(+el.getAttribute("data-id"));
    }
    for (const el of D.querySelectorAll(".t-root [data-measure]")) {
      if (!observed.has(el)) { observed.add(el); observer.observe(el); } // observing reports the first size
    }
  }
  // After a patch, only pages that have had a measured element look for new ones.
  R.hooks.push({ before() {}, after() { if (observed.size || typeof R.ever !== "function" || R.ever("measure")) scan(); } });

  // A new connection may be a new window on the server: send every size again.
  new MutationObserver(() => {
    if (!connected()) return;
    sent.clear();
    for (const el of observed) pending.add(el);
    schedule();
  }).observe(D.documentElement, { attributes: true, attributeFilter: ["data-connected"] });

  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", scan); else scan();
})();

// matchedGeometryEffect: FLIP. Before an animated patch, the frame of every element with a
// `data-matched-geometry` key is noted; after it, an element whose key had another frame (its own before
// it moved, or a view it replaced) is drawn there and animated to where it is now. No server work per frame.
(function () {
  "use strict";
  const R = window.TrellisRuntime;
  if (!R || !Array.isArray(R.hooks) || !R.extend) return;
  const D = document;
  const SELECTOR = ".t-root [data-matched-geometry]";
  const key = (el) => (el.getAttribute("data-matched-geometry") || "").split("-").slice(0, 2).join("-");
  let before = null;

  R.hooks.push({
    before(ops) {
      before = null;
      if (!ops || (typeof R.ever === "function" && !R.ever("matchedGeometry")) || R.extend.reducedMotion()) return;
      const els = D.querySelectorAll(SELECTOR);
      if (!els.length) return;
      before = new Map();
      for (const el of els) {
        const r = el.getBoundingClientRect();
        // A source's frame wins over a non-source's with the same key.
        if (!before.has(key(el)) || el.getAttribute("data-matched-geometry").endsWith("s")) before.set(key(el), r);
      }
    },
    after(ops, anim) {
      const old = before;
      before = null;
      if (!old || !ops) return;
      for (const el of D.querySelectorAll(SELECTOR)) {
        const from = old.get(key(el));
        if (!from || typeof el.animate !== "function") continue;
        const to = el.getBoundingClientRect();
        if (!to.width || !to.height) continue;
        const parts = (el.getAttribute("data-matched-geometry") || "").split("-")[2] || "fs";
        const dx = parts[0] === "s" ? 0 : from.left + from.width / 2 - (to.left + to.width / 2);
        const dy = parts[0] === "s" ? 0 : from.top + from.height / 2 - (to.top + to.height / 2);
        const sx = parts[0] === "p" ? 1 : from.width / to.width, sy = parts[0] === "p" ? 1 : from.height / to.height;
        if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && Math.abs(sx - 1) < 0.01 && Math.abs(sy - 1) < 0.01) continue;
        const t = R.extend.animationTiming(el, anim);
        if (!t) continue;
        el.animate([{ transform: "translate(" + dx + "px," + dy + "px) scale(" + sx + "," + sy + ")" }, { transform: "none" }],
          { duration: t[0], easing: t[1] });
      }
    },
  });
})();
