#!/usr/bin/env bash
# The project's one test command (README): builds, runs the Swift tests, then the browser suite.
#   scripts/test.sh
# Exits non-zero when any step fails. Needs Swift 6.3; installs Chromium and a Python venv for the
# browser tests itself (scripts/setup-browser-tests.sh), and PostgreSQL and HAProxy for the cluster tests
# (scripts/setup-cluster-tests.sh). Environment:
#   TRELLIS_SKIP_BROWSER=1   skip the browser suite (Swift tests only)
#   PYTEST_ARGS="..."        extra arguments for pytest (e.g. "-k smoke -x")
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
START=$SECONDS

section() {
    printf '\n==============================================================================\n'
    printf '== %s   (%ds)\n' "$*" "$((SECONDS - START))"
    printf '==============================================================================\n'
}

failed_step=""
trap 'status=$?; if [ $status -ne 0 ]; then printf "\ntest.sh: FAILED at: %s (exit %d, after %ds)\n" "${failed_step:-?}" "$status" "$((SECONDS - START))" >&2; fi' EXIT

failed_step="swift build"
section "swift build"
# swift-snapshot-testing first, with Trellis's SwiftUI/UIKit modules out of its sight (README, "Snapshot tests").
scripts/build-snapshot-testing.sh
swift build

# PostgreSQL and HAProxy for the cluster tests (TrellisPostgresTests, Tests/browser/test_cluster.py).
failed_step="setup-cluster-tests"
section "cluster tests: set-up (postgresql, haproxy)"
scripts/setup-cluster-tests.sh

failed_step="swift test"
section "swift test (Swift Testing and XCTest)"
swift test

if [ "${TRELLIS_SKIP_BROWSER:-0}" = "1" ]; then
    section "browser tests skipped (TRELLIS_SKIP_BROWSER=1)"
    failed_step=""
    exit 0
fi

failed_step="setup-browser-tests"
section "browser tests: set-up (Chromium, .venv)"
"$ROOT/scripts/setup-browser-tests.sh"

failed_step="swift build --product TrellisShowcase"
section "browser tests: build the showcase (debug)"
swift build --product TrellisShowcase
TRELLIS_BIN="$(swift build --show-bin-path)/TrellisShowcase"
export TRELLIS_BIN
[ -x "$TRELLIS_BIN" ] || { echo "test.sh: $TRELLIS_BIN was not built" >&2; exit 1; }

failed_step="pytest Tests/browser"
section "browser tests: pytest Tests/browser"
# shellcheck disable=SC2086
"$ROOT/.venv/bin/python" -m pytest Tests/browser -q ${PYTEST_ARGS:-}

failed_step=""
section "all tests passed"
