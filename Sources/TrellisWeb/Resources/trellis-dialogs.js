// trellis-dialogs.js — keyboard and focus for alerts and confirmation dialogs (role alertdialog,
// docs/DIALOGS.md), and the placement of popovers. When one appears, focus moves to its default action (else its first button) and
// the previously focused element is remembered; Tab stays inside; Escape goes to the dialog (the
// server runs its cancel action or dismisses it); when it goes, focus returns where it was.
// Return on a focused button activates that button; elsewhere it reaches the server as the window's
// Return, which runs the dialog's default action (only the frontmost dialog's shortcuts fire).
(function () {
  "use strict";
  const D = document;
  const SELECTOR = '.t-root [data-role="alertdialog"][data-id]';
  const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const stack = []; // { dialog, returnTo }

  const front = () => { const all = D.querySelectorAll(SELECTOR); return all[all.length - 1] || null; };
  const focusables = (dialog) => Array.from(dialog.querySelectorAll(FOCUSABLE));

  function enter(dialog) {
    const active = D.activeElement;
    stack.push({ dialog, returnTo: active && active !== D.body && !dialog.contains(active) ? active : null });
    const target = dialog.querySelector('[data-dialog-part="actions"] > [data-shortcut="\u21a9"]') || focusables(dialog)[0];
    if (target) target.focus({ preventScroll: true }); else { dialog.tabIndex = -1; dialog.focus({ preventScroll: true }); }
  }

  function sync() {
    // Dialogs that went: return focus to where it was before each (if it is still there).
    for (let i = stack.length - 1; i >= 0; i--) {
      const entry = stack[i];
      if (entry.dialog.isConnected) continue;
      stack.splice(i, 1);
      const outside = !front() || (entry.returnTo && front().contains(entry.returnTo));
      if (entry.returnTo && entry.returnTo.isConnected && outside) entry.returnTo.focus({ preventScroll: true });
    }
    for (const dialog of D.querySelectorAll(SELECTOR)) {
      if (!stack.some((e) => e.dialog === dialog)) enter(dialog);
    }
  }

  function send(el, key) {
    const runtime = window.TrellisRuntime;
    if (runtime && typeof runtime.send === "function") {
      runtime.send({ t: "event", id: +el.getAttribute("data-id"), e: "key", key, mods: [] });
    }
  }

  // Capture on window: before the sheet's Escape handler and the client's key routing.
  window.addEventListener("keydown", (e) => {
    const dialog = front();
    if (!dialog) return;
    if (e.key === "Escape") {
      e.preventDefault(); e.stopPropagation();
      if (!e.repeat) send(dialog, "escape");
    } else if (e.key === "Tab") {
      const items = focusables(dialog);
      if (!items.length) { e.preventDefault(); return; }
      const i = items.indexOf(D.activeElement);
      const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i < 0 || i === items.length - 1 ? 0 : i + 1);
      e.preventDefault();
      items[next].focus();
    } else if (e.metaKey || e.ctrlKey) {
      // The window's menu shortcuts (⌘S, ⌘N) wait until the dialog is answered; the browser's own
      // (copy and paste in a field) still work.
      e.stopPropagation();
    } else if (!dialog.contains(e.target) && e.target !== D.body) {
      // Keys aimed at the window behind the dialog do nothing there.
      e.preventDefault(); e.stopPropagation();
    }
  }, true);

  // Focus that leaves the dialog (a click on the backdrop, a script) comes back.
  D.addEventListener("focusin", (e) => {
    const dialog = front();
    if (dialog && !dialog.contains(e.target)) { const first = focusables(dialog)[0]; if (first) first.focus({ preventScroll: true }); }
  });

  // MARK: - Popovers

  // A popover (presentation=popover) sits on its presenting view's popoverEdge, pointing at
  // anchorX/anchorY of it, kept in the viewport and flipped to the other side when there is no room.
  // It is not modal (aria-modal false); a click outside it or Escape asks the server to dismiss it.
  const POPOVER = '.t-root [data-role="dialog"][data-presentation="popover"][data-id]';
  const popovers = () => Array.from(D.querySelectorAll(POPOVER));
  const GAP = 8, MARGIN = 8;

  function anchorOf(popover) {
    let el = popover.previousElementSibling;
    while (el && !el.hasAttribute("data-id")) el = el.previousElementSibling;
    return el;
  }

  function place(popover) {
    popover.setAttribute("aria-modal", "false");
    const anchor = anchorOf(popover);
    if (!anchor) return;
    const a = anchor.getBoundingClientRect(), p = popover.getBoundingClientRect();
    const rtl = getComputedStyle(anchor).direction === "rtl";
    const num = (name, d) => { const v = parseFloat(popover.getAttribute(name)); return isNaN(v) ? d : v; };
    let edge = popover.getAttribute("data-popover-edge") || "bottom";
    if (edge === "leading") edge = rtl ? "right" : "left";
    if (edge === "trailing") edge = rtl ? "left" : "right";
    const vw = innerWidth, vh = innerHeight;
    // Flip when the chosen side has no room and the other one has.
    if (edge === "bottom" && a.bottom + GAP + p.height > vh && a.top - GAP - p.height >= 0) edge = "top";
    else if (edge === "top" && a.top - GAP - p.height < 0 && a.bottom + GAP + p.height <= vh) edge = "bottom";
    else if (edge === "right" && a.right + GAP + p.width > vw && a.left - GAP - p.width >= 0) edge = "left";
    else if (edge === "left" && a.left - GAP - p.width < 0 && a.right + GAP + p.width <= vw) edge = "right";
    const ax = a.left + a.width * num("data-anchor-x", 0.5), ay = a.top + a.height * num("data-anchor-y", 0.5);
    let x, y;
    if (edge === "bottom" || edge === "top") {
      x = ax - p.width / 2;
      y = edge === "bottom" ? (popover.hasAttribute("data-anchor-y") ? ay : a.bottom) + GAP : (popover.hasAttribute("data-anchor-y") ? ay : a.top) - GAP - p.height;
    } else {
      y = ay - p.height / 2;
      x = edge === "right" ? (popover.hasAttribute("data-anchor-x") ? ax : a.right) + GAP : (popover.hasAttribute("data-anchor-x") ? ax : a.left) - GAP - p.width;
    }
    x = Math.max(MARGIN, Math.min(x, vw - p.width - MARGIN));
    y = Math.max(MARGIN, Math.min(y, vh - p.height - MARGIN));
    popover.style.setProperty("--t-pop-x", Math.round(x) + "px");
    popover.style.setProperty("--t-pop-y", Math.round(y) + "px");
    popover.setAttribute("data-placed", edge);
  }

  let placing = 0;
  function placeAll() {
    if (placing) return;
    placing = requestAnimationFrame(() => { placing = 0; for (const p of popovers()) place(p); });
  }

  // A click outside every open popover (and outside the view that presented it) dismisses them.
  D.addEventListener("pointerdown", (e) => {
    for (const p of popovers()) {
      const anchor = anchorOf(p);
      if (p.contains(e.target) || (anchor && anchor.contains(e.target))) continue;
      const runtime = window.TrellisRuntime;
      if (runtime && typeof runtime.send === "function") runtime.send({ t: "event", id: +p.getAttribute("data-id"), e: "dismiss" });
    }
  }, true);
  addEventListener("resize", placeAll);
  addEventListener("scroll", placeAll, true);

  function start() {
    const root = D.querySelector(".t-root") || D.body;
    // Only pages that have had an alert or a popover (or still hold one) look for them when the DOM changes.
    const R = window.TrellisRuntime;
    const ever = (name) => !R || typeof R.ever !== "function" || R.ever(name);
    const changed = () => {
      if (stack.length || ever("role:alertdialog")) sync();
      if (ever("presentation")) placeAll();
    };
    const relevant = () => stack.length > 0 || ever("role:alertdialog") || ever("presentation");
    const options = { childList: true, subtree: true, characterData: true };
    if (R && R.observeWhen) R.observeWhen(relevant, root, options, changed, changed);
    else new MutationObserver(changed).observe(root, options);
    sync();
    placeAll();
  }
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", start); else start();
})();
