"""List editing (issue 17): the showcase's Groceries page on the mac and phone idioms. EditButton turns
edit mode on; a row's delete button asks in an alert and deletes on confirm; rows move with the Move Down
button, with ⌥↓ on a focused row and by dragging the handle; a forged reorder is refused.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle

START = "Order: Apples, Bread, Carrots, Dates, Eggs, Figs"


def open_page(page, idiom):
    open_showcase_page(page, "Groceries", idiom=idiom)
    expect(page.get_by_text(START, exact=True)).to_be_visible()


def in_page(page):
    """The Groceries tab's panel: the Mac's tab sidebar has an Edit button of its own (tab customization)."""
    return page.get_by_role("tabpanel", name="Groceries", exact=True)


def rows(page):
    return page.locator('[data-role="listitem"][data-deletable], [data-role="listitem"][data-movable]')


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_delete_confirmed_in_an_alert(server, page, idiom):
    open_page(page, idiom)
    in_page(page).get_by_role("button", name="Edit", exact=True).click()
    expect(in_page(page).get_by_role("button", name="Done", exact=True)).to_be_visible()
    deletes = page.locator('[data-edit-control="delete"]')
    # Bread is deleteDisabled: five of six rows have a delete button.
    expect(deletes).to_have_count(5)
    save_screenshot(page, f"list-editing-{idiom}")
    deletes.nth(1).click()  # Carrots
    alert = page.get_by_role("alertdialog", name="Delete item?")
    expect(alert).to_be_visible()
    expect(alert.get_by_text("Carrots will be removed.")).to_be_visible()
    alert.get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(page.get_by_text("Order: Apples, Bread, Dates, Eggs, Figs", exact=True)).to_be_visible()
    # Cancel keeps the row.
    page.locator('[data-edit-control="delete"]').first.click()
    page.get_by_role("alertdialog").get_by_role("button", name="Cancel", exact=True).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(page.get_by_text("Order: Apples, Bread, Dates, Eggs, Figs", exact=True)).to_be_visible()
    assert page_errors(page) == []


# Each editable row in edit mode: the gaps between its parts and the room its parts leave free.
ROW_FIT = """() => [...document.querySelectorAll('[data-role="listitem"][data-movable]')].map((row) => {
    const boxes = (el) => [...el.children].flatMap((c) => getComputedStyle(c).display === 'contents' ? boxes(c) : [c]);
    const parts = boxes(row).filter((c) => c.hasAttribute('data-id') && !c.hasAttribute('data-row-background')
        && !c.hasAttribute('data-swipe-tray') && c.getBoundingClientRect().width > 0);
    const s = getComputedStyle(row), r = row.getBoundingClientRect();
    const inner = r.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - parseFloat(s.borderLeftWidth) - parseFloat(s.borderRightWidth);
    const used = parts.reduce((w, p) => w + p.getBoundingClientRect().width, 0) + (parseFloat(s.columnGap) || 0) * (parts.length - 1);
    return { text: row.textContent.trim(), parts: parts.length, free: inner - used, controls: row.querySelectorAll(':scope > [data-edit-control]').length };
})"""


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_row_content_fills_the_room_between_the_edit_controls(server, page, idiom):
    """Edit mode puts the delete and move controls at the row's ends and the content between them, across
    all the room left; Done takes them away again (the row is marked `data-edit-controls` with them)."""
    open_page(page, idiom)
    assert page.locator("[data-edit-controls]").count() == 0
    in_page(page).get_by_role("button", name="Edit", exact=True).click()
    expect(page.locator('[data-edit-control="handle"]')).to_have_count(6)
    settle(page)
    fits = page.evaluate(ROW_FIT)
    assert len(fits) == 6 and all(f["controls"] >= 3 for f in fits), fits
    # Content and controls take the whole row: nothing is left over at its end.
    assert all(abs(f["free"]) <= 1.5 for f in fits), fits
    assert page.locator("[data-edit-controls]").count() == 6
    in_page(page).get_by_role("button", name="Done", exact=True).click()
    expect(page.locator("[data-edit-control]")).to_have_count(0)
    expect(page.locator("[data-edit-controls]")).to_have_count(0)
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_keyboard_reorder(server, page, idiom):
    open_page(page, idiom)
    in_page(page).get_by_role("button", name="Edit", exact=True).click()
    page.get_by_role("button", name="Move Down", exact=True).first.click()
    expect(page.get_by_text("Order: Bread, Apples, Carrots, Dates, Eggs, Figs", exact=True)).to_be_visible()
    # ⌥↓ on the focused row.
    row = rows(page).filter(has_text="Carrots").first
    row.focus()
    page.keyboard.press("Alt+ArrowDown")
    expect(page.get_by_text("Order: Bread, Apples, Dates, Carrots, Eggs, Figs", exact=True)).to_be_visible()
    # The Delete key asks first, as the delete button does.
    rows(page).filter(has_text="Figs").first.focus()
    page.keyboard.press("Delete")
    alert = page.get_by_role("alertdialog", name="Delete item?")
    expect(alert.get_by_text("Figs will be removed.")).to_be_visible()
    alert.get_by_role("button", name="Delete", exact=True).click()
    expect(page.get_by_text("Order: Bread, Apples, Dates, Carrots, Eggs", exact=True)).to_be_visible()
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_drag_reorder(server, page, idiom):
    open_page(page, idiom)
    in_page(page).get_by_role("button", name="Edit", exact=True).click()
    handles = page.locator('[data-edit-control="handle"]')
    expect(handles).to_have_count(6)
    source = handles.nth(0).bounding_box()  # Apples
    target = rows(page).nth(3).bounding_box()  # Dates
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    page.mouse.down()
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + 30, steps=4)
    page.mouse.move(source["x"] + source["width"] / 2, target["y"] + target["height"] * 0.75, steps=6)
    page.mouse.up()
    settle(page)
    # Dropped on Dates' lower half: after Dates.
    expect(page.get_by_text("Order: Bread, Carrots, Dates, Apples, Eggs, Figs", exact=True)).to_be_visible()
    assert page_errors(page) == []


def test_a_forged_reorder_is_refused(server, page):
    open_page(page, "mac")
    list_id = page.locator('[data-role="list"]').filter(has=rows(page).first).first.get_attribute("data-id")
    page.evaluate("(id) => window.TrellisRuntime.send({ t: 'event', id: +id, e: 'reorder', from: 4, to: 999 })", list_id)
    page.evaluate("(id) => window.TrellisRuntime.send({ t: 'event', id: +id, e: 'reorder', from: 999, to: 0 })", list_id)
    settle(page)
    expect(page.get_by_text(START, exact=True)).to_be_visible()
    # The page still works afterwards.
    page.evaluate("(id) => window.TrellisRuntime.send({ t: 'event', id: +id, e: 'reorder', from: 0, to: 2 })", list_id)
    settle(page)
    expect(page.get_by_text("Order: Bread, Apples, Carrots, Dates, Eggs, Figs", exact=True)).to_be_visible()


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_swipe_action_from_the_context_menu(server, page, idiom):
    open_page(page, idiom)
    expect(page.get_by_text("Staples: Bread", exact=True)).to_be_visible()
    row = rows(page).filter(has_text="Carrots").first
    row.get_by_text("Carrots", exact=True).click(button="right")
    item = page.get_by_role("menuitem", name="Mark as Staple")
    expect(item).to_be_visible()
    save_screenshot(page, f"swipe-actions-{idiom}")
    item.click()
    expect(page.get_by_text("Staples: Bread, Carrots", exact=True)).to_be_visible()
    # A staple can't be deleted: its row lost the Delete key.
    carrots = page.locator('[data-role="listitem"]').filter(has_text="Carrots").first
    expect(carrots).to_be_visible()
    assert carrots.get_attribute("data-deletable") is None
    assert page_errors(page) == []


def test_refresh_control_awaits_the_action(server, page):
    # The Mac's Refresh button (a phone pulls the list instead: test_list_swipe.py).
    open_page(page, "mac")
    expect(page.get_by_text("Refreshed 0 times", exact=True)).to_be_visible()
    page.get_by_role("button", name="Refresh", exact=True).click()
    expect(page.get_by_text("Refreshed 1 times", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Refresh", exact=True)).to_be_visible()
    assert page_errors(page) == []
