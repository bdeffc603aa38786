// trellis-lists.js — a list row's swipe actions and pull to refresh, as iOS does them.
// Loaded after trellis-client.js (R.send). The server decides; this file only follows the finger.
//
// Swipe (TrellisGraph/Views/ListRow+Swipe.swift): a horizontal drag on a row with `data-swipe-edges`
// moves its content aside and sends `swipe` with the edge it reveals (swiping toward the leading side
// reveals the trailing actions); the server adds the row's `swipeTray`. Let go past REVEAL px and the
// tray stays open (the content aside by the tray's width), else it closes (`edge: none`). Past FULL of
// the row's width, on an edge in `data-full-swipe`, the release is a full swipe (`full: true`): the
// server runs the edge's first action. A pointer down anywhere else closes an open tray.
//
// Pull to refresh (TrellisGraph/Views/List+Editing.swift, ListRefreshControl): on a list whose refresh
// control is `data-refresh-control="pull"`, a drag down from the list's top (its scroller at 0) pulls
// the list down; let go past PULL px and the control is activated: the server shows it `refreshing`
// (a spinner) until the app's action returns.
//
// Drops from outside the page (onInsert): see "Drops" below.
//
// Touch goes through touch events, so a claimed drag can preventDefault its touchmove (no scroll and
// no pointercancel); mouse and pen through pointer events, a trackpad through sideways wheel events. A drag
// that moved a row swallows its click.
(function () {
  "use strict";
  const R = window.TrellisRuntime;
  if (!R || !R.send) return;
  const D = document;
  const REVEAL = 40, FULL = 0.6, ACTION_WIDTH = 74, PULL = 64, SLOP = 10;
  const event = (el, e, extra) => R.send(Object.assign({ t: "event", id: +el.getAttribute("data-id"), e }, extra));
  const rtl = (el) => getComputedStyle(el).direction === "rtl";
  const hasEdge = (attr, edge) => attr === "both" || attr === edge;
  let swallowClick = false;

  // MARK: - Swipe actions

  let swipe = null;
  /** The edge a content offset reveals: moving the content toward the leading side shows the trailing edge. */
  const edgeFor = (row, offset) => (offset === 0 ? null : (offset < 0) !== rtl(row) ? "trailing" : "leading");
  const openOffset = (row) => {
    const edge = row.getAttribute("data-swiped");
    const tray = row.querySelector(":scope > [data-swipe-tray]");
    if (!edge || !tray) return 0;
    // Each action as wide as its title (and at least ACTION_WIDTH), measured through the clipping.
    let width = 0;
    for (const b of tray.children) {
      const r = D.createRange();
      r.selectNodeContents(b);
      width += Math.max(ACTION_WIDTH, Math.ceil(r.getBoundingClientRect().width) + 24);
    }
    width = Math.min(width || ACTION_WIDTH, row.clientWidth * 0.8);
    return (edge === "trailing") !== rtl(row) ? -width : width;
  };
  function place(row, offset) {
    row.style.setProperty("--t-swipe-x", offset + "px");
    row.style.setProperty("--t-swipe-w", Math.abs(offset) + "px");
  }
  function settle(row) {
    if (swipe && swipe.row === row) return;
    const offset = openOffset(row);
    if (offset) place(row, offset); else { row.style.removeProperty("--t-swipe-x"); row.style.removeProperty("--t-swipe-w"); }
  }
  // The server's patch opens or closes a tray: the content follows it.
  R.hooks.push({ before() {}, after() {
    if (typeof R.ever === "function" && !R.ever("swipeEdges")) return;
    for (const row of D.querySelectorAll('.t-root [data-role="listitem"][data-swipe-edges]')) settle(row);
  } });

  function swipeStart(target, x, y) {
    const row = target.closest && target.closest('.t-root [data-role="listitem"][data-swipe-edges]');
    if (!row || row.hasAttribute("data-dragging") || target.closest("[data-swipe-tray], input, textarea, select, [data-edit-control]")) return;
    swipe = { row, x, y, base: openOffset(row), offset: 0, claimed: false, asked: row.getAttribute("data-swiped") };
  }
  function swipeMove(x, y, e) {
    if (!swipe) return false;
    const dx = x - swipe.x, dy = y - swipe.y, row = swipe.row;
    if (!swipe.claimed) {
      if (Math.abs(dy) > SLOP && Math.abs(dy) >= Math.abs(dx)) { swipe = null; return false; }
      if (Math.abs(dx) < SLOP || Math.abs(dx) < Math.abs(dy) * 1.5 || row.hasAttribute("data-dragging")) return false;
      swipe.claimed = true;
      row.setAttribute("data-swiping", "");
    }
    if (e.cancelable) e.preventDefault();
    let offset = swipe.base + dx;
    const edge = edgeFor(row, offset);
    // An edge with no actions barely moves (a rubber band).
    if (edge && !hasEdge(row.getAttribute("data-swipe-edges"), edge)) offset = Math.sign(offset) * Math.min(12, Math.abs(offset) / 4);
    else if (edge && edge !== swipe.asked) { swipe.asked = edge; event(row, "swipe", { edge, full: false }); }
    swipe.offset = offset;
    place(row, offset);
    const full = edge && hasEdge(row.getAttribute("data-full-swipe"), edge) && Math.abs(offset) > row.clientWidth * FULL;
    row.toggleAttribute("data-full-swiping", !!full);
    return true;
  }
  function swipeEnd(cancelled) {
    const s = swipe;
    swipe = null;
    if (!s || !s.claimed) return;
    const row = s.row;
    row.removeAttribute("data-swiping");
    row.removeAttribute("data-full-swiping");
    // A pointer's swipe ends in a click on the row, which must not count; a wheel's doesn't.
    if (s.wheel === undefined) swallowClick = true;
    if (!row.isConnected) return;
    const edge = edgeFor(row, s.offset);
    const allowed = edge && hasEdge(row.getAttribute("data-swipe-edges"), edge);
    if (!cancelled && allowed && hasEdge(row.getAttribute("data-full-swipe"), edge) && Math.abs(s.offset) > row.clientWidth * FULL) {
      event(row, "swipe", { edge, full: true });
      place(row, 0);
    } else if (!cancelled && allowed && Math.abs(s.offset) > REVEAL) {
      if (s.asked !== edge) event(row, "swipe", { edge, full: false });
      const tray = row.querySelector(":scope > [data-swipe-tray]");
      if (tray && row.getAttribute("data-swiped") === edge) settle(row); else place(row, Math.sign(s.offset) * ACTION_WIDTH);
    } else {
      if (s.asked || row.hasAttribute("data-swiped")) event(row, "swipe", { edge: "none", full: false });
      place(row, 0);
    }
  }
  /** A press outside an open row's tray closes it (and a press on that row's content does nothing else). */
  function closeOthers(target) {
    for (const row of D.querySelectorAll('.t-root [data-role="listitem"][data-swiped]')) {
      if (target.closest && target.closest("[data-swipe-tray]") && row.contains(target)) continue;
      event(row, "swipe", { edge: "none", full: false });
      place(row, 0);
      if (row.contains(target)) swallowClick = true;
    }
  }

  // MARK: - Pull to refresh

  let pull = null;
  const scroller = (el) => {
    for (let p = el; p && p !== D.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY;
      if ((o === "auto" || o === "scroll") && p.scrollHeight > p.clientHeight) return p;
    }
    return D.scrollingElement;
  };
  function pullStart(target, x, y) {
    const list = target.closest && target.closest('.t-root [data-role="list"]');
    const control = list && list.querySelector(':scope > [data-refresh-control="pull"]');
    if (!control || target.closest("input, textarea, select, [data-edit-control]")) return;
    const s = scroller(list);
    if (s && s.scrollTop > 0) return;
    pull = { list, control, x, y, claimed: false, distance: 0 };
  }
  function pullMove(x, y, e) {
    if (!pull) return false;
    const dx = x - pull.x, dy = y - pull.y;
    if (!pull.claimed) {
      if (dy < -SLOP || Math.abs(dx) > Math.max(SLOP, Math.abs(dy))) { pull = null; return false; }
      if (dy < SLOP) return false;
      pull.claimed = true;
      pull.list.setAttribute("data-pulling", "");
    }
    if (e.cancelable) e.preventDefault();
    // Resistance, as a scroll view's rubber band: the list follows the finger less and less.
    pull.distance = Math.max(0, dy);
    const shown = Math.min(PULL * 1.6, pull.distance * 0.6);
    pull.list.style.setProperty("--t-pull", shown + "px");
    pull.list.toggleAttribute("data-pull-armed", shown >= PULL);
    return true;
  }
  function pullEnd(cancelled) {
    const p = pull;
    pull = null;
    if (!p || !p.claimed) return;
    swallowClick = true;
    const armed = p.list.hasAttribute("data-pull-armed");
    p.list.removeAttribute("data-pulling");
    p.list.removeAttribute("data-pull-armed");
    p.list.style.removeProperty("--t-pull");
    if (!cancelled && armed && p.control.isConnected && !p.control.hasAttribute("data-disabled")) event(p.control, "activate");
  }

  // MARK: - Drops from outside the page (onInsert; TrellisGraph/Views/List+Editing.swift)
  // Text or links dragged in from another app or page over a list (or section) with `data-insertable`: a line
  // shows where they would go; the drop sends `insert` with `at` (the row they go before, the count after the
  // last) and the items: each http(s) link of a `text/uri-list`, else the `text/plain`.

  const rowsOf = (holder) => Array.from(holder.children).filter((r) => r.getAttribute("data-role") === "listitem");
  // What the drag carries that the list takes (`data-insertable`: text, url, both). A link is text too.
  const carriesDrop = (e, holder) => {
    const types = e.dataTransfer ? Array.from(e.dataTransfer.types || []) : [], takes = holder.getAttribute("data-insertable");
    return (takes !== "url" && (types.includes("text/plain") || types.includes("text/uri-list"))) || (takes !== "text" && types.includes("text/uri-list"));
  };
  let dropHolder = null;
  function dropAt(holder, y) {
    const rows = rowsOf(holder);
    for (let i = 0; i < rows.length; i++) { const b = rows[i].getBoundingClientRect(); if (y < b.top + b.height / 2) return i; }
    return rows.length;
  }
  function markDrop(holder, at) {
    clearDrop();
    dropHolder = holder;
    const rows = rowsOf(holder);
    if (at < rows.length) rows[at].setAttribute("data-drop-before", ""); else holder.setAttribute("data-drop-after", "");
  }
  function clearDrop() {
    if (!dropHolder) return;
    dropHolder.removeAttribute("data-drop-after");
    for (const r of dropHolder.querySelectorAll(":scope > [data-drop-before]")) r.removeAttribute("data-drop-before");
    dropHolder = null;
  }
  function droppedItems(dt, takes) {
    const links = (dt.getData("text/uri-list") || "").split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#") && /^https?:\/\/\S+$/i.test(l));
    // A list that takes only text gets a dropped link as its text.
    const text = dt.getData("text/plain") || links.join("\n");
    const items = links.length && takes !== "text" ? links.map((value) => ({ type: "url", value })) : [{ type: "text", value: text }];
    // The server takes at most 16 items and 32 KiB of text (docs/PROTOCOL.md): a bigger drop is not sent.
    const bytes = items.reduce((n, i) => n + new TextEncoder().encode(i.value).length, 0);
    return items.length <= 16 && bytes <= 32 * 1024 && items.some((i) => i.value) ? items.filter((i) => i.value) : null;
  }
  const holderOf = (t) => (t && t.closest ? t.closest(".t-root [data-insertable]") : null);
  D.addEventListener("dragover", (e) => {
    const holder = holderOf(e.target);
    if (!holder || !carriesDrop(e, holder)) { clearDrop(); return; }
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
    markDrop(holder, dropAt(holder, e.clientY));
  });
  D.addEventListener("dragleave", (e) => { if (dropHolder && !dropHolder.contains(e.relatedTarget)) clearDrop(); });
  D.addEventListener("drop", (e) => {
    const holder = holderOf(e.target);
    clearDrop();
    if (!holder || !carriesDrop(e, holder)) return;
    e.preventDefault();
    const items = droppedItems(e.dataTransfer, holder.getAttribute("data-insertable"));
    if (items) event(holder, "insert", { at: dropAt(holder, e.clientY), items });
  });

  // MARK: - Input

  function start(target, x, y) {
    if (swipe && swipe.wheel !== undefined) swipeEnd(false);
    closeOthers(target);
    swipeStart(target, x, y);
    pullStart(target, x, y);
  }
  function move(x, y, e) {
    if (swipe && swipe.wheel !== undefined) return;
    if (swipeMove(x, y, e)) { pull = null; return; }
    if (pullMove(x, y, e)) swipe = null;
  }
  function end(cancelled) { swipeEnd(cancelled); pullEnd(cancelled); }

  D.addEventListener("pointerdown", () => { swallowClick = false; }, true);
  D.addEventListener("touchstart", () => { swallowClick = false; }, { capture: true, passive: true });
  D.addEventListener("touchstart", (e) => { if (e.touches.length === 1) start(e.target, e.touches[0].clientX, e.touches[0].clientY); else end(true); }, { capture: true, passive: true });
  D.addEventListener("touchmove", (e) => { if (e.touches.length === 1) move(e.touches[0].clientX, e.touches[0].clientY, e); }, { capture: true, passive: false });
  D.addEventListener("touchend", () => end(false), true);
  D.addEventListener("touchcancel", () => end(true), true);
  D.addEventListener("pointerdown", (e) => { if (e.pointerType !== "touch" && e.button === 0) start(e.target, e.clientX, e.clientY); }, true);
  D.addEventListener("pointermove", (e) => { if (e.pointerType !== "touch") move(e.clientX, e.clientY, e); }, true);
  D.addEventListener("pointerup", (e) => { if (e.pointerType !== "touch") end(false); }, true);
  D.addEventListener("pointercancel", (e) => { if (e.pointerType !== "touch") end(true); }, true);
  // A trackpad's two-finger swipe (the Mac's way) arrives as sideways wheel events: the same swipe, ended when they stop.
  let wheelEnd = 0;
  D.addEventListener("wheel", (e) => {
    if (Math.abs(e.deltaX) <= Math.abs(e.deltaY) || (swipe && swipe.wheel === undefined)) return;
    if (!swipe) {
      closeOthers(e.target);
      swipeStart(e.target, 0, 0);
      if (!swipe) return;
      swipe.wheel = 0;
    }
    swipe.wheel -= e.deltaX;
    swipeMove(swipe.wheel, 0, e);
    clearTimeout(wheelEnd);
    wheelEnd = setTimeout(() => { if (swipe && swipe.wheel !== undefined) swipeEnd(false); }, 150);
  }, { passive: false });
  D.addEventListener("click", (e) => { if (swallowClick) { swallowClick = false; e.stopPropagation(); e.preventDefault(); } }, true);
})();
