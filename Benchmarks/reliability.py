"""Reliability figures for docs/PERFORMANCE.md ("Reliability"): what page loads, a client that stops
reading, and a million hostile messages cost the server. Standard library only.

    python3 Benchmarks/reliability.py                      # release-built showcase (builds it)
    python3 Benchmarks/reliability.py --binary PATH --build debug --loads 1000 --fuzz-per-window 333334

1. Page loads: N × `GET /` (each opens a window that lives for the 30 s grace period without a socket);
   the showcase's RSS before, after, once every window has expired, and after a second round of N loads
   (whether the first round's memory is reused).
2. A client that stops reading: one socket sends events that each produce a large patch (switching the
   sidebar between two pages) at just under the rate limit and never reads; RSS is sampled until the server
   closes the socket (`--max-outbound-bytes`), then for a while after.
3. The fuzz run: FuzzTests (Tests/TrellisWebTests) with TRELLIS_FUZZ_PER_WINDOW messages per window over
   three windows, timed (debug test build: `swift test` builds the test target in debug).

Writes the block between `<!-- BEGIN reliability -->` and `<!-- END reliability -->` in docs/PERFORMANCE.md
(`--no-write` only prints it).
"""

from __future__ import annotations

import argparse
import base64
import os
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from report import machine  # noqa: E402

