"""Inspectors, resizable sheets and tables (docs/INSPECTOR.md): the showcase's Suspects page, the app of
the talk "Inspectors in SwiftUI" (seed 002).

The inspector opens and closes from its toolbar button and from View ▸ Show Inspector's shortcut (⌃⌘I);
its edge drags, and the width survives a reload; on a phone the Nibble Bulletin is a bottom sheet whose
grabber drags between detents, with the table behind usable up through the medium detent; the table sorts
by a header click (again: reversed) and selects rows.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import goto, open_showcase_page, page_errors, save_screenshot, settle
from test_previews import gallery, open_preview  # noqa: F401  (the gallery fixture)

INSPECTOR = 'aside[data-role="complementary"][aria-label="Inspector"]'
EDGE = INSPECTOR + ' > [data-role="separator"]'
TABLE = '[data-role="table"]'
ROWS = TABLE + ' > [data-role="rowgroup"] > [data-role="row"]'
DIALOG = '[data-role="dialog"][data-presentation]'
GRABBER = DIALOG + ' > [data-grabber]'


def open_suspects(page, idiom="mac"):
    open_showcase_page(page, "Suspects", idiom=idiom)
    expect(page.locator(TABLE)).to_be_visible()


def first_cells(page):
    return page.locator(ROWS).evaluate_all("(rows) => rows.map((r) => r.firstElementChild.textContent)")


def test_inspector_opens_from_its_toolbar_button_and_the_menu_shortcut(server, page):
    open_suspects(page)
    expect(page.locator(INSPECTOR)).to_have_count(0)
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_be_visible()
    expect(page.locator(INSPECTOR)).to_contain_text("Select a suspect")
    save_screenshot(page, "inspector-mac")
    # View ▸ Hide Inspector, ⌃⌘I, toggles the window's inspector.
    page.locator("body").press("Control+Meta+i")
    expect(page.locator(INSPECTOR)).to_have_count(0)
    page.locator("body").press("Control+Meta+i")
    expect(page.locator(INSPECTOR)).to_be_visible()
    expect(page.get_by_role("menuitem", name="Hide Inspector", include_hidden=True)).to_have_count(1)
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_have_count(0)
    assert page_errors(page) == []


def test_dragging_the_edge_resizes_and_a_reload_keeps_the_width(server, page):
    open_suspects(page)
    page.get_by_role("button", name="Toggle Inspector").click()
    edge = page.locator(EDGE)
    expect(edge).to_have_attribute("aria-valuenow", "300")
    box = edge.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 30, y, steps=3)
    page.mouse.move(x - 60, y, steps=3)
    page.mouse.up()
    expect(page.locator(INSPECTOR)).to_have_attribute("data-width", "360")
    # The column's width follows the attribute once layout has run: wait for it in one read.
    page.wait_for_function(
        "(sel) => { const e = document.querySelector(sel); return !!e && Math.abs(e.getBoundingClientRect().width - 360) <= 2 }",
        arg=INSPECTOR)
    # Keys on the focused edge: ← widens (it is the column's leading edge), → narrows.
    edge.focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator(INSPECTOR)).to_have_attribute("data-width", "350")

    page.reload()
    goto(page, idiom="mac")
    open_suspects(page)
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_have_attribute("data-width", "350")
    # A drag far past the maximum is clamped to it.
    box = page.locator(EDGE).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 400, y, steps=4)
    page.mouse.up()
    expect(page.locator(INSPECTOR)).to_have_attribute("data-width", "400")
    # Double-click: back to the ideal width (and forget the stored one).
    page.locator(EDGE).dblclick()
    expect(page.locator(INSPECTOR)).to_have_attribute("data-width", "300")


def test_the_table_sorts_by_header_and_selects_rows(server, page):
    open_suspects(page)
    expect(page.locator('[data-role="columnheader"][aria-label="Name"]')).to_have_attribute("aria-sort", "ascending")
    page.get_by_role("button", name="Favorite Fruits").click()
    expect(page.locator(ROWS).first).to_contain_text("Sheldon Sheep")
    assert first_cells(page) == ["Sheldon Sheep", "Bea Bunny", "Corey Cat", "Fabrizio Fish"]
    header = page.locator('[data-role="columnheader"][aria-label="Favorite Fruits"]')
    expect(header).to_have_attribute("aria-sort", "ascending")
    page.get_by_role("button", name="Favorite Fruits").click()
    expect(header).to_have_attribute("aria-sort", "descending")
    expect(page.locator(ROWS).first).to_contain_text("Fabrizio Fish")
    # Selecting a row shows it in the inspector's (grouped) form.
    page.locator(ROWS).filter(has_text="Corey Cat").click()
    expect(page.locator(ROWS).filter(has_text="Corey Cat")).to_have_attribute("aria-selected", "true")
    page.get_by_role("button", name="Toggle Inspector").click()
    form = page.locator(INSPECTOR + ' [data-role="form"]')
    expect(form).to_have_attribute("data-form-style", "grouped")
    expect(form.get_by_role("textbox", name="Name")).to_have_value("Corey Cat")
    save_screenshot(page, "inspector-table-selected")
    page.get_by_role("button", name="Toggle Inspector").click()


def grabber_drag(page, dy):
    box = page.locator(GRABBER).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + dy / 2, steps=4)
    page.mouse.move(x, y + dy, steps=4)
    page.mouse.up()


def click_row(page, name):
    row = page.locator(ROWS).filter(has_text=name)
    box = row.bounding_box()
    page.mouse.click(box["x"] + 20, box["y"] + box["height"] / 2)
    return row


def test_a_phone_sheet_drags_between_detents_and_the_view_behind_works_up_through_medium(server, page):
    page.set_viewport_size({"width": 390, "height": 844})
    open_suspects(page, idiom="phone")
    page.get_by_role("button", name="Nibble Bulletin").click()
    dialog = page.locator(DIALOG)
    expect(dialog).to_have_attribute("data-detent", "height:200")
    sheet = dialog.locator(':scope > [data-chrome="sheet"]')
    expect(sheet).to_contain_text("A kiwi was nibbled")
    page.wait_for_function("() => Math.abs(document.querySelector('%s > [data-chrome=\"sheet\"]').getBoundingClientRect().height - 200) < 3" % DIALOG)
    # A bottom sheet: its bottom edge is the window's (once its slide-in has finished).
    page.wait_for_function("() => Math.abs(document.querySelector('%s > [data-chrome=\"sheet\"]').getBoundingClientRect().bottom - innerHeight) <= 2" % DIALOG)

    # At 200 pt the table behind takes clicks (background interaction up through .medium).
    row = click_row(page, "Sheldon Sheep")
    expect(row).to_have_attribute("aria-selected", "true")
    save_screenshot(page, "inspector-phone-sheet-small")

    # Drag the grabber up to about half the screen: medium, and the table behind still takes clicks.
    grabber_drag(page, -220)
    expect(dialog).to_have_attribute("data-detent", "medium")
    page.wait_for_function("(h) => Math.abs(document.querySelector('%s > [data-chrome=\"sheet\"]').getBoundingClientRect().height - h) < 3" % DIALOG, arg=844 * 0.5)
    expect(dialog).to_have_attribute("data-background-interaction", "enabled")
    fish = click_row(page, "Fabrizio Fish")
    expect(fish).to_have_attribute("aria-selected", "true")
    expect(row).to_have_attribute("aria-selected", "false")

    # Keys on the grabber: ↑ to large, where the backdrop stops clicks.
    page.locator(GRABBER).focus()
    page.keyboard.press("ArrowUp")
    expect(dialog).to_have_attribute("data-detent", "large")
    page.wait_for_function("() => Math.abs(document.querySelector('%s > [data-chrome=\"sheet\"]').getBoundingClientRect().bottom - innerHeight) < 3" % DIALOG)
    expect(dialog).not_to_have_attribute("data-background-interaction", "enabled")
    save_screenshot(page, "inspector-phone-sheet-large")
    # The rows are under the large sheet's backdrop: a click at the first row's place doesn't reach it.
    box = page.locator(ROWS).first.bounding_box()
    page.mouse.click(box["x"] + 20, box["y"] + box["height"] / 2)
    settle(page)
    expect(fish).to_have_attribute("aria-selected", "true")
    expect(page.locator(ROWS + '[aria-selected="true"]')).to_have_count(1)
    page.locator(GRABBER).focus()  # the click moved focus off the grabber
    page.keyboard.press("ArrowDown")
    expect(dialog).to_have_attribute("data-detent", "medium")
    # Done moves with the sheet's height: click it once the sheet has come to rest at medium.
    page.wait_for_function("(h) => Math.abs(document.querySelector('%s > [data-chrome=\"sheet\"]').getBoundingClientRect().height - h) < 3" % DIALOG, arg=844 * 0.5)
    settle(page)
    page.get_by_role("button", name="Done").click()
    expect(page.locator(DIALOG)).to_have_count(0)
    assert page_errors(page) == []


def test_on_a_phone_the_inspector_is_a_sheet_and_its_button_stays_in_the_main_bar(server, page):
    page.set_viewport_size({"width": 390, "height": 844})
    open_suspects(page, idiom="phone")
    page.get_by_role("button", name="Toggle Inspector").click()
    dialog = page.locator('[data-role="dialog"][aria-label="Inspector"]')
    expect(dialog).to_have_attribute("data-detent", "medium")
    expect(dialog).to_contain_text("Select a suspect")
    # Only the first column shows in a compact width.
    expect(page.locator(TABLE + ' [data-role="columnheader"]')).to_have_count(1)
    save_screenshot(page, "inspector-phone")
    grabber_drag(page, 500)
    expect(page.locator('[data-role="dialog"][aria-label="Inspector"]')).to_have_count(0)


def test_on_a_regular_pad_the_inspector_is_a_column_in_light_and_dark(server, page):
    page.set_viewport_size({"width": 1180, "height": 820})
    open_suspects(page, idiom="pad")
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_be_visible()
    expect(page.locator('[data-inspector="column"]')).to_have_attribute("data-inspector-placement", "underToolbar")
    # All three columns show in a regular width, not resizable off the Mac.
    expect(page.locator(TABLE + ' [data-role="columnheader"]')).to_have_count(3)
    expect(page.locator(TABLE + ' [data-role="columnheader"][data-resizable]')).to_have_count(0)
    save_screenshot(page, "inspector-pad")
    page.emulate_media(color_scheme="dark")
    page.locator(ROWS).filter(has_text="Bea Bunny").click()
    expect(page.locator(INSPECTOR).get_by_role("textbox", name="Name")).to_have_value("Bea Bunny")
    save_screenshot(page, "inspector-pad-dark")
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_have_count(0)


def test_a_pad_without_room_for_a_column_overlays_the_content_until_it_has_room(server, page):
    # A viewport 960 px wide draws an iPad screen under 900 px: regular width, no room for a column.
    page.set_viewport_size({"width": 960, "height": 1000})
    open_suspects(page, idiom="pad")
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_be_visible()
    expect(page.locator('[data-inspector="overlay"]')).to_have_count(1)
    table, inspector = page.locator(TABLE).bounding_box(), page.locator(INSPECTOR).bounding_box()
    # Over the content, not beside it: the table keeps the full width under the inspector.
    assert table["x"] + table["width"] > inspector["x"] + inspector["width"] / 2, (table, inspector)
    save_screenshot(page, "inspector-pad-overlay")
    # A wider window has room: the same inspector becomes a column beside the table.
    page.set_viewport_size({"width": 1180, "height": 820})
    expect(page.locator('[data-inspector="column"]')).to_have_count(1)
    page.wait_for_function(
        """([t, i]) => { const a = document.querySelector(t), b = document.querySelector(i);
             return a && b && a.getBoundingClientRect().right <= b.getBoundingClientRect().left + 1; }""",
        arg=[TABLE, INSPECTOR])
    expect(page.locator(INSPECTOR).get_by_text("Select a suspect")).to_be_visible()


@pytest.mark.parametrize("idiom", ["watch", "tv", "vision"])
def test_the_inspector_sample_on_watch_tv_and_vision(server, page, idiom):
    """Vision Pro shows the Mac's column; watch and TV, which have no inspector in SwiftUI, a full-screen sheet."""
    open_suspects(page, idiom=idiom)
    if idiom == "watch":
        # The watch shows the first automatic toolbar item only (the bulletin): open it with the row's primary action.
        page.locator(ROWS).filter(has_text="Corey Cat").dblclick()
    else:
        page.get_by_role("button", name="Toggle Inspector").first.click()
    if idiom == "vision":
        expect(page.locator(INSPECTOR)).to_be_visible()
    else:
        dialog = page.locator('[data-role="dialog"][aria-label="Inspector"]')
        expect(dialog).to_have_attribute("data-presentation", "fullScreen")
        expect(dialog).to_contain_text("Details" if idiom == "watch" else "Select a suspect")
    settle(page)
    save_screenshot(page, f"inspector-{idiom}")
    assert page_errors(page) == []


