"""Everyday controls and containers (issue 18): the showcase's More Controls page in Chromium.

A disclosure group opens and closes by click and by keyboard (aria-expanded follows, the content
comes and goes), a link carries its href and opens in a new tab, a javascript: link has no href, and
a gauge's value is on its progress element.
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, settle


def open_more(page, idiom="mac"):
    open_showcase_page(page, "More Controls", idiom=idiom)
    expect(page.get_by_role("button", name="Advanced options")).to_be_visible()


def test_disclosure_toggles_by_click_and_keyboard(server, page):
    open_more(page)
    row = page.get_by_role("button", name="Advanced options")
    expect(row).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_text("Hidden until expanded.")).to_have_count(0)
    row.click()
    expect(row).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_text("Hidden until expanded.")).to_be_visible()
    row.focus()
    page.keyboard.press("Enter")
    expect(row).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_text("Hidden until expanded.")).to_have_count(0)
    page.keyboard.press("Space")
    expect(row).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_text("Hidden until expanded.")).to_be_visible()
    assert page_errors(page) == []


def test_disclosure_with_a_binding_updates_what_reads_it(server, page):
    open_more(page)
    row = page.get_by_role("button", name="Details")
    expect(page.get_by_text("Details are hidden")).to_be_visible()
    row.click()
    expect(page.get_by_text("Details are showing")).to_be_visible()
    expect(page.get_by_text("The caller's binding decides.")).to_be_visible()
    expect(row).to_have_attribute("aria-expanded", "true")


def test_links_have_safe_hrefs_and_open_in_a_new_tab(server, page):
    open_more(page)
    swift = page.get_by_role("link", name="Swift.org")
    expect(swift).to_have_attribute("href", "https://swift.org")
    expect(swift).to_have_attribute("target", "_blank")
    expect(swift).to_have_attribute("rel", "noopener noreferrer")
    expect(page.get_by_role("link", name="Write to us")).to_have_attribute("href", "mailto:hello@example.com")
    evil = page.get_by_role("link", name="Refused script link")
    expect(evil).to_be_visible()
    assert evil.get_attribute("href") is None
    # Clicking the refused link goes nowhere.
    url = page.url
    evil.click()
    settle(page)
    assert page.url == url
    assert page_errors(page) == []


def test_gauge_value_is_on_the_progress_element_and_follows_state(server, page):
    open_more(page)
    battery = page.get_by_role("progressbar", name="Battery")
    expect(battery).to_have_attribute("value", "0.72")
    font = page.get_by_role("progressbar", name="Font size")
    expect(font).to_have_attribute("value", "0.25")  # 14 in 8...32
    expect(page.locator('[data-gauge-style="circular"]')).to_have_attribute("data-gauge-fill", "25")
    page.get_by_role("button", name="Larger").click()
    expect(font).to_have_attribute("value", "0.3333")
    expect(page.locator('[data-gauge-style="circular"]')).to_have_attribute("data-gauge-fill", "35")


def test_content_unavailable_and_field_styles(server, page):
    open_more(page)
    expect(page.get_by_text("No Mail", exact=True)).to_be_visible()
    field = page.get_by_role("textbox", name="Search")
    field.fill("kiwi")
    expect(page.get_by_text("No Results for \u201ckiwi\u201d")).to_be_visible()
    expect(page.locator('[data-field-style="roundedBorder"]')).to_have_count(1)
    # labelsHidden: the slider's label is read but not shown.
    slider = page.get_by_role("slider", name="Charge")
    expect(slider).to_have_count(1)
