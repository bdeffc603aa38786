#!/usr/bin/env bash
# Prepares the browser test suite (Tests/browser). Idempotent: safe to run every time.
#  1. Debian's Chromium at /usr/bin/chromium (apt-get install chromium; sudo only when not root).
#  2. A virtualenv at .venv (git-ignored) with Tests/browser/requirements.txt installed.
# Playwright drives the system Chromium; its own browser download is never used
# (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1, and `playwright install` is never run).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="$ROOT/.venv"
REQS="$ROOT/Tests/browser/requirements.txt"
CHROMIUM="${TRELLIS_CHROMIUM:-/usr/bin/chromium}"

log() { printf 'setup-browser-tests: %s\n' "$*"; }

. "$ROOT/scripts/lib/apt.sh"

# --- 1. Chromium -----------------------------------------------------------------------------
if [ -x "$CHROMIUM" ]; then
    log "chromium: $CHROMIUM present"
else
    log "chromium: $CHROMIUM missing; installing Debian's chromium"
    apt_install chromium
    [ -x "$CHROMIUM" ] || { log "error: $CHROMIUM still missing after install"; exit 1; }
fi

# --- 2. Python virtualenv ---------------------------------------------------------------------
PYTHON="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import sys' 2>/dev/null; then
    log "venv: creating $VENV with $("$PYTHON" --version 2>&1)"
    rm -rf "$VENV"
    if ! "$PYTHON" -m venv "$VENV"; then
        # Debian's python3 needs python3-venv for ensurepip.
        log "venv: python3 -m venv failed; installing python3-venv"
        rm -rf "$VENV"
        apt_install python3-venv
        "$PYTHON" -m venv "$VENV"
    fi
fi

# Reinstall only when requirements.txt changed since the last successful install.
STAMP="$VENV/.trellis-requirements"
if [ -f "$STAMP" ] && cmp -s "$STAMP" "$REQS"; then
    log "venv: requirements up to date"
else
    log "venv: installing $(grep -v '^#' "$REQS" | tr '\n' ' ')"
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 "$VENV/bin/python" -m pip install --disable-pip-version-check -q -r "$REQS"
    cp "$REQS" "$STAMP"
fi

"$VENV/bin/python" -c 'import playwright, pytest; print("setup-browser-tests: playwright and pytest importable")'
