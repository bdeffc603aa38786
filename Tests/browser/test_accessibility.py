"""Accessibility (issue 18): Chromium's own accessibility tree for the showcase's Controls page.

The tree is read over the DevTools protocol (`Accessibility.getFullAXTree`), the same tree a screen
reader gets: every control has a role and a name, and the labels, hints, values, headings and hidden
views the page sets with SwiftUI's accessibility modifiers show in it.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import SHOWCASE_SECTIONS, open_showcase_page, settle

CONTROL_ROLES = {
    "button", "checkbox", "switch", "radio", "slider", "textbox", "combobox", "spinbutton", "link", "tab",
    "menuitem", "menuitemcheckbox", "option", "ListBoxOption", "searchbox", "toggleButton", "PopUpButton",
}


def open_controls(page):
    open_showcase_page(page, "Controls")
    expect(page.get_by_role("button", name="Clear notes")).to_be_visible()
    settle(page)


def ax_tree(page):
    """The page's accessibility tree as Chromium computes it: (role, name, description, value, props) per node."""
    cdp = page.context.new_cdp_session(page)
    try:
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    out = []
    for n in nodes:
        if n.get("ignored"):
            continue
        value = lambda key: (n.get(key) or {}).get("value")
        props = {p["name"]: p.get("value", {}).get("value") for p in n.get("properties", [])}
        out.append({"role": value("role"), "name": value("name") or "", "description": value("description") or "",
                    "value": value("value"), "props": props})
    return out


def find(tree, role, name):
    return [n for n in tree if n["role"] == role and n["name"] == name]


def test_every_control_has_a_role_and_a_name(server, page):
    open_controls(page)
    tree = ax_tree(page)
    controls = [n for n in tree if n["role"] in CONTROL_ROLES]
    assert len(controls) >= 12, [(n["role"], n["name"]) for n in tree]
    unnamed = [(n["role"], n["value"]) for n in controls if not n["name"].strip()]
    assert unnamed == [], f"controls without an accessible name: {unnamed}"


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_every_showcase_page_names_its_controls(server, page, idiom):
    """Walks every page of the showcase, as a Mac window and as a phone: each interactive control in
    Chromium's tree has a role and a non-empty name."""
    problems, seen = [], 0
    for titles in SHOWCASE_SECTIONS.values():
        for title in titles:
            open_showcase_page(page, title, idiom=idiom)
            settle(page)
            for n in ax_tree(page):
                if n["role"] in CONTROL_ROLES:
                    seen += 1
                    if not n["name"].strip():
                        problems.append((title, n["role"], n["value"]))
    assert seen > 100
    assert problems == [], f"controls without an accessible name: {problems}"


def test_control_values_in_the_tree_match_the_host_tree(server, page):
    """The values Chromium reports for the Controls page's switches, slider, stepper and progress are
    the ones the server's host tree holds (the test host's dump of the same state reads `checked=true`,
    `value=0.6`, `value=0.2`: ControlsPage starts with notifications on, sounds off, volume 0.6 and
    a quantity of 2 of 10)."""
    open_controls(page)
    tree = ax_tree(page)

    def one(roles, name):
        found = [n for n in tree if n["role"] in roles and n["name"] == name]
        assert len(found) == 1, (name, [(n["role"], n["name"]) for n in tree if n["role"] in roles])
        return found[0]

    toggles = {"switch", "checkbox"}
    assert one(toggles, "Notifications")["props"].get("checked") == "true"
    assert one(toggles, "Play sounds")["props"].get("checked") == "false"
    assert abs(float(one({"slider"}, "Volume")["value"]) - 0.6) < 1e-6
    # The stepper names its value; a progress view's value is its fraction (`value=0.2 max=1` in the host tree: 2 of 10).
    assert one({"group"}, "Quantity: 2")
    assert abs(float(one({"progressbar"}, "Order progress")["value"]) - 0.2) < 1e-6
    # The native controls hold the same values (the slider's range input, the progress element).
    expect(page.get_by_role("slider", name="Volume")).to_have_value("0.6")
    expect(page.get_by_role("progressbar", name="Order progress")).to_have_attribute("value", "0.2")
    # Changing a control changes the tree: the stepper's increment reaches the progress value.
    page.get_by_role("button", name="Increment").click()
    settle(page)
    assert abs(float(one_after(page, "progressbar", "Order progress")["value"]) - 0.3) < 1e-6


