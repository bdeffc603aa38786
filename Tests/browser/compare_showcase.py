"""Compares two builds of the showcase picture by picture: did a change alter what people see?

    .venv/bin/python Tests/browser/compare_showcase.py BEFORE_BIN AFTER_BIN [--idioms mac,phone]
        [--dark-idioms mac,phone] [--out Tests/browser/output/compare]

Both showcase binaries run side by side. For every page of the showcase (the names are read from
the running app, so two revisions with the same pages compare whole), on every idiom in light
and on `--dark-idioms` in dark, it takes the page from each build and compares them pixel by
pixel in Chromium (a canvas, so no image library is needed). Pictures differ from run to run
where the app shows the time, a timer or a spinner: when two pictures differ, the "before" page
is taken a second time, and pixels that changed between those two "before" pictures are noise,
not a difference. What is left is reported, and saved as before/after/diff pictures under
`--out`. Exits 1 when any picture differs.

It is a tool for refactors (the architecture issue asks for one before/after comparison per
change), not a test: it needs two builds.
"""

from __future__ import annotations

import argparse
import base64
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from conftest import CHROMIUM, OUTPUT_DIR, _free_port, _Server, goto, open_showcase_page, settle  # noqa: E402

IDIOMS = ["mac", "pad", "phone", "watch", "tv", "vision"]

# Draws two PNGs and a noise PNG (or null) into canvases; counts pixels that differ by more than a
# small tolerance in A vs B and not in A vs noise. Returns the count and a diff picture (red).
_COMPARE_JS = """
async ([a, b, noise]) => {
  const load = (data) => new Promise((resolve, reject) => {
    const img = new Image(); img.onload = () => resolve(img); img.onerror = reject;
    img.src = 'data:image/png;base64,' + data;
  });
  const pixels = (img, w, h) => {
    const c = document.createElement('canvas'); c.width = w; c.height = h;
    const g = c.getContext('2d'); g.drawImage(img, 0, 0);
    return g.getImageData(0, 0, w, h).data;
  };
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  if (ia.width !== ib.width || ia.height !== ib.height) return { count: -1, diff: null };
  const w = ia.width, h = ia.height;
  const pa = pixels(ia, w, h), pb = pixels(ib, w, h);
  const pn = noise ? pixels(await load(noise), w, h) : null;
  const out = document.createElement('canvas'); out.width = w; out.height = h;
  const og = out.getContext('2d'); og.drawImage(ia, 0, 0);
  const od = og.getImageData(0, 0, w, h);
  const far = (p, q, i) => Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 24;
  let count = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const differs = far(pa, pb, i) && !(pn && far(pa, pn, i));
    if (differs) { count++; od.data[i] = 255; od.data[i + 1] = 0; od.data[i + 2] = 0; od.data[i + 3] = 255; }
    else { od.data[i + 3] = 60; }
  }
  og.putImageData(od, 0, 0);
  return { count, diff: out.toDataURL('image/png').split(',')[1] };
}
"""


def page_titles(page, base: str) -> list[str]:
    """The showcase's page names, as the Mac's sidebar lists them: its tabs, or (a showcase from before
    it had a tab view) the rows of its sidebar list."""
    goto(page, idiom="mac", base=base)
    if page.get_by_role("tablist").count() == 0:
        names = page.get_by_role("list").first.get_by_role("listitem").all_inner_texts()
        return [n.strip() for n in names if n.strip()]
    open_showcase_page(page, "Controls", "mac", base=base)
    names = page.get_by_role("tablist").first.get_by_role("tab").all_inner_texts()
    return [n.strip() for n in names if n.strip()]


def open_page(page, base: str, title: str, idiom: str) -> None:
    """Chooses the page as a person does: a tab (conftest.open_showcase_page), or a row of an older
    showcase's sidebar list (going Back first in a compact width)."""
    goto(page, idiom=idiom, base=base)
    if page.get_by_role("tablist").count() > 0:
        open_showcase_page(page, title, idiom, base=base)
        return
    rows = page.get_by_role("listitem").filter(has_text=title)
    back = page.get_by_role("button", name="Back")
    if (rows.count() == 0 or not rows.first.is_visible()) and back.count() > 0:
        back.first.click()
    rows.first.click()


def shoot(page, base: str, title: str, idiom: str) -> bytes:
    open_page(page, base, title, idiom)
    settle(page)
    page.evaluate("() => document.getAnimations().forEach((a) => a.effect?.getComputedTiming().iterations"
                  " === Infinity || a.finish())")
    return page.screenshot(animations="disabled", caret="hide")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--idioms", default=",".join(IDIOMS))
    parser.add_argument("--dark-idioms", default="mac,phone")
    parser.add_argument("--pages", default="", help="comma-separated page names (default: all)")
    parser.add_argument("--out", default=str(OUTPUT_DIR / "compare"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from playwright.sync_api import sync_playwright

    servers = {}
    for name, binary in (("before", args.before), ("after", args.after)):
        srv = _Server([binary, "--host", "127.0.0.1", "--port", str(_free_port())], out / f"{name}-server.log")
        servers[name] = (srv, srv.wait_for_url(120))
    differing: list[str] = []
    compared = 0
    try:
        with sync_playwright() as pw:
            launch_args = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=launch_args)
            scratch = browser.new_page()
            runs = [(i, "light") for i in args.idioms.split(",") if i] + \
                   [(i, "dark") for i in args.dark_idioms.split(",") if i]
            probe = browser.new_page()
            titles = args.pages.split(",") if args.pages else page_titles(probe, servers["before"][1])
            after_titles = page_titles(probe, servers["after"][1]) if not args.pages else titles
            probe.close()
            if titles != after_titles:
                print(f"page lists differ: before {titles}, after {after_titles}; comparing the common ones")
            titles = [t for t in titles if t in after_titles]
            for idiom, scheme in runs:
                ctx = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US",
                                          color_scheme=scheme, reduced_motion="reduce")
                ctx.set_default_timeout(30_000)
                page = ctx.new_page()
                for title in titles:
                    label = f"{idiom}-{scheme}-{title.replace(' ', '_').replace('&', 'and')}"
                    try:
                        a = shoot(page, servers["before"][1], title, idiom)
                        b = shoot(page, servers["after"][1], title, idiom)
                    except Exception as error:  # a page one build can't open is a difference too
                        differing.append(f"{label}: could not open ({str(error).splitlines()[0]})")
                        continue
                    compared += 1
                    if a == b:
                        continue
                    noise = shoot(page, servers["before"][1], title, idiom)
                    result = scratch.evaluate(_COMPARE_JS, [base64.b64encode(x).decode() for x in (a, b)]
                                              + [base64.b64encode(noise).decode()])
                    if result["count"] == 0:
                        continue
                    (out / f"{label}-before.png").write_bytes(a)
                    (out / f"{label}-after.png").write_bytes(b)
                    if result["diff"]:
                        (out / f"{label}-diff.png").write_bytes(base64.b64decode(result["diff"]))
                    what = "a different size" if result["count"] < 0 else f"{result['count']} pixels differ"
                    differing.append(f"{label}: {what}")
                ctx.close()
            browser.close()
    finally:
        for srv, _ in servers.values():
            srv.stop()
    print(f"{compared} pictures compared ({len(titles)} pages); {len(differing)} differ")
    for line in differing:
        print("  " + line)
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
