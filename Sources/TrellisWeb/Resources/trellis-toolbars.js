// trellis-toolbars.js — toolbar behaviour that needs real widths (docs/TOOLBAR-PLACEMENT.md).
// Loaded after trellis-client.js. Server data never reaches markup: the overflow menu holds
// deep clones of the server's own item elements, so clicks and toggles in it carry the
// original element's data-id and reach the server exactly as the item in the bar would.
(function () {
  "use strict";
  const D = document;
  const html = D.documentElement;

  /** The width the bar's content needs, measured item by item (slots shrink, so their own widths can't tell). */
  function needed(bar) {
    const cs = getComputedStyle(bar);
    let total = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight), shown = 0;
    for (const slot of bar.children) {
      if (slot.offsetParent === null && getComputedStyle(slot).display === "none") continue;
      shown++;
      if (slot.getAttribute("data-region") === "overflowMenu" || !slot.hasAttribute("data-region")) { total += slot.offsetWidth; continue; }
      const kids = Array.from(slot.children).filter((k) => !k.hasAttribute("data-overflowed"));
      kids.forEach((k) => { total += k.offsetWidth; });
      if (kids.length > 1) total += (kids.length - 1) * (parseFloat(getComputedStyle(slot).columnGap) || 0);
    }
    return total + Math.max(0, shown - 1) * (parseFloat(cs.columnGap) || 0);
  }

  /** Hides trailing items of a bar that don't fit and shows clones of them in its overflow menu. */
  function fit(bar) {
    const overflow = bar.querySelector(':scope > [data-region="overflowMenu"]');
    if (!overflow) return;
    const menu = overflow.querySelector(':scope > [role="menu"]');
    const items = Array.from(bar.querySelectorAll(':scope > [data-region] > [data-placement]'))
      .filter((el) => el.parentElement !== overflow && !/\.principal$/.test(el.parentElement.getAttribute("data-region")) && !/^(title|back|sidebarToggle)$/.test(el.getAttribute("data-placement")));
    for (const el of items) el.removeAttribute("data-overflowed");
    if (menu) for (const c of Array.from(menu.querySelectorAll(":scope > [data-overflow-clone]"))) c.remove();
    const serverItems = !!(menu && menu.querySelector(":scope > :not([data-overflow-clone])"));
    serverItems ? overflow.setAttribute("data-has-items", "") : overflow.removeAttribute("data-has-items");
    // Trailing items go first: walk back from the end until the bar fits.
    const moved = [];
    for (let i = items.length - 1; i >= 0 && needed(bar) > bar.clientWidth + 0.5; i--) {
      overflow.setAttribute("data-has-items", "");
      items[i].setAttribute("data-overflowed", "");
      moved.unshift(items[i]);
    }
    if (menu) for (const el of moved) {
      const clone = el.cloneNode(true);
      clone.removeAttribute("data-overflowed");
      clone.setAttribute("data-overflow-clone", "");
      menu.appendChild(clone);
    }
  }

  // The title bars, from the runtime's record of `bar` elements (no document-wide query per patch).
  const R = window.TrellisRuntime;
  const titlebars = () => R && R.withProperty
    ? Array.from(R.withProperty("bar")).filter((b) => b.getAttribute("data-bar") === "titlebar" && b.closest(".t-root"))
    : Array.from(D.querySelectorAll('.t-root [data-bar="titlebar"]'));

  let scheduled = false;
  function fitAll() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      for (const bar of titlebars()) fit(bar);
      tuckAll();
    });
  }

  // A bar revealed by scrolling (data-scroll-reveal) starts scrolled out of view under the top bar, once per
  // bar; a person scrolls up to see it. Padding lets short content scroll that far.
  const tucked = new WeakSet();
  function tuckAll() {
    for (const bar of D.querySelectorAll(".t-root [data-scroll-reveal]")) {
      const box = bar.parentElement, height = bar.offsetHeight;
      if (tucked.has(bar) || !box || !height) continue;
      tucked.add(bar);
      const short = height - (box.scrollHeight - box.clientHeight);
      if (short > 0) box.style.setProperty("--t-reveal-pad", short + "px");
      box.scrollTop = height;
      // A container that grows with its content can't scroll: leave the bar in view, without the padding.
      if (box.scrollTop < height - 1) box.style.removeProperty("--t-reveal-pad");
    }
  }

  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(fitAll) : null;
  const watched = new WeakSet();
  function watch() {
    if (!observer) return;
    for (const bar of titlebars()) {
      if (!watched.has(bar)) { watched.add(bar); observer.observe(bar); }
    }
  }

  function start() {
    const root = D.querySelector(".t-root");
    if (!root) return;
    // Patches can add items or change their width: refit after each batch of DOM changes,
    // but not for our own clone insertions.
    // Only pages that have had a title bar or a scroll-revealed bar refit when the DOM changes.
    const relevant = () => !R || typeof R.ever !== "function" || R.ever("bar", "scrollReveal");
    const changed = (records) => {
      if (!relevant()) return;
      if (records.every((r) => r.target.closest && r.target.closest("[data-overflow-clone], [data-region='overflowMenu'] > [role='menu']"))) return;
      watch(); fitAll();
    };
    const options = { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["data-checked", "aria-checked", "data-hidden", "data-idiom"] };
    if (R && R.observeWhen) R.observeWhen(relevant, root, options, changed, () => { watch(); fitAll(); });
    else new MutationObserver(changed).observe(root, options);
    new MutationObserver(fitAll).observe(html, { attributes: true, attributeFilter: ["data-idiom"] });
    addEventListener("resize", fitAll);
    watch(); fitAll();

    // An item chosen from the overflow menu closes it.
    D.addEventListener("click", (e) => {
      const clone = e.target.closest && e.target.closest("[data-overflow-clone] [data-role='button'], [data-region='overflowMenu'] > [role='menu'] [data-role='button']");
      if (clone) { const owner = clone.closest("[data-open]"); if (owner) setTimeout(() => owner.removeAttribute("data-open"), 0); }
    });

    // The keyboard bar shows while a text field has focus (the software keyboard is up).
    const isText = (t) => t && (t.tagName === "TEXTAREA" || (t.tagName === "INPUT" && /^(text|password|search|email|url|tel|number)$/.test(t.type)));
    D.addEventListener("focusin", (e) => { if (isText(e.target)) html.setAttribute("data-keyboard", ""); });
    D.addEventListener("focusout", (e) => { if (isText(e.target)) html.removeAttribute("data-keyboard"); });

    // Escape goes to the frontmost sheet, which dismisses itself where the idiom does that (the Mac).
    D.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      const dialogs = D.querySelectorAll('.t-root [data-role="dialog"][data-id]');
      const top = dialogs[dialogs.length - 1];
      if (!top || D.querySelector(".t-root [data-open]")) return;
      const send = window.TrellisRuntime && window.TrellisRuntime.send;
      if (typeof send === "function") send({ t: "event", id: +top.getAttribute("data-id"), e: "key", key: "escape", mods: [] });
    }, true);
  }
  if (D.readyState === "loading") D.addEventListener("DOMContentLoaded", start); else start();
})();
