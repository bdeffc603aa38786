"""Alerts and confirmation dialogs (issue 17): the showcase's Everyday Data page on the mac and phone
idioms. A delete is confirmed in an alert; a dialog is used with the keyboard alone (focus moves in,
Tab stays inside, Escape cancels and focus returns, Return runs the default action); the store is an
ObservableObject shared with @EnvironmentObject, and a Timer.publish timer ticks through onReceive.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle


def open_page(page, idiom):
    open_showcase_page(page, "Everyday Data", idiom=idiom)
    expect(page.get_by_text("3 items, 0 deleted", exact=True)).to_be_visible()


def focused_name(page):
    return page.evaluate("() => { const a = document.activeElement; return a ? (a.getAttribute('aria-label') || a.textContent).trim() : ''; }")


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_delete_confirmed_in_an_alert(server, page, idiom):
    open_page(page, idiom)
    page.get_by_role("button", name="Delete Eggs", exact=True).click()
    alert = page.get_by_role("alertdialog", name="Delete item?")
    expect(alert).to_be_visible()
    expect(alert).to_have_attribute("aria-modal", "true")
    expect(alert.get_by_text("Eggs will be removed from the list.")).to_be_visible()
    delete = alert.get_by_role("button", name="Delete", exact=True)
    # Destructive is red; in a row of two, Cancel comes first.
    color = delete.evaluate("el => getComputedStyle(el).color")
    assert color in ("rgb(255, 59, 48)", "rgb(255, 69, 58)"), color
    names = alert.get_by_role("button").all_inner_texts()
    assert [n.strip() for n in names] == ["Cancel", "Delete"], names
    save_screenshot(page, f"alert-delete-{idiom}")
    delete.click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(page.get_by_text("2 items, 1 deleted", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Delete Eggs", exact=True)).to_have_count(0)
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_keyboard_use_of_a_dialog(server, page, idiom):
    open_page(page, idiom)
    opener = page.get_by_role("button", name="Delete Milk", exact=True)
    opener.focus()
    page.keyboard.press("Enter")
    alert = page.get_by_role("alertdialog", name="Delete item?")
    expect(alert).to_be_visible()
    # Focus moved into the dialog, and Tab keeps it there.
    page.wait_for_function("() => document.activeElement && document.activeElement.closest('[role=alertdialog]')")
    first = focused_name(page)
    page.keyboard.press("Tab")
    second = focused_name(page)
    page.keyboard.press("Tab")
    assert {first, second} == {"Cancel", "Delete"}, (first, second)
    assert focused_name(page) == first
    # Escape cancels: nothing is deleted, and focus returns to the button that opened the alert.
    page.keyboard.press("Escape")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    settle(page)
    expect(page.get_by_text("3 items, 0 deleted", exact=True)).to_be_visible()
    expect(opener).to_be_focused()

    # Return runs the default action (Reset), which has focus when the alert opens.
    reset = page.get_by_role("button", name="Reset Counter…", exact=True)
    reset.focus()
    page.keyboard.press("Enter")
    alert = page.get_by_role("alertdialog", name="Reset the counter?")
    expect(alert).to_be_visible()
    expect(alert.get_by_role("button", name="Reset", exact=True)).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    expect(page.get_by_text("Resets: 1", exact=True)).to_be_visible()
    expect(reset).to_be_focused()
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_confirmation_dialog_per_idiom(server, page, idiom):
    open_page(page, idiom)
    page.get_by_role("button", name="Clear List…", exact=True).click()
    dialog = page.get_by_role("alertdialog", name="Clear the list?")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_attribute("data-dialog-style", "actionSheet" if idiom == "phone" else "alert")
    names = [n.strip() for n in dialog.get_by_role("button").all_inner_texts()]
    # iPhone adds a Cancel at the bottom; the Mac cancels with Escape.
    assert names == (["Clear All Items", "Cancel"] if idiom == "phone" else ["Clear All Items"]), names
    save_screenshot(page, f"confirmation-dialog-{idiom}")
    page.keyboard.press("Escape")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    settle(page)
    expect(page.get_by_text("3 items, 0 deleted", exact=True)).to_be_visible()
    page.get_by_role("button", name="Clear List…", exact=True).click()
    page.get_by_role("alertdialog").get_by_role("button", name="Clear All Items", exact=True).click()
    expect(page.get_by_text("0 items, 0 deleted", exact=True)).to_be_visible()
    assert page_errors(page) == []


def test_a_timer_ticks_through_on_receive(server, page):
    open_page(page, "mac")
    # Timer.publish(every: 1, on: .main, in: .common).autoconnect(): the main run loop fires it.
    expect(page.get_by_text("Ticks: 2", exact=True)).to_be_visible(timeout=10_000)


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_a_popover_next_to_its_button_or_a_sheet(server, page, idiom):
    open_page(page, idiom)
    button = page.get_by_role("button", name="Store Info", exact=True)
    button.click()
    panel = page.get_by_role("dialog").filter(has_text="Store details")
    expect(panel).to_be_visible()
    if idiom == "phone":
        # Compact width: the popover is a sheet.
        expect(panel).to_have_attribute("data-presentation", "bottomSheet")
        return
    expect(panel).to_have_attribute("data-presentation", "popover")
    expect(panel).to_have_attribute("data-placed", "bottom")
    expect(panel).to_have_attribute("aria-modal", "false")
    b, p = button.bounding_box(), panel.bounding_box()
    assert p["y"] >= b["y"] + b["height"], (b, p)  # below the button
    assert p["x"] <= b["x"] + b["width"] and p["x"] + p["width"] >= b["x"], (b, p)  # beside it horizontally
    expect(panel.get_by_text("3 items on the list")).to_be_visible()
    save_screenshot(page, "popover-mac")
    # A click elsewhere dismisses it; the window behind stays usable (not modal).
    page.get_by_text("3 items, 0 deleted", exact=True).click()
    expect(page.get_by_role("dialog").filter(has_text="Store details")).to_have_count(0)
    assert page_errors(page) == []
