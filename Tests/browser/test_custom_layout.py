"""Custom layouts (issue 16): the showcase Layout page's `FlowLayout` (the app's own `Layout`: the
browser measures each tag, the graph runs the layout's `sizeThatFits`/`placeSubviews`, and each tag is
placed where the layout said), and an `AnyLayout` switching between a row and a column while the
counter inside keeps its state.

Elements are found by their `accessibilityIdentifier` (`data-testid`).
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot, settle

TAGS = 11

RECTS = """(sel) => [...document.querySelectorAll(sel)].map((e) => { const r = e.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height, r: r.right, b: r.bottom }; })"""


def tid(name):
    return '[data-testid="%s"]' % name


def open_custom_layouts(page):
    open_showcase_page(page, "Layout")
    expect(page.get_by_text("Custom layouts", exact=True)).to_be_visible()
    page.locator(tid("flow-tags")).scroll_into_view_if_needed()
    # Placed once the browser has measured the container and every tag.
    page.wait_for_function("""() => { const c = document.querySelector('[data-testid="flow-tags"]');
        return c && c.getAttribute('data-custom-layout') === 'placed'
            && c.querySelectorAll(':scope > [data-placed-at]').length === %d; }""" % TAGS)
    settle(page)


def tag_rects(page):
    rects = page.evaluate(RECTS, '[data-testid^="tag-"]')
    assert len(rects) == TAGS, rects
    return rects


def overlaps(a, b):
    return a["x"] < b["r"] - 0.5 and b["x"] < a["r"] - 0.5 and a["y"] < b["b"] - 0.5 and b["y"] < a["b"] - 0.5


def test_flow_layout_wraps_tags_into_rows_without_overlap(server, page):
    open_custom_layouts(page)
    box = page.evaluate(RECTS, tid("flow-tags"))[0]
    rects = tag_rects(page)
    # Several rows, every tag inside the 320-point container, none overlapping another.
    rows = sorted({round(r["y"]) for r in rects})
    assert len(rows) >= 3, rows
    for r in rects:
        assert r["x"] >= box["x"] - 1 and r["r"] <= box["r"] + 1, (r, box)
        assert r["y"] >= box["y"] - 1 and r["b"] <= box["b"] + 1, (r, box)
    for i in range(TAGS):
        for j in range(i + 1, TAGS):
            assert not overlaps(rects[i], rects[j]), (i, j, rects[i], rects[j])
    # In reading order: left to right 8 points apart within a row, each row starting at the left edge.
    for a, b in zip(rects, rects[1:]):
        if abs(a["y"] - b["y"]) < 1:
            assert abs(b["x"] - (a["r"] + 8)) <= 1, (a, b)
        else:
            assert b["y"] > a["y"] and abs(b["x"] - box["x"]) <= 2, (a, b, box)
    # The container is as tall as the rows the layout returned (nothing sticks out below it).
    assert abs(box["b"] - max(r["b"] for r in rects)) <= 2, (box, rects)
    assert not page_errors(page)


def test_flow_layout_follows_its_tags_sizes(server, page):
    open_custom_layouts(page)
    before = tag_rects(page)
    # A wider first tag (as a font change would make it) is measured again and the rows re-flow.
    page.evaluate("""() => { const t = document.querySelector('[data-testid="tag-0"]'); t.style.fontSize = '40px'; }""")
    page.wait_for_function("""(x) => { const t = document.querySelector('[data-testid="tag-1"]');
        return t && Math.abs(t.getBoundingClientRect().left - x) > 50; }""", arg=before[1]["x"])
    settle(page)
    rects = tag_rects(page)
    for i in range(TAGS):
        for j in range(i + 1, TAGS):
            assert not overlaps(rects[i], rects[j]), (i, j, rects[i], rects[j])


def test_any_layout_switches_direction_and_keeps_the_counters_state(server, page):
    open_custom_layouts(page)
    counter = page.locator(tid("layout-counter"))
    counter.scroll_into_view_if_needed()
    counter.click()
    counter.click()
    expect(counter).to_have_text("Tapped 2 times")
    container = page.locator(tid("any-layout"))
    expect(container).to_have_attribute("data-layout", "hstack")
    first, second = counter.bounding_box(), page.locator(tid("any-second")).bounding_box()
    assert abs(first["y"] + first["height"] / 2 - (second["y"] + second["height"] / 2)) <= 1, (first, second)
    assert second["x"] >= first["x"] + first["width"] + 11, (first, second)
    ids = page.evaluate("""() => [...document.querySelector('[data-testid="any-layout"]').children].map((e) => e.dataset.id)""")

    page.get_by_role("button", name="Stack vertically").click()
    expect(container).to_have_attribute("data-layout", "vstack")
    settle(page)
    first, second = counter.bounding_box(), page.locator(tid("any-second")).bounding_box()
    assert second["y"] >= first["y"] + first["height"] + 11, (first, second)
    assert abs(first["x"] - second["x"]) <= 1, (first, second)  # leading-aligned column
    # Same elements, same state.
    expect(counter).to_have_text("Tapped 2 times")
    assert page.evaluate("""() => [...document.querySelector('[data-testid="any-layout"]').children].map((e) => e.dataset.id)""") == ids
    save_screenshot(page, "layout-custom-layouts")
    assert not page_errors(page)
