"""Tab views in the browser: the phone's bottom bar with More and the pinned search tab, the iPad's
floating top bar that turns into a sidebar and back, the Mac's sidebar, selection by click and by
arrow keys, and each tab keeping what was typed in it while another tab shows. Screenshots of every
idiom for docs/TABS.md. Drives the showcase's Tabs page (Sources/TrellisShowcase/Pages/TabsPage.swift):
seed 004's Destination Video tabs."""

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot

IDIOMS = ["mac", "pad", "phone", "watch", "tv", "vision"]


def open_tabs(page, idiom):
    """Opens the showcase's Tabs page; returns the page's own tab view (inside the showcase's tab
    panel), not the showcase's root tab view."""
    open_showcase_page(page, "Tabs", idiom=idiom)
    view = page.get_by_role("tabpanel", name="Tabs", exact=True).locator("[data-tab-form]").first
    view.wait_for()
    return view


def box(locator):
    b = locator.bounding_box()
    assert b is not None, f"{locator} has no box (not visible)"
    return b


def bar(view):
    return view.locator(':scope > [role="tablist"]')


def tab_names(tablist):
    return [t.get_attribute("aria-label") for t in tablist.locator('[role="tab"]').all()]


def test_phone_has_a_bottom_bar_with_more_and_search_pinned_trailing(server, page):
    view = open_tabs(page, "phone")
    expect(view).to_have_attribute("data-tab-form", "bottomBar")
    tabs = bar(view)
    assert tab_names(tabs) == ["Watch Now", "Library", "New", "More", "Search"]
    v, b = box(view), box(tabs)
    # The bar is at the bottom of the tab view, the search tab at its trailing end.
    assert abs((b["y"] + b["height"]) - (v["y"] + v["height"])) < 2, (b, v)
    search = box(tabs.get_by_role("tab", name="Search"))
    assert search["x"] + search["width"] > b["x"] + b["width"] * 0.8
    # The badge shows on New.
    expect(tabs.get_by_role("tab", name="New")).to_have_attribute("data-badge", "3")
    tabs.scroll_into_view_if_needed()
    save_screenshot(page, "tabs-phone")
    tabs.get_by_role("tab", name="More").click()
    more = view.locator('[role="tabpanel"]:visible').get_by_role("button", name="Forest")
    more.click()
    expect(view.locator('[role="tabpanel"]:visible')).to_contain_text("Forest videos")
    expect(tabs.get_by_role("tab", name="More")).to_have_attribute("aria-selected", "true")
    assert page_errors(page) == []


def test_pad_top_bar_turns_into_a_sidebar_and_back(server, page):
    view = open_tabs(page, "pad")
    expect(view).to_have_attribute("data-tab-form", "topBar")
    tabs = bar(view)
    assert tab_names(tabs) == ["Watch Now", "Library", "New", "Favorites", "Search"]
    v, b = box(view), box(tabs)
    assert b["y"] - v["y"] < 30, "the bar floats at the top"
    # The search tab is pinned at the trailing end.
    names = tabs.locator('[role="tab"]')
    assert box(names.last)["x"] > box(names.first)["x"]
    save_screenshot(page, "tabs-pad-bar")

    view.get_by_role("button", name="Show Sidebar").click()
    expect(view).to_have_attribute("data-tab-form", "sidebar")
    sidebar = view.get_by_role("tablist", name="Sidebar")
    expect(sidebar).to_be_visible()
    expect(sidebar.get_by_role("group", name="Collections")).to_be_visible()
    expect(sidebar.get_by_role("tab", name="Forest")).to_be_visible()
    # Collapsing a section hides its tabs.
    sidebar.get_by_role("button", name="Collections").click()
    expect(sidebar.get_by_role("tab", name="Forest")).to_have_count(0)
    sidebar.get_by_role("button", name="Collections").click()
    expect(sidebar.get_by_role("tab", name="Forest")).to_be_visible()
    s, panel = box(sidebar), box(view.locator('[role="tabpanel"]:visible'))
    assert s["x"] + s["width"] <= panel["x"] + 1, "the sidebar is beside the content"
    save_screenshot(page, "tabs-pad-sidebar")

    view.get_by_role("button", name="Show Tab Bar").click()
    expect(view).to_have_attribute("data-tab-form", "topBar")
    assert page_errors(page) == []


def test_mac_is_a_sidebar_with_sections(server, page):
    view = open_tabs(page, "mac")
    expect(view).to_have_attribute("data-tab-form", "sidebar")
    sidebar = view.get_by_role("tablist", name="Sidebar")
    expect(sidebar).to_have_attribute("aria-orientation", "vertical")
    assert tab_names(sidebar) == ["Watch Now", "Library", "New", "Favorites", "Search", "Cinematic", "Forest", "Sea", "Animation"]
    expect(sidebar.get_by_role("group", name="Animations")).to_be_visible()
    save_screenshot(page, "tabs-mac")
    assert page_errors(page) == []


