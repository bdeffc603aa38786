// trellis-client.js — the Trellis runtime's connection, events and chrome (protocol v3).
// Loaded after trellis.js, which owns the DOM mapping and exposes it as window.TrellisRuntime.
// Sends events, viewport and idiom; applies server messages through the runtime; reconnects.
(function () {
  "use strict";
  const R = window.TrellisRuntime;
  if (!R) return;
  const D = document;
  const { apply, reset, adopt, rootEl } = R;
  const IDIOMS = new Set(["mac", "pad", "phone", "watch", "tv", "vision"]);
  const dict = (o) => Object.assign(Object.create(null), o);
  const words = (s) => new Set(s.split(" "));
  const flag = (el, name, on) => (on ? el.setAttribute(name, "") : el.removeAttribute(name));
  // MARK: - Connection

  const html = D.documentElement;
  const meta = (name) => { const m = D.querySelector('meta[name="' + name + '"]'); return m ? m.getAttribute("content") : null; };
  const store = (() => { try { return window.sessionStorage; } catch (e) { return null; } })();
  let windowID = meta("trellis-window") || (store && store.getItem("trellis.window")) || "";
  let ws = null, retries = 0, lastSeq = -1, lastHeard = 0, bannerTimer = 0;

  function rememberWindow(id, scene) {
    if (!id) return;
    windowID = id;
    if (store) store.setItem("trellis.window", id);
    // A reload then sends GET /?window=<id> and the server reattaches this window; `scene` (its
    // @SceneStorage) comes back with the next new window, e.g. after a server restart.
    const url = new URL(location.href);
    const sceneChanged = /^[0-9a-f]{32}$/.test(scene) && url.searchParams.get("scene") !== scene;
    if (url.searchParams.get("window") !== id || sceneChanged) {
      url.searchParams.set("window", id);
      if (sceneChanged) url.searchParams.set("scene", scene);
      url.searchParams.delete("idiom");
      history.replaceState(history.state, "", url);
    }
  }

  // While disconnected, events are dropped, never queued for later: replaying a click on a window that
  // has changed (or restarted) could do something the person didn't mean. The banner says so.
  function send(msg) {
    if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg));
    else if (msg && msg.t === "event" && msg.e !== "visibleRange") dropped();
  }
  R.send = send; // for trellis-toolbars.js (Escape to the frontmost sheet)

  function connect() {
    const q = windowID ? "?window=" + encodeURIComponent(windowID) : "";
    try { ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/_trellis/ws" + q); }
    catch (e) { ws = null; return retry(); }
    ws.onopen = () => { retries = 0; lastHeard = Date.now(); banner(false); sendViewport(); lastPhase = ""; sendPhase(); html.dataset.connected = "true"; };
    ws.onmessage = (e) => {
      lastHeard = Date.now();
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (m && m.v === 3) receive(m);
    };
    ws.onclose = (e) => {
      ws = null; html.dataset.connected = "false";
      // The server no longer has this window (it restarted, or the window expired): open a new one.
      // App-wide state (@AppStorage, customizations) lives on the server and comes back with it, and
      // the URL's `scene` brings back this window's @SceneStorage.
      if (e.code === 4404) return newWindow();
      retry();
    };
  }
  // Exponential backoff, 250 ms doubling to 5 s, jittered so many tabs don't reconnect in lockstep.
  function retry() { banner(true); setTimeout(connect, Math.min(5000, 250 * 2 ** retries++) * (0.75 + Math.random() / 2)); }

  function receive(m) {
    switch (m.t) {
      case "hello": reopened(String(m.window || "")); rememberWindow(String(m.window || ""), String(m.scene || "")); setIdiom(m.idiom); lastSeq = typeof m.seq === "number" ? m.seq : -1; break;
      case "reset": if (Array.isArray(m.root)) { reset(m.root); syncTitle(); placeMenus(); } break;
      case "patch":
        if (typeof m.seq === "number") { if (lastSeq >= 0 && m.seq !== lastSeq + 1) console.warn("trellis: patch", m.seq, "after", lastSeq); lastSeq = m.seq; }
        if (Array.isArray(m.c)) { apply(m.c, m.a); placeMenus(); }
        break;
      case "idiom": setIdiom(m.idiom); break;
      case "error": console.error("trellis server:", String(m.message)); break;
      case "pong": pongs++; while (settling.length && settling[0].ping <= pongs) settling.shift().resolve(true); break;
      case "open": openURL(m.url); break;
    }
  }

  // The app's system openURL action (docs/PROTOCOL.md, "open"): checked again here, then opened in a new
  // tab through a detached link, so the new page gets no handle on this one.
  const OPENABLE = /^(https?:\/\/|mailto:|tel:)[^\u0000-\u001f\u007f]{1,2040}$/i;
  function openURL(url) {
    if (typeof url !== "string" || !OPENABLE.test(url)) return console.warn("trellis: refused to open", String(url).slice(0, 80));
    const a = D.createElement("a");
    a.href = url; a.target = "_blank"; a.rel = "noopener noreferrer";
    a.click();
  }

  // Waiting for the window to settle (tests, tools): the server handles a socket's messages in order,
  // so once the pong for a ping arrives, every event sent before it has been handled and its patch
  // applied. Pings and pongs are counted, so the keep-alive ping can't resolve a later wait early.
  let pings = 0, pongs = 0;
  const settling = [];
  function ping() { pings++; send({ t: "ping" }); }
  function settled() {
    return new Promise((resolve) => {
      if (!ws || ws.readyState !== 1) return resolve(false);
      ping();
      settling.push({ ping: pings, resolve });
    });
  }
  window.TrellisClient = Object.freeze({ settled });

  // The window's title lives on its content element (`main`, layout=window, label=title).
  function syncTitle() {
    const main = D.querySelector('.t-root > [data-layout="window"][aria-label]');
    if (!main) return;
    const title = main.getAttribute("aria-label"), bar = D.querySelector(".t-title");
    if (bar) bar.textContent = title;
    D.title = title;
  }

  // A dropped connection is only announced when it lasts; quick blips stay silent.
  function banner(show) {
    const b = D.querySelector(".t-banner:not(.t-banner-static)");
    clearTimeout(bannerTimer);
    if (!b) return;
    if (show) bannerTimer = setTimeout(() => { b.hidden = false; }, 700);
    else { b.hidden = true; b.textContent = "Reconnecting\u2026"; delete b.dataset.dropped; }
  }
  function dropped() {
    const b = D.querySelector(".t-banner:not(.t-banner-static)");
    if (!b) return;
    clearTimeout(bannerTimer);
    b.textContent = "Reconnecting\u2026 That action was not sent: try again once connected.";
    b.dataset.dropped = "true";
    b.hidden = false;
  }
  // A window opened because the server no longer had this page's window says so once: on another
  // instance (window ids start with their instance's name, docs/DEPLOYMENT.md) or after a restart.
  function reopened(id) {
    const previous = store && store.getItem("trellis.previousWindow");
    if (!previous || !id || previous === id) return;
    store.removeItem("trellis.previousWindow");
    const instance = (w) => (/^([a-z0-9]{1,16})-[0-9a-f]+$/.exec(w) || [])[1] || "";
    const from = instance(previous), to = instance(id);
    const note = D.createElement("div");
    note.className = "t-banner t-banner-static t-notice";
    note.setAttribute("role", "status");
    note.dataset.reopened = from !== to ? "moved" : "restarted";
    note.textContent = from !== to
      ? "The server that had this window (" + (from || "unnamed") + ") is gone: it was reopened on " + (to || "another server") + ", with this window's saved state and every shared setting."
      : "The server restarted: this window was reopened with its saved state and every shared setting.";
    D.body.appendChild(note);
    setTimeout(() => note.remove(), 15000);
  }
  function newWindow() {
    // Remembered so the new window can say where it came from (reopened()).
    if (store && windowID) store.setItem("trellis.previousWindow", windowID);
    windowID = "";
    if (store) store.removeItem("trellis.window");
    const url = new URL(location.href);
    url.searchParams.delete("window");
    location.replace(url);
  }

  function scheme() {
    const forced = html.getAttribute("data-scheme");
    if (forced === "light" || forced === "dark") return forced;
    return window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  // The viewport (it picks the automatic idiom) and the window drawn in it (the size the app's views
  // get: an iPad's screen, a Mac window resized by its corner).
  function sendViewport() {
    const msg = { t: "viewport", w: innerWidth, h: innerHeight, scheme: scheme(), dpr: window.devicePixelRatio || 1 };
    const frame = D.querySelector(".t-window");
    if (frame && frame.clientWidth > 0) { msg.ww = frame.clientWidth; msg.wh = frame.clientHeight; }
    // The window's safe area (below a phone's status bar, above its home indicator), in the app root's
    // coordinates as `sizes` frames are: GeometryProxy.safeAreaInsets is measured against it.
    const root = D.querySelector('[data-id="0"]');
    if (frame && root) {
      const cs = getComputedStyle(frame);
      const top = parseFloat(cs.getPropertyValue("--t-safe-top")) || 0, bottom = parseFloat(cs.getPropertyValue("--t-safe-bottom")) || 0;
      if (top > 0 || bottom > 0) {
        const f = frame.getBoundingClientRect(), r = root.getBoundingClientRect();
        const x = Math.max(0, Math.round(f.left + frame.clientLeft - r.left)), y = Math.max(0, Math.round(f.top + frame.clientTop + top - r.top));
        msg.sa = [x, y, Math.max(0, Math.round(frame.clientWidth)), Math.max(0, Math.round(frame.clientHeight - top - bottom))];
      }
    }
    send(msg);
  }

  // \.scenePhase: hidden → background, visible without focus → inactive, else active; sent when it changes.
  let lastPhase = "";
  function sendPhase() {
    const phase = D.visibilityState === "hidden" ? "background" : D.hasFocus() ? "active" : "inactive";
    if (phase !== lastPhase) { lastPhase = phase; send({ t: "phase", phase }); }
  }
  D.addEventListener("visibilitychange", sendPhase);
  window.addEventListener("focus", sendPhase);
  window.addEventListener("blur", sendPhase);

  function setIdiom(name) {
    if (!IDIOMS.has(name)) return;
    html.setAttribute("data-idiom", name);
    const sel = D.querySelector(".t-switcher select");
    if (sel && sel.value !== "auto") sel.value = name;
  }

  // MARK: - Events

  const host = (t) => (t && t.closest ? t.closest(".t-root [data-id]") : null);
  // Clicks land on a button's label text; the event belongs to the nearest control around it.
  // A selectable list row takes clicks on its content (a button inside it is nearer and wins).
  const ACTIONABLE = ".t-root :is(" + "button link tab menuitem menuitemcheckbox option combobox".split(" ").map((r) => '[data-role="' + r + '"]').join(",") + ',[data-role="listitem"][data-selectable])';
  const actionable = (t) => (t && t.closest ? t.closest(ACTIONABLE) || host(t) : null);
  const hid = (el) => +el.getAttribute("data-id");
  const role = (el) => el.getAttribute("data-role") || "";
  const disabled = (el) => el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true" || el.hasAttribute("data-disabled");
  function event(el, e, extra) { const m = { t: "event", id: hid(el), e }; if (extra) Object.assign(m, extra); send(m); }
  const ACTIVATE = words("button link tab menuitem menuitemcheckbox listitem");
  const PRESS = words("button tab");

  // A menu bar item whose menu is empty gets no popup from the server (so an idle window holds no
  // element for it): the page makes the empty popup (data-empty) when the item first opens, and drops
  // it if the server's own popup arrives later.
  function popupOf(el) {
    const m = el.querySelector(':scope > [data-role="menu"]:not([data-empty])'), made = el.querySelector(':scope > [data-empty]');
    if (m) { if (made) made.remove(); return m; }
    if (made || el.getAttribute("aria-haspopup") !== "menu" || !el.parentElement || role(el.parentElement) !== "menubar") return made;
    const empty = D.createElement("div");
    empty.setAttribute("role", "menu"); empty.setAttribute("data-role", "menu"); empty.setAttribute("data-empty", "");
    empty.setAttribute("aria-label", el.getAttribute("aria-label") || "");
    return el.appendChild(empty);
  }

  function closeMenus(except) {
    for (const m of D.querySelectorAll(".t-root [data-open]")) {
      if (except && m.contains(except)) continue;
      m.removeAttribute("data-open");
      if (m !== D.activeElement && m.contains(D.activeElement)) m.focus(); // focus must not vanish with the menu
    }
    dismissPopups(except);
  }

  // Menus the server presents (a Menu's popup, a context menu) are open while their owner is
  // aria-expanded; the server closes them, so a click elsewhere or Escape asks it to.
  const OPEN_POPUPS = '.t-root :is([data-context-menu], [data-layout="menu"])[aria-expanded="true"]';
  // The runtime keeps the server-expanded elements, so a patch or a click never scans the document.
  const openPopups = () => Array.from(R.withProperty("expanded")).filter((o) => o.matches(OPEN_POPUPS));
  function dismissPopups(except) {
    for (const o of openPopups()) if (!except || !o.contains(except)) event(o, "dismiss");
  }
  // Where the last secondary click or long press happened: a context menu opens there.
  let menuPoint = null;
  /** Places newly opened server menus (a context menu at the pointer, kept in the viewport) and focuses their first item. */
  function placeMenus() {
    for (const o of openPopups()) {
      const m = o.querySelector(':scope > [data-role="menu"]');
      if (!m || m._placed) continue;
      m._placed = true;
      // Fixed, so a card that clips its content doesn't clip the menu: below a Menu's button, or at the pointer.
      const trigger = o.getAttribute("data-layout") === "menu" ? o.querySelector(':scope > [data-role="button"]') : null;
      const r = trigger ? trigger.getBoundingClientRect() : null;
      const at = r ? { x: r.left, y: r.bottom + 4 } : menuPoint || { x: 8, y: 8 };
      m.style.setProperty("--t-menu-x", "0px"); m.style.setProperty("--t-menu-y", "0px");
      const origin = m.getBoundingClientRect(); // the containing block's corner (a transformed chrome frame moves it)
      const x = Math.max(4, Math.min(at.x, innerWidth - origin.width - 4)), y = Math.max(4, Math.min(at.y, innerHeight - origin.height - 4));
      m.style.setProperty("--t-menu-x", (x - origin.left) + "px"); m.style.setProperty("--t-menu-y", (y - origin.top) + "px");
      const first = m.querySelector(':scope > [data-role^="menuitem"]:not([data-disabled])');
      if (first) first.focus({ preventScroll: true });
    }
  }

  /** Collapses open picker popups (comboboxes), except the one holding `keep`. */
  // Pickers this script opened (aria-expanded set here) plus those the server expanded.
  const openedCombos = new Set();
  function openCombo(c, open) { c.setAttribute("aria-expanded", open ? "true" : "false"); if (open) openedCombos.add(c); }
  function closePopups(keep) {
    for (const c of [...openedCombos, ...R.withProperty("expanded")]) {
      openedCombos.delete(c);
      if (!c.isConnected || !c.matches('.t-root [data-role="combobox"][aria-expanded="true"]')) continue;
      if (!keep || !c.contains(keep)) c.setAttribute("aria-expanded", "false"); else openedCombos.add(c);
    }
  }

  /** The index of `el` among its container's options (or radios), for `select`. */
  function choice(el, kind, containers) {
    const box = el.parentElement && el.parentElement.closest(containers);
    if (!box) return null;
    const all = Array.from(box.querySelectorAll('[data-role="' + kind + '"]')).filter((o) => o.parentElement.closest(containers) === box);
    return { box, index: all.indexOf(el) };
  }

  // A window-wide rule, on the window's content element: it covers the window's bars outside it too
  // (the Mac's one toolbar sits above the content).
  function windowSays(el, attribute) {
    const root = el.closest(".t-root");
    return !!root && root.querySelector("[" + attribute + "]") !== null;
  }

  D.addEventListener("click", (e) => {
    const t = e.target;
    if (suppressClick) { suppressClick = false; e.preventDefault(); return; }
    if (!t.closest || !t.closest(".t-root")) return;
    // Control-click is a secondary click where the window says so (data-control-click-menus: the Mac);
    // browsers off the Mac deliver it as a plain click.
    if (e.ctrlKey && e.button === 0 && windowSays(t, "data-control-click-menus")) { e.preventDefault(); contextClick(e); return; }
    dismissPopups(t);
    const stepper = t.closest('[data-part="increment"], [data-part="decrement"]');
    const el = stepper ? host(t) : actionable(t);
    if (!el || disabled(el)) { closeMenus(null); closePopups(null); return; }
    closePopups(el);
    if (stepper) return step(el, stepper.getAttribute("data-part") === "increment" ? 1 : -1);
    const r = role(el);
    if ((r === "menuitem" || r === "menuitemcheckbox") && popupOf(el)) {
      const open = !el.hasAttribute("data-open");
      closeMenus(el); flag(el, "data-open", open);
      return;
    }
    if (r === "combobox") { openCombo(el, el.getAttribute("aria-expanded") !== "true"); return; }
    if (r === "option") {
      const c = choice(el, "option", '[data-role="listbox"], [data-role="combobox"]');
      if (c) { event(c.box, "select", { value: c.index }); closePopups(null); }
      else event(el, "activate");
      return;
    }
    if (el.hasAttribute("data-tappable") && !ACTIVATE.has(r)) { event(el, "activate"); return; }
    if (ACTIVATE.has(r)) {
      if (r === "link" && !el.hasAttribute("href")) e.preventDefault();
      // Enter clicks on keydown: end its press first (as a pointer's is), so an action that removes the
      // button (an alert's, a row's delete) is not followed by a pressEnded for an element that is gone.
      if (pressed === el) release();
      event(el, "activate");
      if (r.startsWith("menuitem") || (el.parentElement && role(el.parentElement) === "menu")) closeMenus(null);
    } else closeMenus(null);
  });

  // Quick clicks outrun the patches: each step goes on from the value the last one asked for (for a
  // second), not from the stale one on the page, so three clicks are three steps. The server still moves
  // one step toward whatever number arrives.
  const steps = new WeakMap();
  function step(el, dir) {
    const asked = steps.get(el), now = performance.now();
    const v = asked && now - asked.at < 1000 ? asked.value : +(el.getAttribute("data-value") || 0);
    const s = +(el.getAttribute("data-step") || 1);
    const lo = el.hasAttribute("data-min") ? +el.getAttribute("data-min") : -Infinity;
    const hi = el.hasAttribute("data-max") ? +el.getAttribute("data-max") : Infinity;
    const next = Math.min(hi, Math.max(lo, v + dir * s));
    if (Number.isFinite(next) && next !== v) { steps.set(el, { value: next, at: now }); event(el, "setNumber", { value: next }); }
  }

  // Press tracking drives `isPressed` in ButtonStyle: pointer and Space/Enter.
  let pressed = null;
  function press(el) { if (pressed !== el) { release(); pressed = el; event(el, "pressBegan"); } }
  // A control its own press removed (an alert's action, a row's delete) gets no pressEnded: it is gone.
  function release() { if (pressed) { const el = pressed; pressed = null; if (el.isConnected) event(el, "pressEnded"); } }
  D.addEventListener("pointerdown", (e) => {
    const el = actionable(e.target);
    if (!el || e.button !== 0) return;
    if (PRESS.has(role(el)) && !disabled(el)) press(el);
    if (e.target.type === "range") event(el, "editing", { value: true });
  });
  // Long press (touch, or any pointer where the window says so: data-long-press-menus, from the
  // graph's WindowChrome table) opens a context menu, as on iOS.
  let longPress = 0, longStart = null, suppressClick = false;
  function cancelLongPress() { clearTimeout(longPress); longPress = 0; longStart = null; }
  D.addEventListener("pointerdown", (e) => {
    cancelLongPress();
    suppressClick = false;
    const owner = e.target.closest && e.target.closest(".t-root [data-context-menu]");
    if (!owner || e.button !== 0 || !(e.pointerType === "touch" || windowSays(owner, "data-long-press-menus"))) return;
    longStart = { x: e.clientX, y: e.clientY };
    longPress = setTimeout(() => { menuPoint = longStart; cancelLongPress(); suppressClick = true; release(); event(owner, "contextMenu"); }, 500);
  }, true);
  D.addEventListener("pointermove", (e) => { if (longStart && Math.hypot(e.clientX - longStart.x, e.clientY - longStart.y) > 10) cancelLongPress(); });
  D.addEventListener("pointercancel", cancelLongPress);
  D.addEventListener("pointerup", cancelLongPress, true);
  D.addEventListener("pointerup", (e) => { release(); if (e.target.type === "range" && host(e.target)) event(host(e.target), "editing", { value: false }); });
  D.addEventListener("pointercancel", release);
  D.addEventListener("pointerleave", (e) => { if (e.target === pressed) release(); }, true);

  const MODS = [["metaKey", "command"], ["ctrlKey", "control"], ["altKey", "option"], ["shiftKey", "shift"]];
  const KEYS = dict({ Enter: "return", Escape: "escape", Backspace: "delete", Tab: "tab", " ": "space", ArrowUp: "upArrow", ArrowDown: "downArrow", ArrowLeft: "leftArrow", ArrowRight: "rightArrow", Home: "home", End: "end", PageUp: "pageUp", PageDown: "pageDown" });
  const keyName = (e) => KEYS[e.key] || (e.key.length === 1 ? e.key.toLowerCase() : null);
  const mods = (e) => MODS.filter(([k]) => e[k]).map(([, n]) => n);

  /** A menu item whose `shortcut` (⌘S, ⇧⌘N, ⌥⌘I, ⌃X) matches this key press. Ctrl stands in for ⌘ off Apple keyboards. */
  function shortcutTarget(e) {
    const k = keyName(e);
    if (!k || !(e.metaKey || e.ctrlKey)) return null;
    for (const el of D.querySelectorAll(".t-root [data-shortcut]:not([data-text-command])")) {
      const s = el.getAttribute("data-shortcut");
      const cmd = s.includes("\u2318"), ctl = s.includes("\u2303");
      const key = s.replace(/[\u2318\u21e7\u2325\u2303]/g, "").toLowerCase();
      if (key !== k || s.includes("\u21e7") !== e.shiftKey || s.includes("\u2325") !== e.altKey) continue;
      if ((cmd && !ctl && (e.metaKey || e.ctrlKey)) || (ctl && e.ctrlKey && cmd === e.metaKey)) return el;
    }
    return null;
  }

  D.addEventListener("keydown", (e) => {
    const el = actionable(e.target);
    const target = shortcutTarget(e);
    if (target) { e.preventDefault(); closeMenus(null); if (!disabled(target)) event(target, "activate"); return; }
    if (el && (e.key === " " || e.key === "Enter") && !e.repeat) {
      const r = role(el);
      if (PRESS.has(r) && !disabled(el)) press(el);
      else if ((r === "menuitem" || r === "menuitemcheckbox" || r === "option" || r === "combobox" || (r === "link" && !el.hasAttribute("href"))) && e.target === el) { e.preventDefault(); el.click(); }
    }
    if (el && (menuKeys(e, el) || tabKeys(e, el) || optionKeys(e, el))) return;
    if (e.key === "Escape") { closeMenus(null); closePopups(null); }
    const inText = e.target.tagName === "INPUT" && (e.target.type === "text" || e.target.type === "password" || e.target.type === "search");
    if (el && inText && e.key === "Enter" && !e.isComposing) event(el, "key", { key: "return", mods: mods(e) });
    // Return outside a control that takes it goes to the window: the default button (keyboardShortcut(.defaultAction)).
    else if (e.key === "Enter" && !e.repeat && !e.isComposing && !mods(e).length && !(e.target.matches && e.target.matches("button, a, textarea, input, select, [tabindex]"))) event(rootEl(), "key", { key: "return", mods: [] });
    else if (e.key === "Escape" || ((e.metaKey || e.ctrlKey || e.altKey) && keyName(e) && !/^(Meta|Control|Alt|Shift)$/.test(e.key))) {
      event(el || rootEl(), "key", { key: keyName(e), mods: mods(e) });
    }
  });
  // List editing (TrellisGraph/Views/List+Editing.swift). Delete / Backspace on a focused deletable row
  // sends `key delete` (⌥↑ / ⌥↓ go out as option keys above). A movable row is dragged by its handle (or,
  // without one, by the row: the Mac drags rows outside edit mode); the drop sends `reorder` to the element
  // holding the rows: `from` and `to` index its rows, `to` is "before row to". The server checks both.
  D.addEventListener("keydown", (e) => {
    const row = e.target;
    if (!(row instanceof Element) || role(row) !== "listitem" || !row.hasAttribute("data-deletable") || e.repeat) return;
    if ((e.key === "Delete" || e.key === "Backspace") && !mods(e).length) { e.preventDefault(); event(row, "key", { key: "delete", mods: [] }); }
  });
  // Outlines (OutlineGroup in a list): → / ← on a row with children, or on its disclosure, expand and collapse it.
  D.addEventListener("keydown", (e) => {
    if (!(e.target instanceof Element) || (e.key !== "ArrowRight" && e.key !== "ArrowLeft") || mods(e).length) return;
    const row = e.target.closest('[data-role="listitem"][data-outline]');
    if (!row || (e.target !== row && !e.target.hasAttribute("data-outline-disclosure"))) return;
    e.preventDefault();
    const rtl = getComputedStyle(row).direction === "rtl";
    event(row, "key", { key: (e.key === "ArrowRight") !== rtl ? "rightArrow" : "leftArrow", mods: [] });
  });
  let rowDrag = null, swallowClick = false;
  D.addEventListener("pointerdown", (e) => {
    if (e.button !== 0 || !(e.target instanceof Element)) return;
    const handle = e.target.closest('[data-edit-control="handle"]');
    const row = e.target.closest('[data-role="listitem"][data-movable]');
    if (!row || !row.parentElement) return;
    if (!handle && (row.querySelector(':scope > [data-edit-control="handle"]') || e.target.closest('button, input, textarea, select, a, [data-role="button"]'))) return;
    rowDrag = { row, x: e.clientX, y: e.clientY, moved: false };
    if (handle) e.preventDefault();
  }, true);
  D.addEventListener("pointermove", (e) => {
    if (!rowDrag || rowDrag.moved || Math.hypot(e.clientX - rowDrag.x, e.clientY - rowDrag.y) < 6) return;
    // A sideways drag is the row's swipe (trellis-lists.js), not a reorder.
    if (rowDrag.row.hasAttribute("data-swiping") || Math.abs(e.clientX - rowDrag.x) > Math.abs(e.clientY - rowDrag.y)) {
      if (rowDrag.row.hasAttribute("data-swipe-edges")) rowDrag = null;
      return;
    }
    rowDrag.moved = true;
    rowDrag.row.setAttribute("data-dragging", "");
  });
  const endRowDrag = (e, drop) => {
    const d = rowDrag;
    rowDrag = null;
    if (!d || !d.moved) return;
    d.row.removeAttribute("data-dragging");
    swallowClick = true;
    const holder = d.row.parentElement;
    if (!drop || !holder || !holder.isConnected) return;
    const rows = Array.from(holder.children).filter((r) => role(r) === "listitem");
    const from = rows.indexOf(d.row);
    let to = rows.length;
    for (let i = 0; i < rows.length; i++) { const b = rows[i].getBoundingClientRect(); if (e.clientY < b.top + b.height / 2) { to = i; break; } }
    if (from >= 0 && to !== from && to !== from + 1) event(holder, "reorder", { from, to });
  };
  D.addEventListener("pointerup", (e) => endRowDrag(e, true), true);
  D.addEventListener("pointercancel", (e) => endRowDrag(e, false), true);
  D.addEventListener("click", (e) => { if (swallowClick) { swallowClick = false; e.stopPropagation(); e.preventDefault(); } }, true);
  D.addEventListener("pointerdown", () => { swallowClick = false; }, true);
  // Arrow keys in menus: ↑↓ within a menu, ←→ along the menu bar, ↓/Enter opens, Escape closes.
  const ITEM = ["menuitem", "menuitemcheckbox", "button", "link"].map((r) => ':scope > [data-role="' + r + '"]:not([data-disabled])').join(", ");
  function menuKeys(e, el) {
    const list = el.parentElement, lr = list ? role(list) : "", bar = lr === "menubar";
    if (!bar && lr !== "menu") return false;
    const items = Array.from(list.querySelectorAll(ITEM));
    const move = (d) => { const i = items.indexOf(el); items[(i + d + items.length) % items.length].focus(); };
    const sub = popupOf(el);
    const openSub = () => { closeMenus(el); el.setAttribute("data-open", ""); const f = sub.querySelector(ITEM); if (f) f.focus(); };
    switch (e.key) {
      case "ArrowDown": if (bar && sub) openSub(); else if (!bar) move(1); else return false; break;
      case "ArrowUp": if (!bar) move(-1); else return false; break;
      case "ArrowRight": if (bar) move(1); else if (sub) openSub(); else return false; break;
      case "ArrowLeft": if (bar) move(-1); else { const owner = list.parentElement.closest('[data-role="menuitem"]'); if (!owner) return false; owner.removeAttribute("data-open"); owner.focus(); } break;
      case "Escape": { const owner = list.parentElement && list.parentElement.closest("[data-open]"); closeMenus(null); if (owner) owner.focus(); break; }
      case "Enter": case " ": if (!sub) return false; openSub(); break;
      default: return false;
    }
    e.preventDefault();
    return true;
  }

  // ↑↓ in a picker's popup: ↓ on the closed picker opens it at the chosen option; ↑↓ move
  // between options (Enter/Space choose one through the click path above).
  function optionKeys(e, el) {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return false;
    const combo = el.closest('[data-role="combobox"]');
    if (!combo) return false;
    const options = Array.from(combo.querySelectorAll('[data-role="option"]'));
    if (!options.length) return false;
    e.preventDefault();
    if (combo.getAttribute("aria-expanded") !== "true") {
      openCombo(combo, true);
      (options.find((o) => o.getAttribute("aria-selected") === "true") || options[0]).focus();
      return true;
    }
    const i = options.indexOf(el), d = e.key === "ArrowDown" ? 1 : -1;
    options[i < 0 ? 0 : (i + d + options.length) % options.length].focus();
    return true;
  }

  // ←→ (↑↓) move focus between the tabs of a tab list, Home/End to the ends.
  function tabKeys(e, el) {
    if (role(el) !== "tab" || !/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(e.key)) return false;
    const tabs = Array.from(el.parentElement.querySelectorAll(':scope > [data-role="tab"]'));
    const i = tabs.indexOf(el), d = /Right|Down/.test(e.key) ? 1 : -1;
    const next = e.key === "Home" ? tabs[0] : e.key === "End" ? tabs[tabs.length - 1] : tabs[(i + d + tabs.length) % tabs.length];
    e.preventDefault();
    next.focus();
    return true;
  }

  D.addEventListener("keyup", (e) => { if (e.key === " " || e.key === "Enter") release(); });

  // onHover: an element with data-hoverable gets one `hover` event per enter and leave (mouse and pen).
  const hovered = new Set();
  D.addEventListener("pointerover", (e) => {
    if (e.pointerType === "touch") return;
    for (let el = e.target instanceof Element ? e.target.closest("[data-hoverable]") : null; el; el = el.parentElement ? el.parentElement.closest("[data-hoverable]") : null) {
      if (!hovered.has(el)) { hovered.add(el); event(el, "hover", { value: true }); }
    }
  });
  D.addEventListener("pointerout", (e) => {
    const to = e.relatedTarget instanceof Element ? e.relatedTarget : null;
    for (const el of Array.from(hovered)) {
      if (!el.isConnected) { hovered.delete(el); continue; }
      if (!to || !el.contains(to)) { hovered.delete(el); event(el, "hover", { value: false }); }
    }
  });
  const DATED = new Set(["date", "time", "datetime-local", "color"]);
  D.addEventListener("input", (e) => {
    const t = e.target, el = host(t);
    if (!el || t.getAttribute("data-part") !== "control") return;
    if (t.type === "range") { const v = +t.value; if (Number.isFinite(v)) { R.noteSent(t, t.value); event(el, "setNumber", { value: v }); } }
    else if ((t.type === "text" || t.type === "password" || t.type === "search" || t.tagName === "TEXTAREA") && !e.isComposing) { R.noteSent(t, t.value); event(el, "setText", { value: t.value }); }
    // Date, time and colour fields (DatePicker, ColorPicker): the value in the field's own format; the server parses and clamps it.
    else if (DATED.has(t.type) && t.value) { R.noteSent(t, t.value); event(el, "setText", { value: t.value }); }
  });
  D.addEventListener("compositionend", (e) => {
    const el = host(e.target);
    if (el && role(el) === "textbox") { R.noteSent(e.target, e.target.value); event(el, "setText", { value: e.target.value }); }
  });
  D.addEventListener("change", (e) => {
    const t = e.target, el = host(t);
    if (!el || t.getAttribute("data-part") !== "control") return;
    if (t.type === "checkbox") event(el, "setBool", { value: t.checked });
    else if (t.type === "radio") {
      const c = choice(el, "radio", '[data-role="radiogroup"]');
      c ? event(c.box, "select", { value: c.index }) : event(el, "activate");
    }
  });
  for (const [type, on] of [["focusin", true], ["focusout", false]]) {
    D.addEventListener(type, (e) => {
      const t = e.target, el = host(t);
      // (A focused element the last patch removed gets a focusout in Chromium: the server no longer knows it.)
      if (!el || !el.isConnected) return;
      if (t.getAttribute("data-part") === "control") { event(el, "focus", { value: on }); return; }
      // Any other element that takes focus as SwiftUI's views do (a focusable view, a row, a button
      // reached with the keyboard; not a button a pointer clicked, not the menu bar) tells the window
      // where focus is, for focused values. Focus moving on is said by the next element's focusin.
      if (t !== el || t.closest('[data-role="menubar"]')) return;
      if (on ? t.hasAttribute("tabindex") || t.matches(":focus-visible") : !e.relatedTarget) event(el, "focus", { value: on });
    });
  }
  // The menu bar doesn't take focus from the window (as a Mac's doesn't): its commands act on what has it.
  D.addEventListener("mousedown", (e) => { if (e.target.closest && e.target.closest('[data-role="menubar"]')) e.preventDefault(); });
  // A Form is a <form>: Return in its only field must not submit (and navigate) the page.
  D.addEventListener("submit", (e) => { if (e.target.closest && e.target.closest(".t-root")) e.preventDefault(); });
  D.addEventListener("contextmenu", contextClick);
  function contextClick(e) {
    const el = host(e.target);
    if (!el) return;
    const owner = e.target.closest("[data-context-menu]");
    if (owner) {
      e.preventDefault();
      const r = e.target.getBoundingClientRect();
      menuPoint = e.clientX || e.clientY ? { x: e.clientX, y: e.clientY } : { x: r.left, y: r.bottom };
    }
    event(owner || el, "contextMenu");
  }

  // TextEditingCommands (TrellisGraph/Scene/TextEditingCommands+Builtin.swift): an Edit menu item marked
  // `data-text-command` edits the text field that has (or last had) focus, through the browser's own editing
  // commands, so the field's `input` sends `setText` as typing does. The menu bar keeps focus in the field.
  let lastField = null;
  D.addEventListener("focusin", (e) => {
    const t = e.target;
    if (t instanceof Element && t.closest(".t-root") && (t.tagName === "TEXTAREA" || (t.tagName === "INPUT" && /^(text|search|password|email|url|tel|number)$/.test(t.type)))) lastField = t;
  });
  const TRANSFORMS = {
    uppercase: (s) => s.toUpperCase(),
    lowercase: (s) => s.toLowerCase(),
    capitalize: (s) => s.replace(/\S+/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()),
  };
  D.addEventListener("click", (e) => {
    const item = e.target instanceof Element ? e.target.closest(".t-root [data-text-command]") : null;
    const field = lastField;
    if (!item || !field || !field.isConnected || disabled(item)) return;
    const command = item.getAttribute("data-text-command");
    field.focus();
    if (TRANSFORMS[command]) {
      const from = field.selectionStart, to = field.selectionEnd;
      if (from == null || from === to) return;
      D.execCommand("insertText", false, TRANSFORMS[command](field.value.slice(from, to)));
      field.setSelectionRange(from, field.selectionEnd);
    } else if (command === "paste") {
      // Pages may not paste by command; the Clipboard API asks the person first.
      if (navigator.clipboard && navigator.clipboard.readText) navigator.clipboard.readText().then((text) => { field.focus(); D.execCommand("insertText", false, text); }).catch(() => {});
    } else if (command === "selectAll") {
      field.select();
    } else {
      D.execCommand(command);
    }
  }, true);

  // MARK: - Start

  function start() {
    adopt();
    rememberWindow(windowID);
    const sel = D.querySelector(".t-switcher select");
    if (sel) {
      sel.addEventListener("change", () => { send({ t: "idiom", idiom: sel.value }); if (sel.value !== "auto") setIdiom(sel.value); });
      sel.form && sel.form.addEventListener("submit", (e) => e.preventDefault());
    }
    let resizeTimer = 0;
    addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(sendViewport, 150); });
    const frame = D.querySelector(".t-window");
    if (frame && window.ResizeObserver) {
      let last = "";
      new ResizeObserver(() => {
        const size = frame.clientWidth + "x" + frame.clientHeight;
        if (size === last) return;
        last = size;
        clearTimeout(resizeTimer); resizeTimer = setTimeout(sendViewport, 150);
      }).observe(frame);
    }
    if (window.matchMedia) matchMedia("(prefers-color-scheme: dark)").addEventListener("change", sendViewport);
    addEventListener("online", () => { if (!ws) { retries = 0; connect(); } });
    // Heartbeat: a silent socket (sleep, proxy drop) is closed so the backoff loop reconnects.
    setInterval(() => { if (!ws || ws.readyState !== 1) return; if (Date.now() - lastHeard > 45000) ws.close(); else ping(); }, 20000);
    fetch("/_trellis/symbols.json").then((r) => (r.ok ? r.json() : null)).then((j) => {
      const list = Array.isArray(j) ? j : j && Array.isArray(j.names) ? j.names : null;
      if (list) R.setSymbols(list);
    }).catch(() => {});
    connect();
  }
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", start); else start();
})();
