"""Fixtures for Trellis's browser tests: a running TrellisShowcase server, Debian's Chromium
driven by Playwright, and helpers to open a window and take screenshots.

Fixtures
    server              (session) base URL of a running showcase, e.g. "http://127.0.0.1:41234"
                        (no trailing slash). Skips the test when the binary is not built.
    showcase_binary     (session) path of the TrellisShowcase executable (may not exist)
    browser             (session) a Playwright Chromium Browser (/usr/bin/chromium)
    context             a fresh BrowserContext per test (1280x800, en-US, light scheme)
    page                a fresh Page in that context; console errors and page errors are
                        recorded (see page_errors(page))
    output_dir          (session) Tests/browser/output/ (git-ignored), created

Helpers (import them: `from conftest import goto, save_screenshot, page_errors`)
    goto(page, path="/", idiom=None, *, base=None, timeout=30_000) -> Response | None
    save_screenshot(page, name, *, full_page=False, **kwargs) -> Path
    page_errors(page) -> list[str]
    settle(page, timeout=10_000)
    open_showcase_page(page, title, idiom=None, *, base=None)   choose a page in the showcase's tab view

Environment
    TRELLIS_BIN                 use this showcase binary instead of `swift build --show-bin-path`
    TRELLIS_CHROMIUM            Chromium executable (default /usr/bin/chromium)
    TRELLIS_UPDATE_SCREENSHOTS  when "1", save_screenshot also copies into docs/screenshots/
    TRELLIS_HEADED              when "1", show the browser window (needs a display)
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import weakref
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

REPO = Path(__file__).resolve().parents[2]
OUTPUT_DIR = Path(__file__).resolve().parent / "output"
SCREENSHOTS_DIR = REPO / "docs" / "screenshots"
CHROMIUM = os.environ.get("TRELLIS_CHROMIUM", "/usr/bin/chromium")
SERVER_START_TIMEOUT = 60.0
URL_RE = re.compile(r"http://[^\s\"'<>]+")

_BASE_URL: str | None = None  # set by the `server` fixture, used by goto()
_ERRORS: "weakref.WeakKeyDictionary[object, list[str]]" = weakref.WeakKeyDictionary()


# --------------------------------------------------------------------------------------------
# The showcase server
# --------------------------------------------------------------------------------------------

def _find_showcase_binary() -> Path:
    env = os.environ.get("TRELLIS_BIN")
    if env:
        return Path(env)
    try:
        out = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True,
            timeout=120, check=True,
        ).stdout.strip().splitlines()
        bin_dir = Path(out[-1]) if out else REPO / ".build" / "debug"
    except (OSError, subprocess.SubprocessError):
        bin_dir = REPO / ".build" / "debug"
    return bin_dir / "TrellisShowcase"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Server:
    """A child process whose stdout is drained by a thread (so it never blocks on a full pipe)."""

    def __init__(self, argv: list[str], log_path: Path):
        self.argv = argv
        self.lines: list[str] = []
        self.url: str | None = None
        self._found = threading.Event()
        self._log = open(log_path, "w", encoding="utf-8", errors="replace")
        self.proc = subprocess.Popen(
            argv, cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, errors="replace", bufsize=1,
            start_new_session=True,
        )
        self._reader = threading.Thread(target=self._read, name="showcase-stdout", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))
            self._log.write(line)
            self._log.flush()
            if self.url is None:
                m = URL_RE.search(line)
                if m:
                    self.url = m.group(0).rstrip("/.,;)")
                    self._found.set()
        self._found.set()  # EOF: wake the waiter

    def wait_for_url(self, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while not self._found.wait(0.2):
            if time.monotonic() > deadline:
                break
        if self.url:
            return self.url
        code = self.proc.poll()
        tail = "\n".join(self.lines[-40:])
        state = f"exited with {code}" if code is not None else f"printed no http:// URL within {timeout:.0f} s"
        self.stop()
        raise RuntimeError(f"{' '.join(self.argv)} {state}. Output:\n{tail}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGINT)
                self.proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.proc.wait(timeout=10)
        self._reader.join(timeout=5)
        self._log.close()


@pytest.fixture(scope="session")
def output_dir() -> Path:
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    return OUTPUT_DIR


@pytest.fixture(scope="session")
def showcase_binary() -> Path:
    return _find_showcase_binary()


@pytest.fixture(scope="session")
def server(showcase_binary: Path, output_dir: Path):
    """Starts the showcase on 127.0.0.1 and a free port; yields its base URL without a trailing
    slash. The server's output goes to Tests/browser/output/server.log."""
    global _BASE_URL
    if not (showcase_binary.is_file() and os.access(showcase_binary, os.X_OK)):
        pytest.skip(
            f"TrellisShowcase is not built ({showcase_binary} missing): "
            "run `swift build --product TrellisShowcase` or set TRELLIS_BIN"
        )
    port = _free_port()
    srv = _Server([str(showcase_binary), "--host", "127.0.0.1", "--port", str(port)],
                  output_dir / "server.log")
    try:
        url = srv.wait_for_url(SERVER_START_TIMEOUT)
    except RuntimeError as e:
        pytest.fail(str(e), pytrace=False)
    _BASE_URL = url
    try:
        yield url
    finally:
        _BASE_URL = None
        srv.stop()