def test_selection_and_typed_text_survive_switching(server, page):
    view = open_tabs(page, "pad")
    tabs = bar(view)
    tabs.get_by_role("tab", name="Library").click()
    expect(tabs.get_by_role("tab", name="Library")).to_have_attribute("aria-selected", "true")
    field = view.locator('[role="tabpanel"]:visible').get_by_role("textbox")
    field.fill("half-written note")
    expect(view.locator('[role="tabpanel"]:visible')).to_contain_text("You typed: half-written note")
    tabs.get_by_role("tab", name="New").click()
    expect(view.locator('[role="tabpanel"]:visible')).to_contain_text("Three new videos")
    tabs.get_by_role("tab", name="Library").click()
    expect(view.locator('[role="tabpanel"]:visible').get_by_role("textbox")).to_have_value("half-written note")
    assert page_errors(page) == []


def test_arrow_keys_move_between_tabs(server, page):
    view = open_tabs(page, "pad")
    tabs = bar(view)
    first = tabs.get_by_role("tab", name="Watch Now")
    first.focus()
    page.keyboard.press("ArrowRight")
    expect(tabs.get_by_role("tab", name="Library")).to_have_attribute("aria-selected", "true")
    expect(tabs.get_by_role("tab", name="Library")).to_be_focused()
    page.keyboard.press("End")
    expect(tabs.get_by_role("tab", name="Search")).to_have_attribute("aria-selected", "true")
    # Only the selected tab is in the Tab order.
    expect(tabs.get_by_role("tab", name="Watch Now")).to_have_attribute("tabindex", "-1")
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", IDIOMS)
def test_every_idiom_renders(server, page, idiom):
    view = open_tabs(page, idiom)
    forms = {"mac": "sidebar", "pad": "topBar", "phone": "bottomBar", "watch": "verticalPage", "tv": "sidebar", "vision": "ornament"}
    expect(view).to_have_attribute("data-tab-form", forms[idiom])
    expect(view.locator('[role="tabpanel"]:visible')).to_have_count(1)
    view.locator('[role="tab"]').last.scroll_into_view_if_needed()
    save_screenshot(page, f"tabs-{idiom}")
    assert page_errors(page) == []


def test_a_customization_survives_a_server_restart(showcase_binary, page, tmp_path):
    """Edit mode hides a tab; the change is in @AppStorage, so a new server process shows it hidden."""
    import conftest
    if not showcase_binary.is_file():
        pytest.skip(f"TrellisShowcase is not built ({showcase_binary} missing)")
    import plistlib
    from pathlib import Path
    # The showcase's UserDefaults domain (swift-corelibs-foundation keeps it in ~/.config): start clean.
    domain = Path.home() / ".config" / "TrellisShowcase.plist"

    def forget():
        if domain.is_file():
            with open(domain, "rb") as f:
                data = plistlib.load(f)
            if data.pop("showcase.tabCustomization", None) is not None:
                with open(domain, "wb") as f:
                    plistlib.dump(data, f, fmt=plistlib.FMT_BINARY)
    forget()

    def start():
        port = conftest._free_port()
        srv = conftest._Server([str(showcase_binary), "--host", "127.0.0.1", "--port", str(port)], tmp_path / f"server-{port}.log")
        return srv, srv.wait_for_url(conftest.SERVER_START_TIMEOUT)

    def open_sidebar(url):
        conftest._BASE_URL, saved = url, conftest._BASE_URL
        try:
            view = open_tabs(page, "pad")
        finally:
            conftest._BASE_URL = saved
        view.get_by_role("button", name="Show Sidebar").click()
        return view.get_by_role("tablist", name="Sidebar")

    srv, url = start()
    try:
        sidebar = open_sidebar(url)
        expect(sidebar.get_by_role("tab", name="Library")).to_be_visible()
        sidebar.get_by_role("button", name="Edit").click()
        switch = sidebar.get_by_role("switch", name="Show Library in Sidebar")
        switch.click()
        # In edit mode the hidden tab stays in place, switched off; Done takes it away.
        expect(switch).not_to_be_checked()
        sidebar.get_by_role("button", name="Done").click()
        expect(sidebar.get_by_role("tab", name="Library")).to_have_count(0)
    finally:
        # Leave the page first: a page left open would try to reconnect to the stopped server and
        # log a refused connection before the next server's window replaces it.
        page.goto("about:blank")
        srv.stop()

    srv, url = start()
    try:
        sidebar = open_sidebar(url)
        expect(sidebar.get_by_role("tab", name="Favorites")).to_be_visible()
        expect(sidebar.get_by_role("tab", name="Library")).to_have_count(0)
        save_screenshot(page, "tabs-customized-after-restart")
    finally:
        page.goto("about:blank")
        srv.stop()
        forget()
    assert page_errors(page) == []


