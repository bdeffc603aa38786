"""Toolbars in the browser: items land in the right part of the bar on mac, pad and phone; items
that don't fit move into the overflow menu and still work there; screenshots of every placement
on all six idioms. Drives the showcase's Toolbars page (Sources/TrellisShowcase/Pages/ToolbarsPage.swift)."""

import os

import pytest
from playwright.sync_api import expect

import conftest
from conftest import goto, open_showcase_page, page_errors, save_screenshot, settle

IDIOMS = ["mac", "pad", "phone", "watch", "tv", "vision"]


def open_toolbars(page, idiom):
    open_showcase_page(page, "Toolbars", idiom=idiom)
    # The first toolbar item in a visible title bar: the page has been laid out.
    page.locator('[data-bar="titlebar"] [data-placement]:visible').first.wait_for()


def explorer_bar(page):
    """The placements explorer's top bar (the page's last navigation stack)."""
    return page.locator('[data-chrome="stack"]').last.locator('[data-bar="titlebar"]').first


def box(locator):
    b = locator.bounding_box()
    assert b is not None, f"{locator} has no box (not visible)"
    return b


# Where each of the explorer's items sits, per idiom: (name, bar, region, must it fit?). On mac and pad
# every item has room in the explorer; the phone is shown at an iPhone's width, where the trailing
# items may honestly run out of room and move into the … menu.
PLACED = {
    "mac": [
        # navigation and primaryAction at the toolbar's leading edge (secondaryAction beside them),
        # principal and status in the centre, automatic at the trailing end.
        ("Navigate", "titlebar", "titlebar.leading", True),
        ("Leading", "titlebar", "titlebar.leading", True),
        ("Archive", "titlebar", "titlebar.leading", True),
        ("Compose", "titlebar", "titlebar.leading", True),
        ("Principal", "titlebar", "titlebar.principal", True),
        ("Updated just now", "titlebar", "titlebar.principal", True),
        ("Automatic", "titlebar", "titlebar.trailing", True),
        ("Trailing", "titlebar", "titlebar.trailing", True),
    ],
    "pad": [
        ("Navigate", "titlebar", "titlebar.leading", True),
        ("Leading", "titlebar", "titlebar.leading", True),
        ("Principal", "titlebar", "titlebar.principal", True),
        ("Automatic", "titlebar", "titlebar.trailing", True),
        ("Compose", "titlebar", "titlebar.trailing", True),
        ("Trailing", "titlebar", "titlebar.trailing", True),
        # status sits in the centre of the bottom toolbar on iOS; bottomBar items at its leading edge.
        ("Bottom", "bottomBar", "bottomBar.leading", True),
        ("Updated just now", "bottomBar", "bottomBar.center", True),
    ],
    "phone": [
        ("Navigate", "titlebar", "titlebar.leading", True),
        ("Leading", "titlebar", "titlebar.leading", True),
        ("Principal", "titlebar", "titlebar.principal", True),
        ("Automatic", "titlebar", "titlebar.trailing", False),
        ("Compose", "titlebar", "titlebar.trailing", False),
        ("Trailing", "titlebar", "titlebar.trailing", False),
        ("Bottom", "bottomBar", "bottomBar.leading", True),
        ("Updated just now", "bottomBar", "bottomBar.center", True),
    ],
}


def explorer_stack(page):
    return page.locator('[data-chrome="stack"]').last


def widen_mac_window(page, width=1500):
    """Drags the Mac window wider (its corner is a resize handle), as a person would for a big toolbar."""
    page.evaluate("(w) => { const win = document.querySelector('.t-window'); win.style.width = w + 'px'; }", width)
    settle(page)


