"""Issue 3's figures against one running showcase: click → painted update of the counter in
Chromium, and the server's WebSocket round trip (activate → patch) from a Python client.

    python3 latency.py .build/release/TrellisShowcase --json-counter c.json --json-ws w.json
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import counter
import wsrtt
from common import chromium, trellis_app

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("showcase", type=Path)
    parser.add_argument("--runs", type=int, default=500)
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--json-counter", type=Path)
    parser.add_argument("--json-ws", type=Path)
    args = parser.parse_args()
    with trellis_app(args.showcase) as base:
        ws = wsrtt.measure(base + "/", args.runs * 2, args.warmup)
        print("WebSocket round trip:", json.dumps(ws))
        with chromium() as browser:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(base + "/?idiom=mac", wait_until="load")
            page.wait_for_function("() => document.querySelector('.t-root') && window.TrellisRuntime")
            page.wait_for_timeout(500)
            c = counter.measure(page, args.runs, args.warmup)
        print("click to paint:", json.dumps(c))
    if args.json_counter:
        args.json_counter.write_text(json.dumps(c, indent=2))
    if args.json_ws:
        args.json_ws.write_text(json.dumps(ws, indent=2))