# --------------------------------------------------------------------------------------------
# The browser
# --------------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright_instance):
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"{CHROMIUM} missing: run scripts/setup-browser-tests.sh")
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    b = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, args=args, headless=os.environ.get("TRELLIS_HEADED") != "1",
    )
    yield b
    b.close()


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US",
                              color_scheme="light")
    ctx.set_default_timeout(15_000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, request):
    p = context.new_page()
    errors: list[str] = []
    _ERRORS[p] = errors
    p.on("console", lambda msg: errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None)
    p.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    request.node._trellis_page = p
    yield p


def page_errors(page) -> list[str]:
    """Console errors and uncaught exceptions the page has logged so far."""
    return list(_ERRORS.get(page, []))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """On a failing test, save a screenshot of its page to output/failures/<test>.png."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.failed:
        p = getattr(item, "_trellis_page", None)
        if p is not None and not p.is_closed():
            path = OUTPUT_DIR / "failures" / (re.sub(r"[^\w.-]+", "_", item.nodeid) + ".png")
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                p.screenshot(path=str(path), full_page=True, timeout=5_000)
                report.sections.append(("trellis", f"screenshot: {path}"))
            except Exception as e:  # the page may be wedged; never mask the real failure
                report.sections.append(("trellis", f"screenshot failed: {e}"))


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------

def goto(page, path: str = "/", idiom: str | None = None, *, base: str | None = None,
         timeout: float = 30_000):
    """Opens `path` on the server (or on `base`), optionally as an idiom (`?idiom=mac`), and waits
    until the runtime is connected: `<html data-connected="true">`, which trellis.js sets when its
    WebSocket is open (and sets to "false" when it closes). A page without a /_trellis/ script, or
    whose runtime never sets the attribute at all, is waited on to network idle instead; an
    attribute that stays "false" fails with the page's console errors.
    Returns the navigation's Response."""
    base = base or _BASE_URL
    if base is None:
        raise RuntimeError("goto() needs the `server` fixture (or base=)")
    url = base.rstrip("/") + "/" + path.lstrip("/")
    if idiom is not None:
        url += ("&" if "?" in url else "?") + urlencode({"idiom": idiom})
    response = page.goto(url, wait_until="load", timeout=timeout)
    # The runtime is a /_trellis/ script; until trellis.js exists, a page without one is just
    # waited on to network idle.
    has_runtime = page.evaluate(
        "() => !!document.querySelector('script[src*=\"/_trellis/\"]')"
        " || document.documentElement.hasAttribute('data-connected')"
    )
    if has_runtime:
        try:
            page.wait_for_function(
                "() => document.documentElement.dataset.connected === 'true'", timeout=timeout
            )
            return response
        except PlaywrightTimeout:
            state = page.evaluate("() => document.documentElement.getAttribute('data-connected')")
            if state is not None:
                raise AssertionError(
                    f"{url}: the runtime did not connect within {timeout / 1000:.0f} s "
                    f"(<html data-connected={state!r}>); errors: {page_errors(page)}"
                ) from None
            # A runtime that never sets data-connected at all: fall back below.
            print(f"goto: {url}: <html> has no data-connected; falling back to network idle")
    page.wait_for_load_state("networkidle", timeout=timeout)
    return response


