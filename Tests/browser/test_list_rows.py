"""List rows, outlines, Markdown text and openURL (issue 17): the Aisles part of the showcase's Everyday Data
page. Row modifiers change what the rows draw; an outline expands and collapses with → / ←; a Markdown link
opens through the page's OpenURLAction or, for the system action, in a new tab; forged messages are refused.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle


def open_page(page, idiom):
    open_showcase_page(page, "Everyday Data", idiom=idiom)
    expect(page.get_by_text("Aisles", exact=True)).to_be_visible()


def shopping_row(page, name):
    return page.locator('[data-role="listitem"]').filter(has=page.get_by_text(name, exact=True)).first


def style(locator, prop):
    return locator.evaluate("(el, p) => getComputedStyle(el)[p]", prop)


def test_row_separators_backgrounds_and_header_prominence(server, page):
    open_page(page, "phone")
    milk, eggs, bread = shopping_row(page, "Milk"), shopping_row(page, "Eggs"), shopping_row(page, "Bread")
    expect(eggs).to_be_visible()
    # Milk hides its bottom separator: the line above Eggs is not drawn.
    expect(eggs).to_have_attribute("data-separator", "hidden")
    assert style(eggs, "boxShadow") == "none"
    # Bread's line is tinted orange (listRowSeparatorTint), not the default separator grey.
    assert "255, 149, 0" in style(bread, "boxShadow"), style(bread, "boxShadow")
    # Eggs has its own background; Milk keeps the cell's.
    assert style(eggs, "backgroundColor") != style(milk, "backgroundColor")
    # headerProminence(.increased): the header is not uppercased.
    header = page.locator('[data-slot="header"][data-prominence="increased"]').first
    expect(header).to_have_text("On the list")
    assert style(header, "textTransform") == "none"
    # A row's badge shows at its trailing end.
    expect(bread.locator('[data-badge="2"]')).to_have_count(1)
    save_screenshot(page, "list-rows-phone")
    assert page_errors(page) == []


def test_an_outline_expands_and_collapses_with_the_keyboard(server, page):
    open_page(page, "mac")
    produce = shopping_row(page, "Produce")
    expect(produce).to_have_attribute("data-outline", "collapsed")
    expect(page.get_by_text("Fruit", exact=True)).to_have_count(0)
    produce.focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_text("Fruit", exact=True)).to_be_visible()
    expect(produce).to_have_attribute("data-outline", "expanded")
    disclosure = produce.get_by_role("button", name="Collapse Produce")
    expect(disclosure).to_have_attribute("aria-expanded", "true")
    # The child row is indented one level.
    fruit = shopping_row(page, "Fruit")
    assert style(fruit.locator("[data-outline-level]").first, "paddingInlineStart") == "16px"
    fruit.click()
    expect(page.get_by_text("Aisle: Fruit", exact=True)).to_be_visible()
    produce.focus()
    page.keyboard.press("ArrowLeft")
    expect(page.get_by_text("Fruit", exact=True)).to_have_count(0)
    # The disclosure button works with the pointer too.
    page.get_by_role("button", name="Expand Bakery", exact=True).click()
    expect(page.get_by_text("Cakes", exact=True)).to_be_visible()
    save_screenshot(page, "outline-mac")
    assert page_errors(page) == []


def test_markdown_text_and_links(server, page, context):
    open_page(page, "mac")
    text = page.locator('[data-layout="text"]').filter(has_text="their own backgrounds").first
    expect(text.locator("[data-bold]")).to_have_text("their own backgrounds")
    expect(text.locator("[data-italic]")).to_have_text("hidden separators")
    expect(text.locator("[data-monospaced]")).to_have_text("insets")
    expect(text.locator("[data-strikethrough]")).to_have_text("no")
    # A link the app's OpenURLAction handles: no new tab, the handler ran.
    handled = text.get_by_role("link", name="the store's handler")
    assert handled.get_attribute("href") is None
    pages_before = len(context.pages)
    handled.click()
    expect(page.get_by_text("Opened in the app: aisles", exact=True)).to_be_visible()
    settle(page)
    assert len(context.pages) == pages_before


def test_the_system_action_opens_a_new_tab(server, page, context):
    open_page(page, "mac")
    context.route("https://example.com/**", lambda route: route.fulfill(status=200, body="<title>ok</title>", content_type="text/html"))
    # A Markdown link whose handler returns .systemAction: the server tells the page to open it.
    with context.expect_page() as opened:
        page.get_by_role("link", name="the browser", exact=True).click()
    new_tab = opened.value
    new_tab.wait_for_load_state()
    assert new_tab.url == "https://example.com/help"
    # The new tab has no handle on this one.
    assert new_tab.evaluate("() => window.opener") is None
    new_tab.close()
    # A Link under the same handler goes the same way.
    with context.expect_page() as opened:
        page.get_by_role("link", name="Store hours", exact=True).click()
    assert opened.value.url == "https://example.com/hours"
    assert page_errors(page) == []


def test_forged_phase_and_open_messages_are_refused(server, page, context):
    open_page(page, "mac")
    pages_before = len(context.pages)
    page.evaluate("() => window.TrellisRuntime.send({ t: 'phase', phase: 'hacked' })")
    page.evaluate("() => window.TrellisRuntime.send({ t: 'open', url: 'javascript:alert(1)' })")
    page.evaluate("() => window.TrellisRuntime.send({ t: 'phase', phase: 'background' })")
    page.evaluate("() => window.TrellisRuntime.send({ t: 'phase', phase: 'active' })")
    settle(page)
    assert len(context.pages) == pages_before
    # The window still works.
    shopping_row(page, "Checkout").click()
    expect(page.get_by_text("Aisle: Checkout", exact=True)).to_be_visible()
