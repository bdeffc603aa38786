"""Many windows clicking a counter at once: clicks lost, click → patch latency, server CPU per click.

Starts a Trellis app (release build) on loopback, opens N windows the way browser tabs do (GET /,
then the window's WebSocket with the served Origin), and has every window click the counter's
button R times a second for S seconds: open loop, on schedule whether or not the last patch came,
each window's clicks offset at random within the first period. A click's latency runs from
sending its `activate` to receiving the first patch whose counter text shows its number
(`Count: k`); clicks still unanswered 5 s after the last one are lost. Server CPU is the app
process's user + system time (/proc/<pid>/stat) over the clicking phase, divided by the clicks.
The client is this one Python process (asyncio, standard library only); its own scheduling slip
is reported so a slow client can't pass for a slow server.

    python3 Benchmarks/load.py <bin>/TrellisShowcase --windows 50,200 --rate 10 --seconds 20
    python3 Benchmarks/load.py <bin>/TrellisShowcase --json Benchmarks/results/load.json
    python3 Benchmarks/load.py <debug-bin>/TrellisShowcase --ceiling --seconds 10

`--ceiling` finds how many clicks a second a build keeps up with (what `swift run` gives is the debug
build): it doubles the windows from 10 (at `--rate` each) until a run loses a click or its p99 passes
50 ms, then reports the last run that kept up.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import re
import socket
import statistics
import struct
import subprocess
import threading
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

URL_RE = re.compile(r"http://[^\s\"'<>]+")
TICKS = os.sysconf("SC_CLK_TCK")


@contextmanager
def app(binary: Path, *args: str):
    """Runs the app on a free loopback port; yields (base URL, pid)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, TRELLIS_LOG="warning")
    proc = subprocess.Popen([str(binary), "--host", "127.0.0.1", "--port", str(port), *args],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    url = None
    deadline = time.time() + 60
    while time.time() < deadline and url is None:
        line = proc.stdout.readline()
        if not line:
            break
        m = URL_RE.search(line)
        url = m.group(0).rstrip("/") if m else None
    if url is None:
        proc.kill()
        raise RuntimeError(f"{binary.name} printed no URL")
    threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()
    try:
        yield url, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def cpu_times(pid: int) -> tuple[float, float]:
    """The process's (user, system) CPU seconds so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) / TICKS, int(fields[12]) / TICKS  # utime, stime


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def button_id(html: str, name: str) -> int:
    for m in re.finditer(r'<button[^>]*data-id="(\d+)"[^>]*>(.*?)</button>', html, re.S):
        if re.sub(r"<[^>]+>", "", m.group(2)).strip() == name:
            return int(m.group(1))
    raise LookupError(f"no button {name!r} in the page")


def open_window(base: str, button: str) -> tuple[str, int]:
    html = urllib.request.urlopen(base + "/?idiom=mac").read().decode()
    window = re.search(r'<meta name="trellis-window" content="([0-9a-f]+)"', html).group(1)
    return window, button_id(html, button)


class Socket:
    """A minimal RFC 6455 client over asyncio streams."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def connect(cls, host: str, port: int, path: str) -> "Socket":
        reader, writer = await asyncio.open_connection(host, port)
        writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: http://{host}:{port}\r\n"
                      f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(head.decode(errors="replace"))
        return cls(reader, writer)

    def send(self, text: str) -> None:
        data = text.encode()
        mask = os.urandom(4)
        n = len(data)
        header = bytes([0x81, 0x80 | n]) if n < 126 else bytes([0x81, 0x80 | 126]) + struct.pack(">H", n)
        self.writer.write(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    async def receive(self) -> str:
        parts: list[bytes] = []
        while True:
            b0, b1 = await self.reader.readexactly(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", await self.reader.readexactly(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", await self.reader.readexactly(8))[0]
            payload = await self.reader.readexactly(n)
            opcode = b0 & 0x0F
            if opcode == 0x9:
                self.writer.write(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("server closed the socket")
            parts.append(payload)
            if b0 & 0x80:
                return b"".join(parts).decode()


COUNT_RE = re.compile(r'"Count: (-?\d+)"')


class Window:
    def __init__(self, sock: Socket, element: int) -> None:
        self.sock, self.element = sock, element
        self.sent: list[float] = []       # send time of click k+1
        self.answered = 0                 # clicks whose number has shown
        self.latencies: list[float] = []
        self.slip: list[float] = []       # how late the client sent each click
        self.patches = 0

    async def read(self) -> None:
        try:
            while True:
                text = await self.sock.receive()
                if '"t":"patch"' not in text:
                    continue
                self.patches += 1
                now = time.perf_counter()
                for m in COUNT_RE.finditer(text):
                    shown = min(int(m.group(1)), len(self.sent))
                    while self.answered < shown:
                        self.latencies.append(now - self.sent[self.answered])
                        self.answered += 1
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            return

    async def click(self, start: float, rate: float, count: int) -> None:
        event = json.dumps({"t": "event", "id": self.element, "e": "activate"})
        for k in range(count):
            due = start + k / rate
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            now = time.perf_counter()
            self.slip.append(now - due)
            self.sent.append(now)
            self.sock.send(event)


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


async def run_load(base: str, pid: int, windows: int, rate: float, seconds: float, button: str) -> dict:
    host, port = base.split("//", 1)[1].split(":")
    loop = asyncio.get_running_loop()
    rss_before = rss_bytes(pid)
    opened = [await loop.run_in_executor(None, open_window, base, button) for _ in range(windows)]
    sockets: list[Window] = []
    for window_id, element in opened:
        sock = await Socket.connect(host, int(port), f"/_trellis/ws?window={window_id}")
        hello = json.loads(await sock.receive())
        assert hello["t"] == "hello", hello
        sock.send(json.dumps({"t": "viewport", "w": 1280, "h": 800, "scheme": "light"}))
        sockets.append(Window(sock, element))
    readers = [asyncio.create_task(w.read()) for w in sockets]
    await asyncio.sleep(1.0)  # the first patches (viewport) settle
    rss_open = rss_bytes(pid)
    count = int(rate * seconds)
    start = time.perf_counter() + 0.5
    (user0, sys0), wall0 = cpu_times(pid), time.perf_counter()
    await asyncio.gather(*(w.click(start + random.random() / rate, rate, count) for w in sockets))
    deadline = time.perf_counter() + 5
    while time.perf_counter() < deadline and any(w.answered < len(w.sent) for w in sockets):
        await asyncio.sleep(0.05)
    (user1, sys1), wall1 = cpu_times(pid), time.perf_counter()
    cpu0, cpu1 = user0 + sys0, user1 + sys1
    for r in readers:
        r.cancel()
    for w in sockets:
        w.sock.writer.close()
    latencies = [x * 1000 for w in sockets for x in w.latencies]
    slips = [x * 1000 for w in sockets for x in w.slip]
    sent = sum(len(w.sent) for w in sockets)
    answered = sum(w.answered for w in sockets)
    result = {
        "windows": windows, "rate": rate, "seconds": seconds, "clicks": sent, "answered": answered,
        "lost": sent - answered, "patches": sum(w.patches for w in sockets),
        "p50_ms": pct(latencies, 0.5), "p90_ms": pct(latencies, 0.9), "p99_ms": pct(latencies, 0.99),
        "max_ms": max(latencies) if latencies else float("nan"),
        "client_slip_p99_ms": pct(slips, 0.99),
        "server_cpu_s": cpu1 - cpu0, "wall_s": wall1 - wall0,
        "cpu_per_click_us": (cpu1 - cpu0) / max(answered, 1) * 1e6,
        "user_per_click_us": (user1 - user0) / max(answered, 1) * 1e6,
        "system_per_click_us": (sys1 - sys0) / max(answered, 1) * 1e6,
        "rss_before_mb": rss_before / 2**20, "rss_open_mb": rss_open / 2**20,
        "load_average": os.getloadavg()[0],
    }
    return result


CEILING_P99_MS = 50.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path, help="a Trellis app binary whose page has a counter button")
    parser.add_argument("--windows", default="50,200", help="comma-separated window counts, one run each")
    parser.add_argument("--rate", type=float, default=10, help="clicks per second per window")
    parser.add_argument("--seconds", type=float, default=20, help="how long each window clicks")
    parser.add_argument("--button", default="Increment")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--ceiling", action="store_true",
                        help="double the windows from 10 until the server no longer keeps up (ignores --windows)")
    args = parser.parse_args()
    results = []
    counts = [10 * 2**k for k in range(8)] if args.ceiling else [int(x) for x in args.windows.split(",")]
    kept_up = None
    for n in counts:
        with app(args.app) as (base, pid):  # a fresh server per run
            r = asyncio.run(run_load(base, pid, n, args.rate, args.seconds, args.button))
        results.append(r)
        print(f"{n} windows × {args.rate:g}/s for {args.seconds:g} s: {r['clicks']} clicks, {r['lost']} lost; "
              f"click → patch p50 {r['p50_ms']:.1f} ms, p90 {r['p90_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, "
              f"max {r['max_ms']:.1f} ms; server CPU {r['cpu_per_click_us']:.0f} µs per click "
              f"(user {r['user_per_click_us']:.0f}, system {r['system_per_click_us']:.0f}) "
              f"({r['server_cpu_s']:.1f} s over {r['wall_s']:.1f} s); client slip p99 {r['client_slip_p99_ms']:.1f} ms; "
              f"load {r['load_average']:.1f}", flush=True)
        if args.ceiling:
            if r["lost"] > 0 or not r["p99_ms"] <= CEILING_P99_MS:
                break
            kept_up = r
    summary = {"binary": args.app.name, "runs": results}
    if args.ceiling:
        summary["ceiling_clicks_per_s"] = kept_up["windows"] * args.rate if kept_up else 0
        print(f"ceiling: {summary['ceiling_clicks_per_s']:g} clicks/s kept up with (0 lost, p99 ≤ {CEILING_P99_MS:g} ms); "
              f"the next doubling did not", flush=True)
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
