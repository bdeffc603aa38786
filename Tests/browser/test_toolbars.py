"""Toolbars in the browser: items land in the right part of the bar on mac, pad and phone; items
that don't fit move into the overflow menu and still work there; screenshots of every placement
on all six idioms. Drives the showcase's Toolbars page (Sources/TrellisShowcase/Pages/ToolbarsPage.swift)."""

import pytest
from playwright.sync_api import expect

from conftest import goto, open_showcase_page, page_errors, save_screenshot

IDIOMS = ["mac", "pad", "phone", "watch", "tv", "vision"]


def open_toolbars(page, idiom):
    open_showcase_page(page, "Toolbars", idiom=idiom)
    # On phone the split view is a stack: the sidebar's bar is still in the DOM, hidden.
    page.locator('[data-bar="titlebar"] [data-placement]:visible').first.wait_for()


def explorer_bar(page):
    """The placements explorer's top bar (the page's last navigation stack)."""
    return page.locator('[data-chrome="stack"]').last.locator('[data-bar="titlebar"]').first


def box(locator):
    b = locator.bounding_box()
    assert b is not None, f"{locator} has no box (not visible)"
    return b


@pytest.mark.parametrize("idiom,expected", [
    # mac: navigation and primaryAction at the toolbar's leading edge, automatic at the trailing end.
    ("mac", {"Navigate": "titlebar.leading", "Compose": "titlebar.leading", "Automatic": "titlebar.trailing"}),
    # pad and phone: navigation and topBarLeading leading; primaryAction and automatic trailing.
    ("pad", {"Navigate": "titlebar.leading", "Leading": "titlebar.leading", "Compose": "titlebar.trailing", "Automatic": "titlebar.trailing"}),
    ("phone", {"Navigate": "titlebar.leading", "Compose": "titlebar.trailing"}),
])
def test_items_sit_in_their_region_of_the_bar(server, page, idiom, expected):
    page.set_viewport_size({"width": 1900, "height": 1000})
    open_toolbars(page, idiom)
    bar = explorer_bar(page)
    b = box(bar)
    leading, trailing = box(bar.locator('[data-region="titlebar.leading"]')), box(bar.locator('[data-region="titlebar.trailing"]'))
    assert leading["x"] < trailing["x"], "the leading region comes before the trailing one"
    boxed = 0
    for name, region in expected.items():
        wrapper = bar.locator(f'[data-region="{region}"] > [data-placement]').filter(has_text=name)
        assert wrapper.count() == 1, f"{idiom}: {name} is not placed in {region}"
        if wrapper.get_attribute("data-overflowed") is not None:
            # Out of room in this window: it must be reachable from the overflow menu instead.
            assert bar.locator("[data-overflow-clone]").filter(has_text=name).count() == 1
            continue
        r, ib = box(bar.locator(f'[data-region="{region}"]')), box(wrapper)
        assert b["y"] - 1 <= ib["y"] and ib["y"] + ib["height"] <= b["y"] + b["height"] + 1, f"{name} is outside the bar"
        assert r["x"] - 1 <= ib["x"] and ib["x"] + ib["width"] <= r["x"] + r["width"] + 1, f"{name} is outside {region}"
        boxed += 1
    assert boxed >= 1, "at least one item should fit the bar"
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
    page.wait_for_timeout(400)
    assert bar.locator('[data-region] > [data-overflowed]').count() < hidden


def test_note_editor_toolbar_changes_the_font(server, page):
    page.set_viewport_size({"width": 1600, "height": 1000})
    open_toolbars(page, "mac")
    stack = page.locator('[data-chrome="stack"]').first
    expect(stack.get_by_role("heading", name="My Note")).to_be_visible()
    editor = stack.locator("textarea").first
    size_before = editor.evaluate("e => getComputedStyle(e).fontSize")
    slider = stack.locator('[data-bar="titlebar"] input[type="range"]').first
    slider.fill("40")
    page.wait_for_function("(s) => getComputedStyle(document.querySelector('[data-chrome=\"stack\"] textarea')).fontSize !== s", arg=size_before)
    bold = stack.locator('[data-bar="titlebar"] [data-role="switch"], [data-bar="titlebar"] [data-role="checkbox"], [data-bar="titlebar"] [data-toggle]').first
    bold.click()
    page.wait_for_function("() => getComputedStyle(document.querySelector('[data-chrome=\"stack\"] textarea')).fontWeight >= 600")


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
