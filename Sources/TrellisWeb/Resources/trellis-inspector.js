// trellis-inspector.js — inspectors, resizable sheets and tables (docs/INSPECTOR.md, docs/RENDERING.md
// "Inspectors" and "Tables"). Loaded after trellis-client.js. Server data never reaches markup here:
// this file sets ARIA attributes and CSS custom properties (CSSOM) from the data-* attributes the
// runtime already validated, and turns drags and keys into events the server checks again:
//   - the inspector column's edge: drag (pointer, touch) → setNumber(width); ← → Home End → key;
//     double-click → activate (back to the ideal width);
//   - a sheet's grabber: drag between detents → select(index), below the smallest → dismiss;
//     ↑ ↓ Home End → key;
//   - a table: a resizable header's edge → setNumber(width); Space/Return on a row → key.
(function () {
  "use strict";
  const R = window.TrellisRuntime;
  if (!R || !Array.isArray(R.hooks)) return;
  const D = document;
  const ROOT = ".t-root ";
  const send = (el, e, extra) => { if (R.send) R.send(Object.assign({ t: "event", id: +el.getAttribute("data-id"), e }, extra || {})); };
  const attr = (el, name, v) => { if (v == null) el.removeAttribute(name); else if (el.getAttribute(name) !== v) el.setAttribute(name, v); };
  const KEYS = { ArrowLeft: "leftArrow", ArrowRight: "rightArrow", ArrowUp: "upArrow", ArrowDown: "downArrow", Home: "home", End: "end" };
  const mods = (e) => (e.shiftKey ? ["shift"] : []);

  /** `f0.5` (of the window's height) or `p200` (points) → pixels. */
  function detentPx(spec, height) {
    const m = /^([fp])(\d{1,6}(\.\d{1,6})?)$/.exec(spec || "");
    if (!m) return null;
    return m[1] === "f" ? +m[2] * height : Math.min(+m[2], height * 0.94);
  }

  // MARK: - After every patch: ARIA and sizes

  // After a patch (`patched`), only pages that have had an inspector, a sheet or a table look for them.
  const everHad = (name) => typeof R.ever !== "function" || R.ever(name);
  function refresh(patched) {
    const ever = (name) => patched !== true || everHad(name);
    if (ever("role:complementary")) for (const edge of D.querySelectorAll(ROOT + '[data-role="complementary"] > [data-role="separator"]')) {
      attr(edge, "tabindex", "0");
      attr(edge, "aria-orientation", "vertical");
      attr(edge, "aria-valuenow", edge.getAttribute("data-resize-value"));
      attr(edge, "aria-valuemin", edge.getAttribute("data-resize-min"));
      attr(edge, "aria-valuemax", edge.getAttribute("data-resize-max"));
      const column = edge.parentElement;
      if (column) column.style.removeProperty("--t-drag-w");
    }
    if (ever("presentation")) for (const dialog of D.querySelectorAll(ROOT + '[data-role="dialog"][data-presentation]')) {
      attr(dialog, "aria-modal", dialog.hasAttribute("data-background-interaction") ? "false" : "true");
      const sheet = dialog.querySelector(':scope > [data-chrome="sheet"]');
      const grabber = dialog.querySelector(":scope > [data-grabber]");
      if (!sheet) continue;
      const px = detentPx(sheet.getAttribute("data-detent-height"), dialog.clientHeight || innerHeight);
      if (px == null) { sheet.style.removeProperty("--t-detent-height"); continue; }
      sheet.style.setProperty("--t-detent-height", px + "px");
      if (grabber) {
        grabber.style.setProperty("--t-detent-px", px + "px");
        attr(grabber, "aria-valuetext", grabber.getAttribute("data-detent"));
      }
    }
    if (ever("role:table")) for (const table of D.querySelectorAll(ROOT + '[data-role="table"]')) {
      const header = table.querySelector(':scope > [data-role="row"][data-header]');
      const cells = header ? Array.from(header.children) : [];
      const template = cells.map((c) => {
        const w = +c.getAttribute("data-width");
        return w > 0 ? w + "px" : "minmax(80px, 1fr)";
      }).join(" ");
      if (template) table.style.setProperty("--t-table-columns", template); else table.style.removeProperty("--t-table-columns");
      attr(table, "aria-multiselectable", null);
      for (const c of cells) {
        const b = c.querySelector(':scope > [data-role="button"]');
        const sort = b && b.getAttribute("data-sort");
        attr(c, "aria-sort", sort || (b ? "none" : null));
      }
      const group = table.querySelector(':scope > [data-role="rowgroup"]');
      if (!group) continue;
      const selectable = table.hasAttribute("data-selectable");
      attr(table, "role", selectable ? "grid" : "table");
      for (const row of group.children) {
        attr(row, "tabindex", row.hasAttribute("data-selectable") ? "0" : null);
        attr(row, "aria-selected", selectable ? (row.hasAttribute("data-selected") ? "true" : "false") : null);
      }
    }
  }
  R.hooks.push({ before() {}, after() { refresh(true); } });
  addEventListener("resize", refresh);

  // MARK: - Drags

  let drag = null, swallowClick = false;
  D.addEventListener("pointerdown", (e) => {
    if (e.button !== 0 || !e.target.closest) return;
    const edge = e.target.closest(ROOT + '[data-role="complementary"] > [data-role="separator"]');
    const grabber = !edge && e.target.closest(ROOT + '[data-role="dialog"] > [data-grabber]');
    let header = null;
    if (!edge && !grabber) {
      header = e.target.closest(ROOT + '[data-role="columnheader"][data-resizable]');
      if (!header || e.clientX < header.getBoundingClientRect().right - 6) return;
    }
    const el = edge || grabber || header;
    e.preventDefault();
    el.setPointerCapture(e.pointerId);
    el.setAttribute("data-dragging", "");
    if (edge) drag = { kind: "edge", el, x: e.clientX, w: edge.parentElement.getBoundingClientRect().width, moved: false };
    else if (header) drag = { kind: "header", el, x: e.clientX, w: header.getBoundingClientRect().width, moved: false };
    else {
      const sheet = grabber.parentElement.querySelector(':scope > [data-chrome="sheet"]');
      drag = { kind: "grabber", el, sheet, y: e.clientY, h: sheet ? sheet.getBoundingClientRect().height : 0, moved: false };
    }
  });
  D.addEventListener("pointermove", (e) => {
    if (!drag) return;
    if (drag.kind === "grabber") {
      const d = drag.y - e.clientY;
      if (Math.abs(d) > 3) drag.moved = true;
      if (drag.sheet) drag.sheet.style.setProperty("--t-detent-height", Math.max(0, drag.h + d) + "px");
      drag.el.style.setProperty("--t-detent-px", Math.max(0, drag.h + d) + "px");
    } else {
      const d = drag.kind === "edge" ? drag.x - e.clientX : e.clientX - drag.x;
      if (Math.abs(d) > 1) drag.moved = true;
      const target = drag.kind === "edge" ? drag.el.parentElement : drag.el;
      target.style.setProperty("--t-w", Math.max(0, drag.w + d) + "px");
      drag.last = drag.w + d;
    }
  });
  function endDrag(e) {
    if (!drag) return;
    const d = drag;
    drag = null;
    d.el.removeAttribute("data-dragging");
    if (!d.moved) return;
    swallowClick = true;
    if (d.kind === "grabber") {
      const dialog = d.el.parentElement, height = dialog.clientHeight || innerHeight;
      const now = d.h + (d.y - e.clientY);
      const px = (d.el.getAttribute("data-detent-heights") || "").split(" ").map((s) => detentPx(s, height));
      if (!px.length || px.some((p) => p == null)) return refresh();
      if (now < px[0] - 60) return send(d.el, "dismiss");
      let best = 0;
      px.forEach((p, i) => { if (Math.abs(p - now) < Math.abs(px[best] - now)) best = i; });
      send(d.el, "select", { value: best });
      refresh();
    } else if (Number.isFinite(d.last)) {
      send(d.el, "setNumber", { value: Math.round(d.last) });
    }
  }
  D.addEventListener("pointerup", endDrag);
  D.addEventListener("pointercancel", () => { if (drag) { drag.el.removeAttribute("data-dragging"); drag = null; refresh(); } });
  // A drag ends in a click on the handle: it must not also activate it.
  D.addEventListener("click", (e) => { if (swallowClick) { swallowClick = false; e.stopImmediatePropagation(); e.preventDefault(); } }, true);
  // A click in a selectable table row selects it, unless a control inside the row is nearer.
  const CONTROLS = 'button, a, input, select, textarea, label, [data-role="button"], [data-role="link"], [data-role="menuitem"], [data-role="combobox"]';
  D.addEventListener("click", (e) => {
    const row = e.target.closest && e.target.closest(ROOT + '[data-role="rowgroup"] > [data-role="row"][data-selectable]');
    if (!row) return;
    const control = e.target.closest(CONTROLS);
    if (control && row.contains(control)) return;
    send(row, "activate");
  });
  D.addEventListener("dblclick", (e) => {
    const edge = e.target.closest && e.target.closest(ROOT + '[data-role="complementary"] > [data-role="separator"]');
    if (edge) send(edge, "activate");
    // A row's primary action (contextMenu(forSelectionType:primaryAction:)) runs as Return does.
    const row = e.target.closest && e.target.closest(ROOT + '[data-role="rowgroup"] > [data-role="row"][data-primary-action]');
    if (row && !e.target.closest(CONTROLS)) send(row, "key", { key: "return", mods: [] });
  });

  // MARK: - Keys

  D.addEventListener("keydown", (e) => {
    const t = e.target;
    if (!t || !t.matches || e.altKey || e.ctrlKey || e.metaKey) return;
    if (t.matches(ROOT + '[data-role="complementary"] > [data-role="separator"], ' + ROOT + '[data-role="dialog"] > [data-grabber]')) {
      const key = KEYS[e.key];
      if (!key) return;
      e.preventDefault();
      send(t, "key", { key, mods: mods(e) });
    } else if (t.matches(ROOT + '[data-role="rowgroup"] > [data-role="row"][data-selectable]') && (e.key === " " || e.key === "Enter") && !e.repeat) {
      e.preventDefault();
      send(t, "key", { key: e.key === " " ? "space" : "return", mods: [] });
    }
  });

  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", refresh); else refresh();
})();
