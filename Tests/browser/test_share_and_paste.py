"""ShareLink, PasteButton, RenameButton and HelpLink (issue 18) on the showcase's More Controls page.

Chromium on Linux has no Web Share API, so a share copies to the clipboard and says so; where the
browser has `navigator.share` (stubbed here, as a phone's browser has it) the share sheet gets the
title, text and URL. A paste reads the clipboard's text and the app appends it.
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors


def open_more(page, server):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    open_showcase_page(page, "More Controls", idiom="mac")
    expect(page.get_by_role("button", name="Share Quote")).to_be_visible()


def test_a_share_without_the_web_share_api_copies_and_says_so(server, page):
    page.add_init_script("delete Navigator.prototype.share; delete Navigator.prototype.canShare;")
    open_more(page, server)
    page.get_by_role("button", name="Share Quote").click()
    expect(page.get_by_role("status")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == "Simple things should be simple."
    page.get_by_role("button", name="Share", exact=True).click()
    expect(page.get_by_role("status")).to_have_text("Link Copied")
    assert page.evaluate("navigator.clipboard.readText()") == "https://swift.org"
    expect(page.get_by_role("status")).to_have_count(0, timeout=5_000)
    assert page_errors(page) == []


def test_a_share_goes_to_the_share_sheet_where_the_browser_has_one(server, page):
    page.add_init_script("""
        window.__shared = [];
        Navigator.prototype.share = function (data) { window.__shared.push(data); return Promise.resolve(); };
        Navigator.prototype.canShare = function () { return true; };
    """)
    open_more(page, server)
    page.get_by_role("button", name="Share", exact=True).click()
    page.wait_for_function("window.__shared.length === 1")
    assert page.evaluate("window.__shared[0]") == {"title": "Swift", "text": "Have a look", "url": "https://swift.org"}
    expect(page.get_by_role("status")).to_have_count(0)


def test_paste_button_sends_the_clipboards_text_to_the_app(server, page):
    open_more(page, server)
    expect(page.get_by_text("Nothing pasted")).to_be_visible()
    page.evaluate("navigator.clipboard.writeText('oat milk')")
    page.get_by_role("button", name="Paste").click()
    expect(page.get_by_text("Pasted: oat milk")).to_be_visible()
    page.evaluate("navigator.clipboard.writeText('<b>bread</b>')")
    page.get_by_role("button", name="Paste").click()
    expect(page.get_by_text("Pasted: oat milk | <b>bread</b>")).to_be_visible()


def test_rename_focuses_the_field_and_help_runs_its_action(server, page):
    open_more(page, server)
    page.get_by_role("button", name="Rename").click()
    expect(page.get_by_role("textbox", name="List name")).to_be_focused()
    expect(page.get_by_text("Help is hidden")).to_be_visible()
    page.get_by_role("button", name="Help").click()
    expect(page.get_by_text("Help: lists keep what you buy")).to_be_visible()
    assert page_errors(page) == []
