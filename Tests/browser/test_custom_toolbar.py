"""Customizable toolbars in Chromium (seed 001, docs/TOOLBAR-CUSTOMIZATION.md): the showcase's Tools Editor
page declares `toolbar(id: "editingtools")` and the app declares `ToolbarCommands()`. Open the editor from the
View menu and from the toolbar's context menu, drag items out and in, reorder, close; the bar shows the result,
a second tab shows it, the keyboard alone can do it, and it survives a server restart."""

import pytest
from playwright.sync_api import expect

from conftest import _Server, _free_port, goto, open_showcase_page, page_errors, save_screenshot, settle

pytestmark = pytest.mark.usefixtures("server")

# The page's bar: the window's unified toolbar on the Mac, the visible tab's navigation bar elsewhere
# (the Welcome tab stays in the DOM, hidden, with its own bar).
BAR = '[data-bar="titlebar"]:not([data-hidden] *)'


def open_tools(page, idiom="mac", base=None):
    open_showcase_page(page, "Tools Editor", idiom=idiom, base=base)
    page.locator(BAR).first.wait_for()
    settle(page)


def bar(page):
    return page.locator(BAR).first


def bar_items(page):
    """The customizable items in the detail column's bar, in order, by what they control."""
    settle(page)
    return page.evaluate(
        """(sel) => Array.from(document.querySelector(sel).querySelectorAll('[data-placement="secondaryAction"]'))
             .filter((el) => !el.closest('[data-region="overflowMenu"]') && !el.hasAttribute('data-overflowed'))
             .map((el) => {
               const c = el.querySelector('[data-role]');
               const name = c.getAttribute('aria-label') || c.querySelector('[aria-label]')?.getAttribute('aria-label') || c.textContent.trim();
               return name;
             })""",
        BAR,
    )


def editor(page):
    return page.get_by_role("dialog", name="Customize Toolbar")


def editor_list(page, name):
    return editor(page).get_by_role("list", name=name)


def names(page, list_name):
    settle(page)
    return editor_list(page, list_name).get_by_role("button").all_inner_texts()


def open_editor_from_context_menu(page):
    box = bar(page).bounding_box()
    # An empty spot of the bar: its right end.
    page.mouse.click(box["x"] + box["width"] - 6, box["y"] + box["height"] / 2, button="right")
    page.get_by_role("menuitem", name="Customize Toolbar…").click()
    expect(editor(page)).to_be_visible()
    settle(page)


def open_editor_from_menu(page):
    page.get_by_role("menuitem", name="View").click()
    page.get_by_role("menuitem", name="Customize Toolbar…").click()
    expect(editor(page)).to_be_visible()
    settle(page)


def reset(page):
    """Starts from the default set: the server's defaults persist between tests."""
    open_editor_from_menu(page)
    editor_list(page, "Default set").get_by_role("button").click()
    editor(page).get_by_role("button", name="Done").click()
    expect(editor(page)).to_have_count(0)
    settle(page)


# Clear is `.customizationBehavior(.disabled)`: declared last, placed before the other items, never moved.
DEFAULT = ["Clear", "Size Selector", "Bold", "Italic", "Share"]


