"""Server memory per idle window: opens N windows of an app (GET /, the WebSocket, a viewport
message, as a browser tab does), keeps them connected and idle, and reads the app's resident set
(VmRSS) before and after. Reports (after − before) / N, for a few N.

    python3 Benchmarks/windows_memory.py <bin>/CounterApp --windows 100,500
    python3 Benchmarks/windows_memory.py <bin>/TrellisShowcase --windows 100,500 --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path

from load import Socket, app, rss_bytes


async def open_idle_windows(base: str, n: int, socks: list | None = None) -> list:
    """Opens `n` windows the way a tab does (GET /, the window's socket, a viewport), appending to `socks`."""
    import re
    import urllib.request
    host, port = base.split("//", 1)[1].rstrip("/").split(":")
    loop = asyncio.get_running_loop()

    def get() -> str:
        html = urllib.request.urlopen(base + "/?idiom=mac").read().decode()
        return re.search(r'<meta name="trellis-window" content="([0-9a-f]+)"', html).group(1)

    socks = [] if socks is None else socks
    for _ in range(n):
        w = await loop.run_in_executor(None, get)
        s = await Socket.connect(host, int(port), f"/_trellis/ws?window={w}")
        await s.receive()
        s.send(json.dumps({"t": "viewport", "w": 1280, "h": 800, "scheme": "light"}))
        socks.append(s)
    return socks


async def measure(base: str, pid: int, windows: int) -> dict:
    # One window first: the app's own start-up allocations (caches, the first render's code paths)
    # are not a window's.
    socks = await open_idle_windows(base, 1)
    await asyncio.sleep(1.5)
    before = rss_bytes(pid)
    await open_idle_windows(base, windows, socks)
    await asyncio.sleep(2.0)  # the viewport patches settle; the windows are idle
    after = rss_bytes(pid)
    for s in socks:
        s.writer.close()
    return {"windows": windows, "rss_before_mb": before / 2**20, "rss_after_mb": after / 2**20,
            "per_window_kb": (after - before) / windows / 1024}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path)
    parser.add_argument("--windows", default="100,500")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    runs = []
    for n in [int(x) for x in args.windows.split(",")]:
        with app(args.app) as (base, pid):
            r = asyncio.run(measure(base, pid, n))
        runs.append(r)
        print(f"{args.app.name}: {n} idle windows: RSS {r['rss_before_mb']:.1f} → {r['rss_after_mb']:.1f} MB, "
              f"{r['per_window_kb']:.0f} KB per window", flush=True)
    if args.json:
        args.json.write_text(json.dumps({"binary": args.app.name, "runs": runs}, indent=2))


if __name__ == "__main__":
    main()
