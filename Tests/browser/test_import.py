"""`trellis-import` end to end: each sample app folder under Tests/Fixtures/ImportApps (an Xcode project, an
Xcode 16 synchronized folder, a Swift Playgrounds package) is copied to a temporary folder, imported, built
and served, and its window shows the app's text in Chromium: asset-catalog colours and a JSON file read
through `Bundle.main` included.

The three apps build in one scratch folder, `.build-import` (git-ignored), so Trellis compiles once for
all of them (and, kept between runs, only what changed compiles next time).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

import conftest
from conftest import goto, page_errors, save_screenshot, settle

FIXTURES = conftest.REPO / "Tests" / "Fixtures" / "ImportApps"
SCRATCH = conftest.REPO / ".build-import"
BUILD_TIMEOUT = 45 * 60


def _run(argv: list[str], timeout: float, cwd: Path = conftest.REPO) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def importer(showcase_binary) -> Path:
    """The `trellis-import` executable, built beside the showcase."""
    binary = showcase_binary.parent / "trellis-import"
    if not binary.is_file():
        built = _run(["swift", "build", "--product", "trellis-import"], timeout=BUILD_TIMEOUT)
        assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    return binary


@pytest.fixture(scope="module")
def workspace():
    path = Path(tempfile.mkdtemp(prefix="trellis-import-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _import_and_build(importer: Path, workspace: Path, fixture: str, product: str, output_dir: Path) -> tuple[Path, str]:
    """Copies the fixture, imports it, builds the app; returns its executable and what the import printed."""
    source = FIXTURES / fixture
    destination = workspace / fixture
    destination.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(source, destination)
    before = {p.relative_to(destination): p.read_bytes() for p in destination.rglob("*") if p.is_file()}
    imported = _run([str(importer), str(destination), "--trellis", str(conftest.REPO)], timeout=60)
    assert imported.returncode == 0, imported.stdout + imported.stderr
    after = {p.relative_to(destination): p.read_bytes() for p in destination.rglob("*") if p.is_file()}
    if Path("Package.swift") not in before:
        after.pop(Path("Package.swift"))  # the one file it writes (for a .swiftpm, in the folder holding it)
    assert after == before, "the import changed the app's own files"
    package_dir = Path(imported.stdout.split("Wrote ")[1].split("\n")[0]).parent
    started = time.monotonic()
    built = _run(["swift", "build", "--package-path", str(package_dir), "--scratch-path", str(SCRATCH),
                  "--product", product], timeout=BUILD_TIMEOUT)
    (output_dir / f"import-build-{product}.log").write_text(built.stdout + built.stderr)
    assert built.returncode == 0, built.stdout[-6000:] + built.stderr[-4000:]
    print(f"built {product} in {time.monotonic() - started:.0f} s")
    bin_dir = _run(["swift", "build", "--package-path", str(package_dir), "--scratch-path", str(SCRATCH),
                    "--show-bin-path"], timeout=120).stdout.strip().splitlines()[-1]
    return Path(bin_dir) / product, imported.stdout


def _serve(executable: Path, output_dir: Path):
    server = conftest._Server([str(executable), "--host", "127.0.0.1", "--port", str(conftest._free_port())],
                              output_dir / f"import-{executable.name}.log")
    try:
        return server, server.wait_for_url(conftest.SERVER_START_TIMEOUT)
    except RuntimeError as e:
        pytest.fail(str(e), pytrace=False)


def _color(page, text: str) -> str:
    return page.get_by_text(text, exact=True).first.evaluate("e => getComputedStyle(e).color")


@pytest.mark.timeout(BUILD_TIMEOUT + 300)
def test_an_xcode_project_imports_builds_and_serves(importer, workspace, page, output_dir):
    executable, printed = _import_and_build(importer, workspace, "CounterProject", "Counter", output_dir)
    assert "Counter/PlacesMap.swift: imports MapKit (maps), which Linux lacks" in printed, printed
    assert "target CounterTests: a test target, left out" in printed, printed
    server, url = _serve(executable, output_dir)
    try:
        goto(page, "/", base=url)
        assert page.get_by_text("Taps: 0", exact=True).count() == 1
        assert _color(page, "Taps: 0") == "rgb(220, 20, 60)", "Color(\"Brand\") comes from Assets.xcassets"
        # Image("Logo"): the set's 64-pixel 2x file, drawn at 32 points and named by its set.
        logo = page.get_by_role("img", name="Logo")
        logo.locator('img[data-part="asset"]').wait_for()
        page.wait_for_function("() => { const i = document.querySelector('img[data-part=\"asset\"]'); return i && i.complete && i.naturalWidth > 0; }")
        assert logo.locator("img").evaluate("i => [i.naturalWidth, i.getBoundingClientRect().width]") == [32, 32]
        light_logo = logo.locator("img").get_attribute("srcset")
        # In dark mode the colour set's and the image set's dark variants draw.
        page.emulate_media(color_scheme="dark")
        page.wait_for_function("s => document.querySelector('img[data-part=\"asset\"]').getAttribute('srcset') !== s", arg=light_logo)
        assert _color(page, "Taps: 0") == "rgb(255, 128, 128)", "the Brand colour set's dark appearance"
        page.emulate_media(color_scheme="light")
        page.wait_for_function("s => document.querySelector('img[data-part=\"asset\"]').getAttribute('srcset') === s", arg=light_logo)
        assert _color(page, "Taps: 0") == "rgb(220, 20, 60)"
        page.get_by_role("button", name="Tap me").click()
        settle(page)
        assert page.get_by_text("Taps: 1", exact=True).count() == 1
        save_screenshot(page, "import-counter")
        assert page_errors(page) == []
    finally:
        server.stop()


@pytest.mark.timeout(BUILD_TIMEOUT + 300)
def test_a_synchronized_folder_imports_and_reads_its_json_through_bundle_main(importer, workspace, page, output_dir):
    executable, printed = _import_and_build(importer, workspace, "Bookshelf", "Bookshelf", output_dir)
    assert "BookshelfTests/ShelfTests.swift: belongs to target BookshelfTests, not the app" in printed, printed
    server, url = _serve(executable, output_dir)
    try:
        goto(page, "/", idiom="phone", base=url)
        assert page.get_by_text("Bookshelf", exact=True).count() >= 1
        for title in ("A Field Guide to Ferns", "Tides of the North Sea", "Small Engines, Big Ideas"):
            assert page.get_by_text(title, exact=True).count() == 1, title
        assert page.get_by_text("No books found").count() == 0
        save_screenshot(page, "import-bookshelf-phone")
        assert page_errors(page) == []
    finally:
        server.stop()


@pytest.mark.timeout(BUILD_TIMEOUT + 300)
def test_a_playgrounds_package_imports_beside_itself_and_serves(importer, workspace, page, output_dir):
    executable, printed = _import_and_build(importer, workspace, "Playground/Palette.swiftpm", "Palette", output_dir)
    assert (workspace / "Playground" / "Package.swift").is_file(), printed
    server, url = _serve(executable, output_dir)
    try:
        goto(page, "/", idiom="phone", base=url)
        assert page.get_by_text("Palette", exact=True).count() >= 1
        toggle = page.get_by_role("switch", name="Warm colours")  # the phone's automatic toggle style
        assert toggle.count() == 1
        save_screenshot(page, "import-palette")
        assert page_errors(page) == []
    finally:
        server.stop()


def test_a_folder_without_a_project_is_an_error_and_writes_nothing(importer, workspace):
    empty = workspace / "NotAnApp"
    empty.mkdir()
    (empty / "notes.txt").write_text("no project here")
    result = _run([str(importer), str(empty)], timeout=60)
    assert result.returncode == 1
    assert f"trellis-import: error: no .xcodeproj or .swiftpm package in {empty}" in result.stderr, result.stderr
    assert sorted(p.name for p in empty.iterdir()) == ["notes.txt"]
