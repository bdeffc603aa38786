"""Scrolling a long list in Chromium: frames over 16.7 ms during a 5-second scroll.

Two kinds of list:
- the js-framework-benchmark table with 10,000 rows, every row in the DOM (a `ForEach` in a VStack,
  not windowed), and the vanilla baseline with the same DOM;
- the showcase's Long List page (`--showcase`): a `List` of 100,000 rows, windowed (only the rows on
  screen and a margin are built; trellis-lazy.js reports the visible rows and the server moves the
  window), at the same steady speed and at ten times that.

Each run scrolls the list's scroll container from requestAnimationFrame for five seconds, recording
each frame's interval and the most list rows in the DOM at any frame.
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
            "long": sum(1 for f in frames if f > 16.7), "dropped": sum(1 for f in frames if f > 25), "longest": max(frames),
            "scroller": r["scroller"]}


LAZY_LIST = '[data-role="list"][data-lazy-count]'
# The same page shown as a Table ("Show As: Table"): its windowed rows live in a rowgroup.
LAZY_TABLE = '[data-role="table"] > [data-role="rowgroup"][data-lazy-count]'

LAZY_SCROLL_JS = """([seconds, speed, selector]) => new Promise((resolve) => {
  const list = document.querySelector(selector);
  let el = list.parentElement;
  while (el && !(el.scrollHeight > el.clientHeight + 10 && /(auto|scroll)/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
  const scroller = el || document.scrollingElement;
  const frames = [];
  const cs = getComputedStyle(list), pad = { top: parseFloat(cs.paddingTop) || 0, bottom: parseFloat(cs.paddingBottom) || 0 };
  let last = performance.now(), domRows = list.children.length, gaps = 0;
  const start = last;
  const step = () => {
    const now = performance.now();
    frames.push(now - last);
    last = now;
    domRows = Math.max(domRows, list.children.length);
    // A frame that showed spacer where rows should be: the window had not caught up.
    const v = scroller === document.scrollingElement ? { top: 0, bottom: innerHeight } : scroller.getBoundingClientRect();
    const l = list.getBoundingClientRect();  // the list's content box: its padding is not a gap
    const top = Math.max(v.top, l.top + pad.top, 0), bottom = Math.min(v.bottom, l.bottom - pad.bottom, innerHeight);
    const a = list.firstElementChild, b = list.lastElementChild;
    if (a && b && bottom > top && (a.getBoundingClientRect().top > top + 1 || b.getBoundingClientRect().bottom < bottom - 1)) gaps++;
    scroller.scrollTop += speed;
    if (now - start < seconds * 1000) requestAnimationFrame(step);
    else resolve({ frames, domRows, gaps, scroller: scroller.className || scroller.tagName, scrolled: scroller.scrollTop,
                   first: list.getAttribute('data-lazy-before'), rows: +list.getAttribute('data-lazy-count') });
  };
  requestAnimationFrame(step);
})"""


def measure_lazy(browser, url: str, seconds: float, speed: int, table: bool = False) -> dict:
    """The showcase's Long List page: a windowed List (or, with `table`, Table) of 100,000 rows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url, wait_until="load")
    page.get_by_role("tab", name="Long List", exact=True).click()  # the showcase's tab (the Mac sidebar)
    page.wait_for_selector(LAZY_LIST)
    selector = LAZY_LIST
    if table:
        page.get_by_role("radiogroup", name="Show As").get_by_role("radio", name="Table").click()
        page.wait_for_selector(LAZY_TABLE)
        selector = LAZY_TABLE
    page.wait_for_timeout(1000)
    r = page.evaluate(LAZY_SCROLL_JS, [seconds, speed, selector])
    frames = r["frames"][1:]
    context.close()
    return {"rows": r["rows"], "domRows": r["domRows"], "frames": len(frames), "long": sum(1 for f in frames if f > 16.7),
            "dropped": sum(1 for f in frames if f > 25), "longest": max(frames), "gaps": r["gaps"], "scroller": r["scroller"],
            "scrolledTo": r["first"]}


def run(app: Path | None, seconds: float, showcase: Path | None = None) -> dict:
    # The frame clock must be real here: no --disable-frame-rate-limit.
    import common
    common.CHROMIUM_ARGS = [a for a in common.CHROMIUM_ARGS if a not in ("--disable-gpu-vsync", "--disable-frame-rate-limit")]
    with chromium() as browser:
        lists = []
        if app:
            with trellis_app(app) as trellis_url, baseline_server() as vanilla_url:
                for name, url in [("Trellis, ForEach in a VStack (not virtualized)", trellis_url + "/?idiom=mac"),
                                  ("vanilla baseline, same DOM", vanilla_url + "/")]:
                    page = open_page(browser, url)
                    r = measure(page, 10000, seconds)
                    r["name"] = name
                    lists.append(r)
                    print(json.dumps(r))
        if showcase:
            with trellis_app(showcase) as showcase_url:
                for table, kind in [(False, "List"), (True, "Table")]:
                    for speed, label in [(40, "40 px a frame"), (400, "400 px a frame")]:
                        r = measure_lazy(browser, showcase_url + "/?idiom=mac", seconds, speed, table)
                        r["name"] = f"Trellis, windowed {kind} (showcase Long List), {label}"
                        lists.append(r)
                        print(json.dumps(r))
        return {"seconds": seconds, "lists": lists}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path, nargs="?", help="JSFrameworkBenchmarkApp binary (omit to scroll only the showcase)")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--showcase", type=Path, help="TrellisShowcase binary: also scroll its 100,000-row Long List")
    args = parser.parse_args()
    res = run(args.app, args.seconds, args.showcase)
    if args.json:
        args.json.write_text(json.dumps(res, indent=2))
