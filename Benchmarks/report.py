"""Rewrites the result tables in docs/PERFORMANCE.md from a run's result files.

    python3 report.py results/ ../docs/PERFORMANCE.md

Each table sits between `<!-- BEGIN name -->` and `<!-- END name -->` markers; everything
outside the markers (the prose) is left alone. A result file that is missing leaves its
table as it was, so the server and browser halves can be re-run separately.
"""

from __future__ import annotations

import json
import math
import os
import platform
import re
import statistics
import sys
from datetime import date
from pathlib import Path

GOALS = {
    "one-row update, simple rows, 1000 rows": ("≤ 40 µs", lambda v, r: v <= 40),
    "one-row update, table rows, 1000 rows": ("≤ 40 µs", lambda v, r: v <= 40),
    "one-row update, simple rows, 100000 rows": ("≤ 1.2× the 1,000-row figure", None),
    "one-row update, table rows, 100000 rows": ("≤ 1.2× the 1,000-row figure", None),
    "create rows (initial render to first patch), 1000 rows": ("≤ 2 ms", lambda v, r: v <= 2000),
}


def machine() -> str:
    cores = os.cpu_count()
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(re.search(r"MemTotal:\s+(\d+)", Path("/proc/meminfo").read_text()).group(1))
        mem = f", {kb / 1024 / 1024:.0f} GiB"
    except (OSError, AttributeError):
        pass
    return f"{cores} cores ({cpu}){mem}, {platform.system()} {platform.release()}"


def fmt_us(v: float) -> str:
    if v >= 10_000:
        return f"{v / 1000:,.1f} ms"
    if v >= 1000:
        return f"{v / 1000:,.2f} ms"
    return f"{v:,.1f} µs"


def replace_block(doc: str, name: str, body: str) -> str:
    pattern = re.compile(rf"(<!-- BEGIN {re.escape(name)} -->\n).*?(<!-- END {re.escape(name)} -->)", re.S)
    if not pattern.search(doc):
        raise KeyError(f"no <!-- BEGIN {name} --> block in the document")
    return pattern.sub(lambda m: m.group(1) + body.rstrip("\n") + "\n" + m.group(2), doc)


SERVER_ORDER = [
    "one-row update, simple rows, 1000 rows", "one-row update, simple rows, 100000 rows",
    "one-row update, table rows, 1000 rows", "one-row update, table rows, 100000 rows",
    "create rows (initial render to first patch), 1000 rows", "create rows (initial render to first patch), 10000 rows",
    "create rows (initial render to first patch), 100000 rows",
    "update every 10th row, 1000 rows", "swap rows 2 and 999, 1000 rows", "select a row, 1000 rows",
    "root @State change, 1000-deep tree, read by the root only", "root @State change, 1000-deep tree, value read at the leaf",
]


