"""A windowed long List (docs/RENDERING.md, "Long lists"): the showcase's Long List page, 100,000 rows.

Only the rows on screen and a margin exist in the DOM; the list's ::before/::after spacers stand for the
rest, so the scroll bar is that of 100,000 rows. Scrolling sends `visibleRange` and the server moves
the window; selection lives on the server by row id.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle

LIST = '[data-role="list"][data-lazy-count]'

# The element that scrolls the list (trellis-lazy.js picks it the same way).
SCROLLER = """() => {
  const l = document.querySelector('%s');
  for (let p = l.parentElement; p && p !== document.body; p = p.parentElement) {
    const o = getComputedStyle(p).overflowY;
    if ((o === 'auto' || o === 'scroll') && p.scrollHeight > p.clientHeight + 1) return p;
  }
  return document.scrollingElement;
}""" % LIST


def open_long_list(page):
    open_showcase_page(page, "Long List")
    expect(page.locator(LIST)).to_have_attribute("data-lazy-count", "100000")


def dom_rows(page):
    return page.locator(LIST + ' > [data-role="listitem"]')


def scroll_to(page, fraction):
    page.evaluate("(f) => { const sc = (%s)(); sc.scrollTop = (sc.scrollHeight - sc.clientHeight) * f; }" % SCROLLER, fraction)


def wait_for_window_past(page, row):
    """Waits until the list's first built row is past `row` (the window has followed the scroll)."""
    page.wait_for_function("""(n) => { const r = document.querySelector('%s > [data-role="listitem"]');
        return r && +r.textContent.match(/Row (\\d+)/)[1] > n; }""" % LIST, arg=row)


def rows_on_screen(page):
    """The names of the rows whose boxes are inside the scroller's view."""
    return page.evaluate("""() => {
      const sc = (%s)(), v = sc === document.scrollingElement ? {top: 0, bottom: innerHeight} : sc.getBoundingClientRect();
      return Array.from(document.querySelectorAll('%s > [data-role="listitem"]'))
        .filter((r) => { const b = r.getBoundingClientRect(); return b.top >= v.top && b.bottom <= Math.min(v.bottom, innerHeight); })
        .map((r) => r.firstElementChild.firstElementChild.textContent);
    }""" % (SCROLLER, LIST))


def test_only_a_window_of_rows_is_in_the_dom(server, page):
    open_long_list(page)
    expect(dom_rows(page).first).to_contain_text("Row 0")
    assert 20 <= dom_rows(page).count() <= 150
    # The scroll bar is that of 100,000 rows: the list is about 100,000 row heights tall.
    row_h = page.evaluate("() => document.querySelector('%s > [data-role=\"listitem\"]').getBoundingClientRect().height" % LIST)
    list_h = page.evaluate("() => document.querySelector('%s').getBoundingClientRect().height" % LIST)
    assert abs(list_h - 100_000 * row_h) < 0.02 * list_h, (list_h, row_h)
    assert page.evaluate("() => (%s)().scrollHeight" % SCROLLER) >= 0.98 * list_h
    assert page_errors(page) == []


def test_scrolling_to_the_middle_shows_the_middle_rows(server, page):
    open_long_list(page)
    scroll_to(page, 0.5)
    # The window follows: rows near 50,000 are built and on screen, and the DOM stays small.
    wait_for_window_past(page, 49_000)
    settle(page)
    shown = rows_on_screen(page)
    assert shown, "no row on screen"
    numbers = [int(name.split()[1]) for name in shown]
    assert 49_000 < numbers[0] < 51_000, numbers
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers))), "rows on screen are consecutive"
    assert dom_rows(page).count() <= 150
    # The spacer above stands for the rows before the window.
    before = int(page.locator(LIST).get_attribute("data-lazy-before"))
    assert 48_000 < before < numbers[0]
    save_screenshot(page, "long-list-middle")
    assert page_errors(page) == []


def test_selection_survives_scrolling_away_and_back(server, page):
    open_long_list(page)
    scroll_to(page, 0.3)
    wait_for_window_past(page, 29_000)
    settle(page)
    name = rows_on_screen(page)[3]
    row = dom_rows(page).filter(has=page.get_by_text(name, exact=True))
    row.click()
    expect(page.get_by_text("Selected: " + name, exact=True)).to_be_attached()
    expect(row).to_have_attribute("aria-current", "true")
    # Far away: the row is gone from the DOM.
    scroll_to(page, 0.9)
    wait_for_window_past(page, 85_000)
    expect(dom_rows(page).filter(has=page.get_by_text(name, exact=True))).to_have_count(0)
    # And back: built again, still selected.
    scroll_to(page, 0.3)
    back = dom_rows(page).filter(has=page.get_by_text(name, exact=True))
    expect(back).to_have_count(1)
    expect(back).to_have_attribute("aria-current", "true")
    assert page.locator(LIST + ' > [aria-current="true"]').count() == 1
    assert page_errors(page) == []


