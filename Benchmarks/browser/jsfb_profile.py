"""Where the time of each js-framework-benchmark operation goes, Trellis against vanilla.

For every operation, a few runs per implementation under a Chrome trace, split into:
click → WebSocket send (Trellis), send → patch received (server + wire), JSON.parse, apply
(trellis.js), then the renderer's own work from the trace: script, style recalculation, layout,
paint, and how much style/layout was *forced* (run synchronously inside a script task, i.e. a
layout read after a write). Medians across runs; this is a diagnostic, not the benchmark
(tracing itself slows everything down, and the instrumentation parses each message a second
time to time JSON.parse, which adds that much to Trellis's script column).

    python3 jsfb_profile.py .build/release/JSFrameworkBenchmarkApp --runs 5 [--ops "clear rows,select row"]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import time
from pathlib import Path

from common import baseline_server, chromium, trellis_app
from jsfb import OPS, open_page, prepare, run_op

# Installed before the page's scripts: times the socket and the runtime's apply().
INSTRUMENT_JS = """
(() => {
  const marks = window.__marks = [];
  window.addEventListener('click', () => { performance.mark('__click'); marks.push({ k: 'click', t: performance.now() }); }, true);
  const Native = window.WebSocket;
  function Wrapped(url, protocols) {
    const ws = protocols === undefined ? new Native(url) : new Native(url, protocols);
    window.__ws = ws;
    const send = ws.send.bind(ws);
    ws.send = (d) => { marks.push({ k: 'send', t: performance.now(), n: d.length }); send(d); };
    ws.addEventListener('message', (e) => {
      const t = performance.now();
      JSON.parse(e.data);
      marks.push({ k: 'recv', t, n: e.data.length, parse: performance.now() - t });
    });
    // The runtime's own handler, timed whole (parse, apply, hooks), then its microtasks (observers).
    const own = Object.getOwnPropertyDescriptor(Native.prototype, 'onmessage');
    Object.defineProperty(ws, 'onmessage', {
      configurable: true, get() { return own.get.call(ws); },
      set(f) {
        own.set.call(ws, (e) => {
          const t = performance.now();
          f(e);
          const t1 = performance.now();
          marks.push({ k: 'handler', t, d: t1 - t });
          queueMicrotask(() => queueMicrotask(() => marks.push({ k: 'microtasks', t: t1, d: performance.now() - t1 })));
        });
      },
    });
    return ws;
  }
  Wrapped.prototype = Native.prototype;
  for (const k of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) Wrapped[k] = Native[k];
  window.WebSocket = Wrapped;
  let R;
  Object.defineProperty(window, 'TrellisRuntime', {
    configurable: true, get() { return R; },
    set(v) {
      const apply = v.apply;
      v.apply = (ops) => { const t = performance.now(); apply(ops); marks.push({ k: 'apply', t, d: performance.now() - t, ops: ops.length }); };
      R = v;
    },
  });
})();
"""

# The transport floor: a ping answered by the server without touching the view graph.
PING_JS = """async (n) => {
  const out = [];
  for (let i = 0; i < n; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const t = performance.now();
    await new Promise((r) => { window.__ws.addEventListener('message', r, { once: true }); window.__ws.send('{"t":"ping"}'); });
    out.push(performance.now() - t);
  }
  return out;
}"""

CATEGORIES = ["blink.user_timing", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink", "toplevel"]
SCRIPT = {"FunctionCall", "EventDispatch", "TimerFire", "FireAnimationFrame", "EvaluateScript", "v8.callFunction",
          "FireIdleCallback", "RunMicrotasks", "V8.Execute"}
STYLE = {"UpdateLayoutTree", "RecalculateStyles"}
LAYOUT = {"Layout"}
PAINT = {"Paint", "PrePaint", "Layerize", "UpdateLayer", "CompositeLayers", "Commit", "PaintImage", "RasterTask"}
GC = {"MinorGC", "MajorGC", "V8.GC_SCAVENGER", "BlinkGC.AtomicPhase", "V8.GCScavenger", "V8.GCFinalizeMC"}


def trace_breakdown(raw: bytes, t0_us: float, t1_us: float) -> dict:
    """Sums the renderer main thread's events inside [t0, t1] (trace clock, µs)."""
    events = json.loads(raw)
    events = events["traceEvents"] if isinstance(events, dict) else events
    mains = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"
             and e.get("args", {}).get("name") == "CrRendererMain"}
    out = {"script": 0.0, "style": 0.0, "layout": 0.0, "paint": 0.0, "gc": 0.0, "forced style": 0.0, "forced layout": 0.0,
           "styled": 0, "layouts": 0, "laid out": 0}
    by_thread: dict = {}
    for e in events:
        if e.get("ph") != "X" or (e.get("pid"), e.get("tid")) not in mains:
            continue
        if e["ts"] < t0_us or e["ts"] > t1_us:
            continue
        by_thread.setdefault((e["pid"], e["tid"]), []).append(e)
    for evs in by_thread.values():
        evs.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
        stack: list = []  # open script events (end times)
        for e in evs:
            name, dur = e["name"], e.get("dur", 0) / 1000
            while stack and stack[-1] <= e["ts"]:
                stack.pop()
            in_script = bool(stack)
            if name in SCRIPT:
                if not in_script:
                    out["script"] += dur
                stack.append(e["ts"] + e.get("dur", 0))
            elif name in STYLE:
                out["style"] += dur
                # Elements whose style was recalculated (exact; what a :has() invalidation inflates).
                out["styled"] += int(e.get("args", {}).get("elementCount", 0) or 0)
                if in_script:
                    out["forced style"] += dur
            elif name in LAYOUT:
                out["layout"] += dur
                # How many layouts, and the layout objects they walked (dirty ones, where the trace says).
                out["layouts"] += 1
                begin = e.get("args", {}).get("beginData", {})
                out["laid out"] += int(begin.get("dirtyObjects", 0) or 0)
                if in_script:
                    out["forced layout"] += dur
            elif name in PAINT:
                out["paint"] += dur
            elif name in GC:
                out["gc"] += dur
    return out


