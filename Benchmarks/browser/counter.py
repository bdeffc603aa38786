"""Click → painted update for the showcase counter in Chromium (issue 3's figure).

Opens the showcase's Welcome page, clicks "Increment" many times and times each click to the
paint after the count's text changed (performance.now() around the click, then
requestAnimationFrame + setTimeout). Clicks are paced (the server limits events to 200/s).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from common import MEASURE_JS, chromium, summary, trellis_app


def measure(page, runs: int, warmup: int) -> dict:
    page.wait_for_function("""() => [...document.querySelectorAll('.t-root [data-role="text"]')]
        .some(t => t.textContent.startsWith('Count: '))""", timeout=30_000)
    page.evaluate(MEASURE_JS)
    samples, doms = [], []
    for i in range(warmup + runs):
        r = page.evaluate("""() => {
            const button = [...document.querySelectorAll('.t-root button')].find(b => b.textContent === 'Increment');
            const count = [...document.querySelectorAll('.t-root [data-role="text"]')].find(t => t.textContent.startsWith('Count: '));
            return window.__clickToPaint(count, button);
        }""")
        if i >= warmup:
            samples.append(r["ms"])
            doms.append(r["dom"])
        time.sleep(0.01)
    count = page.evaluate("""() => [...document.querySelectorAll('.t-root [data-role="text"]')]
        .find(t => t.textContent.startsWith('Count: ')).textContent""")
    assert count == f"Count: {warmup + runs}", f"the counter shows {count!r} after {warmup + runs} clicks"
    return {"paint": summary(samples), "dom": summary(doms)}


def run(showcase: Path, runs: int, warmup: int) -> dict:
    with trellis_app(showcase) as base, chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "/?idiom=mac", wait_until="load")
        page.wait_for_function("() => document.querySelector('.t-root') && window.TrellisRuntime")
        page.wait_for_timeout(500)  # the socket connects and sends the viewport
        return measure(page, runs, warmup)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("showcase", type=Path, help="the TrellisShowcase binary (release build)")
    parser.add_argument("--runs", type=int, default=500)
    parser.add_argument("--warmup", type=int, default=50)
    args = parser.parse_args()
    print(json.dumps(run(args.showcase, args.runs, args.warmup), indent=2))
