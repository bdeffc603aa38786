"""TextEditingCommands (issue 17): the showcase's Edit menu on the mac idiom acts on the focused text field
through the browser's editing commands: Select All, then Make Upper Case / Capitalize change the field's text,
which reaches the app's binding as typing does; ⌘C stays the browser's own copy (the shortcut is not taken).
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, settle


def test_the_edit_menu_transforms_the_focused_fields_text(server, page):
    open_showcase_page(page, "Controls", idiom="mac")
    field = page.get_by_role("textbox", name="Name")
    field.fill("ada lovelace")
    expect(page.get_by_text("Hello, ada lovelace!")).to_be_visible()
    edit = page.get_by_role("menubar").get_by_role("menuitem", name="Edit", exact=True)
    settle(page)
    edit.click()
    page.get_by_role("menuitem", name="Select All").click()
    expect(field).to_be_focused()
    assert page.evaluate("() => [document.activeElement.selectionStart, document.activeElement.selectionEnd]") == [0, 12]
    settle(page)
    edit.click()
    page.get_by_role("menuitem", name="Make Upper Case").click()
    expect(field).to_have_value("ADA LOVELACE")
    expect(page.get_by_text("Hello, ADA LOVELACE!")).to_be_visible()
    settle(page)
    edit.click()
    page.get_by_role("menuitem", name="Capitalize").click()
    expect(field).to_have_value("Ada Lovelace")
    expect(page.get_by_text("Hello, Ada Lovelace!")).to_be_visible()
    # Undo goes back through the browser's own history of the field.
    settle(page)
    edit.click()
    page.get_by_role("menuitem", name="Undo").click()
    expect(field).to_have_value("ADA LOVELACE")
    settle(page)
    expect(page.get_by_text("Hello, ADA LOVELACE!")).to_be_visible()
    # The menu shows ⌘C for Copy but leaves the key to the browser: no menu item ran, the field keeps its text.
    assert page.get_by_role("menuitem", name="Copy", include_hidden=True).get_attribute("data-shortcut") == "\u2318C"
    field.focus()
    page.keyboard.press("Control+a")
    page.keyboard.press("Control+c")
    settle(page)
    expect(field).to_have_value("ADA LOVELACE")
    assert page_errors(page) == []
