"""The controls beside Button (issue 4): the showcase's Controls page, driven by ARIA role and name.

Every interaction goes to the Swift server and back: the "Live values" section at the bottom of the
form is rendered from the @State the control wrote, so seeing it change proves the round trip.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import goto, open_showcase_page, page_errors, save_screenshot, settle


def open_controls(page, idiom="mac"):
    open_showcase_page(page, "Controls", idiom=idiom)
    # A Form has no accessible name (so no implicit ARIA role): wait for its first section.
    expect(page.get_by_role("group", name="Profile")).to_be_visible()


def live(page, name):
    """The value cell of a "Live values" row (a LabeledContent group named `name`)."""
    return page.get_by_role("group", name=name, exact=True)


def test_typing_into_a_text_field_round_trips(server, page):
    open_controls(page)
    field = page.get_by_role("textbox", name="Name")
    expect(field).to_have_attribute("placeholder", "Jane Appleseed")
    field.fill("Ada")
    expect(live(page, "Greeting")).to_contain_text("Hello, Ada!")
    field.press("End")
    field.type(" Lovelace")
    expect(live(page, "Greeting")).to_contain_text("Hello, Ada Lovelace!")
    # Return submits (onSubmit) and does not navigate the page away (the Form is a <form>).
    url = page.url
    field.press("Enter")
    expect(live(page, "Submitted")).to_contain_text("1 times")
    assert page.url == url
    assert page_errors(page) == []


def test_border_follows_state_inside_the_frame(server, page):
    open_controls(page)
    preview = page.get_by_text("Preview", exact=True)
    def outline():
        return preview.evaluate("(e) => { const s = getComputedStyle(e); return [s.outlineStyle, s.outlineWidth, s.outlineOffset]; }")
    assert outline() == ["solid", "1px", "-1px"]
    page.get_by_role("button", name="bold").click()
    expect(preview).to_have_attribute("data-border-width", "2")
    assert outline() == ["solid", "2px", "-2px"]


def test_secure_field_hides_what_is_typed(server, page):
    open_controls(page)
    field = page.get_by_role("textbox", name="Password")
    expect(field).to_have_attribute("type", "password")
    field.fill("hunter2")
    expect(live(page, "Password")).to_contain_text("•••••••")


def test_toggling_a_switch(server, page):
    open_controls(page)
    switch = page.get_by_role("switch", name="Notifications")
    expect(switch).to_be_checked()
    switch.click()
    expect(live(page, "Notifications")).to_contain_text("Off")
    expect(switch).not_to_be_checked()
    switch.press("Space")
    expect(live(page, "Notifications")).to_contain_text("On")
    # The automatic style is a checkbox on the Mac.
    page.get_by_role("checkbox", name="Play sounds").check()
    expect(live(page, "Sounds")).to_contain_text("On")


def test_moving_a_slider_with_the_keyboard(server, page):
    open_controls(page)
    slider = page.get_by_role("slider", name="Volume")
    expect(slider).to_have_value("0.6")
    slider.focus()
    slider.press("ArrowRight")
    expect(live(page, "Volume level")).to_contain_text("70%")
    slider.press("ArrowLeft")
    slider.press("ArrowLeft")
    expect(live(page, "Volume level")).to_contain_text("50%")
    expect(slider).to_have_value("0.5")


def test_picking_from_a_segmented_picker(server, page):
    open_controls(page)
    group = page.get_by_role("radiogroup", name="Appearance")
    expect(group.get_by_role("radio", name="Auto")).to_be_checked()
    group.get_by_role("radio", name="Dark").click()
    expect(live(page, "Chosen appearance")).to_contain_text("Dark")
    expect(group.get_by_role("radio", name="Dark")).to_be_checked()
    expect(group.get_by_role("radio", name="Auto")).not_to_be_checked()


def test_picking_from_a_menu_picker(server, page):
    open_controls(page)
    picker = page.get_by_role("combobox", name="Flavor")
    expect(picker).to_contain_text("Chocolate")
    picker.click()
    expect(picker).to_have_attribute("aria-expanded", "true")
    picker.get_by_role("option", name="Pistachio").click()
    expect(live(page, "Chosen flavor")).to_contain_text("Pistachio")
    expect(picker).to_have_attribute("aria-expanded", "false")
    expect(picker.get_by_role("option", name="Pistachio", include_hidden=True)).to_have_attribute("aria-selected", "true")
    # Keyboard: ↓ opens at the chosen option, ↓ moves, Enter picks.
    picker.focus()
    picker.press("ArrowDown")
    expect(picker).to_have_attribute("aria-expanded", "true")
    expect(picker.get_by_role("option", name="Pistachio")).to_be_focused()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(live(page, "Chosen flavor")).to_contain_text("Vanilla")


def test_a_menu_command_acts_on_the_focused_field(server, page):
    open_controls(page)
    menu = page.get_by_role("menubar").get_by_role("menuitem", name="Showcase", exact=True)
    clear = page.get_by_role("menuitem", name="Clear Name", include_hidden=True)
    expect(clear).to_have_attribute("aria-disabled", "true")
    field = page.get_by_role("textbox", name="Name")
    field.fill("Ada")
    expect(live(page, "Greeting")).to_contain_text("Hello, Ada!")
    # Showcase ▸ Clear Name reads the focused field's binding (@FocusedBinding); opening the menu
    # leaves the focus where it was.
    menu.click()
    expect(clear).not_to_have_attribute("aria-disabled", "true")
    expect(field).to_be_focused()
    clear.click()
    expect(field).to_have_value("")
    expect(live(page, "Greeting")).to_contain_text("Hello!")
    # Focus elsewhere: nothing for the command to act on.
    page.get_by_role("textbox", name="Password").focus()
    settle(page)
    expect(clear).to_have_attribute("aria-disabled", "true")


def test_an_empty_menu_opens_an_empty_popup(server, page):
    open_controls(page)
    bar = page.get_by_role("menubar")
    helpItem = bar.get_by_role("menuitem", name="Help", exact=True)
    # The app puts nothing in Help: the item still says it has a menu, and opens an empty one.
    expect(helpItem).to_have_attribute("aria-haspopup", "menu")
    helpItem.click()
    popup = helpItem.get_by_role("menu", name="Help")
    expect(popup).to_be_visible()
    expect(popup.get_by_role("menuitem")).to_have_count(0)
    # Escape closes it and leaves the focus on the item; ↓ opens it again from the keyboard.
    page.keyboard.press("Escape")
    expect(popup).to_be_hidden()
    helpItem.focus()
    page.keyboard.press("ArrowDown")
    expect(popup).to_be_visible()
    # ← moves along the bar to the previous menu, → back; a click elsewhere closes every menu.
    page.keyboard.press("Escape")
    page.keyboard.press("ArrowLeft")
    expect(bar.get_by_role("menuitem", name="Window", exact=True)).to_be_focused()
    page.get_by_role("group", name="Profile").click()
    expect(popup).to_be_hidden()


def test_stepper_clicks_stay_in_range(server, page):
    open_controls(page)
    stepper = page.get_by_role("group", name=re.compile(r"^Quantity: \d+$"))
    expect(stepper).to_have_accessible_name("Quantity: 2")
    stepper.get_by_role("button", name="Increment").click()
    expect(live(page, "Order")).to_contain_text("3 scoops")
    for _ in range(3):
        stepper.get_by_role("button", name="Decrement").click()
    expect(live(page, "Order")).to_contain_text("0 scoops")
    stepper.get_by_role("button", name="Decrement").click()
    expect(live(page, "Order")).to_contain_text("0 scoops")
    expect(page.get_by_role("progressbar", name="Order progress")).to_have_attribute("value", "0")


def test_stepper_clicks_faster_than_the_patches_are_each_a_step(server, page):
    open_controls(page)
    stepper = page.get_by_role("group", name=re.compile(r"^Quantity: \d+$"))
    expect(stepper).to_have_accessible_name("Quantity: 2")
    # Three clicks in one go: no patch can arrive between them, so the page still shows 2 for all three.
    stepper.get_by_role("button", name="Increment").evaluate("(b) => { b.click(); b.click(); b.click(); }")
    expect(stepper).to_have_accessible_name("Quantity: 5")
    expect(live(page, "Order")).to_contain_text("5 scoops")


def test_toggle_buttons_press_and_release(server, page):
    open_controls(page)
    bold = page.get_by_role("button", name="bold")
    expect(bold).to_have_attribute("aria-pressed", "false")
    bold.click()
    expect(bold).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_text("Preview")).to_have_attribute("data-font-weight", "bold")


@pytest.mark.parametrize("idiom", ["mac", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_controls_page_screenshots(server, browser, idiom, scheme):
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, color_scheme=scheme)
    page = context.new_page()
    try:
        open_controls(page, idiom=idiom)
        # The phone's automatic toggle is a switch, the Mac's a checkbox.
        role = "checkbox" if idiom == "mac" else "switch"
        expect(page.get_by_role(role, name="Play sounds")).to_be_visible()
        save_screenshot(page, f"controls-{idiom}-{scheme}", full_page=True)
        assert page_errors(page) == []
    finally:
        context.close()
