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
      tabPart: words("panels sidebarToggle edit header footer bottomBar sectionHeader"),
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
  if (rt && Array.isArray(rt.hooks)) rt.hooks.push({ before() {}, after: rove });
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", rove); else rove();
})();