URL_RE = re.compile(r"http://[^\s\"'<>]+")
GRACE_SECONDS = 30


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Showcase:
    """The showcase on a free loopback port, its output drained (so it never blocks on a full pipe)."""

    def __init__(self, binary: Path, *args: str):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        env = dict(os.environ, TRELLIS_LOG="warning")
        self.proc = subprocess.Popen([str(binary), "--host", "127.0.0.1", "--port", str(self.port), *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        self.url = None
        deadline = time.time() + 120
        while time.time() < deadline and self.url is None:
            line = self.proc.stdout.readline()
            if not line:
                break
            m = URL_RE.search(line)
            if m:
                self.url = m.group(0).rstrip("/")
        if self.url is None:
            self.proc.kill()
            raise RuntimeError("the showcase printed no URL")
        threading.Thread(target=lambda: [None for _ in self.proc.stdout], daemon=True).start()

    def rss(self) -> int:
        return rss_kb(self.proc.pid)

    def get(self, path: str = "/") -> str:
        with urllib.request.urlopen(self.url + path, timeout=60) as r:
            return r.read().decode()

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def settle_rss(app: Showcase, seconds: float = 2.0) -> int:
    time.sleep(seconds)  # a sampling interval for an external measurement, not a test's wait
    return app.rss()


def page_loads(binary: Path, loads: int) -> dict:
    app = Showcase(binary, "--max-windows", str(loads * 2))
    try:
        app.get()  # warm: first window, lazily built tables
        base = settle_rss(app, GRACE_SECONDS + 5)
        start = time.time()
        for _ in range(loads):
            app.get()
        elapsed = time.time() - start
        loaded = settle_rss(app)
        expired = settle_rss(app, GRACE_SECONDS + 10)
        for _ in range(loads):
            app.get()
        again = settle_rss(app)
        return {"loads": loads, "seconds": elapsed, "base": base, "loaded": loaded, "expired": expired, "again": again}
    finally:
        app.stop()


class RawWebSocket:
    """Just enough of RFC 6455 to send masked text frames; it reads only when asked to (`read_until`)."""

    def __init__(self, port: int, path: str):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n\r\n").encode())
        reply = b""
        while b"\r\n\r\n" not in reply:
            chunk = self.sock.recv(1)
            if not chunk:
                raise RuntimeError("upgrade refused")
            reply += chunk
        if b" 101 " not in reply.split(b"\r\n", 1)[0]:
            raise RuntimeError(reply.decode(errors="replace"))

    def read_until(self, pattern: bytes, timeout: float = 10) -> int:
        """Reads (once, before the client stops reading) until `pattern` matches; returns its first group."""
        data, deadline = b"", time.time() + timeout
        self.sock.settimeout(1)
        while time.time() < deadline:
            m = re.search(pattern, data)
            if m:
                return int(m.group(1))
            try:
                data += self.sock.recv(65536)
            except socket.timeout:
                pass
        raise RuntimeError(f"{pattern!r} not seen within {timeout} s")

    def send(self, text: str) -> None:
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81]) + (bytes([0x80 | len(payload)]) if len(payload) < 126 else bytes([0x80 | 126]) + len(payload).to_bytes(2, "big"))
        key = int.from_bytes((mask * (len(payload) // 4 + 1))[:len(payload)], "big")
        masked = (int.from_bytes(payload, "big") ^ key).to_bytes(len(payload), "big")
        self.sock.sendall(header + mask + masked)


def slow_reader(binary: Path, seconds: float, limit: int) -> dict:
    app = Showcase(binary, "--max-outbound-bytes", str(limit))
    try:
        html = app.get()
        window = re.search(r'<meta name="trellis-window" content="([0-9a-f]{32})">', html).group(1)
        # The Controls page's Name field: its text shows again in the page's greeting, so each setText of
        # 16 KB is answered by a patch of at least that much.
        tab = re.search(r'<button aria-label="Controls"[^>]*data-id="(\d+)"[^>]*data-role="tab"', html)
        if not tab:
            raise RuntimeError("no Controls tab in the first paint")
        base = settle_rss(app)
        ws = RawWebSocket(app.port, f"/_trellis/ws?window={window}")
        ws.send('{"t":"event","id":%s,"e":"activate"}' % tab.group(1))
        field = ws.read_until(rb'\[(\d+),"textbox",null,\{"label":"Name"')
        texts = ["a" * 16_384, "b" * 16_384]
        samples, sent, closed_at = [], 0, None
        start = time.time()
        interval = 1 / 190  # just under the 200 messages/s rate limit: every event is handled
        while time.time() - start < seconds:
            if closed_at is None:
                try:
                    ws.send('{"t":"event","id":%d,"e":"setText","value":"%s"}' % (field, texts[sent % 2]))
                    sent += 1
                except OSError:
                    closed_at = time.time() - start
            if sent % 19 == 0 or closed_at is not None:
                samples.append((time.time() - start, app.rss()))
            time.sleep(interval)
        return {"base": base, "sent": sent, "closed_at": closed_at, "peak": max(s for _, s in samples),
                "end": samples[-1][1], "limit": limit, "seconds": seconds}
    finally:
        app.stop()


def fuzz(per_window: int) -> dict:
    env = dict(os.environ, TRELLIS_FUZZ_PER_WINDOW=str(per_window))
    start = time.time()
    # The built test bundle directly when there is one (no build-directory lock held while it runs).
    bundle = ROOT / ".build" / "debug" / "TrellisPackageTests.xctest"
    command = ([str(bundle), "--testing-library", "swift-testing", "--filter", "FuzzTests"] if bundle.is_file()
               else ["swift", "test", "--filter", "FuzzTests"])
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    elapsed = time.time() - start
    passed = run.returncode == 0 and "passed" in run.stdout + run.stderr
    if not passed:
        sys.stderr.write(run.stdout[-4000:] + run.stderr[-4000:])
    # The test's own time, without the build check.
    m = re.search(r'Suite "?FuzzTests"? passed after ([\d.]+) seconds', run.stdout + run.stderr)
    return {"messages": per_window * 3, "seconds": float(m.group(1)) if m else elapsed, "passed": passed}


def block(meta: dict, loads: dict | None, reader: dict | None, fz: dict | None) -> str:
    lines = [f"Measured {meta['date']} on {meta['machine']}; {meta['build']} build of TrellisShowcase; one run each"
             f" (`python3 Benchmarks/reliability.py`). RSS is the server process's resident set (`/proc/<pid>/status`).", ""]
    lines += ["| measurement | figure |", "|---|---|"]
    if loads:
        n = loads["loads"]
        per = (loads["loaded"] - loads["base"]) / n
        lines += [
            f"| {n:,} page loads (each opens a window) | {loads['seconds']:.1f} s, {n / loads['seconds']:.0f} loads/s |",
            f"| RSS before / after the loads | {loads['base'] / 1024:.0f} MB / {loads['loaded'] / 1024:.0f} MB: **{per:.0f} KB per window** |",
            f"| RSS once every window expired (30 s grace) | {loads['expired'] / 1024:.0f} MB |",
            f"| RSS after {n:,} more loads | {loads['again'] / 1024:.0f} MB ({(loads['again'] - loads['loaded']) / 1024:+.0f} MB against the first round: "
            + ("freed memory is reused" if loads['again'] - loads['loaded'] < (loads['loaded'] - loads['base']) / 10 else "**not reused: the expired windows' memory is still held**") + ") |",
        ]
    if reader:
        closed = f"closed after {reader['closed_at']:.1f} s" if reader["closed_at"] is not None else "not closed"
        lines += [
            f"| a client that never reads: {reader['sent']:,} 16 KB `setText` events into a field the page echoes in {reader['seconds']:.0f} s | socket {closed} (`--max-outbound-bytes {reader['limit']:,}`) |",
            f"| RSS before / peak / at the end | {reader['base'] / 1024:.0f} MB / {reader['peak'] / 1024:.0f} MB / {reader['end'] / 1024:.0f} MB |",
        ]
    if fz:
        lines += [f"| fuzz: {fz['messages']:,} hostile messages over 3 windows (FuzzTests, debug test build) | "
                  f"{'passed' if fz['passed'] else 'FAILED'} in {fz['seconds']:.0f} s ({fz['messages'] / fz['seconds']:,.0f} messages/s); a bystander window unchanged, a fresh window works |"]
    return "\n".join(lines) + "\n"


def write(doc: Path, text: str) -> None:
    content = doc.read_text()
    pattern = re.compile(r"(<!-- BEGIN reliability -->\n).*?(<!-- END reliability -->)", re.S)
    if not pattern.search(content):
        raise SystemExit(f"no <!-- BEGIN reliability --> block in {doc}")
    doc.write_text(pattern.sub(lambda m: m.group(1) + text + m.group(2), content))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", type=Path, help="TrellisShowcase to run (default: build it in release)")
    ap.add_argument("--build", default="release", help="what --binary is, for the table (release or debug)")
    ap.add_argument("--loads", type=int, default=2000)
    ap.add_argument("--reader-seconds", type=float, default=40)
    ap.add_argument("--max-outbound-bytes", type=int, default=32 << 20)
    ap.add_argument("--fuzz-per-window", type=int, default=333_334, help="0 skips the fuzz run")
    ap.add_argument("--skip", action="append", default=[], choices=["loads", "reader", "fuzz"])
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    binary = args.binary
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "TrellisShowcase"], cwd=ROOT, check=True)
        bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout.strip()
        binary = Path(bin_dir) / "TrellisShowcase"
    now = datetime.now(timezone.utc)
    meta = {"date": now.strftime("%Y-%m-%d %H:%M UTC"), "machine": machine(), "build": args.build}
    loads = None if "loads" in args.skip else page_loads(binary, args.loads)
    print("loads:", loads, flush=True)
    reader = None if "reader" in args.skip else slow_reader(binary, args.reader_seconds, args.max_outbound_bytes)
    print("reader:", reader, flush=True)
    fz = None if "fuzz" in args.skip or args.fuzz_per_window <= 0 else fuzz(args.fuzz_per_window)
    print("fuzz:", fz, flush=True)
    text = block(meta, loads, reader, fz)
    print(text)
    if not args.no_write:
        write(ROOT / "docs" / "PERFORMANCE.md", text)


if __name__ == "__main__":
    main()
