"""Shapes, paints and visual effects (issue 16): the showcase's Shapes page, checked through the
computed styles the browser draws with, and screenshots in light and dark.

Each shape is a `<div data-role="shape">`: its fill is the `::before` box (sized and rounded by CSS
from the shape's kind, so a built-in shape needs no size from the server), its stroke an SVG part.
"""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import open_showcase_page, page_errors, save_screenshot


def open_shapes(page, idiom="mac"):
    open_showcase_page(page, "Shapes", idiom=idiom)
    expect(page.get_by_text("Built-in shapes", exact=True)).to_be_visible()


def shapes(page):
    """[kind, box width, box height, fill width, fill height, fill radius, fill colour] per shape."""
    return page.evaluate(
        """() => [...document.querySelectorAll('[data-role="shape"]')].map(e => {
            const b = getComputedStyle(e, '::before'), r = e.getBoundingClientRect();
            return { kind: e.dataset.shape, w: Math.round(r.width), h: Math.round(r.height), fw: b.width, fh: b.height,
                     radius: b.borderRadius, color: b.backgroundColor, image: b.backgroundImage, mask: b.maskImage };
        })"""
    )


def test_built_in_shapes_fill_their_frames(server, page):
    open_shapes(page)
    s = shapes(page)
    rect, rounded, uneven, circle, ellipse, capsule = s[:6]
    assert (rect["kind"], rect["w"], rect["h"], rect["radius"]) == ("rect", 64, 64, "0px")
    assert rounded["radius"] == "16px"
    assert uneven["radius"] == "24px 0px"  # topLeading and bottomTrailing
    # A circle is as large as the shorter side, centred; an ellipse and a capsule fill the frame.
    assert (circle["kind"], circle["fw"], circle["fh"], circle["radius"]) == ("circle", "64px", "64px", "50%")
    assert (ellipse["w"], ellipse["h"], ellipse["radius"]) == (96, 56, "50%")
    assert (capsule["w"], capsule["h"], capsule["radius"]) == (96, 40, "9999px")
    assert rect["color"] == "rgb(0, 122, 255)"  # .blue, light appearance
    assert page_errors(page) == []


def test_strokes_are_drawn_by_svg_geometry_sized_by_css(server, page):
    open_shapes(page)
    strokes = page.evaluate(
        """() => [...document.querySelectorAll('svg[data-part="shape"] > *')].map(g => {
            const c = getComputedStyle(g);
            return { tag: g.tagName, r: c.r, rx: c.rx, width: c.width, stroke: c.stroke, sw: c.strokeWidth,
                     dash: c.strokeDasharray, cap: c.strokeLinecap, len: g.getAttribute('pathLength') };
        })"""
    )
    circle, dashed, border = strokes[0], strokes[1], strokes[2]
    assert (circle["tag"], circle["r"], circle["sw"]) == ("circle", "32px", "4px")
    # strokeBorder: the centre line sits half a line width inside; corners stay concentric.
    assert (dashed["tag"], dashed["width"], dashed["rx"], dashed["dash"]) == ("rect", "61px", "10.5px", "8px, 4px")
    assert border["rx"] == "19px"  # a 96×40 capsule less half of a 2 pt border
    ring = [s for s in strokes if s["len"] == "1"][0]
    assert ring["cap"] == "round" and ring["dash"].startswith("0.65")


def test_progress_ring_trim_follows_state(server, page):
    open_shapes(page)
    page.get_by_role("button", name="Progress +10%").click()
    expect(page.get_by_text("75%")).to_be_visible()
    dash = page.evaluate("""() => getComputedStyle(document.querySelector('svg[data-part="shape"] > [pathLength="1"]')).strokeDasharray""")
    assert dash.startswith("0.75")


def test_custom_shapes_and_gradients_paint(server, page):
    open_shapes(page)
    s = shapes(page)
    paths = [x for x in s if x["kind"] == "path"]
    # A filled custom shape masks its fill with its path, drawn as an SVG image.
    assert paths[0]["mask"].startswith('url("data:image/svg+xml')
    images = [x["image"] for x in s]
    assert any(i.startswith("linear-gradient") for i in images)
    assert any(i.startswith("radial-gradient") for i in images)
    assert any(i.startswith("conic-gradient") for i in images)


def test_effects_map_to_css(server, page):
    open_shapes(page)
    def style(text, prop):
        return page.evaluate(
            """([text, prop]) => {
                const el = [...document.querySelectorAll('[data-role="text"]')].find(e => e.textContent === text);
                let n = el; while (n && !n.hasAttribute('data-' + prop)) n = n.parentElement;
                return getComputedStyle(n || el)[prop];
            }""",
            [text, prop],
        )
    assert style("Shadow", "filter").startswith("drop-shadow(")
    assert style("Blurred", "filter") == "blur(1.5px)"
    assert style("Gray", "filter") == "grayscale(1)"
    assert style("Scaled", "transform") == "matrix(0.85, 0, 0, 0.85, 0, 0)"
    before = style("Rotated", "transform")
    page.get_by_role("button", name="Rotate").click()
    page.wait_for_function(
        """(before) => { const el = [...document.querySelectorAll('[data-role="text"]')].find(e => e.textContent === 'Rotated');
            return getComputedStyle(el).transform !== before; }""",
        arg=before,
    )
    # Redacted text is a placeholder bar: transparent text on a fill.
    assert style("Redacted placeholder", "color") == "rgba(0, 0, 0, 0)"
    assert page_errors(page) == []


def test_screenshots_light_and_dark(server, page):
    page.set_viewport_size({"width": 1200, "height": 1400})
    open_shapes(page)
    save_screenshot(page, "shapes-mac-light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-connected", "true")
    save_screenshot(page, "shapes-mac-dark")
    open_shapes(page, idiom="phone")
    save_screenshot(page, "shapes-phone-dark")


def test_grids_lay_out_in_columns(server, page):
    page.set_viewport_size({"width": 1200, "height": 1400})
    open_shapes(page)
    geometry = page.evaluate(
        """() => {
            const grid = [...document.querySelectorAll('[data-layout="vgrid"]')].find(g => g.children.length === 12);
            const cells = [...grid.children].map(c => c.getBoundingClientRect());
            const tops = [...new Set(cells.map(r => Math.round(r.top)))];
            const table = document.querySelector('[data-layout="grid"]');
            const rows = [...table.querySelectorAll(':scope > [data-layout="gridrow"]')];
            const firstColumn = rows.map(r => Math.round(r.children[0].getBoundingClientRect().left));
            const secondColumn = rows.map(r => Math.round(r.children[1].getBoundingClientRect().left));
            return { columns: cells.filter(r => Math.round(r.top) === tops[0]).length, rows: tops.length,
                     width: Math.round(cells[0].width), height: Math.round(cells[0].height), gap: Math.round(cells[1].left - cells[0].right),
                     firstColumn, secondColumn };
        }"""
    )
    # Adaptive columns of at least 72 pt, 12 pt apart, filling the width: 12 swatches in rows.
    assert geometry["columns"] >= 4 and geometry["columns"] * geometry["rows"] >= 12
    assert geometry["width"] >= 72 and geometry["height"] == 56 and geometry["gap"] == 12
    # Grid cells line up in columns across rows.
    assert len(set(geometry["firstColumn"])) == 1 and len(set(geometry["secondColumn"])) == 1
    assert page_errors(page) == []