def server_tables(path: Path, meta: dict, extra: list[dict]) -> dict[str, str]:
    rows: dict[str, dict] = {}
    for e in json.loads(path.read_text()):
        name = e["benchmark"].split(".", 3)[-1].replace("_", " ")
        rows[name] = e["secondaryMetrics"]
    for x in extra:  # GraphProfile runs: microsecond samples
        rows[x["name"]] = {"Time (wall clock)": {"rawData": [x["samples_us"]]},
                           "patch bytes": {"rawData": [[x["patch_bytes"]]]}}

    def stat(name, metric):
        m = rows.get(name, {}).get(metric)
        if not m or not m["rawData"] or not m["rawData"][0]:
            return None
        data = m["rawData"][0]
        return {"median": statistics.median(data), "p90": _q(data, 0.9), "n": len(data),
                "q1": _q(data, 0.25), "q3": _q(data, 0.75)}

    def cell(s, f=lambda v: f"{v:,.0f}"):
        return f(s["median"]) if s else ""

    out = [f"Measured {meta['date']} on {meta['machine']}; Swift {meta.get('swift', '?')}, release build "
           "(`swift package benchmark`, ordo-one/benchmark 1.38.1; the 100,000-row create with `GraphProfile`, 3 runs). "
           "Time from the state change to the encoded patch message, per operation; spread is p25–p75.\n",
           "| benchmark | median | p25–p75 | p90 | runs | mallocs | patch bytes | host changes | goal |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    medians = {n: stat(n, "Time (wall clock)")["median"] for n in rows if stat(n, "Time (wall clock)")}
    names = [n for n in SERVER_ORDER if n in rows] + sorted(n for n in rows if n not in SERVER_ORDER and not n.startswith("memory"))
    for name in names:
        t = stat(name, "Time (wall clock)")
        if not t:
            continue
        pb = stat(name, "patch bytes")
        goals = []
        if name in GOALS:
            text, check = GOALS[name]
            if check is not None:
                goals.append(f"{text}: {'met' if check(t['median'], rows) else '**missed**'}")
            else:
                ref = medians.get(name.replace("100000 rows", "1000 rows"))
                ok = ref is not None and t["median"] <= 1.2 * ref
                goals.append(f"{text} (here {t['median'] / ref:.2f}×): {'met' if ok else '**missed**'}" if ref else text)
        if name.startswith("one-row") and pb:
            goals.append(f"patch ≤ 200 B: {'met' if pb['median'] <= 200 else '**missed**'}")
        out.append(f"| {name} | {fmt_us(t['median'])} | {fmt_us(t['q1'])}–{fmt_us(t['q3'])} | {fmt_us(t['p90'])} | {t['n']} "
                   f"| {cell(stat(name, 'Malloc (total)'))} | {cell(pb)} | {cell(stat(name, 'host changes'))} | {'; '.join(goals)} |")
    tables = {"server": "\n".join(out) + "\n"}
    mem = sorted(n for n in rows if n.startswith("memory"))
    if mem:
        count = int(re.search(r"(\d+)", mem[0]).group(1))
        kinds = {"simple": "`SimpleList`: `Text(model.title)` rows over `@Observable` models",
                 "static": "`StaticList`: `Text(verbatim:)` rows, nothing observed"}
        lines = [f"Measured {meta['date']}, same machine and build; one run of {count:,} rows each: what the window "
                 "(view graph, host elements, and for observed rows Observation's own registrations) holds at rest "
                 "after the first render, the row models excluded. "
                 + "; ".join(f"{k} = {v}" for k, v in kinds.items()) + ".\n",
                 "| rows | live heap (glibc mallinfo2) | resident set (RSS) | allocations while building | goal ≤ 1 KB (heap) |",
                 "|---|---:|---:|---:|---|"]
        for name in mem:
            kind = next((k for k in kinds if k in name), name)
            heap, rss, m = stat(name, "heap bytes per row"), stat(name, "RSS bytes per row"), stat(name, "Malloc (total)")
            h = heap["median"] if heap and heap["median"] > 0 else None
            heap_cell = f"{h:,.0f} B" if h else "n/a"
            rss_cell = f"{rss['median']:,.0f} B" if rss else "n/a"
            alloc_cell = f"{m['median'] / count:,.1f}" if m else "n/a"
            goal = ("met" if h <= 1024 else "**missed**") if h else ""
            lines.append(f"| {kind} | {heap_cell} | {rss_cell} | {alloc_cell} | {goal} |")
        tables["memory"] = "\n".join(lines) + "\n"
    return tables


def _q(data: list[float], p: float) -> float:
    s = sorted(data)
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def browser_table(res: dict, meta: dict) -> str:
    ordinary = "geomean_ordinary" in res
    out = [f"Measured {meta['date']} on {meta['machine']}; Chromium {meta['chromium']} (headless, Playwright), "
           f"Trellis apps in a release build. {meta['runs']} timed runs per op and page after "
           f"{meta['warmup']} warm-up runs, all pages alternating. "
           + ("Before each timed op, js-framework-benchmark's driver set-up: the op's own warm-up runs in the page "
              "(e.g. six selects before the timed select), 50 ms, a forced major GC. "
              if res.get("method") == "driver" else
              "Each timed op 40 ms after one set-up click (e.g. the select right after 1,000 rows were replaced). ")
           + "Time from the click to the paint "
           "after the DOM changed; spread is p25–p75. Each Trellis app against the vanilla page that builds "
           "its DOM (tuned: `JSFrameworkBenchmarkApp`; ordinary: `OrdinaryBenchmarkApp`).\n"]
    if ordinary:
        out += ["| operation | tuned median (p25–p75) | vanilla | ratio | ordinary median (p25–p75) | vanilla (ordinary DOM) | ratio | goal ≤ 1.5× |",
                "|---|---:|---:|---:|---:|---:|---:|---|"]
    else:
        out += ["| operation | Trellis median (p25–p75) | vanilla median (p25–p75) | ratio | goal ≤ 1.5× |",
                "|---|---:|---:|---:|---|"]
    for name, v in res.items():
        if not isinstance(v, dict) or "ratio" not in v:
            continue
        t, b = v["trellis"], v["vanilla"]
        if ordinary:
            o, ob = v["ordinary"], v["vanilla-ordinary"]
            met = "met" if max(v["ratio"], v["ratio_ordinary"]) <= 1.5 else "**missed**"
            out.append(f"| {name} | {t['median']:.1f} ms ({t['p25']:.1f}–{t['p75']:.1f}) | {b['median']:.1f} ms | {v['ratio']:.2f}× "
                       f"| {o['median']:.1f} ms ({o['p25']:.1f}–{o['p75']:.1f}) | {ob['median']:.1f} ms | {v['ratio_ordinary']:.2f}× | {met} |")
        else:
            out.append(f"| {name} | {t['median']:.1f} ms ({t['p25']:.1f}–{t['p75']:.1f}) | {b['median']:.1f} ms "
                       f"({b['p25']:.1f}–{b['p75']:.1f}) | {v['ratio']:.2f}× | {'met' if v['ratio'] <= 1.5 else '**missed**'} |")
    g = res["geomean"]
    if ordinary:
        go = res["geomean_ordinary"]
        out.append(f"| **geometric mean** | | | **{g:.2f}×** | | | **{go:.2f}×** | ≤ 1.25×: {'met' if max(g, go) <= 1.25 else '**missed**'} |")
    else:
        out.append(f"| **geometric mean** | | | **{g:.2f}×** | ≤ 1.25×: {'met' if g <= 1.25 else '**missed**'} |")
    return "\n".join(out) + "\n"


def load_table(res: dict, meta: dict) -> str:
    out = [f"Measured {meta['date']} on {meta['machine']}; release build of `{res['binary']}`, `Benchmarks/load.py` "
           "(one asyncio client process on loopback; a fresh server per row). Latency from sending a click's "
           "`activate` to receiving the patch that shows its count; server CPU is the app's user + system time "
           "over the clicking phase, divided by the clicks.\n",
           "| windows × clicks/s | clicks | lost | p50 | p90 | p99 | max | server CPU per click | client slip p99 | load average |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in res["runs"]:
        out.append(f"| {r['windows']} × {r['rate']:g} for {r['seconds']:g} s | {r['clicks']:,} | {r['lost']} | {r['p50_ms']:.1f} ms "
                   f"| {r['p90_ms']:.1f} ms | {r['p99_ms']:.1f} ms | {r['max_ms']:.0f} ms | {r['cpu_per_click_us']:.0f} µs "
                   f"| {r['client_slip_p99_ms']:.1f} ms | {r['load_average']:.1f} |")
    return "\n".join(out) + "\n"


def memory_table(results: list[dict], meta: dict) -> str:
    out = [f"Measured {meta['date']} on {meta['machine']}; release builds, `Benchmarks/windows_memory.py` (a fresh "
           "server per row; one window opened first so start-up allocations don't count; then N windows "
           "opened, connected, sent a viewport and left idle; resident set from /proc).\n",
           "| app | windows | RSS before | RSS after | per window | goal ≤ 32 KB |", "|---|---:|---:|---:|---:|---|"]
    for res in results:
        for r in res["runs"]:
            out.append(f"| {res['binary']} | {r['windows']} | {r['rss_before_mb']:.1f} MB | {r['rss_after_mb']:.1f} MB "
                       f"| {r['per_window_kb']:.0f} KB | {'met' if r['per_window_kb'] <= 32 else '**missed**'} |")
    return "\n".join(out) + "\n"


def latency_table(counter: dict | None, ws: dict | None, meta: dict) -> str:
    out = [f"Measured {meta['date']} on {meta['machine']}; Chromium {meta['chromium']}; release build of "
           "TrellisShowcase, Welcome page, `Increment`.\n",
           "| measure | runs | median | p99 | p25–p75 |", "|---|---:|---:|---:|---:|"]
    if counter:
        p = counter["paint"]
        out.append(f"| click → painted update (Chromium) | {p['runs']} | {p['median']:.2f} ms | {p['p99']:.2f} ms "
                   f"| {p['p25']:.2f}–{p['p75']:.2f} ms |")
        d = counter["dom"]
        out.append(f"| click → DOM updated (patch applied) | {d['runs']} | {d['median']:.2f} ms | {d['p99']:.2f} ms "
                   f"| {d['p25']:.2f}–{d['p75']:.2f} ms |")
    if ws:
        out.append(f"| WebSocket round trip (activate → patch, Python client) | {ws['runs']} | {ws['median_us']:.0f} µs "
                   f"| {ws['p99_us']:.0f} µs | {ws['p25_us']:.0f}–{ws['p75_us']:.0f} µs |")
    return "\n".join(out) + "\n"


def scroll_table(res: dict, meta: dict) -> str:
    out = [f"Measured {meta['date']} on {meta['machine']}; Chromium {meta['chromium']}; release build.\n",
           "| list | rows | DOM rows (most) | frames | frames > 16.7 ms | frames > 25 ms (dropped) | longest frame | frames showing unbuilt rows |",
           "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in res["lists"]:
        dropped, gaps = r.get("dropped", ""), r.get("gaps", "—")
        out.append(f"| {r['name']} | {r['rows']:,} | {r['domRows']:,} | {r['frames']} | {r['long']} | {dropped} | {r['longest']:.1f} ms | {gaps} |")
    return "\n".join(out) + "\n"


def main() -> None:
    results, doc_path = Path(sys.argv[1]), Path(sys.argv[2])
    meta = json.loads((results / "meta.json").read_text()) if (results / "meta.json").exists() else {}
    meta.setdefault("date", date.today().isoformat())
    meta.setdefault("machine", machine())
    doc = doc_path.read_text()
    jmh = sorted(results.glob("server/*.jmh.json"))
    extra = [json.loads(line) for f in sorted(results.glob("server/create-*.json"))
             for line in f.read_text().splitlines() if line.startswith("{")]
    if jmh:
        for name, body in server_tables(jmh[0], meta, extra).items():
            doc = replace_block(doc, name, body)
    if (results / "jsfb.json").exists():
        doc = replace_block(doc, "browser", browser_table(json.loads((results / "jsfb.json").read_text()), meta))
    counter = json.loads((results / "counter.json").read_text()) if (results / "counter.json").exists() else None
    ws = json.loads((results / "wsrtt.json").read_text()) if (results / "wsrtt.json").exists() else None
    if counter or ws:
        doc = replace_block(doc, "latency", latency_table(counter, ws, meta))
    # The showcase's windowed List and Table alone (scroll.py without the js-framework-benchmark app).
    if (results / "scroll-showcase.json").exists():
        doc = replace_block(doc, "scroll-showcase", scroll_table(json.loads((results / "scroll-showcase.json").read_text()), meta))
    if (results / "load.json").exists():
        doc = replace_block(doc, "load", load_table(json.loads((results / "load.json").read_text()), meta))
    memory = [json.loads(f.read_text()) for f in sorted(results.glob("memory-*.json"))]
    if memory:
        doc = replace_block(doc, "windows-memory", memory_table(memory, meta))
    if (results / "scroll.json").exists():
        doc = replace_block(doc, "scroll", scroll_table(json.loads((results / "scroll.json").read_text()), meta))
    doc_path.write_text(doc)
    print(f"report: rewrote the tables in {doc_path}")


if __name__ == "__main__":
    main()
