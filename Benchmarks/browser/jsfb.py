"""js-framework-benchmark's nine operations in Chromium: the Trellis apps against the vanilla
baseline, in one run, alternating so drift hits all of them.

Two Trellis apps: the tuned one (`JSFrameworkBenchmarkApp`: selection on an observed row model) and,
with `--ordinary`, the same page written the ordinary way (`OrdinaryBenchmarkApp`: selection compared
in the ForEach closure, rows built inline). Each is timed against the vanilla baseline building the
same DOM as it does (`baseline/?shape=ordinary` for the ordinary app's rows).

Each sample: an untimed set-up, then the timed click, from the click to the paint after the DOM
changed. Two set-ups (`--method`):

- `driver` (the default) is js-framework-benchmark's own driver (webdriver-ts): each op's `init` with
  its warm-up runs in the page (create 1,000 rows, then e.g. six selects before the timed select, or
  five create/clear pairs before a timed create), then 50 ms and a forced garbage collection.
- `cold` times the op right after one set-up click (e.g. the select 40 ms after 1,000 rows were
  replaced): the first op after a create, on a server whose rows are not in its caches.

Reports medians, spread, each op's ratio to the baseline and the geometric mean of the ratios.

    python3 jsfb.py .build/release/JSFrameworkBenchmarkApp --ordinary .build/release/OrdinaryBenchmarkApp
"""

from __future__ import annotations

import argparse
import contextlib
import json
import time
from pathlib import Path

from common import MEASURE_JS, baseline_server, chromium, geomean, summary, trellis_app

CREATE = "Create 1,000 rows"
# (name, set-up button or None, expected rows after set-up, action, expected rows after)
OPS = [
    ("create rows", "Clear", 0, ("button", CREATE), 1000),
    ("replace all rows", CREATE, 1000, ("button", CREATE), 1000),
    ("partial update", CREATE, 1000, ("button", "Update every 10th row"), 1000),
    ("select row", CREATE, 1000, ("select", None), 1000),
    ("swap rows", CREATE, 1000, ("button", "Swap Rows"), 1000),
    ("remove row", CREATE, 1000, ("remove", None), 999),
    ("create many rows", "Clear", 0, ("button", "Create 10,000 rows"), 10000),
    ("append rows to large table", CREATE, 1000, ("button", "Append 1,000 rows"), 2000),
    ("clear rows", CREATE, 1000, ("button", "Clear"), 0),
]

# The driver's warm-up runs (webdriver-ts `cpuBenchmarkInfos` / `benchmarksPlaywright.ts`): each op's
# init as (kind, arg, rows after) steps, then its timed action's target and rows after. Rows are 0-based
# here, 1-based there (the driver selects rows 5-10, then times row 2; removes rows 9..5, then times 4).
WARMUPS = 5
_CREATE_CLEAR = [("button", CREATE, 1000), ("button", "Clear", 0)] * WARMUPS
DRIVER = {
    "create rows": (_CREATE_CLEAR, None, 1000),
    "replace all rows": ([("button", CREATE, 1000)] * WARMUPS, None, 1000),
    "partial update": ([("button", CREATE, 1000)] + [("button", "Update every 10th row", 1000)] * 3, None, 1000),
    "select row": ([("button", CREATE, 1000)] + [("select", i + 4, 1000) for i in range(WARMUPS + 1)], 1, 1000),
    "swap rows": ([("button", CREATE, 1000)] + [("button", "Swap Rows", 1000)] * (WARMUPS + 1), None, 1000),
    "remove row": ([("button", CREATE, 1000)] + [("remove", WARMUPS - i + 3, 999 - i) for i in range(WARMUPS)],
                   3, 1000 - WARMUPS - 1),
    "create many rows": (_CREATE_CLEAR, None, 10000),
    "append rows to large table": (_CREATE_CLEAR + [("button", CREATE, 1000)], None, 2000),
    "clear rows": (_CREATE_CLEAR + [("button", CREATE, 1000)], None, 0),
}