def test_a_row_context_menu_and_primary_action(server, page):
    open_suspects(page)
    # A secondary click on a row opens the table's selection menu for that row.
    corey = page.locator(ROWS).filter(has_text="Corey Cat")
    corey.click(button="right")
    menu = corey.get_by_role("menu")
    expect(menu).to_be_visible()
    expect(corey).to_have_attribute("aria-expanded", "true")
    menu.get_by_role("menuitem", name="Mark Innocent").click()
    expect(corey.locator('[data-role="cell"]').nth(2)).to_have_text("Innocent")
    expect(page.get_by_role("menu")).to_have_count(0)
    # Escape closes an open menu without choosing.
    page.locator(ROWS).filter(has_text="Bea Bunny").click(button="right")
    expect(page.get_by_role("menu")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_role("menu")).to_have_count(0)
    expect(page.locator(ROWS).filter(has_text="Bea Bunny").locator('[data-role="cell"]').nth(2)).to_have_text("Extremely Suspicious")
    # A double-click runs the primary action: the inspector opens on that animal.
    page.locator(ROWS).filter(has_text="Sheldon Sheep").dblclick()
    expect(page.locator(INSPECTOR)).to_be_visible()
    expect(page.locator(INSPECTOR).get_by_role("textbox", name="Name")).to_have_value("Sheldon Sheep")
    page.get_by_role("button", name="Toggle Inspector").click()
    expect(page.locator(INSPECTOR)).to_have_count(0)
    assert page_errors(page) == []


