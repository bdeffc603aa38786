// trellis-dialogs.js — keyboard and focus for alerts and confirmation dialogs (role alertdialog,
// docs/DIALOGS.md). When one appears, focus moves to its default action (else its first button) and
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

  function start() {
    const root = D.querySelector(".t-root") || D.body;
    new MutationObserver(sync).observe(root, { childList: true, subtree: true });
    sync();
  }
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", start); else start();
})();
