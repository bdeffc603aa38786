"""Button (issue 4, seed 003): the showcase's Buttons page on the mac and phone idioms, driven by
ARIA role and name. Every action goes to the Swift server and back: the page's "Last action" line
is rendered from the @State the button's action wrote.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle


def open_buttons(page, idiom="mac"):
    open_showcase_page(page, "Buttons", idiom=idiom)
    expect(page.get_by_text("Last action: Nothing yet")).to_be_visible()


def last_action(page, text):
    expect(page.get_by_text(f"Last action: {text}", exact=True)).to_be_visible()


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_buttons_are_found_by_role_and_name(server, page, idiom):
    open_buttons(page, idiom)
    for name in ["Bordered", "Prominent", "Borderless", "Plain", "Delete", "Keep Editing", "Capsule", "Mini",
                 "Extra Large", "Share", "Download", "Save", "OK", "Close", "Done"]:
        expect(page.get_by_role("button", name=name, exact=True)).to_be_visible()
    # An icon-only label keeps its title as the accessible name.
    favourite = page.get_by_role("button", name="Favourite", exact=True)
    expect(favourite).to_be_visible()
    expect(favourite.get_by_text("Favourite")).to_have_attribute("data-visually-hidden", "true")
    page.get_by_role("button", name="Prominent", exact=True).click()
    last_action(page, "Prominent")
    page.get_by_role("button", name="Remove", exact=True).click()
    last_action(page, "Remove")
    assert page_errors(page) == []


def test_roles_and_styles_reach_the_dom(server, page):
    open_buttons(page)
    delete = page.get_by_role("button", name="Delete", exact=True)
    expect(delete).to_have_attribute("data-button-role", "destructive")
    # Destructive buttons are red on the Mac (the system red, light or dark).
    color = delete.evaluate("el => getComputedStyle(el).color")
    assert color in ("rgb(255, 59, 48)", "rgb(255, 69, 58)"), color
    expect(page.get_by_role("button", name="Capsule", exact=True)).to_have_attribute("data-border-shape", "capsule")
    expect(page.get_by_role("button", name="Mini", exact=True)).to_have_attribute("data-control-size", "mini")
    expect(page.get_by_role("button", name="Bordered", exact=True)).to_have_attribute("data-style", "bordered")
    expect(page.get_by_role("button", name="Disabled", exact=True)).to_be_disabled()
    expect(page.get_by_role("button", name="Still disabled", exact=True)).to_be_disabled()


def test_pressed_state_follows_the_pointer(server, page):
    open_buttons(page)
    button = page.get_by_role("button", name="Press and hold me", exact=True)
    button.scroll_into_view_if_needed()
    box = button.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    expect(button).to_have_attribute("data-pressed", "true")
    # The custom ButtonStyle's body re-rendered with isPressed: its label dims to 0.5.
    expect(button.locator('[data-opacity="0.5"]')).to_have_count(1)
    page.mouse.up()
    expect(button).not_to_have_attribute("data-pressed", "true")
    expect(button.locator('[data-opacity="0.5"]')).to_have_count(0)
    last_action(page, "Custom style")


def test_double_tap_style_needs_two_clicks(server, page):
    open_buttons(page)
    button = page.get_by_role("button", name="Double-tap me", exact=True)
    button.click()
    time.sleep(0.7)  # longer than a double tap's interval, so the next click starts afresh
    settle(page)
    expect(page.get_by_text("Double taps: 0")).to_be_visible()
    button.dblclick()
    expect(page.get_by_text("Double taps: 1")).to_be_visible()


def test_holding_a_repeat_button_repeats(server, page):
    open_buttons(page)
    button = page.get_by_role("button", name="Increase", exact=True)
    button.scroll_into_view_if_needed()
    box = button.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    time.sleep(1.3)  # the hold itself
    page.mouse.up()
    settle(page)  # the release and the last repeat's patch have arrived
    # The Buttons tab's counter (the Welcome tab, kept hidden, has a "Count:" of its own).
    text = page.get_by_role("tabpanel", name="Buttons").get_by_text(re.compile(r"^Count: \d+$"))
    expect(text).not_to_have_text("Count: 0")
    count = int(text.inner_text().split(": ")[1])
    # First repeat after 0.5 s, then every 0.1 s: about 8 in 1.3 s (allow for a loaded machine).
    assert 4 <= count <= 10, count
    time.sleep(0.4)  # long enough for several more repeats, had they not stopped
    settle(page)
    assert int(text.inner_text().split(": ")[1]) == count  # stopped when released
    # A quick click is one step.
    button.click()
    expect(text).to_have_text(f"Count: {count + 1}")


def test_keyboard_shortcuts(server, page):
    open_buttons(page)
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    last_action(page, "Saved with ⌘S")
    page.keyboard.press("Control+Shift+n")
    last_action(page, "New item with ⇧⌘N")
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("Enter")
    last_action(page, "OK with Return")
    page.keyboard.press("Escape")
    last_action(page, "Cancelled with Escape")
    assert page_errors(page) == []


def test_context_menu_on_right_click(server, page):
    open_buttons(page)
    page.get_by_text("Quarterly Report.pages").click(button="right")
    menu = page.get_by_role("menu")
    expect(menu).to_be_visible()
    expect(menu.get_by_role("menuitem", name="Delete")).to_have_attribute("data-button-role", "destructive")
    menu.get_by_role("menuitem", name="Copy").click()
    last_action(page, "Copy")
    expect(page.get_by_role("menu")).to_have_count(0)
    # Escape dismisses without acting.
    page.get_by_text("Quarterly Report.pages").click(button="right")
    expect(page.get_by_role("menuitem", name="Paste")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_role("menu")).to_have_count(0)
    last_action(page, "Copy")


def test_context_menu_on_long_press_on_phone(server, page):
    open_buttons(page, "phone")
    target = page.get_by_text("Quarterly Report.pages")
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    page.mouse.move(box["x"] + 10, box["y"] + box["height"] / 2)
    page.mouse.down()
    time.sleep(0.8)  # the long press itself
    page.mouse.up()
    expect(page.get_by_role("menuitem", name="Cut")).to_be_visible()
    page.get_by_role("menuitem", name="Cut").click()
    last_action(page, "Cut")


def test_menu_with_sections_submenu_and_primary_action(server, page):
    open_buttons(page)
    actions = page.get_by_role("button", name="Actions", exact=True)
    expect(actions).to_have_attribute("aria-haspopup", "menu")
    expect(actions).to_have_attribute("aria-expanded", "false")
    actions.click()
    expect(actions).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_role("group", name="Share")).to_be_visible()
    page.get_by_role("menuitem", name="Email").click()
    last_action(page, "Email")
    actions.click()
    page.get_by_role("menuitem", name="Move To").click()
    page.get_by_role("menuitem", name="Archive").click()
    last_action(page, "Moved to Archive")
    # The primary action runs on click; the menu opens on right-click.
    add = page.get_by_role("button", name="Add", exact=True)
    add.click()
    last_action(page, "Add (primary action)")
    add.click(button="right")
    page.get_by_role("menuitem", name="Add Tag").click()
    last_action(page, "Add Tag")
    assert page_errors(page) == []


@pytest.mark.parametrize("idiom,scheme", [
    ("mac", "light"), ("mac", "dark"), ("phone", "light"), ("phone", "dark"),
])
def test_buttons_page_screenshots(server, browser, idiom, scheme):
    context = browser.new_context(viewport={"width": 1280, "height": 1100}, color_scheme=scheme)
    page = context.new_page()
    try:
        open_buttons(page, idiom)
        save_screenshot(page, f"buttons-{idiom}-{scheme}", full_page=True)
        page.get_by_role("button", name="Actions", exact=True).click()
        expect(page.get_by_role("menuitem", name="Duplicate")).to_be_visible()
        save_screenshot(page, f"buttons-menu-{idiom}-{scheme}", full_page=True)
        assert page_errors(page) == []
    finally:
        context.close()