def one_after(page, role, name):
    found = [n for n in ax_tree(page) if n["role"] == role and n["name"] == name]
    assert len(found) == 1
    return found[0]


def test_labels_hints_and_values_show_in_the_tree(server, page):
    open_controls(page)
    tree = ax_tree(page)
    # accessibilityLabel + accessibilityHint on an icon-only button.
    clear = find(tree, "button", "Clear notes")
    assert len(clear) == 1, [(n["role"], n["name"]) for n in tree if n["role"] == "button"]
    assert clear[0]["description"] == "Empties the notes editor"
    # Icon toggles named by their labels (they were "bold"/"italic" symbol names before).
    assert find(tree, "toggleButton", "Bold") or find(tree, "button", "Bold")
    # A text made an image by a trait, named by its label.
    assert find(tree, "img", "Rated 4 of 5") or find(tree, "image", "Rated 4 of 5")
    # A tappable text made a button by a trait, with a hint.
    reset = find(tree, "button", "Tap to reset")
    assert reset and reset[0]["description"] == "Sets the order back to 2 scoops"
    # accessibilityHeading(.h3): a heading at level 3.
    heading = find(tree, "heading", "Read aloud")
    assert heading and heading[0]["props"].get("level") == 3
    # accessibilityValue on a slider: aria-valuetext on the native range (Chromium's CDP tree reports
    # the number as the value, so the attribute is checked on the element screen readers query).
    assert [n for n in tree if n["role"] == "slider" and n["name"] == "Volume"]
    expect(page.get_by_role("slider", name="Volume")).to_have_attribute("aria-valuetext", "60 percent")


def test_hidden_views_leave_the_tree_and_identifiers_and_tooltips_reach_the_dom(server, page):
    open_controls(page)
    # accessibilityHidden(true): the bell is on screen but not in the tree.
    bell = page.locator('[data-role="img"][aria-hidden="true"]').filter(has=page.locator('use[href$="#bell"]'))
    expect(bell).to_have_count(1)
    expect(bell).to_be_visible()
    # accessibilityIdentifier → data-testid; help → a title tooltip.
    clear = page.get_by_test_id("clear-notes")
    expect(clear).to_have_accessible_name("Clear notes")
    expect(clear).to_have_attribute("title", "Clear notes")
    expect(page.get_by_title("Bold")).to_have_count(1)


def test_a_tap_through_a_button_trait_still_reaches_the_server(server, page):
    open_controls(page)
    page.get_by_role("button", name="Increment").click()
    expect(page.get_by_role("group", name="Order", exact=True)).to_contain_text("3 scoops")
    page.get_by_role("button", name="Tap to reset").click()
    expect(page.get_by_role("group", name="Order", exact=True)).to_contain_text("2 scoops")


def test_line_limit_clamps_a_long_text_to_two_lines(server, page):
    open_controls(page)
    text = page.get_by_text("A long paragraph that a narrow column cuts", exact=False)
    expect(text).to_have_attribute("data-line-limit", "2")
    box = text.evaluate("(el) => ({h: el.clientHeight, full: el.scrollHeight, lh: parseFloat(getComputedStyle(el).lineHeight) || 20})")
    assert box["h"] <= 2 * box["lh"] + 2, box
    assert box["full"] > box["h"], box
    caps = page.get_by_text("Tracked capitals")
    style = caps.evaluate("(el) => [getComputedStyle(el).textTransform, getComputedStyle(el).letterSpacing]")
    assert style == ["uppercase", "2px"], style
