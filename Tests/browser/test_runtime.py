"""The browser runtime (issue 3): a SwiftUI app in a real browser, driven the way a person uses it.

Elements are found by ARIA role and accessible name, as a screen reader user would find them.
"""

from __future__ import annotations

import re
import socket
from urllib.parse import urlparse

from playwright.sync_api import expect

from conftest import goto, page_errors, save_screenshot, settle


def count_text(page):
    return page.get_by_text(re.compile(r"^Count: -?\d+$"))


def test_counter_click_updates_the_text(server, page):
    goto(page)
    expect(count_text(page)).to_have_text("Count: 0")
    page.get_by_role("button", name="Increment").click()
    expect(count_text(page)).to_have_text("Count: 1")
    page.get_by_role("button", name="Increment").click()
    page.get_by_role("button", name="Decrement").click()
    expect(count_text(page)).to_have_text("Count: 1")
    assert page_errors(page) == []


def test_typing_round_trips_through_the_server(server, page):
    goto(page)
    field = page.get_by_role("textbox", name="Your name")
    field.fill("Ada")
    # The greeting is rendered by the server from the @State the field's binding wrote.
    expect(page.get_by_text("Hello, Ada!")).to_be_visible()
    field.press("End")
    field.type(" Lovelace")
    expect(page.get_by_text("Hello, Ada Lovelace!")).to_be_visible()


def test_two_tabs_have_their_own_state_but_share_app_storage(server, context):
    first, second = context.new_page(), context.new_page()
    goto(first)
    goto(second)
    shared = re.compile(r"^Shared: \d+$")
    start = int(first.get_by_text(shared).inner_text().split(": ")[1])

    first.get_by_role("button", name="Increment").click()
    expect(count_text(first)).to_have_text("Count: 1")
    expect(count_text(second)).to_have_text("Count: 0")

    first.get_by_role("button", name="Add to shared").click()
    # The other tab updates live, with no reload.
    expect(second.get_by_text(shared)).to_have_text(f"Shared: {start + 1}")
    expect(first.get_by_text(shared)).to_have_text(f"Shared: {start + 1}")


def test_reload_keeps_the_window_state(server, page):
    goto(page)
    for _ in range(3):
        page.get_by_role("button", name="Increment").click()
    expect(count_text(page)).to_have_text("Count: 3")
    page.reload()
    # The first paint after a reload already shows the state (server-rendered).
    expect(count_text(page)).to_have_text("Count: 3")
    page.get_by_role("button", name="Increment").click()
    expect(count_text(page)).to_have_text("Count: 4")


def test_markup_in_text_shows_literally_and_runs_nothing(server, page):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    goto(page)
    literal = "<script>alert('hi')</script><b>not bold</b>"
    expect(page.get_by_text(literal, exact=True)).to_be_visible()
    assert page.locator("b", has_text="not bold").count() == 0
    assert page.evaluate("document.querySelectorAll('script:not([src])').length") == 0
    settle(page)  # a round trip and two frames: a script the text started would have run by now
    assert dialogs == []


def _upgrade_status(base: str, origin: str, window: str) -> int:
    url = urlparse(base)
    request = (
        f"GET /_trellis/ws?window={window} HTTP/1.1\r\n"
        f"Host: {url.hostname}:{url.port}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        f"Origin: {origin}\r\n\r\n"
    )
    with socket.create_connection((url.hostname, url.port), timeout=10) as s:
        s.sendall(request.encode())
        status_line = s.recv(1024).decode(errors="replace").split("\r\n", 1)[0]
    return int(status_line.split(" ")[1])


def test_cross_origin_websocket_is_refused(server, page):
    goto(page)
    window = page.evaluate("document.querySelector('meta[name=trellis-window]').content")
    assert _upgrade_status(server, "http://evil.example", window) == 403
    assert _upgrade_status(server, "null", window) == 403
    # The refused attempts did not disturb the window's own connection.
    page.get_by_role("button", name="Increment").click()
    expect(count_text(page)).to_have_text("Count: 1")


def test_idiom_switch_rerenders_the_chrome(server, page):
    goto(page, idiom="mac")
    html = page.locator("html")
    expect(html).to_have_attribute("data-idiom", "mac")
    expect(page.get_by_role("menubar")).to_have_count(1)
    page.get_by_role("button", name="Increment").click()

    page.get_by_label("Idiom").select_option("phone")
    expect(html).to_have_attribute("data-idiom", "phone")
    # The menu bar is the graph's, not only CSS: it is gone from the tree on phone.
    expect(page.get_by_role("menubar")).to_have_count(0)
    # The window's state survives the switch.
    expect(count_text(page)).to_have_text("Count: 1")
    save_screenshot(page, "showcase-phone")

    page.get_by_label("Idiom").select_option("mac")
    expect(page.get_by_role("menubar")).to_have_count(1)


def test_showcase_screenshots_light_and_dark(server, browser):
    for scheme in ("light", "dark"):
        context = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme=scheme)
        page = context.new_page()
        goto(page)
        expect(count_text(page)).to_be_visible()
        save_screenshot(page, f"showcase-{scheme}")
        context.close()