def test_vision_section_item_opens_a_sidebar_of_its_tabs(server, page):
    view = open_tabs(page, "vision")
    tabs = view.get_by_role("tablist", name="Tabs", exact=True)
    assert tab_names(tabs) == ["Watch Now", "Library", "New", "Favorites", "Collections", "Animations", "Search"]
    tabs.get_by_role("tab", name="Collections").click()
    sidebar = view.get_by_role("tablist", name="Collections")
    expect(sidebar).to_be_visible()
    assert tab_names(sidebar) == ["Cinematic", "Forest", "Sea"]
    # The sidebar sits beside the ornament, not over it.
    assert box(sidebar)["x"] >= box(tabs)["x"] + box(tabs)["width"] - 1
    sidebar.get_by_role("tab", name="Forest").click()
    expect(view.locator('[role="tabpanel"]:visible')).to_contain_text("Forest videos")
    expect(tabs.get_by_role("tab", name="Collections")).to_have_attribute("aria-selected", "true")
    page.mouse.move(5, 5)  # no hover title in the picture
    save_screenshot(page, "tabs-vision-section")
    tabs.get_by_role("tab", name="Library").click()
    expect(sidebar).to_have_count(0)
    assert page_errors(page) == []


def _restartable(showcase_binary, tmp_path):
    """Start/stop showcase servers over the same UserDefaults domain, with the tab customization cleared."""
    import conftest
    import plistlib
    from pathlib import Path
    if not showcase_binary.is_file():
        pytest.skip(f"TrellisShowcase is not built ({showcase_binary} missing)")
    domain = Path.home() / ".config" / "TrellisShowcase.plist"

    def forget():
        if domain.is_file():
            with open(domain, "rb") as f:
                data = plistlib.load(f)
            if data.pop("showcase.tabCustomization", None) is not None:
                with open(domain, "wb") as f:
                    plistlib.dump(data, f, fmt=plistlib.FMT_BINARY)

    def start():
        port = conftest._free_port()
        srv = conftest._Server([str(showcase_binary), "--host", "127.0.0.1", "--port", str(port)], tmp_path / f"server-{port}.log")
        return srv, srv.wait_for_url(conftest.SERVER_START_TIMEOUT)

    def open_at(page, url, idiom):
        conftest._BASE_URL, saved = url, conftest._BASE_URL
        try:
            return open_tabs(page, idiom)
        finally:
            conftest._BASE_URL = saved

    return forget, start, open_at


def test_drag_and_drop_customization_survives_a_server_restart(showcase_binary, page, tmp_path):
    """Edit mode: Forest dragged from the sidebar into the tab bar, New moved along the bar by ⌥←;
    the customization is in @AppStorage, so a new server process shows the same bar."""
    forget, start, open_at = _restartable(showcase_binary, tmp_path)
    forget()
    srv, url = start()
    try:
        view = open_at(page, url, "pad")
        view.get_by_role("button", name="Show Sidebar").click()
        sidebar = view.get_by_role("tablist", name="Sidebar")
        sidebar.get_by_role("button", name="Edit").click()
        strip = sidebar.get_by_role("list", name="Tab Bar")
        expect(strip).to_be_visible()
        items = strip.locator('[role="listitem"]')
        expect(items.first).to_be_visible()

        def names():
            return [i.get_attribute("aria-label") for i in items.all()]
        before = names()
        assert "Forest" not in before and "New" in before, before
        # Forest's row into the bar, dropped after its last item (the pinned Search stays last).
        s = box(strip)
        sidebar.get_by_role("tab", name="Forest").drag_to(strip, target_position={"x": s["width"] - 4, "y": s["height"] / 2})
        expect(items).to_have_count(len(before) + 1)
        expect(strip.get_by_role("listitem", name="Forest")).to_be_visible()
        dropped = names()
        assert dropped[-2:] == ["Forest", "Search"], dropped
        # The keyboard: ⌥← moves a focused bar item one place towards the start.
        i = dropped.index("New")
        strip.get_by_role("listitem", name="New").focus()
        page.keyboard.press("Alt+ArrowLeft")
        expect(items.nth(i - 1)).to_have_attribute("aria-label", "New")
        expect(strip.get_by_role("listitem", name="New")).to_be_focused()
        chosen = names()
        sidebar.get_by_role("button", name="Done").click()
        view.get_by_role("button", name="Show Tab Bar").click()
        expect(view).to_have_attribute("data-tab-form", "topBar")
        expect(bar(view).get_by_role("tab", name="Forest")).to_be_visible()
        assert tab_names(bar(view)) == chosen
    finally:
        # Leave the page first: left open, it would log a refused reconnect to the stopped server.
        page.goto("about:blank")
        srv.stop()

    srv, url = start()
    try:
        view = open_at(page, url, "pad")
        expect(bar(view).get_by_role("tab", name="Forest")).to_be_visible()
        assert tab_names(bar(view)) == chosen
        save_screenshot(page, "tabs-dragged-after-restart")
        # Dragged back out: the sidebar takes it.
        view.get_by_role("button", name="Show Sidebar").click()
        sidebar = view.get_by_role("tablist", name="Sidebar")
        sidebar.get_by_role("button", name="Edit").click()
        strip = sidebar.get_by_role("list", name="Tab Bar")
        strip.get_by_role("listitem", name="Forest").drag_to(sidebar.get_by_role("tab", name="Sea", exact=True))
        expect(strip.get_by_role("listitem", name="Forest")).to_have_count(0)
    finally:
        page.goto("about:blank")
        srv.stop()
        forget()
    assert page_errors(page) == []
