// trellis-tabs.js — tab views (docs/TABS.md). Loaded right after trellis.js: it adds the tab view's
// property kinds (mirror of TrellisHost/HostVocabulary+Tabs.swift) through TrellisRuntime.extend, and the
// keyboard: arrow keys (and Home/End) move focus to the neighbouring tab of the same tablist and activate
// it (ARIA's tabs pattern, automatic activation); only the selected tab is in the Tab order (roving
// tabindex). Nothing here reads server data into markup.
(function () {
  "use strict";
  const rt = (globalThis.__trellisTest && globalThis.__trellisTest.api) || globalThis.TrellisRuntime;
  if (rt && rt.extend) {
    const { KINDS, EXT } = rt.extend;
    const words = (s) => new Set(s.split(" "));
    Object.assign(KINDS, {
      tabForm: words("bottomBar topBar sidebar segmented grouped ornament verticalPage page"),
      tabPart: words("panels sidebarToggle edit header footer bottomBar sectionHeader barEditor sectionSidebar"),
      tabDrag: words("movable fixed"), indexDisplay: words("automatic always never"), indexBackground: words("automatic interactive always never"),
      badge: "s", pinned: "f", editing: "f", iconsOnly: "f", orientation: words("vertical horizontal"),
    });
    EXT.orientation = (el, role, v) => {
      if (role !== "tablist") return;
      if (v == null) el.removeAttribute("aria-orientation"); else el.setAttribute("aria-orientation", v);
    };
  }

  const D = globalThis.document;
  if (!D || typeof D.addEventListener !== "function" || globalThis.__trellisTest) return;
  const KEYS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

  function tabsOf(list) {
    return Array.from(list.querySelectorAll('[role="tab"]')).filter((t) => t.closest('[role="tablist"]') === list && !t.disabled);
  }

  D.addEventListener("keydown", (e) => {
    const tab = e.target instanceof Element ? e.target.closest('[role="tab"]') : null;
    if (!tab || e.altKey || e.ctrlKey || e.metaKey) return;
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    const tabs = tabsOf(list);
    const i = tabs.indexOf(tab);
    if (i < 0) return;
    let next = null;
    if (e.key in KEYS) next = tabs[(i + KEYS[e.key] + tabs.length) % tabs.length];
    else if (e.key === "Home") next = tabs[0];
    else if (e.key === "End") next = tabs[tabs.length - 1];
    if (!next) return;
    e.preventDefault();
    e.stopPropagation();
    next.focus();
    next.click();
  }, true);

  // MARK: - Edit mode: drag tabs into, out of and along the tab bar strip, and along a sidebar section.
  // Everything becomes one `reorder` event on the editing sidebar (TrellisGraph/Tabs/TabEditing.swift):
  // `from` indexes the drag items (strip first, then sidebar rows), `to` is a slot: bar positions
  // 0…strip count, then "before sidebar row k" at strip count + 1 + k. The server applies the rules.
  const send = (m) => { const R = globalThis.TrellisRuntime; if (R && typeof R.send === "function") R.send(m); };
  const editingList = (el) => el && el.closest && el.closest('.t-root [role="tablist"][data-editing]');
  const stripOf = (list) => list.querySelector('[data-tab-part="barEditor"]');
  function zones(list) {
    const all = Array.from(list.querySelectorAll("[data-tab-drag]")).filter((el) => editingList(el) === list);
    const strip = stripOf(list);
    const bar = strip ? all.filter((el) => strip.contains(el)) : [];
    const rows = all.filter((el) => !bar.includes(el));
    return { all, strip, bar, rows, base: strip ? bar.length + 1 : 0 };
  }
  /** Items before the point, in reading order: horizontal in the strip, vertical in the sidebar. */
  function before(items, x, y, horizontal) {
    let i = 0;
    for (const it of items) {
      const r = it.getBoundingClientRect();
      if (horizontal ? (r.bottom < y || (y >= r.top && x > r.left + r.width / 2)) : y > r.top + r.height / 2) i++;
    }
    return i;
  }
  function slot(list, z, x, y, target) {
    if (z.strip && (target === z.strip || z.strip.contains(target))) return before(z.bar, x, y, true);
    return z.base + before(z.rows, x, y, false);
  }
  function reorder(list, from, to) { send({ t: "event", id: +list.getAttribute("data-id"), e: "reorder", from, to }); }

  let drag = null;
  D.addEventListener("dragstart", (e) => {
    const item = e.target.closest && e.target.closest('[data-tab-drag="movable"]');
    const list = editingList(item);
    if (!item || !list) return;
    drag = { list, from: zones(list).all.indexOf(item) };
    if (e.dataTransfer) { e.dataTransfer.effectAllowed = "move"; e.dataTransfer.setData("text/plain", item.getAttribute("aria-label") || item.textContent || ""); }
  });
  D.addEventListener("dragend", () => { drag = null; });
  D.addEventListener("dragover", (e) => { if (drag && editingList(e.target) === drag.list) e.preventDefault(); });
  D.addEventListener("drop", (e) => {
    if (!drag || editingList(e.target) !== drag.list || drag.from < 0) return;
    e.preventDefault();
    const list = drag.list;
    reorder(list, drag.from, slot(list, zones(list), e.clientX, e.clientY, e.target));
    drag = null;
  });
  // The keyboard: ⌥ + arrow keys move the focused item one place (strip: ←→, sidebar: ↑↓); ⌥↑ on the
  // first sidebar row's neighbours is the Move buttons' job too, and the switches put tabs in and out.
  D.addEventListener("keydown", (e) => {
    if (!e.altKey || e.ctrlKey || e.metaKey || !e.target.closest) return;
    const item = e.target.closest('[data-tab-drag="movable"]');
    const list = editingList(item);
    if (!list) return;
    const z = zones(list), from = z.all.indexOf(item);
    let to = null;
    const b = z.bar.indexOf(item), r = z.rows.indexOf(item);
    if (b >= 0 && e.key === "ArrowLeft") to = b - 1;
    else if (b >= 0 && e.key === "ArrowRight") to = b + 2;
    else if (r >= 0 && e.key === "ArrowUp") to = z.base + r - 1;
    else if (r >= 0 && e.key === "ArrowDown") to = z.base + r + 2;
    if (to === null || to < (r >= 0 ? z.base : 0)) return;
    e.preventDefault();
    e.stopPropagation();
    refocus = item.getAttribute("data-id");
    reorder(list, from, to);
  }, true);
  let refocus = null;
  function prepareDrags() {
    for (const el of D.querySelectorAll(".t-root [data-tab-drag]")) {
      const can = el.getAttribute("data-tab-drag") === "movable" ? "true" : "false";
      if (el.getAttribute("draggable") !== can) el.setAttribute("draggable", can);
      if (can === "true" && !el.matches('[role="tab"], button') && !el.querySelector('[role="tab"]') && el.getAttribute("tabindex") !== "0") el.setAttribute("tabindex", "0");
    }
    // Keep focus on the item the keyboard just moved (its element moved in the DOM).
    if (refocus !== null) {
      const el = D.querySelector('.t-root [data-id="' + refocus + '"]');
      const target = el && (el.matches('[tabindex="0"]') ? el : el.querySelector('[role="tab"]'));
      if (target && D.activeElement !== target) target.focus();
      refocus = null;
    }
  }

  // Roving tabindex: in a tablist with a selected tab, only that tab is tabbable.
  function rove() {
    for (const list of D.querySelectorAll('.t-root [role="tablist"]')) {
      const tabs = tabsOf(list);
      const selected = tabs.find((t) => t.getAttribute("aria-selected") === "true");
      for (const t of tabs) {
        if (!selected || t === selected) t.removeAttribute("tabindex"); else t.setAttribute("tabindex", "-1");
      }
    }
  }
  const after = () => { rove(); prepareDrags(); };
  // After a patch, only pages that have had a tab bar or a draggable tab look for them (no document-wide query per patch otherwise).
  const ever = rt && typeof rt.ever === "function" ? rt.ever : () => true;
  if (rt && Array.isArray(rt.hooks)) rt.hooks.push({ before() {}, after() { if (ever("role:tablist")) rove(); if (ever("tabDrag") || refocus !== null) prepareDrags(); } });
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", after); else after();
})();
