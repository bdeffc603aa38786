"""Shared pieces of the browser benchmarks: start a Trellis app, serve the vanilla baseline,
launch Debian's Chromium through Playwright, time a click to the next paint, and summarise."""

from __future__ import annotations

import functools
import http.server
import math
import os
import re
import socket
import statistics
import subprocess
import threading
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# The vanilla page's /_trellis/* files; TRELLIS_RESOURCES points it at another copy (an older CSS, to compare
# with the app binary's bundle swapped the same way).
RESOURCES = Path(os.environ.get("TRELLIS_RESOURCES", REPO / "Sources" / "TrellisWeb" / "Resources"))
BASELINE = Path(__file__).resolve().parent / "baseline"
CHROMIUM = os.environ.get("TRELLIS_CHROMIUM", "/usr/bin/chromium")
URL_RE = re.compile(r"http://[^\s\"'<>]+")

# Frames as soon as they are ready, not on a 60 Hz clock: a click's paint is then timed to
# when it happened rather than to the next vsync (both pages get the same flags).
CHROMIUM_ARGS = ["--disable-gpu-vsync", "--js-flags=--expose-gc", "--disable-frame-rate-limit", "--disable-extensions",
                 "--no-first-run", "--disable-background-timer-throttling",
                 "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def trellis_app(binary: Path, *args: str):
    """Runs a Trellis app binary on a free loopback port; yields its base URL."""
    port = free_port()
    env = dict(os.environ, TRELLIS_LOG="warning")
    proc = subprocess.Popen([str(binary), "--host", "127.0.0.1", "--port", str(port), *args],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    url = None
    deadline = time.time() + 60
    lines: list[str] = []
    while time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = URL_RE.search(line)
        if m:
            url = m.group(0)
            break
    if url is None:
        proc.kill()
        raise RuntimeError(f"{binary.name} printed no URL:\n" + "".join(lines))
    # Keep draining its output so the pipe never fills.
    threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()
    try:
        yield url.rstrip("/")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


class _StaticHandler(http.server.SimpleHTTPRequestHandler):
    """The baseline page from browser/baseline/, and /_trellis/* from the runtime's Resources."""

    def translate_path(self, path: str) -> str:
        path = path.split("?", 1)[0]
        if path.startswith("/_trellis/"):
            return str(RESOURCES / path[len("/_trellis/"):])
        return str(BASELINE / (path.lstrip("/") or "index.html"))

    def log_message(self, *args) -> None:  # quiet
        pass


@contextmanager
def baseline_server():
    """Serves the vanilla baseline on a free loopback port; yields its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _StaticHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@contextmanager
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def chromium_version() -> str:
    out = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"Chromium ([\d.]+)", out)
    return m.group(1) if m else out.strip()


# Installed in every page: time from a click to the next paint after the DOM changed.
#   t0 = performance.now(); click; the first DOM mutation under `root` (synchronous for the
#   vanilla page, when the patch arrives for Trellis); then requestAnimationFrame + setTimeout,
#   which runs after that frame was painted.
MEASURE_JS = """
window.__clickToPaint = (root, target) => new Promise((resolve) => {
  let t0 = 0;
  const mo = new MutationObserver(() => {
    mo.disconnect();
    const dom = performance.now() - t0;
    requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - t0, dom })));
  });
  mo.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  t0 = performance.now();
  target.click();
});
0;  // Playwright calls an expression that evaluates to a function: end on a value
"""


def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return math.nan
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def summary(values: list[float]) -> dict:
    return {
        "runs": len(values),
        "median": statistics.median(values),
        "p25": percentile(values, 0.25),
        "p75": percentile(values, 0.75),
        "p99": percentile(values, 0.99),
        "min": min(values),
        "max": max(values),
    }


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))
