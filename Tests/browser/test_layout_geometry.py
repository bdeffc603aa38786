"""Sizes flowing back from the browser (issue 16; ARCHITECTURE.md, "Sizes flowing back from a renderer"):
the Shapes page's Geometry samples. A GeometryReader shows the width the browser measured and follows a
window resize; ViewThatFits switches with the window's width; a custom shape's path is computed for the
size it really gets. Frames are compared with what the browser laid out, within 1 px."""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, settle

# The header's reader: the measured element around the "Header width" text.
HEADER = """() => {
    const t = [...document.querySelectorAll('.t-root [data-id]')].find(e => !e.children.length && /^Header width: \\d+ pt$/.test(e.textContent));
    const reader = t && t.closest('[data-measure]');
    if (!reader) return null;
    const r = reader.getBoundingClientRect(), column = reader.parentElement.getBoundingClientRect();
    return { text: t.textContent, width: r.width, height: r.height, column: column.width };
}"""


def open_geometry(page):
    open_showcase_page(page, "Shapes")
    expect(page.get_by_text("Geometry", exact=True)).to_be_visible()


def header_matches(page, timeout=10_000):
    """Waits until the header's text names its own measured width, and returns what it saw."""
    page.wait_for_function(
        "() => { const h = (" + HEADER + ")(); return !!h && h.text === 'Header width: ' + Math.round(h.width) + ' pt'; }",
        timeout=timeout)
    return page.evaluate(HEADER)


def test_geometry_reader_shows_the_measured_width_and_follows_a_resize(server, page):
    open_geometry(page)
    wide = header_matches(page)
    # The reader takes the column's whole width (a flexible view) and the frame's height.
    assert abs(wide["width"] - wide["column"]) <= 1
    assert abs(wide["height"] - 120) <= 1
    page.set_viewport_size({"width": 760, "height": 800})
    narrow = header_matches(page)
    assert narrow["width"] < wide["width"] - 100
    assert abs(narrow["width"] - narrow["column"]) <= 1
    assert page_errors(page) == []


def chosen_fit(page):
    return page.evaluate("""() => {
        const c = document.querySelector('.t-root [data-fits] > [data-fits-candidate="chosen"]');
        const r = c.getBoundingClientRect();
        return { text: c.textContent, width: r.width, hidden: [...c.parentElement.children].filter(e => e !== c).map(e => getComputedStyle(e).visibility) };
    }""")


def test_view_that_fits_switches_with_the_window_width(server, page):
    open_geometry(page)
    settle(page)
    page.wait_for_function("() => document.querySelector('.t-root [data-fits-candidate=\"chosen\"]')?.textContent.startsWith('Wide layout')")
    wide = chosen_fit(page)
    assert abs(wide["width"] - 520) <= 1  # its ideal size: the frame's width
    assert wide["hidden"] == ["hidden"]
    expect(page.get_by_text("Narrow layout", exact=True)).to_be_hidden()
    page.set_viewport_size({"width": 760, "height": 800})
    page.wait_for_function("() => document.querySelector('.t-root [data-fits-candidate=\"chosen\"]')?.textContent === 'Narrow layout'")
    expect(page.get_by_text("Narrow layout", exact=True)).to_be_visible()
    space = page.evaluate("() => document.querySelector('.t-root [data-fits]').getBoundingClientRect().width")
    assert space < 520
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function("() => document.querySelector('.t-root [data-fits-candidate=\"chosen\"]')?.textContent.startsWith('Wide layout')")
    assert page_errors(page) == []


def test_a_custom_shape_is_drawn_for_the_size_it_gets(server, page):
    open_geometry(page)
    # The ruler's path is computed on the server for its measured box: a tick every 10 px.
    page.wait_for_function("""() => [...document.querySelectorAll('.t-root [data-role="shape"][data-measure]')].some(e => {
        const box = (e.getAttribute('data-path-box') || '').split(',').map(Number), r = e.getBoundingClientRect();
        return box.length === 2 && Math.abs(box[0] - r.width) <= 1 && Math.abs(box[1] - r.height) <= 1 && r.width > 200;
    })""")
    ruler = page.evaluate("""() => {
        const e = [...document.querySelectorAll('.t-root [data-role="shape"][data-measure]')].find(e => e.getBoundingClientRect().width > 200);
        const r = e.getBoundingClientRect(), d = e.getAttribute('data-path') || '';
        return { width: r.width, height: r.height, ticks: (d.match(/M/g) || []).length };
    }""")
    assert abs(ruler["height"] - 16) <= 1
    assert ruler["ticks"] == int(ruler["width"] // 10) + 1
    page.wait_for_function(
        "(w) => [...document.querySelectorAll('.t-root [data-id]')].some(e => e.textContent === 'Ruler: a tick every 10 points across ' + w + ' points')",
        arg=round(ruler["width"]))
    assert page_errors(page) == []