def test_editor_from_both_menus_drags_out_in_and_reorders(page):
    open_tools(page)
    reset(page)

    open_editor_from_context_menu(page)
    assert names(page, "Toolbar items") == DEFAULT
    assert names(page, "Available items") == ["Size Selector", "Bold", "Italic", "Underline", "Share", "Clear"]
    save_screenshot(page, "custom-toolbar-editor-mac")
    # Drag Bold out of the bar (onto the palette).
    editor_list(page, "Toolbar items").get_by_role("listitem").filter(has_text="Bold").drag_to(editor_list(page, "Available items"))
    expect(editor_list(page, "Toolbar items").get_by_role("button", name="Bold")).to_have_count(0)
    # Drag the hidden-by-default Underline in, in front of everything: it lands after Clear (disabled).
    editor_list(page, "Available items").get_by_role("listitem").filter(has_text="Underline").drag_to(
        editor_list(page, "Toolbar items").get_by_role("listitem").first, target_position={"x": 2, "y": 8})
    expect(editor_list(page, "Toolbar items").get_by_role("button").nth(1)).to_have_text("Underline")
    # Reorder: Share to the front (after Clear); dragging Clear itself does nothing.
    editor_list(page, "Toolbar items").get_by_role("listitem").filter(has_text="Share").drag_to(
        editor_list(page, "Toolbar items").get_by_role("listitem").first, target_position={"x": 2, "y": 8})
    assert names(page, "Toolbar items") == ["Clear", "Share", "Underline", "Size Selector", "Italic"]
    editor_list(page, "Toolbar items").get_by_role("listitem").filter(has_text="Clear").drag_to(
        editor_list(page, "Toolbar items").get_by_role("listitem").last)
    assert names(page, "Toolbar items") == ["Clear", "Share", "Underline", "Size Selector", "Italic"]
    editor(page).get_by_role("button", name="Done").click()
    expect(editor(page)).to_have_count(0)

    # The bar shows the result: Clear, Share, Underline, the font size slider, Italic.
    items = bar_items(page)
    assert len(items) == 5, items
    assert items[0] == "Clear" and items[1] == "Share" and items[2] == "underline" and items[4] == "italic", items
    assert page_errors(page) == []


def test_a_second_tab_shows_the_customization(page, context):
    open_tools(page)
    reset(page)
    other = context.new_page()
    open_tools(other)
    open_editor_from_menu(page)
    editor_list(page, "Toolbar items").get_by_role("listitem").filter(has_text="Italic").drag_to(editor_list(page, "Available items"))
    editor(page).get_by_role("button", name="Done").click()
    settle(page)
    expect(other.locator(BAR).first.locator('[aria-label="italic"], [data-role="button"]:has-text("italic")')).to_have_count(0)
    assert "italic" not in bar_items(other)
    assert bar_items(other) == bar_items(page)


def test_control_click_opens_the_context_menu_on_mac(page):
    # Control-click is a secondary click on the Mac; off the Mac the browser sends it as a plain click, so the
    # window's rule (data-control-click-menus) makes the runtime treat it as one.
    open_tools(page)
    reset(page)
    expect(page.locator("[data-control-click-menus]")).to_have_count(1)
    b = bar(page).bounding_box()
    bar(page).click(position={"x": b["width"] - 6, "y": b["height"] / 2}, modifiers=["Control"])
    page.get_by_role("menuitem", name="Customize Toolbar…").click()
    expect(editor(page)).to_be_visible()
    settle(page)
    editor(page).get_by_role("button", name="Done").click()
    expect(editor(page)).to_have_count(0)
    assert page_errors(page) == []


def test_keyboard_only_customization(page):
    open_tools(page)
    reset(page)
    # ⌥⌘ … the View menu by keyboard is the client's; open the editor from its menu item with Enter.
    page.get_by_role("menuitem", name="View").focus()
    page.keyboard.press("Enter")
    page.get_by_role("menuitem", name="Customize Toolbar…").focus()
    page.keyboard.press("Enter")
    expect(editor(page)).to_be_visible()
    settle(page)
    # Focus starts on the first bar item, Clear (disabled): → and Delete leave it where it is.
    first = editor_list(page, "Toolbar items").get_by_role("button").first
    expect(first).to_be_focused()
    expect(first).to_have_text("Clear")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Delete")
    settle(page)
    assert names(page, "Toolbar items") == DEFAULT
    # Tab to the next item; → moves it one place right.
    page.keyboard.press("Tab")
    expect(editor_list(page, "Toolbar items").get_by_role("button", name="Size Selector")).to_be_focused()
    page.keyboard.press("ArrowRight")
    settle(page)
    assert names(page, "Toolbar items") == ["Clear", "Bold", "Size Selector", "Italic", "Share"]
    # Focus followed the item; Delete removes it.
    expect(editor_list(page, "Toolbar items").get_by_role("button", name="Size Selector")).to_be_focused()
    page.keyboard.press("Delete")
    settle(page)
    assert names(page, "Toolbar items") == ["Clear", "Bold", "Italic", "Share"]
    # A palette item: Tab to it (focus stays in the editor), Return adds it at the end.
    underline = editor_list(page, "Available items").get_by_role("button", name="Underline")
    for _ in range(12):
        if underline.evaluate("(el) => el === document.activeElement"):
            break
        page.keyboard.press("Tab")
        assert page.evaluate("() => !!document.activeElement.closest('[data-customize-editor]')"), "Tab left the editor"
    expect(underline).to_be_focused()
    page.keyboard.press("Enter")
    settle(page)
    assert names(page, "Toolbar items") == ["Clear", "Bold", "Italic", "Share", "Underline"]
    # Escape cancels: the toolbar is as it was.
    page.keyboard.press("Escape")
    expect(editor(page)).to_have_count(0)
    items = bar_items(page)
    assert items[0] == "Clear" and items[2:] == ["bold", "italic", "Share"], items
    assert page_errors(page) == []