def settle(page, timeout: float = 10_000) -> None:
    """Waits until the window has settled: a frame for pending pointer, scroll and resize work to
    send its events, then a ping answered by the server (it handles a socket's messages in order, so
    every event sent before has been handled and its patch applied), then a frame for layout.
    Use it instead of sleeping before a read."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    ok = page.evaluate(
        "(ms) => Promise.race([window.TrellisClient.settled(),"
        " new Promise((r) => setTimeout(() => r(false), ms))])", timeout)
    assert ok, f"the window did not settle within {timeout / 1000:.0f} s (socket closed or server busy)"
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def save_screenshot(page, name: str, *, full_page: bool = False, **kwargs) -> Path:
    """Saves Tests/browser/output/<name>.png; with TRELLIS_UPDATE_SCREENSHOTS=1 also copies it to
    docs/screenshots/<name>.png (the committed pictures). Returns the output path."""
    if not name.endswith(".png"):
        name += ".png"
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    path = OUTPUT_DIR / name
    # A picture taken mid-transition (a sheet still growing to its detent) differs run to run: wait
    # for the page's finite animations to end first (spinners run forever and don't count).
    try:
        page.wait_for_function(
            "() => document.getAnimations().every((a) => a.playState !== 'running'"
            " || a.effect?.getComputedTiming().iterations === Infinity)", timeout=5_000)
    except PlaywrightTimeout:
        pass  # a picture is still worth taking; the assertions are elsewhere
    page.screenshot(path=str(path), full_page=full_page, **kwargs)
    if os.environ.get("TRELLIS_UPDATE_SCREENSHOTS") == "1":
        SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, SCREENSHOTS_DIR / name)
    return path


# Let test modules `from conftest import goto` regardless of rootdir/import mode.
sys.modules.setdefault("conftest", sys.modules[__name__])


# The showcase's sections (Sources/TrellisShowcase/ShowcasePages.swift): on Vision Pro the ornament
# shows one item per section, which opens a sidebar of the section's tabs.
SHOWCASE_SECTIONS = {
    "Basics": ["Controls", "More Controls", "Buttons", "Shapes", "Layout"],
    "Everyday": ["Toolbars", "Long List", "Dates & Motion", "Gestures", "Everyday Data", "Groceries", "Text Safety"],
    "Seeds": ["Tools Editor", "Suspects", "Tabs"],
}


def open_showcase_page(page, title: str, idiom: str | None = None, *, base: str | None = None):
    """Opens the showcase and chooses the page named `title` in its tab view, as a person does on
    the idiom: the tab itself where it shows (the Mac's sidebar, the iPad's top bar, the watch's
    page index, the TV's sidebar), else the phone's "More" tab and its row, or the Vision Pro
    ornament's section item and the section sidebar's tab. Returns once the page's tab panel shows.
    Right after opening only the first page (Welcome, no tabs of its own) is built, so the names
    are the root tab view's."""
    goto(page, idiom=idiom, base=base)
    tab = page.get_by_role("tab", name=title, exact=True)
    if tab.count() == 0 or not tab.first.is_visible():
        more = page.get_by_role("tab", name="More", exact=True)
        section = next((s for s, pages in SHOWCASE_SECTIONS.items() if title in pages), None)
        if more.count() > 0 and more.first.is_visible():
            more.first.click()
            page.get_by_role("tabpanel", name="More").get_by_role("button", name=title, exact=True).click()
        elif section is not None and page.get_by_role("tab", name=section, exact=True).count() > 0:
            page.get_by_role("tab", name=section, exact=True).first.click()
            page.get_by_role("tablist", name=section, exact=True).get_by_role("tab", name=title, exact=True).click()
        else:
            tab.first.click()
    else:
        tab.first.click()
    from playwright.sync_api import expect
    expect(page.get_by_role("tabpanel", name=title, exact=True)).to_be_visible()