@pytest.mark.parametrize("idiom", ["mac", "pad", "phone"])
def test_items_sit_in_their_region_of_the_bar(server, page, idiom):
    page.set_viewport_size({"width": 1900, "height": 1000})
    open_toolbars(page, idiom)
    if idiom == "mac":
        widen_mac_window(page)
    stack = explorer_stack(page)
    bar = explorer_bar(page)
    bar.scroll_into_view_if_needed()
    b = box(bar)
    # The phone is an iPhone's width however wide the window; mac and pad get the page's width.
    assert (b["width"] <= 430) == (idiom == "phone"), f"{idiom} explorer bar is {b['width']}px wide"
    leading, trailing = box(bar.locator('[data-region="titlebar.leading"]')), box(bar.locator('[data-region="titlebar.trailing"]'))
    assert leading["x"] < trailing["x"], "the leading region comes before the trailing one"
    for name, bar_name, region, must_fit in PLACED[idiom]:
        in_bar = stack.locator(f'[data-bar="{bar_name}"]').first
        bar_box = box(in_bar)
        wrapper = in_bar.locator(f'[data-region="{region}"] > [data-placement]').filter(has_text=name)
        assert wrapper.count() == 1, f"{idiom}: {name} is not placed in {region}"
        if wrapper.get_attribute("data-overflowed") is not None:
            assert not must_fit, f"{idiom}: {name} overflowed although the bar has room for it"
            assert in_bar.locator("[data-overflow-clone]").filter(has_text=name).count() == 1, f"{name} is not in the overflow menu"
            continue
        r, ib = box(in_bar.locator(f'[data-region="{region}"]')), box(wrapper)
        assert bar_box["y"] - 1 <= ib["y"] and ib["y"] + ib["height"] <= bar_box["y"] + bar_box["height"] + 1, f"{name} is outside its bar"
        assert bar_box["x"] - 1 <= ib["x"] and ib["x"] + ib["width"] <= bar_box["x"] + bar_box["width"] + 1, f"{name} is outside its bar"
        assert r["x"] - 1 <= ib["x"] and ib["x"] + ib["width"] <= r["x"] + r["width"] + 1, f"{name} is outside {region}"
        # Leading items in the bar's first half, trailing ones in its second.
        middle = ib["x"] + ib["width"] / 2
        if region.endswith(".leading"):
            assert middle < bar_box["x"] + bar_box["width"] / 2, f"{name} is not at the leading edge"
        if region.endswith(".trailing"):
            assert middle > bar_box["x"] + bar_box["width"] / 2, f"{name} is not at the trailing edge"
    if idiom != "phone":
        # Everything fits: no overflow menu at all.
        assert bar.locator('[data-region] > [data-overflowed]').count() == 0
        assert not bar.locator('[data-region="overflowMenu"]').is_visible()
    else:
        # secondaryAction always goes to the … menu on iPhone.
        assert bar.locator('[data-region="overflowMenu"]').is_visible()
    if idiom != "mac":
        # The bottom toolbar is below the top one.
        assert box(stack.locator('[data-bar="bottomBar"]').first)["y"] > b["y"] + b["height"]
    save_screenshot(page, f"toolbars-geometry-{idiom}")
    assert page_errors(page) == []


def test_principal_is_centred_on_phone(server, page):
    open_toolbars(page, "phone")
    bar = explorer_bar(page)
    b, p = box(bar), box(bar.locator('[data-region="titlebar.principal"]').get_by_text("Principal", exact=True))
    assert abs((p["x"] + p["width"] / 2) - (b["x"] + b["width"] / 2)) < b["width"] * 0.15


def test_overflow_menu_runs_items_and_resizing_brings_them_back(server, page):
    page.set_viewport_size({"width": 900, "height": 900})
    open_toolbars(page, "mac")
    bar = explorer_bar(page)
    page.wait_for_selector('[data-overflowed]', state='attached')
    more = bar.locator('[data-region="overflowMenu"]')
    assert more.is_visible(), "the » overflow menu should show when items don't fit"
    hidden = bar.locator('[data-region] > [data-overflowed]').count()
    assert hidden >= 1
    more.click()
    clone = bar.locator('[data-overflow-clone]').get_by_role("button").last
    name = clone.inner_text().strip()
    clone.click()
    page.wait_for_function("() => /Last action: (?!Nothing)/.test(document.body.innerText)")
    assert "Last action: Nothing" not in page.locator("body").inner_text(), f"clicking {name} in the overflow menu did nothing"
    save_screenshot(page, "toolbars-overflow-mac")
    # A wider window: fewer items overflow.
    page.set_viewport_size({"width": 1900, "height": 900})
    settle(page)
    assert bar.locator('[data-region] > [data-overflowed]').count() < hidden


