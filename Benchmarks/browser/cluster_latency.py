"""Cross-instance propagation: how long a setting changed in a window on one instance takes to reach
the windows on another (docs/DEPLOYMENT.md, "How a change travels").

Starts a throwaway PostgreSQL cluster and two showcase instances sharing settings through it
(Tests/browser/cluster.py, the same set-up as test_cluster.py), opens N windows on each with a minimal
WebSocket client (wsrtt.py), then clicks the Welcome page's "Add to shared" button (`@AppStorage`) in
one window of instance a, again and again, and times from the click's send until each window's patch
showing the new count arrives: on instance b (through PostgreSQL's NOTIFY) and on a (the same process,
for comparison). `first_window` is the first window of an instance to show each write (the hop);
`every_window` is every window (the hop plus re-rendering all N windows, one after another on the
instance's main thread).

    .venv/bin/python Benchmarks/browser/cluster_latency.py <TrellisShowcase> --windows 200 --writes 40
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "Tests" / "browser"))

from wsrtt import WebSocket, button_id, percentile  # noqa: E402
import cluster as cl  # noqa: E402

SHARED = re.compile(r"Shared: (\d+)")


class Window:
    """One window on `port`: its socket, and when each value of the shared count arrived."""

    def __init__(self, port: int):
        html = urllib.request.urlopen(f"http://127.0.0.1:{port}/").read().decode()
        self.id = re.search(r'<meta name="trellis-window" content="([^"]+)"', html).group(1)
        self.html = html
        self.arrived: dict[int, float] = {}
        self.ws = WebSocket("127.0.0.1", port, f"/_trellis/ws?window={self.id}")
        assert json.loads(self.ws.receive())["t"] == "hello"
        self.ws.send(json.dumps({"t": "viewport", "w": 1280, "h": 800, "scheme": "light"}))
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            while True:
                text = self.ws.receive()
                now = time.perf_counter()
                for m in SHARED.finditer(text):
                    self.arrived.setdefault(int(m.group(1)), now)
        except (ConnectionError, OSError):
            pass


def summary(samples: list[float]) -> dict:
    return {"samples": len(samples), "median_ms": round(statistics.median(samples), 2),
            "p99_ms": round(percentile(samples, 0.99), 2), "max_ms": round(max(samples), 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--windows", type=int, default=200, help="windows per instance")
    parser.add_argument("--writes", type=int, default=40)
    parser.add_argument("--interval", type=float, default=0.25, help="seconds between writes")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="trellis-cluster-bench-") as tmp, \
            cl.Cluster(Path(args.binary), ["a", "b"], Path(tmp), log_prefix="bench-cluster") as c:
        opened = time.perf_counter()
        windows = {name: [Window(port) for _ in range(args.windows)] for name, port in c.ports.items()}
        opened = time.perf_counter() - opened
        writer = windows["a"][0]
        button = button_id(writer.html, "Add to shared")
        start_value = int(SHARED.search(writer.html).group(1))
        time.sleep(1.0)
        sent: dict[int, float] = {}
        for i in range(1, args.writes + 1):
            value = start_value + i
            sent[value] = time.perf_counter()
            writer.ws.send(json.dumps({"t": "event", "id": button, "e": "activate"}))
            time.sleep(args.interval)
        deadline = time.monotonic() + 10
        last = start_value + args.writes
        while time.monotonic() < deadline and not all(last in w.arrived for ws in windows.values() for w in ws):
            time.sleep(0.05)
        result = {"windows_per_instance": args.windows, "writes": args.writes, "open_seconds": round(opened, 1)}
        for name, label in (("b", "other_instance"), ("a", "same_instance")):
            samples = [(w.arrived[v] - t) * 1000 for w in windows[name] for v, t in sent.items() if v in w.arrived]
            missing = sum(1 for w in windows[name] for v in sent if v not in w.arrived)
            # The first window of the instance to show each write: the hop itself, before the fan-out.
            first = [min((w.arrived[v] - t) * 1000 for w in windows[name] if v in w.arrived)
                     for v, t in sent.items() if any(v in w.arrived for w in windows[name])]
            result[label] = {"every_window": {**summary(samples), "missing": missing}, "first_window": summary(first)}
        print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
