"""Where one small operation's round trip goes, on both sides of the socket.

Runs a Trellis benchmark app with TRELLIS_TRACE_LATENCY=1 (the server writes when it read each
client message, when its reader task and the main actor had it, when the patch was handed to the
channel and when NIO wrote it; wall-clock µs) and a page instrumented the same way (click, send,
message received, handler done, paint after the change; `performance.timeOrigin + now()`), then
splits each op into:

    click → send            the runtime's click handler (browser)
    send → read             browser socket → server's event loop (Chromium's network process, kernel)
    read → got              event loop read the bytes → the socket's reader task has the message
    got → decoded           rate limit, ClientMessage.decode
    decoded → main          reader task → main actor
    main → sent             dispatch, flush, encode, writeAndFlush (main actor)
    handle                  all of the main actor's work (what follows the send: freeing, after-update actions)
    sent → written          the channel's event loop writes the frame
    written → recv          server socket → the page's onmessage (kernel, network process, renderer)
    sent → recv             the two above together (`written` is stamped in NIO's write callback, which a
                            busy machine sometimes runs well after the bytes left: then the pair is the
                            figure to read)
    recv → applied          the runtime's message handler
    applied → paint         until the frame after the change was painted

No sleeps between the parts: each is a difference of timestamps taken where it happened. Medians
over the runs; load average printed with them.

    python3 jsfb_latency.py .build/release/JSFrameworkBenchmarkApp --runs 15 --ops "select row,swap rows"
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import statistics
import subprocess
import threading
import time
from pathlib import Path

from common import CHROMIUM_ARGS, URL_RE, chromium, free_port
from jsfb import OPS, PAGE_JS, prepare, run_op

INSTRUMENT_JS = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const marks = window.__marks = [];
  window.addEventListener('click', () => marks.push({ k: 'click', t: now() }), true);
  const Native = window.WebSocket;
  function Wrapped(url, protocols) {
    const ws = protocols === undefined ? new Native(url) : new Native(url, protocols);
    window.__ws = ws;
    const send = ws.send.bind(ws);
    ws.send = (d) => { marks.push({ k: 'send', t: now() }); send(d); };
    const own = Object.getOwnPropertyDescriptor(Native.prototype, 'onmessage');
    Object.defineProperty(ws, 'onmessage', {
      configurable: true, get() { return own.get.call(ws); },
      set(f) { own.set.call(ws, (e) => { const t = now(); f(e); marks.push({ k: 'recv', t, done: now() }); }); },
    });
    return ws;
  }
  Wrapped.prototype = Native.prototype;
  for (const k of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) Wrapped[k] = Native[k];
  window.WebSocket = Wrapped;
})();
"""

LINE_RE = re.compile(r"trellis-latency (in|out) (.*)")


