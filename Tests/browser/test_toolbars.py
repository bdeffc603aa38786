"""Toolbars in the browser: items land in the right part of the bar on mac, pad and phone; items
that don't fit move into the overflow menu and still work there; screenshots of every placement
on all six idioms. Drives the showcase's Toolbars page (Sources/TrellisShowcase/Pages/ToolbarsPage.swift)."""

import pytest
from playwright.sync_api import expect

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
