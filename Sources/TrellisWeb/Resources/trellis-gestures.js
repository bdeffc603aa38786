// trellis-gestures.js — gestures (TrellisGraph/Gestures/, docs/PROTOCOL.md `pointer`). Loaded right after
// trellis.js: it adds the gesture property kinds (mirror of TrellisHost/HostVocabulary+Gestures.swift)
// through TrellisRuntime.extend. In the page, a pointer pressed on an element with data-gesture sends
// `pointer` samples to the server, which recognizes taps, presses, drags and pinches:
//   - `began` on press; at most one `changed` per animation frame (the latest position, coalesced here);
//     `ended` on release; `cancelled` on pointercancel or when the element goes away;
//   - a `changed` sample after data-long-press seconds of holding (the server has no timer per press);
//   - with data-pinch, a second touch adds `scale` and `angle` (degrees), and a trackpad pinch
//     (ctrl + wheel) a `scale`, ended 200 ms after the last wheel event.
// onKeyPress: keys pressed inside an element with data-key-press send `keyPress` (down, repeat, up) to
// the nearest one; outside text fields the browser's own handling of the key is prevented (Tab and
// Cmd/Ctrl shortcuts excepted).
// It also draws an AsyncImage's loaded bytes (data-remote-image: an <img> of the app's own path),
// vibrates for sensoryFeedback, makes focusable() elements Tab stops, and sends onContinuousHover's
// `hoverMove` samples.
// Every number is rounded, finite and clamped to the protocol's bounds before it is sent.
(function () {
  "use strict";
  const rt = (globalThis.__trellisTest && globalThis.__trellisTest.api) || globalThis.TrellisRuntime;
  if (rt && rt.extend) {
    const words = (w) => new Set(w.split(" "));
    Object.assign(rt.extend.KINDS, { gesture: "f", pinch: "f", longPress: "n", keyPress: "f", focusable: "f",
      hoverEffect: words("automatic highlight lift"), continuousHover: "f", sensoryFeedback: "s", remoteImage: "s",
      assetImage: "s", templateImage: "f" });
    // AsyncImage: the app serves the bytes at /_trellis/img/<token>; any other value draws nothing.
    rt.extend.EXT.remoteImage = (el, role, v) => {
      let img = el.querySelector(':scope > img[data-part="remote"]');
      if (typeof v !== "string" || !/^\/_trellis\/img\/[0-9a-f]{8,64}$/.test(v)) { if (img) img.remove(); return; }
      if (!img) {
        img = el.ownerDocument.createElement("img");
        img.setAttribute("data-part", "remote");
        img.setAttribute("alt", "");
        el.appendChild(img);
      }
      if (img.getAttribute("src") !== v) img.setAttribute("src", v);
    };
    // Image("name"): the app serves the catalog's file at /_trellis/asset/<token>; `2x` draws it at half size.
    // A template image keeps the <img> for its size, invisible, and paints its shape through a mask.
    rt.extend.EXT.assetImage = (el, role, v) => {
      let img = el.querySelector(':scope > img[data-part="asset"]');
      const m = typeof v === "string" ? /^(\/_trellis\/asset\/[0-9a-f]{16}) ([1-3])x$/.exec(v) : null;
      if (!m) { if (img) img.remove(); el.style.removeProperty("--t-asset-mask"); return; }
      if (!img) {
        img = el.ownerDocument.createElement("img");
        img.setAttribute("data-part", "asset");
        img.setAttribute("alt", "");
        el.appendChild(img);
      }
      const srcset = m[1] + " " + m[2] + "x";
      if (img.getAttribute("srcset") !== srcset) img.setAttribute("srcset", srcset);
      el.style.setProperty("--t-asset-mask", 'url("' + m[1] + '")');
    };
    // sensoryFeedback: a new `name:count:pattern` value (not the first paint's) vibrates where the browser can.
    rt.extend.EXT.sensoryFeedback = (el, role, v, fresh) => {
      if (fresh || v == null || typeof navigator === "undefined" || typeof navigator.vibrate !== "function") return;
      const p = String(v).split(":")[2] || "";
      const ms = p.split(",").slice(0, 10).map(Number).filter((n) => Number.isInteger(n) && n >= 0 && n <= 1000);
      if (ms.length) { try { navigator.vibrate(ms); } catch (e) { /* not allowed without a gesture */ } }
    };
    // focusable(): one stop in the Tab order (an element that is already focusable keeps its own).
    rt.extend.EXT.focusable = (el, role, v) => {
      if (v == null) { if (el.getAttribute("tabindex") === "0" && el.hasAttribute("data-t-focusable")) { el.removeAttribute("tabindex"); el.removeAttribute("data-t-focusable"); } }
      else if (!el.hasAttribute("tabindex")) { el.setAttribute("tabindex", "0"); el.setAttribute("data-t-focusable", ""); }
    };
  }

  const D = globalThis.document;
  if (!D || typeof D.addEventListener !== "function" || globalThis.__trellisTest) return;
  const send = (m) => { const R = globalThis.TrellisRuntime; if (R && typeof R.send === "function") R.send(m); };
  const clamp = (n, lo, hi) => (Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.round(n * 100) / 100)) : 0);
  const SIDE = 1e6;
  let g = null; // the gesture in progress: one at a time per page

  function sample(phase) {
    if (!g) return;
    if (!g.el.isConnected) { end(null); return; }
    const pts = Array.from(g.pointers.values());
    const p = pts[0] || g.lastPoint;
    g.lastPoint = p;
    const r = g.el.getBoundingClientRect();
    const w = g.win ? g.win.getBoundingClientRect() : { left: 0, top: 0 };
    const m = {
      t: "event", id: +g.el.getAttribute("data-id"), e: "pointer", phase,
      x: clamp(p.x - r.left, -SIDE, SIDE), y: clamp(p.y - r.top, -SIDE, SIDE),
      gx: clamp(p.x - w.left, -SIDE, SIDE), gy: clamp(p.y - w.top, -SIDE, SIDE),
      ms: clamp(performance.now() - g.t0, 0, 3600000),
    };
    if (pts.length >= 2 && g.span) {
      const dx = pts[1].x - pts[0].x, dy = pts[1].y - pts[0].y;
      g.scale = Math.hypot(dx, dy) / g.span;
      g.angle = (Math.atan2(dy, dx) - g.turn) * 180 / Math.PI;
    }
    if (g.scale !== 1) m.scale = clamp(g.scale, 0.001, 1000);
    if (g.angle) m.angle = clamp(g.angle, -36000, 36000);
    send(m);
  }

  function frame() {
    if (!g || g.raf) return;
    g.raf = requestAnimationFrame(() => { if (g) { g.raf = 0; sample("changed"); } });
  }

  function start(el, point, pointerId) {
    g = { el, win: el.closest('[data-layout="window"]'), t0: performance.now(), pointers: new Map(), lastPoint: point,
          raf: 0, hold: 0, wheel: 0, scale: 1, angle: 0, span: 0, turn: 0 };
    if (pointerId != null) g.pointers.set(pointerId, point);
    sample("began");
    const hold = +el.getAttribute("data-long-press");
    if (hold >= 0 && el.hasAttribute("data-long-press")) {
      g.hold = setTimeout(() => { if (g && g.el === el) sample("changed"); }, Math.min(hold, 3600) * 1000);
    }
  }

  function end(phase) {
    if (!g) return;
    if (g.raf) cancelAnimationFrame(g.raf);
    clearTimeout(g.hold);
    clearTimeout(g.wheel);
    if (phase && g.el.isConnected) sample(phase);
    g = null;
  }

  D.addEventListener("pointerdown", (e) => {
    const el = e.target instanceof Element ? e.target.closest(".t-root [data-gesture]") : null;
    if (!el || (e.pointerType === "mouse" && e.button !== 0)) return;
    const point = { x: e.clientX, y: e.clientY };
    if (g && g.el === el && g.pointers.size === 1 && el.hasAttribute("data-pinch")) {
      g.pointers.set(e.pointerId, point);
      const [a, b] = Array.from(g.pointers.values());
      g.span = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      g.turn = Math.atan2(b.y - a.y, b.x - a.x);
      return;
    }
    if (g) return;
    start(el, point, e.pointerId);
  });
  D.addEventListener("pointermove", (e) => {
    if (!g || !g.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    frame();
  });
  D.addEventListener("pointerup", (e) => {
    if (!g || !g.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    end("ended");
  });
  D.addEventListener("pointercancel", (e) => { if (g && g.pointers.has(e.pointerId)) end("cancelled"); });

  // A trackpad pinch arrives as wheel events with ctrlKey (and would zoom the page).
  D.addEventListener("wheel", (e) => {
    if (!e.ctrlKey) return;
    const el = e.target instanceof Element ? e.target.closest(".t-root [data-gesture][data-pinch]") : null;
    if (!el || (g && g.el !== el)) return;
    e.preventDefault();
    if (!g) start(el, { x: e.clientX, y: e.clientY }, null);
    g.scale = Math.min(1000, Math.max(0.001, g.scale * Math.exp(-e.deltaY / 100)));
    frame();
    clearTimeout(g.wheel);
    g.wheel = setTimeout(() => end("ended"), 200);
  }, { passive: false });

  const NAMED = { ArrowUp: "upArrow", ArrowDown: "downArrow", ArrowLeft: "leftArrow", ArrowRight: "rightArrow",
    Escape: "escape", Backspace: "delete", Delete: "deleteForward", Home: "home", End: "end", PageUp: "pageUp",
    PageDown: "pageDown", Clear: "clear", Tab: "tab", " ": "space", Enter: "return" };
  const mods = (e) => [e.shiftKey && "shift", e.ctrlKey && "control", e.altKey && "option", e.metaKey && "command"].filter(Boolean);
  function keyPress(e, phase) {
    const el = e.target instanceof Element ? e.target.closest(".t-root [data-key-press]") : null;
    if (!el || e.isComposing) return;
    const key = NAMED[e.key] || ([...e.key].length === 1 ? e.key.toLowerCase() : "");
    if (!key || key.length > 16) return;
    const chars = e.key === "Enter" ? "\r" : [...e.key].length === 1 ? e.key : "";
    const t = e.target;
    const typing = t.isContentEditable || t.tagName === "TEXTAREA" || (t.tagName === "INPUT" && t.type !== "checkbox" && t.type !== "radio" && t.type !== "range");
    if (!typing && e.key !== "Tab" && !e.metaKey && !e.ctrlKey) e.preventDefault();
    send({ t: "event", id: +el.getAttribute("data-id"), e: "keyPress", key, chars, mods: mods(e), phase });
  }
  D.addEventListener("keydown", (e) => keyPress(e, e.repeat ? "repeat" : "down"));
  D.addEventListener("keyup", (e) => keyPress(e, "up"));

  // onContinuousHover: one `hoverMove` per frame while a mouse or pen moves over data-continuous-hover.
  let hover = null;
  function hoverSample(phase) {
    if (!hover) return;
    const el = hover.el;
    if (!el.isConnected) { hover = null; return; }
    const r = el.getBoundingClientRect();
    const win = el.closest('[data-layout="window"]');
    const w = win ? win.getBoundingClientRect() : { left: 0, top: 0 };
    send({ t: "event", id: +el.getAttribute("data-id"), e: "hoverMove", phase,
           x: clamp(hover.x - r.left, -SIDE, SIDE), y: clamp(hover.y - r.top, -SIDE, SIDE),
           gx: clamp(hover.x - w.left, -SIDE, SIDE), gy: clamp(hover.y - w.top, -SIDE, SIDE), ms: 0 });
  }
  D.addEventListener("pointermove", (e) => {
    if (e.pointerType === "touch") return;
    const el = e.target instanceof Element ? e.target.closest(".t-root [data-continuous-hover]") : null;
    if (hover && hover.el !== el) { if (hover.raf) cancelAnimationFrame(hover.raf); hoverSample("ended"); hover = null; }
    if (!el) return;
    if (!hover) { hover = { el, x: e.clientX, y: e.clientY, raf: 0 }; hoverSample("began"); return; }
    hover.x = e.clientX; hover.y = e.clientY;
    if (!hover.raf) hover.raf = requestAnimationFrame(() => { if (hover) { hover.raf = 0; hoverSample("changed"); } });
  });
  D.addEventListener("pointerout", (e) => {
    if (!hover || (e.relatedTarget instanceof Element && hover.el.contains(e.relatedTarget))) return;
    if (hover.raf) cancelAnimationFrame(hover.raf);
    hoverSample("ended");
    hover = null;
  });
})();