@contextlib.contextmanager
def traced_app(binary: Path, lines: list):
    """Runs the app with latency tracing; appends its trace lines (parsed) to `lines`."""
    port = free_port()
    env = dict(os.environ, TRELLIS_LOG="warning", TRELLIS_TRACE_LATENCY="1")
    proc = subprocess.Popen([str(binary), "--host", "127.0.0.1", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    url = None
    deadline = time.time() + 60
    while time.time() < deadline and url is None:
        line = proc.stdout.readline()
        if not line:
            break
        m = URL_RE.search(line)
        url = m.group(0) if m else None
    if url is None:
        proc.kill()
        raise RuntimeError(f"{binary.name} printed no URL")

    def drain():
        for line in proc.stdout:
            m = LINE_RE.search(line)
            if m:
                fields = dict(kv.split("=") for kv in m.group(2).split() if "=" in kv)
                kind = m.group(2).split()[0] if m.group(1) == "in" else "out"
                lines.append((m.group(1), kind, {k: int(v) / 1000 for k, v in fields.items()}))

    threading.Thread(target=drain, daemon=True).start()
    try:
        yield url.rstrip("/"), proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def paint_js():
    # The page's click-to-paint (common.MEASURE_JS), on the wall clock.
    return """([kind, arg]) => new Promise((resolve) => {
      const now = () => performance.timeOrigin + performance.now();
      const target = window.__target(kind, arg);
      const mo = new MutationObserver(() => {
        mo.disconnect();
        const dom = now();
        requestAnimationFrame(() => setTimeout(() => resolve({ dom, paint: now() }), 0));
      });
      mo.observe(window.__rows(), { childList: true, subtree: true, attributes: true, characterData: true });
      target.click();
    })"""


def one(page, lines: list, op, i: int, windows: list | None = None, method: str = "cold") -> dict | None:
    kind = op[3][0]
    _, arg, _ = prepare(page, op, i, method, pause_ms=60)
    page.evaluate("() => { window.__marks.length = 0; }")
    start = len(lines)
    r = page.evaluate(paint_js(), [kind, arg])
    page.wait_for_timeout(30)
    marks = page.evaluate("() => window.__marks")
    click = next(m["t"] for m in marks if m["k"] == "click")
    send = next(m["t"] for m in marks if m["k"] == "send" and m["t"] >= click)
    recv = next(m for m in marks if m["k"] == "recv" and m["t"] >= send)
    ins = [x for _, kind_, x in (l for l in lines[start:] if l[0] == "in") if kind_ == "event"]
    if windows is not None and ins:
        windows.append((ins[0]["main"], ins[0]["done"]))
    outs = [x for d, _, x in lines[start:] if d == "out"]
    if not ins or not outs:
        return None
    i0, o0 = ins[0], outs[0]
    return {
        "click → send": send - click,
        "send → read": i0["read"] - send,
        "read → got": i0["got"] - i0["read"],
        # Traces from before `decoded` was added stamped `got` after decoding.
        "got → decoded": i0.get("decoded", i0["got"]) - i0["got"],
        "decoded → main": i0["main"] - i0.get("decoded", i0["got"]),
        "main → sent": o0["sent"] - i0["main"],
        "handle": i0["done"] - i0["main"],
        "sent → written": o0["written"] - o0["sent"],
        "written → recv": recv["t"] - o0["written"],
        "sent → recv": recv["t"] - o0["sent"],
        "recv → applied": recv["done"] - recv["t"],
        "applied → paint": r["paint"] - recv["done"],
        "total": r["paint"] - click,
        "frames back": float(len(outs)),
        "reader on loop": i0.get("loop", 0) * 1000.0,
    }


def start_perf(pid: int):
    """Samples the server (call stacks, on the wall clock so samples line up with the trace)."""
    out = f"/tmp/jsfb_latency.{pid}.perf"
    proc = subprocess.Popen(["perf", "record", "-q", "-k", "CLOCK_REALTIME", "-F", "4000", "-g", "-p", str(pid), "-o", out],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    return proc, out


def print_perf(sampler, pid: int, windows: list) -> None:
    """The main thread's samples inside the timed ops' handling (main → done), by function."""
    import signal
    proc, out = sampler
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=60)
    text = subprocess.run(["perf", "script", "-i", out, "-F", "tid,time,ip,sym"], capture_output=True, text=True).stdout
    os.environ.get("JSFB_KEEP_PERF") or os.unlink(out)
    windows = [(a / 1000, b / 1000) for a, b in windows]  # ms → s
    inclusive: dict = {}
    leaf: dict = {}
    count = 0
    for block in text.split("\n\n"):
        rows = block.strip().splitlines()
        if not rows:
            continue
        head = rows[0].split()
        try:
            tid, t = int(head[0]), float(head[1].rstrip(":"))
        except (ValueError, IndexError):
            continue
        if tid != pid or not any(a <= t <= b for a, b in windows):
            continue
        count += 1
        syms = [r.split(None, 1)[1] if len(r.split(None, 1)) > 1 else "?" for r in rows[1:]]
        syms = [re.sub(r"\+0x[0-9a-f]+$", "", x) for x in syms]
        if syms:
            leaf[syms[0]] = leaf.get(syms[0], 0) + 1
        for sym in set(syms):
            inclusive[sym] = inclusive.get(sym, 0) + 1
    print(f"  server main thread during the ops' handling: {count} samples")
    demangle = lambda names: subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True,
                                            text=True).stdout.splitlines() or names
    for title, table, n in (("self", leaf, 15), ("inclusive", inclusive, 30)):
        top = sorted(table.items(), key=lambda kv: -kv[1])[:n]
        names = demangle([k for k, _ in top])
        print(f"  {title}:")
        for (k, v), name in zip(top, names):
            print(f"    {100 * v / max(count, 1):5.1f}%  {name[:150]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--ops", default="select row,swap rows")
    parser.add_argument("--ping", type=int, default=20, help="also time N ping → pong round trips")
    parser.add_argument("--perf", action="store_true",
                        help="also sample the server with perf and show where its main thread spent each op's handling")
    parser.add_argument("--method", choices=["driver", "cold"], default="cold",
                        help="set-up before each op: as jsfb.py --method (default: cold, the first op after a create)")
    args = parser.parse_args()
    wanted = [o.strip() for o in args.ops.split(",") if o.strip()]
    ops = [o for o in OPS if o[0] in wanted]
    lines: list = []
    with contextlib.ExitStack() as stack:
        url, pid = stack.enter_context(traced_app(args.app, lines))
        browser = stack.enter_context(chromium())
        ctx = browser.new_context(viewport={"width": 1280, "height": 900})
        ctx.add_init_script(INSTRUMENT_JS)
        page = ctx.new_page()
        page.goto(url + "/?idiom=mac", wait_until="load")
        page.wait_for_function("() => [...document.querySelectorAll('button')].some(x => x.textContent === 'Create 1,000 rows')")
        page.wait_for_timeout(500)
        page.evaluate(PAGE_JS)
        if args.ping:
            rtt = []
            for _ in range(args.ping):
                page.wait_for_timeout(20)
                rtt.append(page.evaluate("""() => new Promise((r) => { const t = performance.now();
                  window.__ws.addEventListener('message', () => r(performance.now() - t), { once: true });
                  window.__ws.send('{"t":"ping"}'); })"""))
            print(f"ping → pong: median {statistics.median(rtt):.2f} ms (load {os.getloadavg()[0]:.1f})")
        for op in ops:
            windows: list = []
            sampler = start_perf(pid) if args.perf else None
            rows = [one(page, lines, op, i, windows, args.method) for i in range(args.runs + 2)][2:]
            rows = [r for r in rows if r]
            if sampler:
                print_perf(sampler, pid, windows[2:])
            print(f"== {op[0]}: {len(rows)} runs, load average {os.getloadavg()[0]:.1f}")
            for k in rows[0]:
                v = sorted(r[k] for r in rows)
                unit = "" if k in ("frames back", "reader on loop") else " ms"
                print(f"  {k:18} median {statistics.median(v):7.2f}{unit}   p25 {v[len(v) // 4]:7.2f}   p75 {v[3 * len(v) // 4]:7.2f}")


if __name__ == "__main__":
    main()