def test_note_editor_toolbar_changes_the_font(server, page):
    page.set_viewport_size({"width": 1600, "height": 1000})
    open_toolbars(page, "mac")
    # The note editor: the first stack inside the Toolbars tab's own navigation stack.
    note = '[data-role="tabpanel"]:not([data-hidden]) [data-chrome="stack"] [data-chrome="stack"]'
    stack = page.locator(note).first
    expect(stack.get_by_role("heading", name="My Note")).to_be_visible()
    editor = stack.locator("textarea").first
    size_before = editor.evaluate("e => getComputedStyle(e).fontSize")
    slider = stack.locator('[data-bar="titlebar"] input[type="range"]').first
    slider.fill("40")
    page.wait_for_function("([n, s]) => getComputedStyle(document.querySelector(n + ' textarea')).fontSize !== s", arg=[note, size_before])
    bold = stack.locator('[data-bar="titlebar"] [data-role="switch"], [data-bar="titlebar"] [data-role="checkbox"], [data-bar="titlebar"] [data-toggle]').first
    bold.click()
    page.wait_for_function("(n) => getComputedStyle(document.querySelector(n + ' textarea')).fontWeight >= 600", arg=note)


@pytest.mark.parametrize("idiom", IDIOMS)
def test_every_placement_screenshot(server, page, idiom):
    page.set_viewport_size({"width": 1600, "height": 1000})
    open_toolbars(page, idiom)
    explorer_bar(page).scroll_into_view_if_needed()
    save_screenshot(page, f"toolbars-every-placement-{idiom}")
    assert page_errors(page) == []


def test_sheet_shows_modal_actions_and_escape_dismisses_on_mac(server, page):
    page.set_viewport_size({"width": 1600, "height": 1000})
    open_toolbars(page, "mac")
    page.get_by_role("button", name="Present a sheet").click()
    dialog = page.get_by_role("dialog")
    dialog.wait_for()
    sheet_bar = dialog.locator('[data-bar="sheet"]')
    add, cancel = box(sheet_bar.get_by_role("button", name="Add")), box(sheet_bar.get_by_role("button", name="Cancel"))
    assert cancel["x"] < add["x"], "cancellation sits before confirmation"
    save_screenshot(page, "toolbars-sheet-mac")
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")


@pytest.fixture(scope="module")
def gallery(showcase_binary, output_dir):
    """The showcase's preview gallery (a preview is a whole window: its stack sits directly in it)."""
    if not (showcase_binary.is_file() and os.access(showcase_binary, os.X_OK)):
        pytest.skip(f"TrellisShowcase is not built ({showcase_binary} missing)")
    port = conftest._free_port()
    srv = conftest._Server(
        [str(showcase_binary), "--previews", "--host", "127.0.0.1", "--port", str(port)],
        output_dir / "gallery-toolbars.log")
    try:
        yield srv.wait_for_url(conftest.SERVER_START_TIMEOUT)
    finally:
        srv.stop()


def test_mac_stack_joins_the_window_toolbar(gallery, page):
    """macOS has one unified toolbar: a stack directly in the window puts its title and items in the window's
    toolbar, not in a second bar row; the other idioms keep the stack's own navigation bar."""
    page.set_viewport_size({"width": 1400, "height": 900})
    goto(page, "/", base=gallery)
    page.get_by_role("link", name="Note editor", exact=True).first.click()
    page.wait_for_url("**/?preview=*")
    page.wait_for_load_state("networkidle")
    root = page.locator(".t-root")
    page.locator(".t-switcher select").select_option("mac")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'mac'")
    expect(root.locator('[data-chrome="stack"] [data-bar="titlebar"]')).to_have_count(0)
    expect(root.locator('[data-bar="titlebar"]')).to_have_count(1)
    bar = root.locator('[data-bar="titlebar"]')
    expect(bar.get_by_role("heading", name="My Note")).to_be_visible()
    # The joined items are live: the bold toggle in the window's toolbar changes the editor's font.
    bar.locator('[data-role="switch"], [data-role="checkbox"], [data-toggle]').first.click()
    page.wait_for_function("() => getComputedStyle(document.querySelector('.t-root textarea')).fontWeight >= 600")
    # The bar sits above the content, once.
    assert box(bar)["y"] + box(bar)["height"] <= box(root.locator("textarea").first)["y"] + 1
    save_screenshot(page, "toolbars-unified-mac")

    page.locator(".t-switcher select").select_option("pad")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'pad'")
    expect(root.locator('[data-chrome="stack"] [data-bar="titlebar"]')).to_have_count(1)
    expect(root.locator('[data-chrome="stack"] [data-bar="titlebar"]').get_by_role("heading", name="My Note")).to_be_visible()
    assert page_errors(page) == []