def test_arrow_keys_move_focus_across_window_moves(server, page):
    open_long_list(page)
    first = dom_rows(page).first
    first.focus()
    for _ in range(40):
        page.keyboard.press("ArrowDown")
    expect(page.locator(":focus")).to_have_text(re.compile(r"^Row 40\D"))
    # Past the built rows: the list scrolls there and focuses the row once the window arrives.
    page.keyboard.press("End")
    expect(page.locator(":focus")).to_have_text(re.compile(r"^Row 99999\D"), timeout=10_000)
    page.keyboard.press("Home")
    expect(page.locator(":focus")).to_have_text(re.compile(r"^Row 0\D"), timeout=10_000)
    assert page_errors(page) == []


def test_an_insert_above_the_window_does_not_move_the_rows_on_screen(server, page):
    open_long_list(page)
    scroll_to(page, 0.5)
    wait_for_window_past(page, 49_000)
    settle(page)
    name = rows_on_screen(page)[2]
    row = dom_rows(page).filter(has=page.get_by_text(name, exact=True))
    top = row.bounding_box()["y"]
    # The bar stays put while the detail scrolls: an ordinary click.
    page.get_by_role("button", name="Insert Row at Top").click()
    expect(page.locator(LIST)).to_have_attribute("data-lazy-count", "100001")
    settle(page)
    assert abs(row.bounding_box()["y"] - top) <= 1, (top, row.bounding_box()["y"])
    assert page_errors(page) == []


def test_first_paint_without_javascript_has_the_whole_height(server, browser, page):
    open_long_list(page)
    window = page.evaluate("() => document.querySelector('meta[name=\"trellis-window\"]').content")
    with_js = page.locator(LIST).bounding_box()["height"]
    # The server-rendered page of the same window, JavaScript off: spacers from data-lazy-* and typed attr().
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 800})
    try:
        plain = context.new_page()
        plain.goto(server + "/?window=" + window)
        assert plain.locator(LIST + ' > [data-role="listitem"]').count() <= 150
        assert abs(plain.locator(LIST).bounding_box()["height"] - with_js) < 0.01 * with_js
    finally:
        context.close()


# MARK: - The same 100,000 rows as a Table (docs/RENDERING.md, "Tables": windowed like a list)

GROUP = '[data-role="table"] > [data-role="rowgroup"][data-lazy-count]'
TABLE_SCROLLER = SCROLLER.replace(LIST, GROUP)


def open_long_table(page):
    open_long_list(page)
    page.get_by_role("radiogroup", name="Show As").get_by_role("radio", name="Table").click()
    expect(page.locator(GROUP)).to_have_attribute("data-lazy-count", "100000")


def wait_for_table_window_past(page, row):
    page.wait_for_function("""(n) => { const r = document.querySelector('%s > [data-role="row"]');
        return r && +r.textContent.match(/Row (\\d+)/)[1] > n; }""" % GROUP, arg=row)


def test_a_100000_row_table_keeps_under_200_dom_rows_while_scrolling(server, page):
    open_long_table(page)
    rows = page.locator(GROUP + ' > [data-role="row"]')
    expect(rows.first).to_contain_text("Row 0")
    assert rows.count() < 200
    # Scroll through: at each stop the window follows and the DOM stays small.
    for fraction, past in [(0.25, 24_000), (0.5, 49_000), (0.9, 89_000)]:
        page.evaluate("(f) => { const sc = (%s)(); sc.scrollTop = (sc.scrollHeight - sc.clientHeight) * f; }" % TABLE_SCROLLER, fraction)
        wait_for_table_window_past(page, past)
        settle(page)
        assert page.locator('[data-role="table"] [data-role="row"]').count() < 200
    first = int(page.locator(GROUP).get_attribute("data-lazy-before"))
    assert 88_000 < first < 91_000, first
    # A row on screen far down selects like any other.
    name = page.evaluate("""() => { const sc = (%s)(), t = document.querySelector('[data-role="table"]').getBoundingClientRect();
        const v = sc === document.scrollingElement ? {top: 0, bottom: innerHeight} : sc.getBoundingClientRect();
        const top = Math.max(t.top, v.top, 0), bottom = Math.min(t.bottom, v.bottom, innerHeight);
        const el = document.elementFromPoint(t.left + 40, (top + bottom) / 2);
        const r = el && el.closest('[data-role="row"]'); return r ? r.firstElementChild.textContent : null; }""" % TABLE_SCROLLER)
    assert name and name.startswith("Row "), name
    row = rows.filter(has=page.get_by_text(name, exact=True))
    row.click()
    expect(row).to_have_attribute("aria-selected", "true")
    save_screenshot(page, "long-table-scrolled")
    assert page_errors(page) == []
