"""Search (issue 17): the showcase's Groceries page on the mac and phone idioms. The search field sits where
the idiom puts it (the window toolbar on the Mac, the navigation bar's drawer under the title on iPhone);
typing narrows the list (the app filters through the binding); Escape ends the search; a search string over
the protocol's text limit is refused.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle


def open_page(page, idiom):
    open_showcase_page(page, "Groceries", idiom=idiom)
    expect(page.get_by_text("Showing 6 of 6", exact=True)).to_be_visible()


def field(page):
    return page.get_by_role("searchbox", name="Search groceries")


def visible_rows(page):
    return [t.strip() for t in page.locator('[data-role="listitem"][data-deletable], [data-role="listitem"][data-movable]').all_inner_texts()]


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_search_narrows_the_list(server, page, idiom):
    open_page(page, idiom)
    search = field(page)
    expect(search).to_be_visible()
    in_toolbar = search.evaluate("el => !!el.closest('[data-role=\"toolbar\"], [data-region]')")
    # The Mac puts the field in the window toolbar; the iPhone in the drawer under the title (in the content).
    assert in_toolbar == (idiom == "mac"), (idiom, in_toolbar)
    search.fill("ap")
    expect(page.get_by_text("Showing 1 of 6", exact=True)).to_be_visible()
    assert visible_rows(page) == ["Apples"], visible_rows(page)
    save_screenshot(page, f"search-{idiom}")
    search.fill("e")
    expect(page.get_by_text("Showing 4 of 6", exact=True)).to_be_visible()
    search.press("Escape")
    expect(page.get_by_text("Showing 6 of 6", exact=True)).to_be_visible()
    expect(search).to_have_value("")
    assert page_errors(page) == []


def test_phone_shows_cancel_while_searching(server, page):
    open_page(page, "phone")
    search = field(page)
    search.click()
    cancel = page.get_by_role("button", name="Cancel", exact=True)
    expect(cancel).to_be_visible()
    search.fill("fig")
    expect(page.get_by_text("Showing 1 of 6", exact=True)).to_be_visible()
    cancel.click()
    expect(page.get_by_text("Showing 6 of 6", exact=True)).to_be_visible()
    expect(cancel).to_have_count(0)


def test_search_text_over_the_limit_is_refused(server, page):
    open_page(page, "mac")
    search = field(page)
    search.fill("ap")
    expect(page.get_by_text("Showing 1 of 6", exact=True)).to_be_visible()
    box = search.evaluate("el => +el.closest('[data-id]').getAttribute('data-id')")
    page.evaluate("(id) => window.TrellisRuntime.send({ t: 'event', id, e: 'setText', value: 'x'.repeat(40000) })", box)
    settle(page)
    expect(page.get_by_text("Showing 1 of 6", exact=True)).to_be_visible()
    # The window still answers.
    search.fill("")
    expect(page.get_by_text("Showing 6 of 6", exact=True)).to_be_visible()