CLOCK_JS = "() => performance.timeOrigin + performance.now()"


def profile_op(browser, page, impl: str, op, i: int) -> dict:
    kind = op[3][0]
    _, arg, _ = prepare(page, op, i, "cold", pause_ms=60)
    page.evaluate("() => { window.__marks && (window.__marks.length = 0); }")
    browser.start_tracing(page=page, categories=CATEGORIES)
    # Trace timestamps are on the monotonic clock; find its offset via a mark in the trace.
    page.evaluate("() => performance.mark('__t0')")
    t0 = page.evaluate("() => performance.now()")
    r = run_op(page, kind, arg)
    page.wait_for_timeout(30)
    raw = browser.stop_tracing()
    marks = page.evaluate("() => window.__marks || []")
    # Anchor: the trace's timestamp of the user-timing mark the click listener sets.
    events = json.loads(raw)
    events = events["traceEvents"] if isinstance(events, dict) else events
    anchor = next((e["ts"] for e in events if e.get("name") == "__click"), None)
    out = {"total": r["ms"]}
    if anchor is not None:
        # performance.now() t0 ↔ trace ts anchor; the click happens right after.
        start = anchor
        end = anchor + (r["ms"] + 1) * 1000
        out.update(trace_breakdown(raw, start, end))
    send = next((m for m in marks if m["k"] == "send"), None)
    recvs = [m for m in marks if m["k"] == "recv"]
    applies = [m for m in marks if m["k"] == "apply"]
    click = next((m for m in marks if m["k"] == "click"), None)
    if click and send:
        out["click to send"] = send["t"] - click["t"]
    if send and recvs:
        # The click itself happens inside run_op right after t0; send marks are absolute.
        out["bytes"] = sum(m["n"] for m in recvs)
        out["parse"] = sum(m["parse"] for m in recvs)
        out["recv after send"] = recvs[-1]["t"] - send["t"]
        out["bytes"] = float(out["bytes"])
    if applies:
        out["apply"] = sum(m["d"] for m in applies)
        out["ops"] = sum(m["ops"] for m in applies)
    handlers = [m for m in marks if m["k"] == "handler"]
    if handlers:
        out["handler"] = sum(m["d"] for m in handlers)
        out["observers"] = sum(m["d"] for m in marks if m["k"] == "microtasks")
        if click:
            out["click to handled"] = handlers[-1]["t"] + handlers[-1]["d"] - click["t"]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path)
    parser.add_argument("--ordinary", type=Path, help="the OrdinaryBenchmarkApp binary (impls ordinary, vanilla-ordinary)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--ops", default="", help="comma-separated op names (default: all)")
    parser.add_argument("--impl", default="trellis,vanilla", help="of trellis, vanilla, ordinary, vanilla-ordinary")
    parser.add_argument("--ping", type=int, default=0, help="also time N ping → pong round trips on the page's socket")
    args = parser.parse_args()
    wanted = [o.strip() for o in args.ops.split(",") if o.strip()]
    ops = [o for o in OPS if not wanted or o[0] in wanted]
    impls = args.impl.split(",")
    with contextlib.ExitStack() as stack:
        trellis_url = stack.enter_context(trellis_app(args.app))
        ordinary_url = stack.enter_context(trellis_app(args.ordinary)) if args.ordinary else None
        vanilla_url = stack.enter_context(baseline_server())
        browser = stack.enter_context(chromium())
        urls = {"trellis": trellis_url + "/?idiom=mac", "vanilla": vanilla_url + "/",
                "ordinary": ordinary_url and ordinary_url + "/?idiom=mac", "vanilla-ordinary": vanilla_url + "/?shape=ordinary"}
        pages = {}
        for impl in impls:
            url = urls[impl]
            if url is None:
                raise SystemExit(f"{impl} needs --ordinary")
            ctx = browser.new_context(viewport={"width": 1280, "height": 900})
            ctx.add_init_script(INSTRUMENT_JS)
            p = ctx.new_page()
            p.goto(url, wait_until="load")
            p.wait_for_function("() => [...document.querySelectorAll('button')].some(x => x.textContent === 'Create 1,000 rows')")
            p.wait_for_timeout(500)
            from jsfb import PAGE_JS
            p.evaluate(PAGE_JS)
            pages[impl] = p
        if args.ping and ("trellis" in pages or "ordinary" in pages):
            rtt = pages["trellis" if "trellis" in pages else "ordinary"].evaluate(PING_JS, args.ping)
            print(f"== ping → pong on the page's socket ({args.ping}x): median {statistics.median(rtt):.2f} ms, "
                  f"p25 {sorted(rtt)[len(rtt) // 4]:.2f}, p75 {sorted(rtt)[3 * len(rtt) // 4]:.2f}")
        for op in ops:
            print(f"== {op[0]}")
            for impl, page in pages.items():
                page.bring_to_front()
                rows = [profile_op(browser, page, impl, op, i) for i in range(args.runs + 1)][1:]
                keys = [k for k in rows[0] if all(k in r for r in rows)]
                med = {k: statistics.median(r[k] for r in rows) for k in keys}
                print(f"  {impl:16} " + "  ".join(f"{k} {v:.1f}" if isinstance(v, float) else f"{k} {v}" for k, v in med.items()))
                if all("styled" in r for r in rows):
                    print(f"  {'':16} styled per run: {[r['styled'] for r in rows]}")


if __name__ == "__main__":
    main()
