"""The preview gallery: `TrellisShowcase --previews` lists every #Preview and PreviewProvider of
the showcase by file; a preview opens live (state and buttons work), switches idiom and
appearance, and a preview that traps or throws shows an error card while the server keeps going.
"""

from __future__ import annotations

import os

import pytest

import conftest
from conftest import goto, page_errors, save_screenshot


@pytest.fixture(scope="module")
def gallery(showcase_binary, output_dir):
    """The showcase's gallery on a free port; yields its base URL."""
    if not (showcase_binary.is_file() and os.access(showcase_binary, os.X_OK)):
        pytest.skip(f"TrellisShowcase is not built ({showcase_binary} missing)")
    port = conftest._free_port()
    srv = conftest._Server(
        [str(showcase_binary), "--previews", "--host", "127.0.0.1", "--port", str(port)],
        output_dir / "gallery.log")
    try:
        url = srv.wait_for_url(conftest.SERVER_START_TIMEOUT)
    except RuntimeError as e:
        pytest.fail(str(e), pytrace=False)
    try:
        yield url
    finally:
        srv.stop()


def settle(page):
    """Waits for a preview page to load and its runtime to connect (the socket is open when the
    network is idle; `goto` does the same for pages whose runtime sets no data-connected)."""
    page.wait_for_load_state("networkidle")


def open_preview(page, gallery, name):
    goto(page, "/", base=gallery)
    page.get_by_role("link", name=name, exact=True).first.click()
    page.wait_for_url("**/?preview=*")
    settle(page)


def test_index_lists_previews_by_file(gallery, page):
    response = goto(page, "/", base=gallery)
    assert response is not None and response.status == 200
    assert "default-src 'self'" in response.headers.get("content-security-policy", "")
    assert "Previews" in page.locator("h1").inner_text()
    files = page.locator("section h2").all_inner_texts()
    assert files == sorted(files) and "TrellisShowcase/ControlsPage.swift" in files, files
    welcome = page.get_by_role("region", name="TrellisShowcase/WelcomePage.swift")
    assert welcome.get_by_role("link", name="Welcome", exact=True).count() == 1
    assert welcome.get_by_role("link", name="Card", exact=True).count() == 1
    demos = page.get_by_role("region", name="TrellisShowcase/GalleryDemos.swift")
    names = demos.locator(".t-gallery-preview").all_inner_texts()
    assert names == ["CounterBadge_Previews", "Traps on purpose", "Throws on purpose"], names
    save_screenshot(page, "previews-index", full_page=True)
    assert page_errors(page) == []


def test_preview_is_live_and_switches_idiom_and_appearance(gallery, page):
    open_preview(page, gallery, "Card")
    root = page.locator(".t-root")
    root.get_by_text("Tapped 0 times").wait_for()
    root.get_by_role("button", name="Tap").click()
    root.get_by_text("Tapped 1 times").wait_for()
    assert "Card" in page.locator(".t-gallery-title").inner_text()

    # The idiom switcher keeps the preview's state.
    page.locator(".t-switcher select").select_option("phone")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'phone'")
    root.get_by_role("button", name="Tap").click()
    root.get_by_text("Tapped 2 times").wait_for()
    save_screenshot(page, "previews-card-phone")

    # Dark appearance: a reload of the same window, state kept.
    page.get_by_role("group", name="Appearance").get_by_role("link", name="Dark").click()
    page.wait_for_function("() => document.documentElement.dataset.scheme === 'dark'")
    settle(page)
    root.get_by_text("Tapped 2 times").wait_for()
    assert page.locator('.t-gallery-schemes a[aria-current="true"]').inner_text() == "Dark"
    save_screenshot(page, "previews-card-dark")
    assert page_errors(page) == []


def test_text_input_works_in_a_preview(gallery, page):
    open_preview(page, gallery, "Greeting field")
    root = page.locator(".t-root")
    root.get_by_text("Type your name").wait_for()
    root.get_by_role("textbox", name="Your name").fill("Ada")
    root.get_by_text("Hello, Ada!").wait_for()
    assert page_errors(page) == []


def test_preview_provider_shows_each_view(gallery, page):
    open_preview(page, gallery, "CounterBadge_Previews")
    root = page.locator(".t-root")
    root.get_by_text("Default").wait_for()
    root.get_by_text("Large").first.wait_for()
    root.get_by_role("button", name="Add").first.click()
    root.get_by_text("Badge: 1").wait_for()


def test_trapping_and_throwing_previews_show_error_cards(gallery, page):
    open_preview(page, gallery, "Traps on purpose")
    root = page.locator(".t-root")
    root.get_by_text("could not be shown").wait_for(timeout=30_000)
    assert "Index out of range" in root.inner_text()
    save_screenshot(page, "previews-error-card")

    open_preview(page, gallery, "Throws on purpose")
    root.get_by_text("sample-data.json is not in the bundle").wait_for(timeout=30_000)

    # The server is still serving: another preview opens and works.
    open_preview(page, gallery, "Card")
    root.get_by_role("button", name="Tap").click()
    root.get_by_text("Tapped 1 times").wait_for()


def test_a_reader_under_the_status_bar_knows_its_safe_area_insets(gallery, page):
    """`GeometryProxy.safeAreaInsets`: on a phone the header ignores the safe area, reaches under the
    status bar (54 pt) and the home indicator (30 pt), and pads its text back out; on a Mac nothing is
    unsafe."""
    open_preview(page, gallery, "Safe area header")
    root = page.locator(".t-root")
    root.get_by_text("Under the status bar: 0 pt").wait_for()
    page.locator(".t-switcher select").select_option("phone")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'phone'")
    root.get_by_text("Under the status bar: 54 pt").wait_for()
    root.get_by_text("Above the home indicator: 30 pt").wait_for()
    # The title is below the status bar, the header's background behind it.
    status = page.locator(".t-statusbar").bounding_box()
    title = root.get_by_text("Inbox", exact=True).bounding_box()
    assert status and title and title["y"] >= status["y"] + status["height"] - 1, (status, title)
    save_screenshot(page, "previews-safe-area-phone")
    assert page_errors(page) == []