PAGE_JS = MEASURE_JS + """
window.__rows = () => {
  const b = [...document.querySelectorAll('button')].find(x => x.textContent === 'Create 1,000 rows');
  return b.parentElement.parentElement.lastElementChild;
};
window.__button = (name) => [...document.querySelectorAll('button')].find(x => x.textContent === name);
window.__target = (kind, arg) => {
  if (kind === 'button') return window.__button(arg);
  const row = window.__rows().children[arg];
  const buttons = row.querySelectorAll('button');
  return kind === 'select' ? buttons[0] : buttons[buttons.length - 1];
};
window.__run = (kind, arg) => {
  const target = window.__target(kind, arg);
  if (!target) return Promise.resolve({ error: 'no target ' + kind + ' ' + arg });
  return Promise.race([
    window.__clickToPaint(window.__rows(), target),
    new Promise((r) => setTimeout(() => r({ error: 'timeout' }), 20000)),
  ]);
};
window.__state = () => {
  const rows = window.__rows().children;
  const label = (i) => rows[i] ? rows[i].querySelector('button').textContent : null;
  const id = (i) => rows[i] ? rows[i].firstElementChild.textContent : null;
  return { count: rows.length, label0: label(0), id1: id(1), id998: id(998) };
};
0;
"""


def open_page(browser, url: str):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url, wait_until="load")
    page.wait_for_function("() => [...document.querySelectorAll('button')].some(x => x.textContent === 'Create 1,000 rows')")
    page.wait_for_timeout(500)  # Trellis: the socket connects
    page.evaluate(PAGE_JS)
    return page


def run_op(page, kind: str, arg) -> dict:
    result = page.evaluate("([k, a]) => window.__run(k, a)", [kind, arg])
    if "error" in result:
        raise RuntimeError(f"{kind} {arg}: {result['error']}")
    return result


def set_up(page, button: str | None, rows: int) -> dict:
    state = page.evaluate("() => window.__state()")
    if button == "Clear" and state["count"] == 0:
        return state
    run_op(page, "button", button)
    return wait_for_rows(page, rows)


def wait_for_rows(page, rows: int) -> dict:
    deadline = time.time() + 30
    while time.time() < deadline:
        state = page.evaluate("() => window.__state()")
        if state["count"] == rows:
            return state
        page.wait_for_timeout(20)
    raise RuntimeError(f"{state['count']} rows, not {rows}")


def driver_init(page, name: str) -> dict:
    """The driver's init for op `name`: its warm-up runs, then 50 ms and a major garbage collection
    (the driver waits 50 ms after starting its trace, then forces one)."""
    steps, _, _ = DRIVER[name]
    for kind, arg, rows in steps:
        run_op(page, kind, arg)
        wait_for_rows(page, rows)
    state = page.evaluate("() => window.__state()")
    page.wait_for_timeout(50)
    page.evaluate("() => window.gc({type: 'major', execution: 'sync', flavor: 'last-resort'})")
    return state


def prepare(page, op, i: int, method: str = "driver", pause_ms: int = 40) -> tuple[dict, object, int]:
    """Sets `op` up for its `i`-th timed run (`method`: see the module's docstring): the page's state
    before the timed action, the action's target and the rows expected after it."""
    name, setup_button, setup_rows, (kind, arg), expected = op
    if method == "driver":
        before = driver_init(page, name)
        _, target, expected = DRIVER[name]
        return before, arg if target is None else target, expected
    before = set_up(page, setup_button, setup_rows)
    page.wait_for_timeout(pause_ms)
    if kind == "select":
        arg = (i * 37 + 4) % 1000
    elif kind == "remove":
        arg = (i % 10) + 3
    return before, arg, expected


def check(name: str, before: dict, after: dict, expected: int) -> None:
    if after["count"] != expected:
        raise AssertionError(f"{name}: {after['count']} rows, expected {expected}")
    if name == "partial update" and not after["label0"].endswith(" !!!"):
        raise AssertionError(f"{name}: row 1 reads {after['label0']!r}")
    if name == "swap rows" and (after["id1"], after["id998"]) != (before["id998"], before["id1"]):
        raise AssertionError(f"{name}: rows 2 and 999 are {after['id1']}, {after['id998']}")
    if name == "replace all rows" and after["label0"] == before["label0"] and after["id1"] == before["id1"]:
        raise AssertionError(f"{name}: the rows were not replaced")


SHAPE_JS = """(i) => {
  const row = window.__rows().children[i];
  const walk = (el) => el.nodeType === 3 ? '#text' :
    '<' + el.tagName.toLowerCase() + ' ' + [...el.attributes].map(a => a.name + (a.name === 'data-id' ? '' : '=' + a.value)).sort().join(' ') +
    '>' + [...el.childNodes].map(walk).join('') + '</' + el.tagName.toLowerCase() + '>';
  return walk(row);
}"""


SHEETS_JS = "() => [...document.styleSheets].map(s => s.href ? new URL(s.href).pathname : 'inline')"


# Each Trellis page and the vanilla page that builds the same DOM.
PAIRS = [("trellis", "vanilla"), ("ordinary", "vanilla-ordinary")]


