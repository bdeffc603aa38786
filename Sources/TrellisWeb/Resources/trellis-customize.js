// trellis-customize.js — the toolbar editor's pointer drags and keyboard moves (docs/TOOLBAR-CUSTOMIZATION.md).
// Loaded after trellis-client.js. It only turns gestures into the events the server already validates:
// `reorder` on a list (from an index of that list to a position in the bar), `key delete` / arrow keys on an
// item's button, `activate` on the default set. The server decides what the rules allow.
(function () {
  "use strict";
  const D = document;
  const ITEM = '[data-customize-list] > [data-role="listitem"]';
  const send = (m) => { const R = window.TrellisRuntime; if (R && typeof R.send === "function") R.send(m); };
  const hid = (el) => +el.getAttribute("data-id");
  const kind = (list) => list.getAttribute("data-customize-list");
  const itemsOf = (list) => Array.from(list.querySelectorAll(':scope > [data-role="listitem"]'));
  const buttonOf = (item) => item.querySelector(':scope > [data-role="button"]');
  const KEYS = { ArrowLeft: "leftArrow", ArrowRight: "rightArrow", ArrowUp: "upArrow", ArrowDown: "downArrow", Delete: "delete", Backspace: "delete" };

  /** Items become draggable (not those a person can't move); a newly opened editor takes focus. */
  let focusedEditor = null;
  function prepare() {
    for (const item of D.querySelectorAll(".t-root " + ITEM)) {
      const can = item.getAttribute("data-customize-lock") !== "fixed" ? "true" : "false";
      if (item.getAttribute("draggable") !== can) item.setAttribute("draggable", can);
    }
    const editor = D.querySelector(".t-root [data-customize-editor]");
    if (editor && editor !== focusedEditor) {
      focusedEditor = editor;
      if (!editor.contains(D.activeElement)) {
        const first = editor.querySelector(ITEM + ' > [data-role="button"]');
        if (first) first.focus();
      }
    } else if (!editor) focusedEditor = null;
    // Keep focus on the item the keyboard just moved (its element moved in the DOM).
    if (pending) {
      const el = D.querySelector('.t-root [data-id="' + pending + '"]');
      if (el && D.activeElement !== el) el.focus();
    }
  }

  // MARK: - Pointer drags (HTML drag and drop)
  let drag = null;
  function clearMarks() { for (const l of D.querySelectorAll("[data-customize-list][data-drop]")) l.removeAttribute("data-drop"); }
  /** The bar position under the pointer: items before it in reading order (rows wrap). */
  function position(bar, x, y) {
    let i = 0;
    for (const it of itemsOf(bar)) {
      const r = it.getBoundingClientRect();
      if (r.bottom < y || (y >= r.top && x > r.left + r.width / 2)) i++;
    }
    return i;
  }
  D.addEventListener("dragstart", (e) => {
    const item = e.target.closest && e.target.closest(".t-root " + ITEM);
    if (!item) return;
    const list = item.parentElement;
    drag = { list, item, index: itemsOf(list).indexOf(item) };
    if (e.dataTransfer) { e.dataTransfer.effectAllowed = "move"; e.dataTransfer.setData("text/plain", item.textContent || ""); }
  });
  D.addEventListener("dragend", () => { drag = null; clearMarks(); });
  D.addEventListener("dragover", (e) => {
    if (!drag || !e.target.closest) return;
    const editor = e.target.closest("[data-customize-editor]");
    if (!editor) return;
    e.preventDefault();
    const list = e.target.closest("[data-customize-list]");
    clearMarks();
    if (list) list.setAttribute("data-drop", "");
  });
  D.addEventListener("drop", (e) => {
    if (!drag || !e.target.closest) return;
    const editor = e.target.closest("[data-customize-editor]");
    if (!editor) return;
    e.preventDefault();
    clearMarks();
    const bar = editor.querySelector('[data-customize-list="bar"]');
    const from = kind(drag.list), button = buttonOf(drag.item);
    if (bar && (e.target === bar || bar.contains(e.target))) {
      const to = position(bar, e.clientX, e.clientY);
      if (from === "bar" || from === "palette") send({ t: "event", id: hid(drag.list), e: "reorder", from: drag.index, to });
      else if (from === "defaultSet" && button) send({ t: "event", id: hid(button), e: "activate" });
    } else if (from === "bar" && button) {
      // Dragged out of the bar: removed (where the rules allow).
      send({ t: "event", id: hid(button), e: "key", key: "delete", mods: [] });
    }
    drag = null;
  });

  // MARK: - Keyboard: ←→ (↑↓) move a bar item, Delete/Backspace removes it
  let pending = 0;
  // Escape in the editor: trellis-toolbars.js (an earlier capture listener) has sent it to the frontmost dialog,
  // which cancels and closes; the focused item must not get it too (it is gone once the editor closes).
  D.addEventListener("keydown", (e) => {
    const editor = D.querySelector(".t-root [data-customize-editor]");
    if (!editor) return;
    if (e.key === "Escape" && e.target.closest && e.target.closest(".t-root [data-customize-editor]")) e.stopPropagation();
    // Tab stays inside the editor (it is modal).
    if (e.key === "Tab") {
      const items = Array.from(editor.querySelectorAll('button:not([disabled]), [tabindex]:not([tabindex="-1"])'));
      if (!items.length) return;
      const i = items.indexOf(D.activeElement);
      const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i < 0 || i === items.length - 1 ? 0 : i + 1);
      e.preventDefault();
      items[next].focus();
    }
  }, true);
  D.addEventListener("keydown", (e) => {
    pending = 0;
    const key = KEYS[e.key];
    if (!key || e.metaKey || e.ctrlKey || e.altKey || e.shiftKey || !e.target.closest) return;
    const item = e.target.closest(".t-root [data-customize-list=\"bar\"] > [data-role=\"listitem\"]");
    const button = item && buttonOf(item);
    if (!button || e.target !== button) return;
    e.preventDefault();
    pending = hid(button);
    send({ t: "event", id: hid(button), e: "key", key, mods: [] });
  });

  function start() {
    const root = D.querySelector(".t-root");
    if (!root) return;
    // Only pages that have had a toolbar editor look for its items when the DOM changes.
    const R = window.TrellisRuntime;
    const relevant = () => pending || !R || typeof R.ever !== "function" || R.ever("customizeList", "customizeEditor");
    const changed = () => { if (relevant()) prepare(); };
    const options = { childList: true, subtree: true };
    if (R && R.observeWhen) R.observeWhen(relevant, root, options, changed, prepare);
    else new MutationObserver(changed).observe(root, options);
    prepare();
  }
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", start); else start();
})();
