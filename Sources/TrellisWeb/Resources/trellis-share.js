// trellis-share.js — ShareLink and PasteButton (docs/RENDERING.md, "shareText" … "paste").
// Loaded after trellis.js and before trellis-client.js. A share happens here, in the click itself: the
// Web Share API and the clipboard both need the person's click, which a round trip to the app would lose.
//   - share: navigator.share({ title, text, url, files }) where the browser has it; else the text or URL
//     goes to the clipboard (an image as PNG) and a "Copied" note shows for two seconds;
//   - paste: the clipboard's text goes to the app as `setText` (the app checks it like any text).
(function () {
  "use strict";
  const rt = (globalThis.__trellisTest && globalThis.__trellisTest.api) || globalThis.TrellisRuntime;
  if (!rt || !rt.extend) return;
  Object.assign(rt.extend.KINDS, { shareText: "s", shareLink: "s", shareImage: "s", shareTitle: "s", shareMessage: "s", paste: "f" });
  if (typeof document === "undefined" || typeof document.addEventListener !== "function") return;
  const D = document;
  const ASSET = /^\/_trellis\/asset\/[0-9a-f]{16}$/;
  const URLS = /^(https?:|mailto:|tel:)/i;

  function confirm(el, text) {
    const root = el.closest(".t-root") || D.body;
    let note = root.querySelector(':scope > [data-part="share-note"]');
    if (!note) {
      note = D.createElement("div");
      note.setAttribute("data-part", "share-note");
      note.setAttribute("role", "status");
      root.appendChild(note);
    }
    note.textContent = text;
    clearTimeout(note._hide);
    note._hide = setTimeout(() => note.remove(), 2000);
  }

  async function imageBlob(path) {
    const response = await fetch(path, { credentials: "same-origin" });
    if (!response.ok) throw new Error("image " + response.status);
    return response.blob();
  }

  async function share(el) {
    const get = (k) => el.getAttribute("data-share-" + k);
    const title = get("title") || undefined, message = get("message") || "", text = get("text") || "";
    const url = URLS.test(get("link") || "") ? get("link") : undefined;
    const image = ASSET.test(get("image") || "") ? get("image") : null;
    const data = { title, text: [message, text].filter(Boolean).join("\n") || undefined, url };
    try {
      if (image) {
        const blob = await imageBlob(image);
        const file = new File([blob], (title || "image").replace(/[^\w.-]+/g, "-") + "." + (blob.type.split("/")[1] || "png"), { type: blob.type });
        if (navigator.canShare && navigator.canShare({ files: [file] })) return await navigator.share({ title, files: [file] });
        if (typeof ClipboardItem !== "undefined" && blob.type === "image/png") {
          await navigator.clipboard.write([new ClipboardItem({ "image/png": blob })]);
          return confirm(el, "Image Copied");
        }
        throw new Error("this browser can't share or copy the image");
      }
      if (navigator.share && (!navigator.canShare || navigator.canShare(data))) return await navigator.share(data);
      await navigator.clipboard.writeText(url || data.text || "");
      confirm(el, url ? "Link Copied" : "Copied");
    } catch (error) {
      if (error && error.name === "AbortError") return; // the person closed the share sheet
      confirm(el, "Couldn't Share");
    }
  }

  async function paste(el) {
    try {
      const text = await navigator.clipboard.readText();
      const R = globalThis.TrellisRuntime;
      if (typeof text === "string" && text.length && R && R.send) R.send({ t: "event", id: +el.getAttribute("data-id"), e: "setText", value: text });
    } catch (error) {
      confirm(el, "Paste Not Allowed");
    }
  }

  D.addEventListener("click", (e) => {
    const el = e.target.closest && e.target.closest('.t-root [data-role="button"]');
    if (!el || el.hasAttribute("disabled") || el.hasAttribute("data-disabled") || el.getAttribute("aria-disabled") === "true") return;
    if (el.hasAttribute("data-share-text") || el.hasAttribute("data-share-link") || el.hasAttribute("data-share-image")) share(el);
    else if (el.hasAttribute("data-paste")) paste(el);
  });
})();
