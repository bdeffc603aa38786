"""The search tab's field (issue 17): the showcase's Tabs page has `searchable` on a tab view with a
`Tab(role: .search)`. The field belongs to the search tab: at the bottom of its content, above the tab bar,
on the phone (iOS 26); at the top of the tab's content on the iPad and the Mac. It shows in no other tab, and
typing in it narrows the search tab's list.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot


def open_tabs(page, idiom):
    open_showcase_page(page, "Tabs", idiom=idiom)
    view = page.get_by_role("tabpanel", name="Tabs", exact=True).locator("[data-tab-form]").first
    view.wait_for()
    return view


@pytest.mark.parametrize("idiom", ["phone", "pad", "mac"])
def test_the_search_tab_holds_the_field_and_it_narrows_the_results(server, page, idiom):
    view = open_tabs(page, idiom)
    field = view.get_by_role("searchbox", name="Search videos")
    # Watch Now shows first: no search field in it.
    expect(field).to_have_count(0)
    view.get_by_role("tab", name="Search", exact=True).first.click()
    panel = view.locator('[role="tabpanel"]:visible')
    expect(panel.get_by_text("All videos", exact=True)).to_be_visible()
    expect(panel.get_by_role("searchbox", name="Search videos")).to_be_visible()
    results = panel.locator('[data-role="listitem"]')
    expect(results).to_have_count(5)
    list_box = panel.locator('[data-role="list"]').first.bounding_box()
    field_box = panel.get_by_role("searchbox", name="Search videos").bounding_box()
    if idiom == "phone":
        assert field_box["y"] > list_box["y"], (field_box, list_box)
        expect(panel.locator('[data-search-edge="bottom"]')).to_have_count(1)
    else:
        assert field_box["y"] < list_box["y"], (field_box, list_box)
    panel.get_by_role("searchbox", name="Search videos").fill("sea")
    expect(panel.get_by_text("1 found", exact=True)).to_be_visible()
    expect(results).to_have_count(1)
    expect(results.first).to_have_text("Sea Lions")
    save_screenshot(page, f"tab-search-{idiom}")
    # Another tab has no field.
    view.get_by_role("tab", name="Library", exact=True).first.click()
    expect(view.locator('[role="tabpanel"]:visible').get_by_role("searchbox")).to_have_count(0)
    assert page_errors(page) == []
