"""Layout modifiers and scrolling (issue 16): the showcase's Layout page, checked as element frames in
Chromium against what SwiftUI's layout rules give (within 1 px), plus scroll requests and a windowed
`LazyVStack` of 100,000 rows.

Elements are found by their `accessibilityIdentifier` (`data-testid`). An `aspectRatio` view is a box
the size offered (the frame outside the modifier) holding the content.
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle

RECT = """(sel) => { const e = document.querySelector(sel); if (!e) return null; const r = e.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height, r: r.right, b: r.bottom }; }"""


def open_layout(page, idiom=None):
    open_showcase_page(page, "Layout", idiom=idiom)
    expect(page.get_by_text("Aspect ratio", exact=True)).to_be_visible()
    settle(page)


def rect(page, selector):
    r = page.evaluate(RECT, selector)
    assert r is not None, selector
    return r


def tid(name):
    return '[data-testid="%s"]' % name


def near(a, b, tolerance=1.0):
    return abs(a - b) <= tolerance


def test_aspect_ratio_fits_and_fills_its_frame(server, page):
    open_layout(page)
    fit, fit_color = rect(page, tid("aspect-fit")), rect(page, tid("aspect-fit") + " > *")
    # 2:1 fit in 160×160: 160×80, centred.
    assert near(fit["w"], 160) and near(fit["h"], 160), fit
    assert near(fit_color["w"], 160) and near(fit_color["h"], 80), fit_color
    assert near(fit_color["y"], fit["y"] + 40) and near(fit_color["x"], fit["x"]), (fit, fit_color)
    # 2:1 fill in 160×160: 320×160, centred (so 80 past each side; clipped by the frame).
    fill, fill_color = rect(page, tid("aspect-fill")), rect(page, tid("aspect-fill") + " > *")
    assert near(fill["w"], 160) and near(fill["h"], 160), fill
    assert near(fill_color["w"], 320) and near(fill_color["h"], 160), fill_color
    assert near(fill_color["x"], fill["x"] - 80) and near(fill_color["y"], fill["y"]), (fill, fill_color)
    # 16:9 in a width of 200 with no height: 200×112.5.
    wide = rect(page, tid("aspect-wide") + " > *")
    assert near(wide["w"], 200) and near(wide["h"], 112.5), wide
    # A resizable symbol scaled to fit 80×40: a 40×40 square in the middle.
    box, symbol = rect(page, tid("aspect-symbol")), rect(page, tid("aspect-symbol") + " > *")
    assert near(symbol["w"], 40) and near(symbol["h"], 40) and near(symbol["x"], box["x"] + 20), (box, symbol)
    # The thumbnail grid's cells are squares as wide as their column.
    cells = page.evaluate("""() => [...document.querySelectorAll('[data-layout="vgrid"] [data-aspect-ratio="1"]')]
        .filter(e => e.offsetParent !== null).map(e => { const r = e.firstElementChild.getBoundingClientRect(); return [r.width, r.height]; })""")
    assert len(cells) == 16 and all(near(w, h) and w >= 72 for w, h in cells), cells
    assert page_errors(page) == []


def test_the_page_stays_inside_the_mac_window(server, page):
    """A ScrollView fills the space between the bars, whatever its content's width: the thumbnail grid
    (`frame(maxWidth: 480)`) is at most 480 wide and inside the window, and nothing widens the page."""
    open_layout(page, idiom="mac")
    grid = rect(page, '[data-layout="vgrid"]')
    scroll = page.evaluate("""() => { const g = document.querySelector('[data-layout="vgrid"]');
        const s = g.closest('[data-scroll]'); const r = s.getBoundingClientRect(), p = s.parentElement.getBoundingClientRect();
        return { x: r.left, r: r.right, w: r.width, parent: p.width }; }""")
    assert grid["w"] <= 480 + 0.5, grid
    assert near(scroll["w"], scroll["parent"]), scroll
    assert grid["r"] <= scroll["r"] + 0.5, (grid, scroll)


def test_layout_priority_and_fixed_size(server, page):
    open_layout(page)
    title, price = rect(page, tid("priority-title")), rect(page, tid("priority-price"))
    natural_price = page.evaluate("""(s) => { const e = document.querySelector(s), c = e.cloneNode(true);
        c.style.position = 'absolute'; c.style.width = 'max-content'; e.parentElement.appendChild(c);
        const w = c.getBoundingClientRect().width; c.remove(); return w; }""", tid("priority-price"))
    # The price keeps its ideal width; the title gets the rest of the 220 pt row.
    assert near(price["w"], natural_price), (price, natural_price)
    assert near(title["w"] + price["w"], 220), (title, price)
    assert near(price["r"], title["x"] + 220), (title, price)
    # Two flexible colours: the higher priority takes all of the 200 pt.
    high, low = rect(page, tid("priority-high")), rect(page, tid("priority-low"))
    assert near(high["w"], 200) and near(low["w"], 0), (high, low)
    # fixedSize: one line at its ideal width, wider than the 120 pt it was offered.
    fixed, natural = rect(page, tid("fixed-text")), rect(page, tid("natural-text"))
    assert near(fixed["w"], natural["w"]) and near(fixed["h"], natural["h"]), (fixed, natural)
    assert fixed["w"] > 120
    assert page_errors(page) == []


def test_layout_priority_that_changes_after_the_first_render(server, page):
    """A priority given or taken away later, and a high-priority view that comes and goes, decide who takes
    the 200 pt as they do in the first render. (The stack's mark, `data-flexible-priority`, is kept by
    trellis.js as children and properties change: layout.css has no `:has()` for it.)"""
    open_layout(page)

    def widths():
        return page.evaluate("""() => Object.fromEntries(['orange', 'green', 'purple'].map((k) => {
            const e = document.querySelector('[data-testid="priority-' + k + '"]');
            return [k, e ? e.getBoundingClientRect().width : null]; }))""")

    def buttons_say(label):
        expect(page.get_by_role("button", name=label, exact=True)).to_be_visible()
        settle(page)

    w = widths()
    assert near(w["orange"], 100) and near(w["green"], 100) and w["purple"] is None, w
    page.get_by_role("button", name="Green: priority 1", exact=True).click()
    buttons_say("Green: priority 0")
    w = widths()
    assert near(w["green"], 200) and near(w["orange"], 0), w
    page.get_by_role("button", name="Green: priority 0", exact=True).click()
    buttons_say("Green: priority 1")
    w = widths()
    assert near(w["orange"], 100) and near(w["green"], 100), w
    # A high-priority colour inserted later takes everything; removed, the two share again.
    page.get_by_role("button", name="Add purple", exact=True).click()
    buttons_say("Remove purple")
    w = widths()
    assert near(w["purple"], 200) and near(w["orange"], 0) and near(w["green"], 0), w
    page.get_by_role("button", name="Remove purple", exact=True).click()
    buttons_say("Add purple")
    w = widths()
    assert near(w["orange"], 100) and near(w["green"], 100) and w["purple"] is None, w
    assert page_errors(page) == []


def test_alignment_guides_move_views_from_the_leading_line(server, page):
    open_layout(page)
    title, indented, hanging = rect(page, tid("guide-title")), rect(page, tid("guide-indented")), rect(page, tid("guide-hanging"))
    assert near(indented["x"], title["x"] + 20), (title, indented)
    assert near(hanging["x"], title["x"] - 12), (title, hanging)


def test_safe_area_inset_puts_the_bar_along_the_bottom(server, page):
    open_layout(page)
    inset, scroll, bar = rect(page, tid("chat-inset")), rect(page, tid("chat-scroll")), rect(page, tid("chat-bar"))
    assert near(inset["w"], 320) and near(inset["h"], 220), inset
    # The bar spans the width at the bottom edge; the scroll view takes the rest.
    assert near(bar["b"], inset["b"]) and near(bar["w"], 320) and near(bar["x"], inset["x"]), (inset, bar)
    assert near(scroll["y"], inset["y"]) and near(scroll["w"], 320) and near(scroll["h"], 220 - bar["h"]), (inset, scroll, bar)
    assert near(scroll["b"], bar["y"])


ROW_TOP = """([sc, text]) => { const s = document.querySelector(sc);
  const text_ = [...s.querySelectorAll('[data-role="text"]')].find(e => e.textContent === text);
  if (!text_) return null; const row = text_.closest('[data-lazy-row]') || text_;
  const a = row.getBoundingClientRect(), b = s.getBoundingClientRect();
  return { top: a.top - b.top, bottom: b.bottom - a.bottom }; }"""


def test_scroll_to_brings_the_row_to_the_anchor(server, page):
    open_layout(page)
    page.get_by_role("button", name="Jump to 20", exact=True).click()
    page.wait_for_function("(a) => { const r = (%s)(a); return r && Math.abs(r.top) <= 1; }" % ROW_TOP, arg=[tid("chat-scroll"), "Message 20"])
    # Send appends a message and scrolls (smoothly) until its bottom is at the scroll view's bottom, above the bar.
    page.get_by_role("button", name="Send", exact=True).click()
    page.wait_for_function("(a) => { const r = (%s)(a); return r && Math.abs(r.bottom) <= 1; }" % ROW_TOP, arg=[tid("chat-scroll"), "Message 40"])
    expect(page.get_by_text("41 messages", exact=True)).to_be_visible()
    assert page_errors(page) == []


LAZY = tid("lazy-scroll") + ' [data-lazy-count]'


def lazy_rows(page):
    return page.evaluate("(s) => document.querySelector(s).querySelectorAll(':scope > [data-lazy-row]').length", LAZY)


def first_row(page):
    return page.evaluate("""(s) => { const r = document.querySelector(s).querySelector(':scope > [data-lazy-row]');
        return r ? +r.textContent.match(/Row (\\d+)/)[1] : -1; }""", LAZY)


def test_a_100000_row_lazy_vstack_keeps_under_200_dom_rows(server, page):
    open_layout(page)
    expect(page.locator(LAZY)).to_have_attribute("data-lazy-count", "100000")
    # The rows on screen are those inside both the stack's scroll view and the window.
    page.locator(tid("lazy-scroll")).scroll_into_view_if_needed()
    assert 10 <= lazy_rows(page) < 200
    # The spacers stand for the rows not built: the stack is about 100,000 rows tall.
    pitch = page.evaluate("""(s) => { const rows = document.querySelector(s).querySelectorAll(':scope > [data-lazy-row]');
        return (rows[rows.length - 1].getBoundingClientRect().bottom - rows[0].getBoundingClientRect().top) / rows.length; }""", LAZY)
    height = rect(page, LAZY)["h"]
    assert abs(height - 100_000 * pitch) < 0.02 * height, (height, pitch)
    for fraction, past in [(0.25, 24_000), (0.5, 49_000), (0.9, 89_000)]:
        page.evaluate("([s, f]) => { const sc = document.querySelector(s); sc.scrollTop = (sc.scrollHeight - sc.clientHeight) * f; }",
                      [tid("lazy-scroll"), fraction])
        page.wait_for_function("([s, n]) => { const r = document.querySelector(s).querySelector(':scope > [data-lazy-row]'); return r && +r.textContent.match(/Row (\\d+)/)[1] > n; }",
                               arg=[LAZY, past])
        settle(page)
        assert lazy_rows(page) < 200
        # A row is on screen in the scroll view, not only a spacer.
        assert page.evaluate("""(s) => { const sc = document.querySelector(s), v = sc.getBoundingClientRect();
            const e = document.elementFromPoint(v.left + 40, v.top + v.height / 2); return !!(e && e.closest('[data-lazy-row]')); }""", tid("lazy-scroll"))
    # scrollTo a row far away: the window moves there and the row's top meets the scroll view's top.
    page.get_by_role("button", name="Jump to Row 75000", exact=True).click()
    page.wait_for_function("(a) => { const r = (%s)(a); return r && Math.abs(r.top) <= 1; }" % ROW_TOP, arg=[tid("lazy-scroll"), "Row 75000"])
    assert lazy_rows(page) < 200
    save_screenshot(page, "layout-lazy-stack-75000")
    assert page_errors(page) == []


def test_a_5000_column_lazy_hstack_builds_a_window_across(server, page):
    open_layout(page)
    row = tid("lazy-row") + " [data-lazy-count]"
    expect(page.locator(row)).to_have_attribute("data-lazy-count", "5000")
    page.locator(tid("lazy-row")).scroll_into_view_if_needed()
    built = lambda: page.evaluate("(s) => document.querySelector(s).querySelectorAll(':scope > [data-lazy-row]').length", row)
    assert 3 <= built() < 200
    page.evaluate("(s) => { const sc = document.querySelector(s); sc.scrollLeft = (sc.scrollWidth - sc.clientWidth) / 2; }", tid("lazy-row"))
    # Half way across, built columns from the middle of the 5,000 fill the scroll view (the scroll width
    # is estimated from the columns built, which get wider as the numbers grow), still fewer than 200.
    page.wait_for_function("""(s) => { const sc = document.querySelector(s), v = sc.getBoundingClientRect();
        const e = document.elementFromPoint(v.left + v.width / 2, v.top + v.height / 2)?.closest('[data-lazy-row]');
        const n = e && +e.textContent.match(/Day (\\d+)/)?.[1]; return n > 1000 && n < 4000; }""", arg=tid("lazy-row"))
    settle(page)
    assert built() < 200
    assert page_errors(page) == []


def test_pinned_section_headers_stay_at_the_top(server, page):
    open_layout(page)
    page.evaluate("(s) => { document.querySelector(s).scrollTop = 70; }", tid("pinned-scroll"))
    page.wait_for_function("(s) => document.querySelector(s).scrollTop >= 70", arg=tid("pinned-scroll"))
    header = page.evaluate("""(s) => { const sc = document.querySelector(s), h = [...sc.querySelectorAll('[data-slot="header"]')][0];
        return h.getBoundingClientRect().top - sc.getBoundingClientRect().top; }""", tid("pinned-scroll"))
    assert near(header, 0), header
    # 26 sections of 20 contacts are windowed row by row (546 rows, headers included); deep in the
    # list the header stuck at the top is the section of the rows below it.
    stack = tid("pinned-scroll") + " [data-lazy-count]"
    expect(page.locator(stack)).to_have_attribute("data-lazy-count", "546")
    page.locator(tid("pinned-scroll")).scroll_into_view_if_needed()
    for fraction in (0.45, 0.8):
        page.evaluate("([s, f]) => { const sc = document.querySelector(s); sc.scrollTop = (sc.scrollHeight - sc.clientHeight) * f; }",
                      [tid("pinned-scroll"), fraction])
        settle(page)
        page.wait_for_function("""(s) => { const sc = document.querySelector(s), v = sc.getBoundingClientRect();
            return [-6, -3, 0, 3, 6].some((d) => document.elementFromPoint(v.left + 60, v.top + v.height / 2 + d)?.closest('[data-lazy-row]')); }""",
            arg=tid("pinned-scroll"))
        seen = page.evaluate("""(s) => { const sc = document.querySelector(s), v = sc.getBoundingClientRect();
            const h = document.elementFromPoint(v.left + 20, v.top + 4)?.closest('[data-slot="header"]');
            const rowAt = (y) => document.elementFromPoint(v.left + 60, y)?.closest('[data-lazy-row]:not([data-slot])');
            // The first row below the header (stepping over the stack's spacing between rows).
            const below = v.top + (h ? Math.max(h.getBoundingClientRect().height, h.firstElementChild?.getBoundingClientRect().height || 0) : 0);
            let row = null;
            for (let y = below + 2; !row && y < below + 40; y += 3) row = rowAt(y);
            return { header: h && h.textContent.trim(), row: row && row.textContent.trim(),
                     rows: document.querySelector(s + ' [data-lazy-count]').querySelectorAll(':scope > [data-lazy-row]').length }; }""",
            tid("pinned-scroll"))
        assert seen["header"] and seen["row"] and seen["row"].startswith(seen["header"]), seen
        assert seen["rows"] < 200, seen


def test_screenshots_light_and_dark(server, page):
    page.set_viewport_size({"width": 1200, "height": 1400})
    open_layout(page)
    save_screenshot(page, "layout-mac-light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-connected", "true")
    save_screenshot(page, "layout-mac-dark")
    open_layout(page, idiom="phone")
    save_screenshot(page, "layout-phone-dark")