def test_mac_split_column_stack_joins_the_columns_toolbar_section(gallery, page):
    """macOS: a stack that is a split-view column's content puts its title and items in that column's section of
    the one toolbar row; pushing swaps them and puts the back button at the section's leading edge."""
    page.set_viewport_size({"width": 1400, "height": 900})
    goto(page, "/", base=gallery)
    page.get_by_role("link", name="Mailboxes", exact=True).first.click()
    page.wait_for_url("**/?preview=*")
    page.wait_for_load_state("networkidle")
    root = page.locator(".t-root")
    page.locator(".t-switcher select").select_option("mac")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'mac'")
    detail_bar = root.locator('[data-column="detail"] [data-bar="titlebar"]')
    expect(root.locator('[data-chrome="stack"] [data-bar="titlebar"]')).to_have_count(0)
    expect(detail_bar).to_have_count(1)
    expect(detail_bar.get_by_role("heading", name="Inbox")).to_be_visible()
    expect(detail_bar.get_by_role("button", name="Compose")).to_be_visible()
    # One toolbar row across the window: the sidebar's section and the detail's line up.
    sidebar_bar = root.locator('[data-column="sidebar"] [data-bar="titlebar"]')
    expect(sidebar_bar).to_have_count(1)
    page.wait_for_function("""() => {
        const s = document.querySelector('.t-root [data-column="sidebar"] [data-bar="titlebar"]');
        const d = document.querySelector('.t-root [data-column="detail"] [data-bar="titlebar"]');
        return s && d && Math.abs(s.getBoundingClientRect().top - d.getBoundingClientRect().top) < 1;
    }""")
    root.get_by_role("button", name="Open message").click()
    expect(detail_bar.get_by_role("heading", name="Message")).to_be_visible()
    expect(detail_bar.get_by_role("button", name="Reply")).to_be_visible()
    expect(detail_bar.get_by_role("button", name="Compose")).to_have_count(0)
    expect(detail_bar.get_by_role("button", name="Back")).to_be_visible()
    expect(root.locator('[data-chrome="stack"] [data-bar="titlebar"]')).to_have_count(0)
    save_screenshot(page, "toolbars-split-stack-mac")
    detail_bar.get_by_role("button", name="Back").click()
    expect(detail_bar.get_by_role("heading", name="Inbox")).to_be_visible()
    expect(detail_bar.get_by_role("button", name="Back")).to_have_count(0)

    page.locator(".t-switcher select").select_option("pad")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'pad'")
    expect(root.locator('[data-chrome="stack"] [data-bar="titlebar"]')).to_have_count(1)
    assert page_errors(page) == []


def test_watch_primary_action_is_revealed_by_scrolling_up(gallery, page):
    """watchOS (seed 000): primaryAction sits under the navigation bar, scrolled out of view until a person
    scrolls up."""
    goto(page, "/", base=gallery)
    page.get_by_role("link", name="Timers", exact=True).first.click()
    page.wait_for_url("**/?preview=*")
    page.wait_for_load_state("networkidle")
    page.locator(".t-switcher select").select_option("watch")
    page.wait_for_function("() => document.documentElement.dataset.idiom === 'watch'")
    root = page.locator(".t-root")
    expect(root.locator("[data-scroll-reveal]")).to_have_count(1)
    shown = """() => {
        const b = document.querySelector('.t-root [data-scroll-reveal] [data-role="button"]');
        if (!b) return null;
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }"""
    # It starts scrolled under the navigation bar: the button is covered.
    page.wait_for_function("() => { const b = document.querySelector('.t-root [data-scroll-reveal]'); return b && b.parentElement.scrollTop >= b.offsetHeight - 1; }")
    assert page.evaluate(shown) is False
    expect(root.get_by_role("heading", name="Timers")).to_be_visible()
    save_screenshot(page, "toolbars-watch-tucked")
    # A person scrolls up: it comes into view.
    level = root.locator('[data-chrome="level"]').first
    b = box(level)
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    page.mouse.wheel(0, -400)
    page.wait_for_function("() => document.querySelector('.t-root [data-scroll-reveal]').parentElement.scrollTop === 0")
    page.wait_for_function(shown)
    save_screenshot(page, "toolbars-watch-revealed")
    assert page_errors(page) == []
