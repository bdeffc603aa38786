#!/usr/bin/env bash
# Runs Trellis's benchmarks in release builds and rewrites the tables in docs/PERFORMANCE.md.
#
#   Benchmarks/run.sh            # server + browser
#   Benchmarks/run.sh server     # the Swift benchmarks only (ordo-one/benchmark)
#   Benchmarks/run.sh browser    # the Chromium benchmarks only
#   Benchmarks/run.sh load       # many windows clicking (load.py) and idle-window memory (windows_memory.py)
#   Benchmarks/run.sh cluster    # cross-instance settings propagation (PostgreSQL + HAProxy; not in `all`)
#
# Environment: RUNS / WARMUP (browser op runs, default 7 / 2: each run has its own warm-ups, as the
# benchmark's driver does), TRELLIS_CHROMIUM.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WHAT="${1:-all}"
RESULTS="$HERE/results"
mkdir -p "$RESULTS"
cd "$HERE"

log() { printf 'run.sh: %s\n' "$*"; }

# Facts every table carries.
python3 - "$RESULTS/meta.json" <<'PY'
import json, os, re, subprocess, sys
from datetime import date
sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[1])) + "/..")
from report import machine
swift = re.search(r"Swift version ([\d.]+)", subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout)
chromium = os.environ.get("TRELLIS_CHROMIUM", "/usr/bin/chromium")
try:
    cv = re.search(r"Chromium ([\d.]+)", subprocess.run([chromium, "--version"], capture_output=True, text=True).stdout).group(1)
except Exception:
    cv = "not installed"
json.dump({"date": date.today().isoformat(), "machine": machine(), "swift": swift.group(1) if swift else "?",
           "chromium": cv, "runs": int(os.environ.get("RUNS", "7")), "warmup": int(os.environ.get("WARMUP", "2"))},
          open(sys.argv[1], "w"), indent=2)
PY

if [ "$WHAT" = all ] || [ "$WHAT" = server ]; then
    log "server benchmarks (release build via swift package benchmark)"
    rm -rf "$RESULTS/server" && mkdir -p "$RESULTS/server"
    rm -f .build/release/description.json  # SwiftPM keeps a stale file list of the Trellis package otherwise
    swift package --allow-writing-to-package-directory benchmark --target ServerBenchmarks \
        --format jmh --path "$RESULTS/server" --no-progress
    log "create 100,000 rows (GraphProfile: too slow for the JMH export)"
    swift build -c release --product GraphProfile
    "$(swift build -c release --show-bin-path)/GraphProfile" create 100000 3 --json > "$RESULTS/server/create-100000.json"
fi

if [ "$WHAT" = all ] || [ "$WHAT" = browser ]; then
    log "release build of JSFrameworkBenchmarkApp and TrellisShowcase"
    rm -f .build/release/description.json
    swift build -c release --product JSFrameworkBenchmarkApp
    swift build -c release --product OrdinaryBenchmarkApp
    swift build -c release --product TrellisShowcase
    BIN="$(swift build -c release --show-bin-path)"
    "$ROOT/scripts/setup-browser-tests.sh" >/dev/null
    PY="$ROOT/.venv/bin/python"
    log "js-framework-benchmark operations in Chromium"
    "$PY" browser/jsfb.py "$BIN/JSFrameworkBenchmarkApp" --ordinary "$BIN/OrdinaryBenchmarkApp" --runs "${RUNS:-7}" --warmup "${WARMUP:-2}" --json "$RESULTS/jsfb.json"
    log "showcase counter: click to paint, WebSocket round trip"
    "$PY" browser/latency.py "$BIN/TrellisShowcase" --json-counter "$RESULTS/counter.json" --json-ws "$RESULTS/wsrtt.json"
    if [ -f browser/scroll.py ]; then
        log "scrolling a long list"
        "$PY" browser/scroll.py "$BIN/JSFrameworkBenchmarkApp" --showcase "$BIN/TrellisShowcase" --json "$RESULTS/scroll.json"
    fi
fi

if [ "$WHAT" = all ] || [ "$WHAT" = load ]; then
    log "release build of CounterApp and TrellisShowcase"
    rm -f .build/release/description.json
    swift build -c release --product CounterApp
    swift build -c release --product StateCounterApp
    swift build -c release --product TrellisShowcase
    BIN="$(swift build -c release --show-bin-path)"
    log "200 windows clicking (the showcase's per-window counter)"
    python3 load.py "$BIN/TrellisShowcase" --windows 50,200 --rate 10 --seconds 20 --json "$RESULTS/load.json"
    log "200 windows clicking the README's counter without its shared total (what the transport costs)"
    python3 load.py "$BIN/StateCounterApp" --windows 200 --rate 10 --seconds 20 --json "$RESULTS/load-counter.json"
    log "idle windows: server memory"
    python3 windows_memory.py "$BIN/CounterApp" --windows 100,500 --json "$RESULTS/memory-counter.json"
    python3 windows_memory.py "$BIN/TrellisShowcase" --windows 100,500 --json "$RESULTS/memory-showcase.json"
fi

# Not part of `all` (it needs PostgreSQL and HAProxy: scripts/setup-cluster-tests.sh); figures go into
# docs/PERFORMANCE.md ("Several instances") by hand.
if [ "$WHAT" = cluster ]; then
    log "release build of TrellisShowcase"
    rm -f .build/release/description.json
    swift build -c release --product TrellisShowcase
    "$ROOT/scripts/setup-browser-tests.sh" >/dev/null
    "$ROOT/scripts/setup-cluster-tests.sh" >/dev/null
    log "cross-instance propagation: 2 instances x ${WINDOWS:-200} windows"
    "$ROOT/.venv/bin/python" browser/cluster_latency.py "$(swift build -c release --show-bin-path)/TrellisShowcase" \
        --windows "${WINDOWS:-200}" --writes "${WRITES:-40}" | tee "$RESULTS/cluster.json"
    exit 0
fi

python3 report.py "$RESULTS" "$ROOT/docs/PERFORMANCE.md"