def test_a_closed_inspector_keeps_the_toggle_declared_inside_it(gallery, page):
    """The talk's outside construction (a preview of the showcase): the toggle is in the inspector's own bar
    section, which stays, collapsed to its items, when the inspector closes."""
    open_preview(page, gallery, "Inspector Outside")
    expect(page.locator(INSPECTOR)).to_be_visible()
    toggle = page.get_by_role("button", name="Toggle Inspector")
    expect(toggle).to_have_count(1)
    expect(page.locator(INSPECTOR).get_by_role("button", name="Toggle Inspector")).to_have_count(1)
    toggle.click()
    expect(page.locator(INSPECTOR)).to_have_count(0)
    expect(toggle).to_be_visible()
    expect(page.get_by_text("Inspector content")).to_be_hidden()
    # The collapsed section sits at the window's trailing side, beside the stack's bar.
    stack = page.locator('[data-chrome="stack"]').bounding_box()
    button = toggle.bounding_box()
    assert button["x"] >= stack["x"] + stack["width"] - 2, (button, stack)
    save_screenshot(page, "inspector-collapsed-mac")
    toggle.click()
    expect(page.locator(INSPECTOR)).to_be_visible()
    expect(page.locator(INSPECTOR)).to_contain_text("Inspector content")
    assert page_errors(page) == []