def test_context_menu_display_modes_and_hide_toolbar(page):
    open_tools(page)
    reset(page)
    box = bar(page).bounding_box()
    page.mouse.click(box["x"] + box["width"] - 6, box["y"] + box["height"] / 2, button="right")
    page.get_by_role("menuitemcheckbox", name="Icon and Text").click()
    expect(bar(page)).to_have_attribute("data-toolbar-display-mode", "iconAndText")
    # The Share label's title shows under its icon.
    expect(bar(page).get_by_text("Share", exact=True)).to_be_visible()
    # Hide Toolbar (⌥⌘T) and back. The Mac keeps its title bar; the toolbar's items go.
    items = bar(page).locator('[data-placement="secondaryAction"]')
    page.keyboard.press("Alt+Control+t")
    expect(items).to_have_count(0)
    page.keyboard.press("Alt+Control+t")
    expect(items.first).to_be_visible()
    page.mouse.click(box["x"] + box["width"] - 6, box["y"] + box["height"] / 2, button="right")
    page.get_by_role("menuitemcheckbox", name="Icon Only").click()
    expect(bar(page)).to_have_attribute("data-toolbar-display-mode", "iconOnly")


def test_pad_editor_mode_and_centre_items(page):
    open_tools(page, idiom="pad")
    # Seed 001's secondaryAction items show in the centre of the bar on pad (toolbar(id:) + editor role).
    expect(bar(page).locator('[data-region="titlebar.center"] [data-placement="secondaryAction"]').first).to_be_visible()
    # The overflow menu's "Customize Toolbar" enters the editor.
    bar(page).locator('[data-region="overflowMenu"]').click()
    bar(page).get_by_role("menuitem", name="Customize Toolbar").click()
    expect(editor(page)).to_be_visible()
    expect(editor(page)).to_have_attribute("data-customize-editor", "palette")
    settle(page)
    save_screenshot(page, "custom-toolbar-editor-pad")
    editor(page).get_by_role("button", name="Done").click()
    expect(editor(page)).to_have_count(0)

    # A long press on the bar (an empty spot at its leading end) enters the editor too.
    box = bar(page).bounding_box()
    page.mouse.move(box["x"] + 4, box["y"] + box["height"] - 4)
    page.mouse.down()
    expect(editor(page)).to_be_visible()  # the press is held until the editor appears (500 ms)
    page.mouse.up()
    settle(page)
    page.keyboard.press("Escape")
    expect(editor(page)).to_have_count(0)
    assert page_errors(page) == []


def test_survives_a_server_restart(page, showcase_binary, output_dir):
    open_tools(page)
    reset(page)
    open_editor_from_menu(page)
    editor_list(page, "Toolbar items").get_by_role("listitem").filter(has_text="Bold").drag_to(editor_list(page, "Available items"))
    editor(page).get_by_role("button", name="Done").click()
    settle(page)
    expected = bar_items(page)
    assert "bold" not in expected

    # A second server process over the same UserDefaults.
    port = _free_port()
    srv = _Server([str(showcase_binary), "--host", "127.0.0.1", "--port", str(port)], output_dir / "server-restart.log")
    try:
        url = srv.wait_for_url(60)
        fresh = page.context.new_page()
        open_tools(fresh, base=url)
        assert bar_items(fresh) == expected
        fresh.close()
    finally:
        srv.stop()
    reset(page)
