"""Where an idle window's server memory goes: the heap an app holds for N idle windows, by part.

Runs the app under heaptrack twice, once with one idle window and once with 1 + N (opened as
windows_memory.py opens them: GET /, the WebSocket, a viewport message, then idle), kills it while
the windows are idle, and splits the heap still held at that moment (heaptrack's "leaked" bytes:
requested sizes, without malloc's own overhead) by the code that allocated it. Prints the
difference per window, part by part. A debug build shows where the bytes go; judge the goal by
windows_memory.py on a release build.

    python3 Benchmarks/windows_heap.py <bin>/CounterApp --windows 100
    python3 Benchmarks/windows_heap.py <bin>/CounterApp --windows 100 --detail 'StackAllocator'

Needs heaptrack (heaptrack_print) and `swift demangle` on the PATH.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import os
import re
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from windows_memory import open_idle_windows

# Each stack goes to the first part whose pattern matches one of its (demangled) frames.
PARTS = [
    ("view graph (nodes, host elements, environment)", r"ViewGraph|HostWindow|GraphDocument"),
    ("task stacks (each async task's slabs)", r"swift::StackAllocator"),
    ("task objects", r"swift_task_create_common"),
    ("task locals, cancellation records", r"TaskLocal|swift_task_addCancellationHandler"),
    ("socket receive buffer", r"NIOPooledRecvBufferAllocator"),
    ("window registry, session, socket link and reader", r"WindowRegistry|WindowSession|SocketLink|SocketConnection|ClientMessageReader"),
    ("WebSocket upgrade and handler", r"WebSocketServerUpgrader|_upgrade|WebSocketHandler|HTTP1WebSocketUpgradeChannel"),
    ("NIO channel and pipeline", r"SocketChannel.*init|ChannelPipeline|addHandler|ServerSocketChannel"),
    ("NIO futures and callbacks", r"EventLoopFuture|EventLoopPromise|CallbackList"),
    ("logger metadata", r"LogHandler|Logger\."),
    ("runtime metadata, one-time set-up", r"Metadata|_dl_init|once_slow|swift_once|getTypeByMangled"),
    ("dispatch", r"_dispatch_"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def open_windows(base: str, n: int) -> list:
    socks = await open_idle_windows(base, n)
    await asyncio.sleep(2.0)  # the viewport patches settle; the windows are idle
    return socks


def profile(binary: Path, windows: int, out: Path) -> Path:
    """Runs the app under heaptrack with `windows` idle windows, kills it, returns its stacks file."""
    port = free_port()
    env = dict(os.environ, TRELLIS_LOG="warning")
    proc = subprocess.Popen(["heaptrack", "-o", str(out), str(binary), "--host", "127.0.0.1", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    deadline = time.time() + 120
    while time.time() < deadline:
        line = proc.stdout.readline()
        if not line or "http://" in line:
            break
    base = f"http://127.0.0.1:{port}"

    async def run() -> None:
        socks = await open_windows(base, windows)
        # SIGKILL while idle: what the app holds now is what heaptrack reports as never freed.
        app = subprocess.run(["pgrep", "-f", f"^{binary} --host 127.0.0.1 --port {port}"], capture_output=True, text=True)
        for pid in app.stdout.split():
            os.kill(int(pid), signal.SIGKILL)
        for s in socks:
            s.writer.close()

    asyncio.run(run())
    proc.communicate(timeout=300)
    data = next(out.parent.glob(out.name + "*.zst"))
    stacks = out.with_suffix(".stacks")
    subprocess.run(["heaptrack_print", "-f", str(data), "-p", "0", "-a", "0", "-T", "0",
                    "--flamegraph-cost-type", "leaked", "-F", str(stacks)], capture_output=True, check=True)
    return stacks


def load(path: Path) -> list[tuple[list[str], int]]:
    rows = []
    for line in path.read_text().splitlines():
        stack, _, n = line.rpartition(" ")
        rows.append(([f.split(" (")[0] for f in stack.split(";") if f], int(n)))
    return rows


def demangler(rows: list) -> dict[str, str]:
    names = sorted({f for frames, _ in rows for f in frames})
    out = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names),
                         capture_output=True, text=True).stdout.split("\n")
    return dict(zip(names, out))


def by_part(rows: list, names: dict[str, str]) -> collections.Counter:
    parts: collections.Counter = collections.Counter()
    for frames, n in rows:
        shown = [names.get(f, f) for f in frames]
        part = next((name for name, rx in PARTS if any(re.search(rx, f) for f in shown)), "other")
        parts[part] += n
    return parts


def by_site(rows: list, names: dict[str, str], pattern: str) -> collections.Counter:
    """Stacks through `pattern`, keyed by the two frames above the innermost match."""
    sites: collections.Counter = collections.Counter()
    for frames, n in rows:
        shown = [names.get(f, f) for f in frames]
        hits = [i for i, f in enumerate(shown) if re.search(pattern, f)]
        if hits:
            i = hits[-1]
            sites[" > ".join(f[:80] for f in shown[max(0, i - 2):i + 1])] += n
    return sites


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path)
    parser.add_argument("--windows", type=int, default=100)
    parser.add_argument("--detail", help="also list the allocation sites of stacks through this pattern")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        one = load(profile(args.app.resolve(), 1, Path(tmp) / "one"))
        many = load(profile(args.app.resolve(), 1 + args.windows, Path(tmp) / "many"))
    names = demangler(one + many)
    a, b = by_part(one, names), by_part(many, names)
    print(f"{args.app.name}: heap held per idle window ({args.windows} windows), by part:")
    total = 0.0
    for part in sorted(set(a) | set(b), key=lambda p: a[p] - b[p]):
        per = (b[part] - a[part]) / args.windows
        total += per
        if abs(per) >= 16:
            print(f"  {per / 1024:7.2f} KB  {part}")
    print(f"  {total / 1024:7.2f} KB  total")
    if args.detail:
        a, b = by_site(one, names, args.detail), by_site(many, names, args.detail)
        print(f"\nthrough {args.detail!r}, by site:")
        for site in sorted(set(a) | set(b), key=lambda s: a[s] - b[s])[:40]:
            per = (b[site] - a[site]) / args.windows
            if abs(per) >= 16:
                print(f"  {per:7.0f} B  {site}")


if __name__ == "__main__":
    main()
