// trellis-tabs.js — keyboard for tab views (docs/TABS.md). Loaded after trellis.js.
// Arrow keys (and Home/End) move focus to the neighbouring tab of the same tablist and
// activate it, as ARIA's tabs pattern with automatic activation; only the selected tab
// is in the Tab order (roving tabindex). Nothing here reads server data into markup.
(function () {
  "use strict";
  const D = document;
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
  const R = window.TrellisRuntime;
  if (R && R.hooks) R.hooks.push({ before() {}, after: rove });
  rove();
})();
