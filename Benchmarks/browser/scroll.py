"""Scrolling a long list in Chromium: frames over 16.7 ms during a 5-second scroll.

Creates 10,000 rows (the js-framework-benchmark table; Trellis has no virtualized List yet, so
every row is in the DOM), then scrolls the rows' scroll container at a steady speed for five
seconds from requestAnimationFrame, recording each frame's interval. The vanilla baseline
(same DOM) is measured alongside.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from jsfb import PAGE_JS, open_page, set_up
from common import baseline_server, chromium, trellis_app

SCROLL_JS = """(seconds) => new Promise((resolve) => {
  let el = window.__rows();
  while (el && !(el.scrollHeight > el.clientHeight + 10 && /(auto|scroll)/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
  const scroller = el || document.scrollingElement;
  scroller.scrollTop = 0;
  const frames = [];
  let last = performance.now();
  const start = last;
  const step = () => {
    const now = performance.now();
    frames.push(now - last);
    last = now;
    scroller.scrollTop += 40;  // 2,400 px/s at 60 Hz
    if (now - start < seconds * 1000) requestAnimationFrame(step);
    else resolve({ frames, scroller: scroller.className || scroller.tagName, scrolled: scroller.scrollTop });
  };
  requestAnimationFrame(step);
})"""


def measure(page, rows: int, seconds: float) -> dict:
    set_up(page, "Create 10,000 rows" if rows == 10000 else "Create 1,000 rows", rows)
    page.wait_for_timeout(300)
    r = page.evaluate(SCROLL_JS, seconds)
    frames = r["frames"][1:]
    return {"rows": rows, "domRows": page.evaluate("() => window.__rows().children.length"), "frames": len(frames),
            "long": sum(1 for f in frames if f > 16.7), "longest": max(frames), "scroller": r["scroller"]}


def run(app: Path, seconds: float) -> dict:
    # The frame clock must be real here: no --disable-frame-rate-limit.
    import common
    common.CHROMIUM_ARGS = [a for a in common.CHROMIUM_ARGS if a not in ("--disable-gpu-vsync", "--disable-frame-rate-limit")]
    with trellis_app(app) as trellis_url, baseline_server() as vanilla_url, chromium() as browser:
        lists = []
        for name, url in [("Trellis, ForEach in a VStack (not virtualized)", trellis_url + "/?idiom=mac"),
                          ("vanilla baseline, same DOM", vanilla_url + "/")]:
            page = open_page(browser, url)
            r = measure(page, 10000, seconds)
            r["name"] = name
            lists.append(r)
            print(json.dumps(r))
        return {"seconds": seconds, "lists": lists}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    res = run(args.app, args.seconds)
    if args.json:
        args.json.write_text(json.dumps(res, indent=2))