def check_same_dom(pages: dict) -> dict:
    """Each Trellis page and its baseline build the same row DOM (tags, attributes and values; ids
    and text aside) and load the same stylesheets."""
    shapes = {}
    for impl, page in pages.items():
        set_up(page, CREATE, 1000)
        shapes[impl] = page.evaluate(SHAPE_JS, 5)
        run_op(page, "select", 5)
        shapes[impl + " selected"] = page.evaluate(SHAPE_JS, 5)
    result = {}
    for app, base in PAIRS:
        if app not in pages:
            continue
        if shapes[app] != shapes[base] or shapes[app + " selected"] != shapes[base + " selected"]:
            raise AssertionError(f"the baseline's rows differ from {app}'s:\n" +
                                 "\n".join(f"{k}: {shapes[k]}" for k in (app, base, app + " selected", base + " selected")))
        # The same stylesheets too: style recalculation over the rows is a large part of each op.
        sheets = {impl: pages[impl].evaluate(SHEETS_JS) for impl in (app, base)}
        if sheets[app] != sheets[base]:
            raise AssertionError(f"the pages load different stylesheets: {sheets}")
        result[app] = shapes[app]
    return result


def measure(pages: dict, runs: int, warmup: int, log=print, ops: list | None = None, method: str = "driver") -> dict:
    for app, shape in check_same_dom(pages).items():
        log(f"  row DOM ({app} and its baseline): " + shape)
    results: dict[str, dict] = {}
    for op in ops or OPS:
        name, kind = op[0], op[3][0]
        samples = {impl: [] for impl in pages}
        order = list(pages)
        for i in range(warmup + runs):
            for impl in (order if i % 2 == 0 else order[::-1]):
                page = pages[impl]
                page.bring_to_front()
                before, target, expected = prepare(page, op, i, method)
                r = run_op(page, kind, target)
                after = page.evaluate("() => window.__state()")
                check(name, before, after, expected)
                if i >= warmup:
                    samples[impl].append(r["ms"])
        results[name] = {impl: summary(v) for impl, v in samples.items()}
        line = f"  {name:28}"
        for app, base in PAIRS:
            if app not in pages:
                continue
            t, b = results[name][app]["median"], results[name][base]["median"]
            results[name]["ratio" if app == "trellis" else "ratio_" + app] = t / b
            line += f"   {app} {t:8.1f} ms / {base} {b:8.1f} ms = {t / b:5.2f}"
        log(line)
    for app, _ in PAIRS:
        key = "ratio" if app == "trellis" else "ratio_" + app
        ratios = [v[key] for v in results.values() if isinstance(v, dict) and key in v]
        if ratios:
            results["geomean" if app == "trellis" else "geomean_" + app] = geomean(ratios)
            log(f"  geometric mean of ratios ({app}): {geomean(ratios):.2f}")
    return results


def run(app: Path, runs: int, warmup: int, ordinary: Path | None = None, ops: list | None = None,
        method: str = "driver") -> dict:
    with contextlib.ExitStack() as stack:
        browser = stack.enter_context(chromium())
        vanilla_url = stack.enter_context(baseline_server())
        pages = {"trellis": open_page(browser, stack.enter_context(trellis_app(app)) + "/?idiom=mac"),
                 "vanilla": open_page(browser, vanilla_url + "/")}
        if ordinary:
            pages["ordinary"] = open_page(browser, stack.enter_context(trellis_app(ordinary)) + "/?idiom=mac")
            pages["vanilla-ordinary"] = open_page(browser, vanilla_url + "/?shape=ordinary")
        return measure(pages, runs, warmup, ops=ops, method=method)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", type=Path, help="the JSFrameworkBenchmarkApp binary (release build)")
    parser.add_argument("--ordinary", type=Path, help="the OrdinaryBenchmarkApp binary (release build)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--warmup", type=int, default=2, help="untimed rounds of every op first (besides each op's own warm-ups)")
    parser.add_argument("--method", choices=["driver", "cold"], default="driver",
                        help="set-up before each timed op: js-framework-benchmark's driver (warm-up runs, 50 ms, GC) or one click")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--ops", default="", help="comma-separated op names, e.g. \"select row,clear rows\" (default: all nine)")
    args = parser.parse_args()
    wanted = [o.strip() for o in args.ops.split(",") if o.strip()]
    unknown = set(wanted) - {o[0] for o in OPS}
    if unknown:
        parser.error(f"unknown ops: {', '.join(sorted(unknown))}")
    res = run(args.app, args.runs, args.warmup, args.ordinary, [o for o in OPS if o[0] in wanted] or None, args.method)
    res["method"] = args.method
    if args.json:
        args.json.write_text(json.dumps(res, indent=2))
